package dev.schemaguard.processor.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the embedded types that contain themselves, directly or through other types, by a
 * depth-first walk from the document's root in field order: the field that leads back to a type
 * on the current path closes a cycle. References do not embed, so they close none.
 */
public final class EmbeddingCycles {

    /**
     * One cycle.
     *
     * @param closingField the field that leads back into the cycle
     * @param owner        the qualified name of the class that declares it
     * @param cycle        the simple names of the classes around the cycle, starting and ending with the same one
     */
    public record Cycle(FieldModel closingField, String owner, List<String> cycle) {}

    private final Map<String, TypeModel> types;
    private final List<String> path = new ArrayList<>();
    private final Set<String> done = new LinkedHashSet<>();
    private final Set<Origin> reported = new LinkedHashSet<>();
    private final List<Cycle> cycles = new ArrayList<>();

    private EmbeddingCycles(Map<String, TypeModel> types) {
        this.types = types;
    }

    public static List<Cycle> of(DocumentModel document) {
        EmbeddingCycles finder = new EmbeddingCycles(document.types());
        finder.walk(document.root());
        document.subtypes().forEach(finder::walk);
        return List.copyOf(finder.cycles);
    }

    private void walk(TypeModel type) {
        path.add(type.key());
        for (FieldModel field : type.fields()) {
            if (field.isReference()) {
                continue;
            }
            String declared = field.type().innermostTypeKey();
            if (declared == null || !types.containsKey(declared)) {
                continue;
            }
            for (TypeModel value : TypeModel.withSubtypesOf(types.get(declared), types)) {
                step(type, field, value.key());
            }
        }
        path.remove(path.size() - 1);
        done.add(type.key());
    }

    /** Follows one field to one type its value can be (itself, or for a polymorphic value a subclass). */
    private void step(TypeModel type, FieldModel field, String next) {
        int onPath = path.indexOf(next);
        if (onPath >= 0) {
            if (reported.add(field.origin())) {
                List<String> names = new ArrayList<>();
                for (String key : path.subList(onPath, path.size())) {
                    names.add(simpleName(key));
                }
                names.add(simpleName(next));
                cycles.add(new Cycle(field, type.qualifiedName(), names));
            }
        } else if (!done.contains(next)) {
            walk(types.get(next));
        }
    }

    private String simpleName(String key) {
        TypeModel t = types.get(key);
        if (t != null) {
            return t.simpleName();
        }
        int lt = key.indexOf('<');
        String raw = lt < 0 ? key : key.substring(0, lt);
        return raw.substring(raw.lastIndexOf('.') + 1);
    }
}
