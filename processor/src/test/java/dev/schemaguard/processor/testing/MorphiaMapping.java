package dev.schemaguard.processor.testing;

import dev.morphia.Datastore;
import dev.morphia.annotations.LoadOnly;
import dev.morphia.annotations.NotSaved;
import dev.morphia.mapping.codec.pojo.EntityModel;
import dev.morphia.mapping.codec.pojo.PropertyModel;
import dev.schemaguard.processor.model.TypeModel;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Morphia's view of compiled classes, for the differential tests: what it maps and the names it writes. */
public final class MorphiaMapping {

    private MorphiaMapping() {}

    /**
     * Maps every class Morphia can map, subclasses first known: PathTarget looks through them. An enum is written by
     * Morphia's enum codec whatever annotation it carries (LunarCore's {@code @Entity enum PlayerGender}); mapping it
     * as an entity fails on the JDK's Enum fields, which an application that maps its named entities never does.
     */
    public static void mapAll(Datastore datastore, List<Class<?>> classes) {
        for (Class<?> c : classes) {
            if (!c.isEnum() && datastore.getMapper().isMappable(c)) {
                datastore.getMapper().map(c);
            }
        }
    }

    /** The names Morphia writes: its properties less those never serialized (@NotSaved, @LoadOnly). */
    @SuppressWarnings("deprecation")
    public static Map<String, String> storedNames(EntityModel entity) {
        Map<String, String> out = new TreeMap<>();
        for (PropertyModel p : entity.getProperties()) {
            if (!p.hasAnnotation(NotSaved.class) && !p.hasAnnotation(LoadOnly.class)) {
                out.put(p.getName(), p.getMappedName());
            }
        }
        return out;
    }

    /** The names schemaguard's model stores, by Java name, to compare with {@link #storedNames(EntityModel)}. */
    public static Map<String, String> storedNames(TypeModel type) {
        Map<String, String> out = new TreeMap<>();
        type.fields().forEach(f -> out.put(f.javaName(), f.storedName()));
        return out;
    }
}
