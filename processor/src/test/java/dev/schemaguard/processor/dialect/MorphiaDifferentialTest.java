package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.morphia.Datastore;
import dev.morphia.Morphia;
import dev.morphia.mapping.MapperOptions;
import dev.morphia.mapping.codec.pojo.EntityModel;
import dev.morphia.mapping.codec.pojo.PropertyModel;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.IndexListing;
import dev.schemaguard.processor.testing.MorphiaMapping;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Differential tests against Morphia itself (docs/dialects/morphia.md): each model is compiled with the processor's
 * reader, its classes are loaded and mapped by Morphia 2.5's Mapper with the default MapperOptions,
 * and Morphia creates its indexes on the embedded server ({@code ensureIndexes}, IndexHelper's path).
 * Collection, stored names (of the entity and of every embedded type), the id, the discriminator key
 * and every index (keys, name, unique, sparse, TTL, partial filter, collation, weights, as listIndexes
 * returns them) must agree with schemaguard's model.
 */
class MorphiaDifferentialTest {

    static final String IMPORTS = """
            package m;
            import java.util.*;
            import org.bson.types.ObjectId;
            import dev.morphia.annotations.*;
            import dev.morphia.utils.IndexType;
            import dev.morphia.utils.IndexDirection;
            import com.mongodb.client.model.CollationStrength;
            """;

    private static MongoServer server;
    private static MongoClient client;
    private static final AtomicInteger DATABASES = new AtomicInteger();

    @BeforeAll
    static void start() {
        server = new MongoServer(new MemoryBackend());
        client = MongoClients.create(server.bindAndGetConnectionString());
    }

    @AfterAll
    static void stop() {
        client.close();
        server.shutdownNow();
    }

    static List<String[]> models() {
        List<String[]> out = new ArrayList<>();
        // camelCase collection by default, properties keep their Java names, _t discriminator
        model(out, "BookReview", """
                @Entity
                public class BookReview { @Id ObjectId id; String title; @Indexed String email; }
                """);
        model(out, "URLHolder", """
                @Entity
                public class URLHolder { @Id ObjectId id; String url; }
                """);
        model(out, "Named", """
                @Entity("books")
                public class Named { @Id String isbn; @Property("t") String title;
                    @Indexed(options = @IndexOptions(name = "by_email", unique = true, sparse = true)) String email; }
                """);
        // a field named id without @Id is stored as id
        model(out, "IdByName", """
                @Entity
                public class IdByName { @Id long key; String id; }
                """);
        model(out, "NotStored", """
                @Entity
                public class NotStored { @Id ObjectId id; @Transient String cache; @NotSaved String computed;
                    @LoadOnly String legacy; transient String alsoTransient; static String CONSTANT; String kept; }
                """);
        model(out, "NoDiscriminator", """
                @Entity(useDiscriminator = false)
                public class NoDiscriminator { @Id ObjectId id; String name; }
                """);
        model(out, "OwnKey", """
                @Entity(value = "own", discriminatorKey = "kind", discriminator = "O")
                public class OwnKey { @Id ObjectId id; String name; }
                """);
        // @Reference(value) and @Version(value) rename; idOnly stores the id, the others a DBRef
        model(out, "Renames", """
                @Entity
                public class Renames { @Id ObjectId id; @Reference("owner") Target target;
                    @Reference(idOnly = true) List<Target> others; @Version("ver") long version;
                    @Indexed @Reference(value = "main", idOnly = true) Target main; }
                @Entity
                class Target { @Id ObjectId id; }
                """);
        model(out, "Compound", """
                @Entity
                @Indexes({@Index(fields = {@Field("title"), @Field(value = "rank", type = IndexType.DESC)},
                        options = @IndexOptions(name = "title_rank", unique = true)),
                    @Index(fields = @Field(value = "code", type = IndexType.HASHED))})
                public class Compound { @Id ObjectId id; String title; int rank; String code; }
                """);
        // keys in stored names or Java names: EntityModel.getProperty takes both
        model(out, "StoredNameKeys", """
                @Entity
                @Indexes({@Index(fields = @Field("t")), @Index(fields = {@Field("author"), @Field("t")})})
                public class StoredNameKeys { @Id ObjectId id; @Property("t") String title; @Property("a") String author; }
                """);
        model(out, "EmbeddedPath", """
                @Entity
                @Indexes(@Index(fields = {@Field("address.city"), @Field("addr.zip")}))
                public class EmbeddedPath { @Id ObjectId id; @Property("addr") Address address;
                    @Entity static class Address { @Property("c") String city; String zip; } }
                """);
        // indexes declared on an embedded type are not applied to the parent
        model(out, "EmbeddedIndexes", """
                @Entity
                public class EmbeddedIndexes { @Id ObjectId id; Line line; List<Line> lines;
                    @Entity @Indexes(@Index(fields = @Field("sku"))) static class Line { @Indexed String sku; @Text String note; } }
                """);
        // an embedded @Entity with an @Id stores it as _id
        model(out, "EmbeddedWithId", """
                @Entity
                public class EmbeddedWithId { @Id ObjectId id; Part part;
                    @Entity static class Part { @Id String code; String id; String name; } }
                """);
        // each @Text is a text index of its own
        model(out, "TwoTexts", """
                @Entity
                public class TwoTexts { @Id ObjectId id; @Text String title; @Text(value = 5) String body; }
                """);
        model(out, "TextWeights", """
                @Entity
                @Indexes(@Index(fields = {@Field(value = "title", type = IndexType.TEXT, weight = 3),
                    @Field(value = "b", type = IndexType.TEXT)}, options = @IndexOptions(name = "search")))
                public class TextWeights { @Id ObjectId id; String title; @Property("b") String body; }
                """);
        model(out, "Ttl", """
                @Entity
                public class Ttl { @Id ObjectId id; @Indexed(options = @IndexOptions(expireAfterSeconds = 3600)) Date seen;
                    @Indexed(IndexDirection.DESC) long rank; }
                """);
        // the partial filter goes as written: Morphia does not map its names
        model(out, "Partial", """
                @Entity
                @Indexes(@Index(fields = @Field("mail"), options = @IndexOptions(unique = true,
                    partialFilter = "{ mail: { $exists: true } }")))
                public class Partial { @Id ObjectId id; @Property("mail") String email; }
                """);
        model(out, "Collated", """
                @Entity
                public class Collated { @Id ObjectId id;
                    @Indexed(options = @IndexOptions(collation = @Collation(locale = "en", strength = CollationStrength.SECONDARY)))
                    String name; }
                """);
        // an @Entity subclass is a root of its own, in its own collection, with the parent's @Indexes
        model(out, "Child", """
                @Entity
                public class Child extends Parent { @Indexed String extra; }
                @Entity("parents")
                @Indexes(@Index(fields = @Field("title")))
                class Parent { @Id ObjectId id; String title; @Indexed int rank; }
                """);
        // a subclass without @Entity of a named entity is stored in its collection (polymorphic pattern)
        model(out, "Vehicle", """
                @Entity("vehicles")
                public class Vehicle { @Id ObjectId id; @Indexed String plate;
                    public static class Truck extends Vehicle { @Indexed int axles; } }
                """);
        // an index path goes through the subclasses of a field's type
        model(out, "Poly", """
                @Entity
                @Indexes(@Index(fields = @Field("pet.breed")))
                public class Poly { @Id ObjectId id; Animal pet;
                    @Entity public static class Animal { String name; }
                    @Entity public static class Dog extends Animal { String breed; } }
                """);
        // PathTarget takes the segment after a map as its key
        model(out, "MapKey", """
                @Entity
                @Indexes(@Index(fields = @Field("attrs.color.shade")))
                public class MapKey { @Id ObjectId id; Map<String, Attr> attrs;
                    @Entity public static class Attr { String shade; } }
                """);
        // Mapper.isMappable finds an @Entity on an interface: the unannotated class is an entity of its own, in the
        // interface's collection, with the interface's @Indexes (EntityModelBuilder reads the interfaces' annotations)
        model(out, "IfaceNamed", """
                public class IfaceNamed implements Stored { @Id ObjectId id; String a; @Indexed String b; @Text String c; }
                @Entity("things")
                @Indexes(@Index(fields = @Field("a"), options = @IndexOptions(name = "by_a", unique = true)))
                interface Stored { }
                """);
        // no name on the interface: the camelCase of the class's own name; the interface's discriminator key
        model(out, "IfaceUnnamed", """
                public class IfaceUnnamed implements Stored { @Id ObjectId id; @Indexed String name; }
                @Entity(discriminatorKey = "kind")
                interface Stored { }
                """);
        model(out, "IfaceNoDiscriminator", """
                public class IfaceNoDiscriminator implements Stored { @Id ObjectId id; String name; }
                @Entity(value = "plain", useDiscriminator = false)
                interface Stored { }
                """);
        // through a superinterface of an abstract superclass's interface, the id in the abstract class
        model(out, "DeepIface", """
                public class DeepIface extends AbstractDeep { String name; }
                abstract class AbstractDeep implements SubStored { @Id ObjectId id; @Indexed String code; }
                interface SubStored extends RootStored { }
                @Entity("deep")
                @Indexes(@Index(fields = @Field("name")))
                interface RootStored { }
                """);
        // an abstract @Entity("named") without an id is no entity Morphia stores; its concrete subclass with an id is
        model(out, "AbstractNamed", """
                public class AbstractNamed extends NamedBase { @Id ObjectId id; @Indexed int n; }
                @Entity("named")
                @Indexes(@Index(fields = @Field("name")))
                abstract class NamedBase { String name; }
                """);
        // @Indexes on a plain interface of an @Entity class applies; a class's own @Indexes hides an interface's
        model(out, "IfaceIndexes", """
                @Entity
                public class IfaceIndexes implements HasCode { @Id ObjectId id; String code; }
                @Indexes(@Index(fields = @Field("code")))
                interface HasCode { }
                """);
        model(out, "ShadowedIfaceIndexes", """
                @Entity
                @Indexes(@Index(fields = @Field("b")))
                public class ShadowedIfaceIndexes implements HasA { @Id ObjectId id; String a; String b; }
                @Indexes(@Index(fields = @Field("a")))
                interface HasA { }
                """);
        // an unmapped superclass's @Indexes, hidden by the entity's own, is never created
        model(out, "HiddenSuperIndexes", """
                @Entity
                @Indexes(@Index(fields = @Field("b")))
                public class HiddenSuperIndexes extends PlainBase { @Id ObjectId id; String b; }
                @Indexes(@Index(fields = @Field("a")))
                abstract class PlainBase { String a; }
                """);
        // an unnamed abstract @Entity: each concrete subclass in the camelCase of its own name, with the hierarchy's
        // indexes
        model(out, "Novel", """
                public class Novel extends Work { @Indexed String isbn; }
                @Entity
                @Indexes(@Index(fields = @Field("title")))
                abstract class Work { @Id ObjectId id; @Indexed String code; String title; }
                class Film extends Work { }
                abstract class Serial extends Work { @Indexed int season; }
                class Show extends Serial { }
                """);
        // below it, under a named entity, no subclass is stored in the named entity's collection
        model(out, "Item", """
                @Entity("items")
                public class Item { @Id ObjectId id; @Indexed String code; }
                @Entity abstract class Special extends Item { @Indexed String extra; }
                class Gadget extends Special { }
                """);
        model(out, "Geo", """
                @Entity
                public class Geo { @Id ObjectId id; @Indexed(IndexDirection.GEO2D) double[] location; }
                """);
        model(out, "Deprecated", """
                @Entity
                public class Deprecated { @Id ObjectId id; Inner inner;
                    @Embedded static class Inner { @Indexed String x; } }
                """);
        return out;
    }

    static void model(List<String[]> out, String name, String body) {
        out.add(new String[] {name, IMPORTS + body});
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void agreesWithMorphia(String name, String source) throws Exception {
        assertAgrees(name, source, Map.of(), MapperOptions.builder().build());
    }

    /**
     * With {@code -Aschemaguard.morphiaNaming=legacy}, the same against a Datastore with MapperOptions.legacy(): collections
     * named after the class, the {@code className} discriminator key, the same stored names and indexes.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void agreesWithMorphiasLegacyNaming(String name, String source) throws Exception {
        assertAgrees(
                name,
                source,
                Map.of("schemaguard.morphiaNaming", "legacy"),
                MapperOptions.legacy().build());
    }

    private static void assertAgrees(
            String name, String source, Map<String, String> options, MapperOptions mapperOptions) throws Exception {
        String qualified = "m." + name;
        ModelCapture.Captured captured = ModelCapture.capture(options, qualified, source);
        DocumentModel model = captured.models().get(qualified);
        assertTrue(
                model != null,
                qualified + " was not read as a document: " + captured.models().keySet());
        ClassLoader loader = CompiledOutput.loader(captured.compilation());
        Class<?> type = loader.loadClass(qualified);

        Datastore datastore = Morphia.createDatastore(client, "d" + DATABASES.incrementAndGet(), mapperOptions);
        mapAll(datastore, loader, captured);
        EntityModel entity = datastore.getMapper().getEntityModel(type);

        assertEquals(entity.getCollectionName(), model.collection(), "collection");
        assertEquals(entity.useDiscriminator() ? entity.getDiscriminatorKey() : null, model.typeKey(), "type key");
        assertEquals(MorphiaMapping.storedNames(entity), MorphiaMapping.storedNames(model.root()), "stored names");
        assertEquals(
                entity.getIdProperty() == null ? null : entity.getIdProperty().getName(),
                model.root().idField().map(FieldModel::javaName).orElse(null),
                "id");
        for (TypeModel embedded : model.types().values()) {
            EntityModel morphia =
                    datastore.getMapper().getEntityModel(CompiledOutput.load(loader, embedded.qualifiedName()));
            assertEquals(
                    MorphiaMapping.storedNames(morphia),
                    MorphiaMapping.storedNames(embedded),
                    "stored names of " + embedded.qualifiedName());
        }

        datastore.ensureIndexes();
        assertEquals(
                IndexListing.of(datastore.getDatabase().getCollection(model.collection())),
                IndexListing.of(model),
                "indexes");
    }

    /**
     * Every collection Morphia creates indexes in, with those indexes, is a collection of schemaguard's documents with the
     * same indexes, and the other way round: none for an abstract model (IndexHelper skips it), one per concrete subclass.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("hierarchies")
    void indexesTheCollectionsMorphiaIndexes(String name, String source) throws Exception {
        Indexed indexed = indexedByMorphia(name, source);
        Map<String, List<String>> morphia = new TreeMap<>();
        for (String collection : indexed.datastore().getDatabase().listCollectionNames()) {
            morphia.put(
                    collection,
                    IndexListing.of(indexed.datastore().getDatabase().getCollection(collection)));
        }
        Map<String, List<String>> ours = new TreeMap<>();
        for (DocumentModel model : indexed.captured().models().values()) {
            if (!model.indexes().isEmpty()) {
                ours.put(model.collection(), IndexListing.of(model));
            }
        }
        assertEquals(morphia, ours);
    }

    /** A model compiled with the reader, every class of it mapped by Morphia, and its indexes created. */
    private record Indexed(ModelCapture.Captured captured, Datastore datastore, List<Class<?>> classes) {}

    private static Indexed indexedByMorphia(String name, String source) throws Exception {
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "m." + name, source);
        ClassLoader loader = CompiledOutput.loader(captured.compilation());
        Datastore datastore = Morphia.createDatastore(client, "d" + DATABASES.incrementAndGet());
        List<Class<?>> classes = mapAll(datastore, loader, captured);
        datastore.ensureIndexes();
        return new Indexed(captured, datastore, classes);
    }

    /**
     * Documents are what Morphia stores in a collection of its own (docs/dialects/morphia.md): every class of every model that Morphia's
     * {@code save} writes to a collection, or whose collection {@code ensureIndexes} creates, is a schemaguard document of
     * that collection (or a subclass stored in its document's collection), and every schemaguard document is a class
     * Morphia saves there (an abstract one: through a concrete subclass). Where a class is used decides nothing: an
     * entity with an id that another entity stores by value is saved in its own collection all the same.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("everyModel")
    void documentsAreTheClassesMorphiaStoresInACollectionOfTheirOwn(String name, String source) throws Exception {
        Indexed morphia = indexedByMorphia(name, source);
        ModelCapture.Captured captured = morphia.captured();
        Datastore datastore = morphia.datastore();
        List<String> indexed = datastore.getDatabase().listCollectionNames().into(new ArrayList<>());
        Map<String, String> saved = new TreeMap<>();
        for (Class<?> c : morphia.classes()) {
            String collection = savedTo(datastore, c);
            if (collection != null) {
                saved.put(c.getCanonicalName(), collection);
            }
        }

        Map<String, DocumentModel> documents = captured.models();
        saved.forEach((type, collection) -> assertTrue(
                documents.values().stream()
                        .anyMatch(d -> d.collection().equals(collection)
                                && (d.root().qualifiedName().equals(type)
                                        || d.subtypes().stream()
                                                .anyMatch(t -> t.qualifiedName().equals(type)))),
                () -> "Morphia saves " + type + " in " + collection + "; schemaguard's documents: "
                        + collections(documents)));
        for (String collection : indexed) {
            assertTrue(
                    documents.values().stream().anyMatch(d -> d.collection().equals(collection)),
                    () -> "Morphia indexes " + collection + "; schemaguard's documents: " + collections(documents));
        }
        for (DocumentModel document : documents.values()) {
            String type = document.root().qualifiedName();
            boolean stored = document.collection().equals(saved.get(type))
                    || document.subtypes().stream()
                            .anyMatch(t -> document.collection().equals(saved.get(t.qualifiedName())));
            assertTrue(
                    stored,
                    () -> "schemaguard's document " + type + " in " + document.collection()
                            + " is no class Morphia saves there: " + saved);
        }
    }

    static List<Object[]> everyModel() {
        List<Object[]> out = new ArrayList<>();
        for (String[] model : models()) {
            out.add(new Object[] {model[0], model[1]});
        }
        out.addAll(hierarchies());
        out.add(new Object[] {"Session", IMPORTS + """
                @Entity("sessions")
                public class Session { @Id ObjectId id;
                    @Indexed(options = @IndexOptions(expireAfterSeconds = 3600)) Date lastSeen;
                    @Indexed(options = @IndexOptions(unique = true)) String token; }
                @Entity("users")
                class User { @Id ObjectId id; Session current; List<Session> past; }
                @Entity("audit")
                class Audit { @Id ObjectId id; @Reference Session session; @Reference(idOnly = true) Session by; }
                """});
        out.add(new Object[] {"Book", IMPORTS + """
                @Entity
                public class Book { @Id ObjectId id; List<Chapter> chapters; Map<String, Note> notes;
                    @Entity static class Chapter { @Id int number; String title; }
                    @Entity static class Note { String text; } }
                """});
        out.add(new Object[] {"Loose", IMPORTS + """
                @Entity
                public class Loose { String name; @Indexed String code; }
                """});
        return out;
    }

    private static Map<String, String> collections(Map<String, DocumentModel> documents) {
        Map<String, String> out = new TreeMap<>();
        documents.forEach((type, d) -> out.put(type, d.collection()));
        return out;
    }

    /**
     * The collection Morphia's {@code save} writes a new instance of the class to, found by its id in the database;
     * {@code null} when the class has no instance to make (abstract, an interface, no constructor without parameters)
     * or Morphia refuses to save it (no {@code @Id}: "An @Id property is required on top level entities").
     */
    private static String savedTo(Datastore datastore, Class<?> type) throws ReflectiveOperationException {
        if (type.isInterface()
                || type.isEnum()
                || java.lang.reflect.Modifier.isAbstract(type.getModifiers())
                || (type.isMemberClass() && !java.lang.reflect.Modifier.isStatic(type.getModifiers()))) {
            return null;
        }
        java.lang.reflect.Constructor<?> create;
        try {
            create = type.getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            return null;
        }
        create.setAccessible(true);
        Object instance = create.newInstance();
        Object id = null;
        PropertyModel idProperty = datastore.getMapper().getEntityModel(type).getIdProperty();
        if (idProperty != null) {
            id = idValue(idProperty.getType());
            idProperty.setValue(instance, id);
        }
        try {
            datastore.save(instance);
        } catch (RuntimeException refused) {
            return null;
        }
        for (String collection : datastore.getDatabase().listCollectionNames()) {
            if (datastore.getDatabase().getCollection(collection).countDocuments(new Document("_id", id)) > 0) {
                return collection;
            }
        }
        throw new AssertionError("Morphia saved " + type + " with _id " + id + " in no collection");
    }

    private static final AtomicInteger IDS = new AtomicInteger();

    /** A new id of the id property's type, so that the saved document is found by it. */
    private static Object idValue(Class<?> type) {
        int next = IDS.incrementAndGet();
        if (type == String.class) {
            return "id" + next;
        }
        if (type == long.class || type == Long.class) {
            return (long) next;
        }
        if (type == int.class || type == Integer.class) {
            return next;
        }
        return new org.bson.types.ObjectId();
    }

    static List<Object[]> hierarchies() {
        return List.of(
                new Object[] {"Work", IMPORTS + """
                        @Entity
                        @Indexes(@Index(fields = @Field("title")))
                        public abstract class Work { @Id ObjectId id; @Indexed String code; String title; }
                        class Novel extends Work { @Indexed String isbn; }
                        @Entity("films") class Film extends Work { }
                        abstract class Serial extends Work { @Indexed int season; }
                        class Show extends Serial { }
                        """},
                // an @Indexes on a field one subclass has: the abstract model is never indexed, so Morphia accepts it
                new Object[] {"Part", IMPORTS + """
                        @Entity
                        @Indexes(@Index(fields = @Field("isbn")))
                        public abstract class Part { @Id ObjectId id; }
                        class Chapter extends Part { String isbn; }
                        """},
                new Object[] {"Item", IMPORTS + """
                        @Entity("items")
                        public class Item { @Id ObjectId id; @Indexed String code; }
                        @Entity abstract class Special extends Item { @Indexed String extra; }
                        abstract class Tuned extends Special { @Indexed String tune; }
                        class Gadget extends Tuned { }
                        """},
                // a named abstract @Entity is the collection of its subclasses, indexed through each of them
                new Object[] {"Asset", IMPORTS + """
                        @Entity("assets")
                        public abstract class Asset { @Id ObjectId id; @Indexed String code; }
                        class Image extends Asset { @Indexed int width; }
                        class Sound extends Asset { @Indexed int seconds; }
                        """});
    }

    /** Maps every class of the compilation that Morphia can map. */
    static List<Class<?>> mapAll(Datastore datastore, ClassLoader loader, ModelCapture.Captured captured)
            throws Exception {
        List<Class<?>> classes = CompiledOutput.classes(loader, captured.compilation());
        MorphiaMapping.mapAll(datastore, classes);
        return classes;
    }

    /** A model Morphia refuses (ensureIndexes throws) is a schemaguard error, not a silent difference. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("rejected")
    void whatMorphiaRejectsIsAnError(String name, String source, String rule) throws Exception {
        String qualified = "m." + name;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), qualified, source);
        ClassLoader loader = CompiledOutput.loader(captured.compilation());
        Datastore datastore = Morphia.createDatastore(client, "d" + DATABASES.incrementAndGet());
        assertThrows(RuntimeException.class, () -> {
            mapAll(datastore, loader, captured);
            datastore.ensureIndexes();
        });
        ProcessorTester.Result result =
                ProcessorTester.forRules(rule).source(qualified, source).compile();
        assertFalse(result.messages(rule).isEmpty(), result::all);
        assertTrue(
                result.compilation().errors().stream()
                        .anyMatch(d -> d.getMessage(null).startsWith("[" + rule + "]")),
                result::all);
    }

    static List<Object[]> rejected() {
        return List.of(
                new Object[] {"UnknownPath", IMPORTS + """
                        @Entity
                        @Indexes(@Index(fields = @Field("nope")))
                        public class UnknownPath { @Id ObjectId id; String name; }
                        """, "IndexFieldUnknown"},
                new Object[] {"ThroughReference", IMPORTS + """
                        @Entity
                        @Indexes(@Index(fields = @Field("owner.name")))
                        public class ThroughReference { @Id ObjectId id; @Reference Owner owner; }
                        @Entity
                        class Owner { @Id ObjectId id; String name; }
                        """, "IndexFieldUnknown"},
                new Object[] {"WeightOnAscending", IMPORTS + """
                        @Entity
                        @Indexes(@Index(fields = @Field(value = "name", weight = 2)))
                        public class WeightOnAscending { @Id ObjectId id; String name; }
                        """, "InvalidAnnotation"},
                new Object[] {"TwoVersions", IMPORTS + """
                        @Entity
                        public class TwoVersions { @Id ObjectId id; @Version long v1; @Version Long v2; }
                        """, "InvalidAnnotation"},
                // DiscriminatorLookup: the interface's model and the class's share the discriminator
                new Object[] {"InheritedDiscriminator", IMPORTS + """
                        public class InheritedDiscriminator implements Stored { @Id ObjectId id; }
                        @Entity(value = "things", discriminator = "T")
                        interface Stored { }
                        """, "InvalidAnnotation"},
                // Mapper.register validates the model of an abstract @Entity superclass too
                new Object[] {"EmbeddedWork", IMPORTS + """
                        public class EmbeddedWork extends Work { String isbn; }
                        @Entity
                        @Embedded
                        abstract class Work { @Id ObjectId id; }
                        """, "InvalidAnnotation"},
                // and registers the discriminator an abstract superclass inherits, the interface's
                new Object[] {"Drawing", IMPORTS + """
                        @Entity("drawings")
                        public class Drawing { @Id ObjectId id; Circle circle; }
                        @Entity(discriminator = "S")
                        interface Shape { }
                        abstract class Round implements Shape { double radius; }
                        @Entity
                        class Circle extends Round { }
                        """, "InvalidAnnotation"},
                new Object[] {"IdAsReference", IMPORTS + """
                        @Entity
                        public class IdAsReference { @Id @Reference Other id; }
                        @Entity
                        class Other { @Id ObjectId id; }
                        """, "InvalidAnnotation"});
    }

    /** An @Entity without an @Id is no document: Morphia refuses to save it at the top level and creates no index for it. */
    @Test
    void entityWithoutIdIsEmbeddedOnly() throws Exception {
        String source = IMPORTS + """
                @Entity
                public class Loose { String name; @Indexed String code; }
                """;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "m.Loose", source);
        assertTrue(captured.models().isEmpty(), captured.models().keySet()::toString);
        ClassLoader loader = CompiledOutput.loader(captured.compilation());
        Datastore datastore = Morphia.createDatastore(client, "d" + DATABASES.incrementAndGet());
        mapAll(datastore, loader, captured);
        datastore.ensureIndexes();
        assertFalse(datastore.getDatabase().listCollectionNames().iterator().hasNext());
        Object loose = loader.loadClass("m.Loose").getDeclaredConstructor().newInstance();
        assertThrows(RuntimeException.class, () -> datastore.save(loose));
    }

    /** What Morphia writes for references: a DBRef without idOnly, the id alone with it. */
    @Test
    void referencesAreStoredAsMorphiaWritesThem() throws Exception {
        String source = IMPORTS + """
                @Entity
                public class Holder { @Id ObjectId id; @Reference Target dbRef; @Reference(idOnly = true) Target idOnly; }
                @Entity
                class Target { @Id ObjectId id; }
                """;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "m.Holder", source);
        DocumentModel model = captured.models().get("m.Holder");
        ClassLoader loader = CompiledOutput.loader(captured.compilation());
        Datastore datastore = Morphia.createDatastore(client, "d" + DATABASES.incrementAndGet());
        mapAll(datastore, loader, captured);
        Class<?> holder = loader.loadClass("m.Holder");
        Class<?> target = loader.loadClass("m.Target");
        java.lang.reflect.Constructor<?> create = target.getDeclaredConstructor();
        create.setAccessible(true);
        Object t = create.newInstance();
        java.lang.reflect.Field tid = target.getDeclaredField("id");
        tid.setAccessible(true);
        tid.set(t, new org.bson.types.ObjectId());
        datastore.save(t);
        Object h = holder.getDeclaredConstructor().newInstance();
        for (String f : List.of("dbRef", "idOnly")) {
            java.lang.reflect.Field field = holder.getDeclaredField(f);
            field.setAccessible(true);
            field.set(h, t);
        }
        datastore.save(h);
        Document written =
                datastore.getDatabase().getCollection("holder").find().first();
        assertTrue(written.get("dbRef") instanceof com.mongodb.DBRef, written::toString);
        assertTrue(written.get("idOnly") instanceof org.bson.types.ObjectId, written::toString);
        FieldModel dbRef = model.root().field("dbRef").orElseThrow();
        FieldModel idOnly = model.root().field("idOnly").orElseThrow();
        assertTrue(dbRef.isReference() && idOnly.isReference());
        assertEquals(dev.schemaguard.processor.model.BsonType.ANY, dbRef.type().bson());
        assertEquals(
                dev.schemaguard.processor.model.BsonType.OBJECT_ID,
                idOnly.type().bson());
    }
}
