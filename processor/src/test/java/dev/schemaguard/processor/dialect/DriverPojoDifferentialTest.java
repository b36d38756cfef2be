package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import dev.schemaguard.processor.rules.UnreadAnnotation;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.DriverCodec;
import dev.schemaguard.processor.testing.FilledInstances;
import dev.schemaguard.processor.testing.Lombok;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonValue;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.pojo.ClassModel;
import org.bson.codecs.pojo.PropertyModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Differential tests against the driver's POJO codec (docs/dialects/driver-pojo.md): each schemaguard {@code @Document}
 * carrying the codec's annotations is compiled with the processor's reader, its class is loaded, and
 * the driver's own ClassModel (default conventions, as {@code PojoCodecProvider.builder().automatic(true)}
 * builds it) must agree with schemaguard's model on stored names, the id and the discriminator. An
 * instance is then encoded with the driver's default registry and the POJO provider, and the BSON
 * field names (and the id's BSON type) must be the ones the model stores.
 */
class DriverPojoDifferentialTest {

    private static final String IMPORTS = """
            package pojo;
            import java.util.*;
            import dev.schemaguard.annotations.Document;
            import org.bson.codecs.pojo.annotations.*;
            import org.bson.types.ObjectId;
            """;

    private static final String LOMBOK_IMPORTS = """
            package pojo;
            import lombok.*;
            import dev.schemaguard.annotations.Document;
            import org.bson.types.ObjectId;
            """;

    static List<String[]> models() {
        List<String[]> out = new ArrayList<>();
        model(out, "Plain", """
                @Document
                public class Plain { public ObjectId id; public String title; public int pages; }
                """);
        model(out, "Renamed", """
                @Document
                public class Renamed { public ObjectId id; @BsonProperty("t") public String title;
                    @BsonProperty public String author; }
                """);
        model(out, "KeyedByBsonId", """
                @Document
                public class KeyedByBsonId { @BsonId public String key; public String name; }
                """);
        model(out, "NotStored", """
                @Document
                public class NotStored { public ObjectId id; @BsonIgnore public String cache; public transient String temp;
                    public static String CONSTANT = "c"; public String kept; }
                """);
        model(out, "Represented", """
                @Document
                public class Represented { @BsonId @BsonRepresentation(org.bson.BsonType.OBJECT_ID) public String id;
                    @BsonRepresentation(org.bson.BsonType.OBJECT_ID) public String ownerId;
                    @BsonRepresentation(org.bson.BsonType.STRING) public String name; }
                """);
        // issue 18: the codec writes an embedded class's id as _id, and a record component under its own name
        model(out, "EmbeddedId", """
                @Document
                public class EmbeddedId { public ObjectId id; public Ref branchRef; public Line line;
                    public static class Ref { public Long id; public String name; }
                    public record Line(String id, int qty) { } }
                """);
        model(out, "Discriminated", """
                @Document
                @BsonDiscriminator
                public class Discriminated { public ObjectId id; public String name; }
                """);
        model(out, "DiscriminatorKey", """
                @Document
                @BsonDiscriminator(key = "kind", value = "dk")
                public class DiscriminatorKey { public ObjectId id; public String name; }
                """);
        model(out, "Getters", """
                @Document
                public class Getters {
                    private ObjectId id; private String title; @BsonProperty("n") private String name; private boolean active;
                    public ObjectId getId() { return id; } public void setId(ObjectId id) { this.id = id; }
                    public String getTitle() { return title; } public void setTitle(String title) { this.title = title; }
                    public String getName() { return name; } public void setName(String name) { this.name = name; }
                    public boolean isActive() { return active; } public void setActive(boolean active) { this.active = active; }
                }
                """);
        model(out, "GetterAnnotated", """
                @Document
                public class GetterAnnotated {
                    private ObjectId id; private String title; private String secret; private String code;
                    public ObjectId getId() { return id; } public void setId(ObjectId id) { this.id = id; }
                    @BsonProperty("t") public String getTitle() { return title; } public void setTitle(String title) { this.title = title; }
                    @BsonIgnore public String getSecret() { return secret; } public void setSecret(String s) { this.secret = s; }
                    @BsonId public String getCode() { return code; } public void setCode(String code) { this.code = code; }
                }
                """);
        // a getter that does not name its field's property: the value goes under the getter's property
        model(out, "GetterOfAnotherProperty", """
                @Document
                public class GetterOfAnotherProperty {
                    private ObjectId id; private boolean isActive; private String url; private boolean isOpen;
                    private String title; private Boolean isBoxed;
                    public ObjectId getId() { return id; } public void setId(ObjectId id) { this.id = id; }
                    public boolean isActive() { return isActive; } public void setActive(boolean a) { this.isActive = a; }
                    public String getURL() { return url; } public void setURL(String url) { this.url = url; }
                    public boolean getIsOpen() { return isOpen; } public void setIsOpen(boolean o) { this.isOpen = o; }
                    public String isTitle() { return title; } public void setTitle(String t) { this.title = t; }
                    public Boolean getIsBoxed() { return isBoxed; } public void setIsBoxed(Boolean b) { this.isBoxed = b; }
                }
                """);
        model(out, "AnnotatedGetterOfAnotherProperty", """
                @Document
                public class AnnotatedGetterOfAnotherProperty {
                    private ObjectId id; private boolean isActive; private boolean isHidden; private String note;
                    public ObjectId getId() { return id; } public void setId(ObjectId id) { this.id = id; }
                    @BsonProperty("a") public boolean isActive() { return isActive; } public void setActive(boolean a) { this.isActive = a; }
                    @BsonIgnore public boolean isHidden() { return isHidden; } public void setHidden(boolean h) { this.isHidden = h; }
                    public String getNote() { return note; } public void setNote(String n) { this.note = n; }
                }
                """);
        // the annotation convention runs after the defaults: @BsonProperty takes the id away from 'id'
        model(out, "IdRenamedByProperty", """
                @Document
                public class IdRenamedByProperty { @BsonProperty("code") public String id; public String name; }
                """);
        model(out, "Creator", """
                @Document
                public final class Creator {
                    private final ObjectId id; private final String title; @BsonProperty("p") private final int pages;
                    @BsonCreator
                    public Creator(@BsonId ObjectId id, @BsonProperty("title") String title, @BsonProperty("p") int pages) {
                        this.id = id; this.title = title; this.pages = pages; }
                    public ObjectId getId() { return id; } public String getTitle() { return title; }
                    public int getPages() { return pages; }
                }
                """);
        model(out, "Nested", """
                @Document
                public class Nested { public ObjectId id; @BsonProperty("addr") public Address address;
                    public static class Address { @BsonProperty("c") public String city; public String zip; } }
                """);
        // issue 27, item 7: the codec writes a field that a getter reads or that is public, no other
        model(out, "UnreadFields", """
                @Document
                public class UnreadFields {
                    private ObjectId id; private String title; private List<String> cache = new ArrayList<>();
                    String packagePrivate; protected String inherited; public String open; public final String fixed = "f";
                    private Map<String, Integer> counts; private boolean isOn;
                    public ObjectId getId() { return id; } public void setId(ObjectId id) { this.id = id; }
                    public String getTitle() { return title; } public void setTitle(String title) { this.title = title; }
                    public boolean isOn() { return isOn; }
                    protected List<String> getCache() { return cache; } public static String getPackagePrivate() { return ""; }
                }
                """);
        model(out, "InheritedUnreadFields", """
                @Document
                public class InheritedUnreadFields extends Unread.Base {
                    private String title; private List<String> lines;
                    public String getTitle() { return title; } public void setTitle(String title) { this.title = title; }
                    public String getShared() { return shared; }
                }
                class Unread { public static class Base { private ObjectId id; protected String shared; private String hidden;
                    public ObjectId getId() { return id; } public void setId(ObjectId id) { this.id = id; } } }
                """);
        // issue 27, item 7: the codec writes a getter whose property has no field, under that property or its
        // @BsonProperty
        model(out, "GetterOnly", """
                @Document
                public class GetterOnly { public ObjectId id; public String name;
                    public int getNumberOfClients() { return 3; } }
                """);
        model(out, "AccessorsWithoutField", """
                @Document
                public class AccessorsWithoutField { public ObjectId id; private int uses;
                    public int getUses() { return uses; } public void setUses(int uses) { this.uses = uses; }
                    public boolean isAvailable() { return uses == 0; } public void setAvailable(boolean a) { uses = a ? 0 : 1; }
                    public boolean isPetSupportive() { return true; } public Boolean isBoxed() { return true; }
                    public String isLabel() { return "l"; } }
                """);
        model(out, "ListGetter", """
                @Document
                public class ListGetter { public ObjectId id;
                    public List<String> getTags() { return List.of("a"); }
                    public Map<String, Integer> getCounts() { return Map.of("a", 1); } }
                """);
        model(out, "AnnotatedGetterOnly", """
                @Document
                public class AnnotatedGetterOnly { public ObjectId id;
                    @BsonProperty("n") public int getNumber() { return 3; }
                    @BsonIgnore public String getSummary() { return "s"; }
                    @BsonRepresentation(org.bson.BsonType.OBJECT_ID) public String getOwnerId() {
                        return "5f1d7a3e9b1e8a3c4d2b6a10"; } }
                """);
        // not getters to the codec: void, static, protected, with a parameter; a getter over a static or transient
        // field
        model(out, "NoGetters", """
                @Document
                public class NoGetters { public ObjectId id; public String title; private static int count; private transient int size;
                    public void getNothing() { } public static String getConstant() { return "c"; }
                    protected int getHidden() { return 1; } public int getAt(int i) { return i; }
                    public int getCount() { return 2; } public int getSize() { return 2; } public String get() { return ""; }
                    public String getter() { return ""; } }
                """);
        model(out, "GetterOnlyId", """
                @Document
                public class GetterOnlyId { public String name;
                    @BsonId public String getKey() { return "k"; } }
                """);
        model(out, "GetterOnlyIdByName", """
                @Document
                public class GetterOnlyIdByName { public String name;
                    public ObjectId getId() { return new ObjectId(); } }
                """);
        // the codec scans superclasses and interfaces, default and abstract methods alike, and embedded classes
        model(out, "InheritedGetters", """
                @Document
                public class InheritedGetters extends Getting.Base implements Getting.Labelled { public ObjectId id;
                    public String getKind() { return "k"; } public Getting.Inner getInner() { return new Getting.Inner(); } }
                class Getting {
                    public abstract static class Base { public abstract String getKind(); public long getVersion() { return 1L; } }
                    public interface Labelled { default String getLabel() { return "L"; } }
                    public static class Inner { public String city = "c"; public int getZip() { return 1; } }
                }
                """);
        model(out, "RecordComponents", """
                @Document
                public record RecordComponents(@BsonId ObjectId key, @BsonProperty("t") String title, int pages,
                        @BsonRepresentation(org.bson.BsonType.OBJECT_ID) String ownerId) { }
                """);
        return out;
    }

    private static void model(List<String[]> out, String name, String body) {
        out.add(new String[] {name, IMPORTS + body});
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void agreesWithTheDriver(String name, String source) throws Exception {
        String qualified = "pojo." + name;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), qualified, source);
        DocumentModel model = captured.models().get(qualified);
        assertTrue(model != null, qualified + " was not read as a document");
        assertEquals(List.of(), model.problems(), "problems");
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass(qualified);

        if (!type.isRecord()) {
            ClassModel<?> classModel = ClassModel.builder(type).build();
            Map<String, String> driverNames = new TreeMap<>();
            for (PropertyModel<?> p : classModel.getPropertyModels()) {
                if (p.isReadable()) {
                    driverNames.put(p.getName(), p.getReadName());
                }
            }
            // the driver names a property after its getter, the model a field after itself: matched by what is written
            assertEquals(
                    new TreeSet<>(driverNames.values()),
                    new TreeSet<>(model.root().fields().stream()
                            .map(FieldModel::storedName)
                            .toList()),
                    "stored names");
            for (FieldModel f : model.root().fields()) {
                if (driverNames.containsKey(f.javaName())) {
                    assertEquals(driverNames.get(f.javaName()), f.storedName(), f.javaName());
                }
            }
            String driverId = classModel.getIdPropertyModel() == null
                    ? null
                    : classModel.getIdPropertyModel().getName();
            assertEquals(
                    driverId, model.root().idField().map(FieldModel::javaName).orElse(null), "id");
            assertEquals(
                    classModel.useDiscriminator() ? classModel.getDiscriminatorKey() : null,
                    model.typeKey(),
                    "discriminator key");
        }

        BsonDocument written = DriverCodec.encode(type, FilledInstances.of(type));
        assertEquals(
                DriverCodec.storedNames(model.root(), model.typeKey()),
                new TreeSet<>(written.keySet()),
                written::toJson);
        for (FieldModel f : model.root().fields()) {
            BsonValue value = written.get(f.storedName());
            if (f.type().bson() == BsonType.OBJECT_ID || value.isObjectId()) {
                assertEquals(
                        value.isObjectId(),
                        f.type().bson() == BsonType.OBJECT_ID,
                        f.javaName() + " " + written.toJson());
            }
            if (value.isDocument() && f.type().bson() == BsonType.DOCUMENT) {
                TypeModel embedded = model.types().get(f.type().typeKey());
                assertEquals(
                        DriverCodec.storedNames(embedded, null),
                        new TreeSet<>(value.asDocument().keySet()),
                        f.javaName());
            }
        }
    }

    /**
     * Private fields whose getters and setters Lombok generates, with Lombok's processor ahead of
     * schemaguard's on the processor path and after it: the driver writes an instance through those
     * accessors under exactly the stored paths of the generated schema class.
     */
    @ParameterizedTest(name = "lombok first: {0}")
    @org.junit.jupiter.params.provider.ValueSource(booleans = {true, false})
    void negative_lombokAccessors_writeTheSchemaClassPaths(boolean lombokFirst) throws Exception {
        ProcessorTester tester = ProcessorTester.create().source("pojo.Member", """
                package pojo;
                import lombok.*;
                import dev.schemaguard.annotations.Document;
                import org.bson.codecs.pojo.annotations.*;
                import org.bson.types.ObjectId;
                @Document
                @Data
                public class Member {
                    private ObjectId id;
                    @BsonProperty("n") private String name;
                    private boolean active;
                    private boolean isVerified;
                    @BsonIgnore private String cache;
                    @BsonRepresentation(org.bson.BsonType.OBJECT_ID) private String ownerId;
                    private Address address;
                    @Data
                    public static class Address { private String city; @BsonProperty("z") private String zip; }
                }
                """);
        ClassLoader loader = compiledCleanWithLombok(tester, lombokFirst);
        Class<?> type = loader.loadClass("pojo.Member");
        assertTrue(java.lang.reflect.Modifier.isPrivate(
                type.getDeclaredField("name").getModifiers()));
        type.getMethod("isActive");

        BsonDocument written = DriverCodec.encode(type, FilledInstances.of(type));
        TreeSet<String> writtenPaths = writtenPaths(written);
        TreeSet<String> schemaPaths = storedPathConstants(loader.loadClass("pojo.MemberSchema"));
        // Lombok writes isVerified() for boolean isVerified: the driver's property 'verified', in either order
        assertEquals(
                new TreeSet<>(
                        List.of("_id", "n", "active", "verified", "ownerId", "address", "address.city", "address.z")),
                schemaPaths);
        assertEquals(schemaPaths, writtenPaths, written::toJson);
        assertTrue(written.get("ownerId").isObjectId(), written::toJson);
    }

    /** An index on a field written through another property's getter is an index on that property's path. */
    @Test
    void indexOnAFieldWrittenThroughAnotherPropertysGetter() throws Exception {
        String source = IMPORTS + """
                @Document
                @dev.schemaguard.annotations.IndexHint(keys = {"isActive", "createdAt:-1"})
                public class Flagged {
                    private ObjectId id; private boolean isActive; private java.util.Date createdAt;
                    @dev.schemaguard.annotations.IndexHint private String url;
                    public ObjectId getId() { return id; } public java.util.Date getCreatedAt() { return createdAt; }
                    public boolean isActive() { return isActive; } public String getURL() { return url; }
                }
                """;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "pojo.Flagged", source);
        DocumentModel model = captured.models().get("pojo.Flagged");
        assertEquals(List.of(), model.problems());
        assertEquals(
                List.of(List.of("active", "createdAt"), List.of("uRL")),
                model.indexes().stream()
                        .map(i -> i.keys().stream().map(k -> k.storedPath()).toList())
                        .toList());
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("pojo.Flagged");
        BsonDocument written = DriverCodec.encode(type, FilledInstances.of(type));
        assertEquals(new TreeSet<>(List.of("_id", "active", "createdAt", "uRL")), new TreeSet<>(written.keySet()));
    }

    /**
     * Lombok's {@code @Accessors(prefix)} strips a prefix from the getters' names and {@code fluent} drops
     * their get/is: the driver writes the properties those getters name ({@code getName()} of {@code mName}
     * is 'name', the fluent {@code isOpen()} is 'open'), in either processor order. A fluent getter that is
     * no get/is method is no getter for the driver, which writes that private field nowhere, nor one that
     * fits no prefix and gets no getter at all: neither is stored.
     */
    @ParameterizedTest(name = "lombok first: {0}")
    @org.junit.jupiter.params.provider.ValueSource(booleans = {true, false})
    void negative_lombokPrefixAndFluentAccessors_writeTheSchemaClassPaths(boolean lombokFirst) throws Exception {
        ProcessorTester tester = ProcessorTester.create().source("pojo.Tagged", """
                package pojo;
                import lombok.*;
                import lombok.experimental.Accessors;
                import dev.schemaguard.annotations.Document;
                import org.bson.types.ObjectId;
                @Document
                @Data
                @Accessors(prefix = {"m", "f_"})
                public class Tagged {
                    private ObjectId mId;
                    private String mName;
                    private boolean mIsActive;
                    private String f_count;
                    private String plain;
                    @Accessors(fluent = true) private boolean mOpen;
                    @Accessors(fluent = true) private boolean mIsShown;
                }
                """);
        ClassLoader loader = compiledCleanWithLombok(tester, lombokFirst);
        Class<?> type = loader.loadClass("pojo.Tagged");
        type.getMethod("getName");
        BsonDocument written = DriverCodec.encode(type, FilledInstances.of(type));
        TreeSet<String> schemaPaths = storedPathConstants(loader.loadClass("pojo.TaggedSchema"));
        // 'plain' (no prefix, no getter) and 'mOpen' (its fluent open() is no getter) are private and never written
        assertEquals(new TreeSet<>(List.of("_id", "name", "active", "count", "shown")), schemaPaths);
        assertEquals(schemaPaths, new TreeSet<>(written.keySet()), written::toJson);
        assertTrue(written.get("_id").isObjectId(), written::toJson);
    }

    /**
     * Lombok generates no getUrl() where getURL() is written (a method of that name in another case): the
     * driver writes 'uRL' through the hand-written getter, whichever processor runs first. (With {@code @Data}
     * Lombok's setUrl() would make 'url' a property the codec can set and not get, and every encode fail.)
     */
    @ParameterizedTest(name = "lombok first: {0}")
    @org.junit.jupiter.params.provider.ValueSource(booleans = {true, false})
    void negative_lombokSkipsAGetterWrittenInAnotherCase(boolean lombokFirst) throws Exception {
        ProcessorTester tester = ProcessorTester.create().source("pojo.Link", """
                package pojo;
                import lombok.*;
                import dev.schemaguard.annotations.Document;
                import org.bson.types.ObjectId;
                @Document
                @Getter
                public class Link {
                    private ObjectId id;
                    private String url;
                    public String getURL() { return url; }
                }
                """);
        ClassLoader loader = compiledCleanWithLombok(tester, lombokFirst);
        Class<?> type = loader.loadClass("pojo.Link");
        BsonDocument written = DriverCodec.encode(type, FilledInstances.of(type));
        assertEquals(new TreeSet<>(List.of("_id", "uRL")), new TreeSet<>(written.keySet()), written::toJson);
        assertEquals("uRL", loader.loadClass("pojo.LinkSchema").getField("URL").get(null));
    }

    /**
     * Issue 27, item 7: Lombok's {@code @Getter} on some fields only, in either processor order. The driver
     * writes the fields with a getter; the private list without one is never written, so it is not stored:
     * no constant in the schema class, and no UnboundedArray (the compilation is clean).
     */
    @ParameterizedTest(name = "lombok first: {0}")
    @org.junit.jupiter.params.provider.ValueSource(booleans = {true, false})
    void negative_lombokGetterOnSomeFields_theOthersAreNotStored(boolean lombokFirst) throws Exception {
        ProcessorTester tester = ProcessorTester.create().source("pojo.Partial", """
                package pojo;
                import lombok.*;
                import dev.schemaguard.annotations.Document;
                import org.bson.types.ObjectId;
                @Document
                public class Partial {
                    @Getter private ObjectId id;
                    @Getter private String name;
                    @Getter private boolean isDone;
                    private java.util.List<String> notes = new java.util.ArrayList<>();
                    @Getter(AccessLevel.PROTECTED) private String secret;
                }
                """);
        ClassLoader loader = compiledCleanWithLombok(tester, lombokFirst);
        Class<?> type = loader.loadClass("pojo.Partial");
        BsonDocument written = DriverCodec.encode(type, FilledInstances.of(type));
        TreeSet<String> schemaPaths = storedPathConstants(loader.loadClass("pojo.PartialSchema"));
        assertEquals(new TreeSet<>(List.of("_id", "name", "done")), schemaPaths);
        assertEquals(schemaPaths, new TreeSet<>(written.keySet()), written::toJson);
    }

    /**
     * Issue 27, item 7: getters whose property has no field (a getter alone, a getter and a setter, {@code is} of a
     * boolean, a List, one renamed by {@code @BsonProperty}, one kept out by {@code @BsonIgnore}, one of an embedded
     * class): the generated schema class names exactly the paths the driver writes for an instance.
     */
    @Test
    void negative_gettersWithoutFields_writeTheSchemaClassPaths() throws Exception {
        ProcessorTester tester = ProcessorTester.create().source("pojo.Trip", IMPORTS + """
                @Document
                public class Trip {
                    private ObjectId id; private int uses; private Stop stop = new Stop();
                    public ObjectId getId() { return id; } public void setId(ObjectId id) { this.id = id; }
                    public Stop getStop() { return stop; } public void setStop(Stop stop) { this.stop = stop; }
                    public int getNumberOfClients() { return uses * 2; }
                    public boolean isAvailable() { return uses == 0; } public void setAvailable(boolean a) { uses = a ? 0 : 1; }
                    public @dev.schemaguard.annotations.Bounded(max = 10) List<String> getTags() { return List.of("a"); }
                    @BsonProperty("pet") public boolean isPetSupportive() { return true; }
                    @BsonIgnore public String getSummary() { return "s"; }
                    public static class Stop { public String city = "c"; public int getHour() { return 1; } }
                }
                """);
        ClassLoader loader = CompiledOutput.loader(tester.expectClean().compilation());
        Class<?> type = loader.loadClass("pojo.Trip");
        BsonDocument written = DriverCodec.encode(type, FilledInstances.of(type));
        TreeSet<String> writtenPaths = writtenPaths(written);
        Class<?> schema = loader.loadClass("pojo.TripSchema");
        assertEquals(
                new TreeSet<>(List.of(
                        "_id", "stop", "stop.city", "stop.hour", "numberOfClients", "available", "tags", "pet")),
                storedPathConstants(schema));
        assertEquals(storedPathConstants(schema), writtenPaths, written::toJson);
        assertEquals("numberOfClients", schema.getField("NUMBER_OF_CLIENTS").get(null));
        assertEquals("pet", schema.getField("PET_SUPPORTIVE").get(null));
    }

    /**
     * A private field that only a setter names is not stored: the codec makes it a property it cannot read,
     * and fails on every encode of the class ("Unable to get value for property").
     */
    @Test
    void setterOnlyFieldIsNotStored_andTheCodecCannotEncodeIt() throws Exception {
        String source = IMPORTS + """
                @Document
                public class SetterOnly {
                    private ObjectId id; private String title; private String secret;
                    public ObjectId getId() { return id; } public String getTitle() { return title; }
                    public void setSecret(String secret) { this.secret = secret; }
                }
                """;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "pojo.SetterOnly", source);
        DocumentModel model = captured.models().get("pojo.SetterOnly");
        assertEquals(
                List.of("_id", "title"),
                model.root().fields().stream().map(FieldModel::storedName).toList());
        assertEquals(List.of(InvalidAnnotation.Message.DRIVER_SETTER_WITHOUT_GETTER), kinds(model));
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("pojo.SetterOnly");
        CodecConfigurationException refused = assertThrows(
                CodecConfigurationException.class, () -> DriverCodec.encode(type, FilledInstances.of(type)));
        assertTrue(String.valueOf(refused.getCause().getMessage()).contains("property 'secret'"), refused::getMessage);
    }

    /**
     * A setter Lombok generates for a field without a getter makes a property the codec cannot read: every encode
     * fails, whichever of Lombok's and schemaguard's processors javac runs first, and the error is the same. A
     * setter whose property has a getter (hand-written or Lombok's) or a public field is fine.
     */
    @ParameterizedTest(name = "lombok first: {0}")
    @org.junit.jupiter.params.provider.ValueSource(booleans = {true, false})
    void positive_lombokSetterWithoutGetter_theCodecCannotEncode(boolean lombokFirst) throws Exception {
        String source = LOMBOK_IMPORTS + """
                @Document
                public class Account {
                    @Getter @Setter private ObjectId id;
                    @Setter private String secret; // expect: ERROR InvalidAnnotation
                    @Getter private String name;
                    public String label;
                    public void setName(String name) { this.name = name; }
                    public void setLabel(String label) { this.label = label; }
                    public String getTitle() { return ""; }
                    public void setTitle(String title) { }
                }
                """;
        String message = invalidWithLombok("pojo.Account", source, lombokFirst);
        assertTrue(
                message.contains("the driver's codec fails on every encode of 'Account': setSecret() that Lombok "
                        + "generates for 'secret' makes 'secret' a property"),
                message);
        ModelCapture.Captured captured = readWithLombok("pojo.Account", source, lombokFirst);
        assertEquals(
                List.of(InvalidAnnotation.Message.DRIVER_SETTER_WITHOUT_GETTER),
                kinds(captured.models().get("pojo.Account")));
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("pojo.Account");
        CodecConfigurationException refused = assertThrows(
                CodecConfigurationException.class, () -> DriverCodec.encode(type, FilledInstances.of(type)));
        assertTrue(String.valueOf(refused.getCause().getMessage()).contains("property 'secret'"), refused::getMessage);
    }

    /**
     * Annotations on a field the codec never writes are accepted and change nothing: the codec builds the class
     * model without the field, writes neither the field nor the name {@code @BsonProperty} gives it, and takes no
     * id from {@code @BsonId} there. So the reader stores none of them and UnreadAnnotation says so.
     */
    @Test
    void unwrittenFieldAnnotationsAreAcceptedAndChangeNothing() throws Exception {
        String source = IMPORTS + """
                @Document
                public class Unwritten {
                    public String name;
                    @BsonId private ObjectId key;
                    @BsonProperty("t") private String title;
                    @dev.schemaguard.annotations.Bounded(max = 3) private List<String> tags = new ArrayList<>();
                }
                """;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "pojo.Unwritten", source);
        DocumentModel model = captured.models().get("pojo.Unwritten");
        assertEquals(
                List.of("name"),
                model.root().fields().stream().map(FieldModel::storedName).toList());
        assertEquals(
                List.of(
                        UnreadAnnotation.Message.DRIVER_UNWRITTEN_FIELD_ANNOTATION,
                        UnreadAnnotation.Message.DRIVER_UNWRITTEN_FIELD_ANNOTATION,
                        UnreadAnnotation.Message.DRIVER_UNWRITTEN_FIELD_ANNOTATION),
                kinds(model));
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("pojo.Unwritten");
        ClassModel<?> classModel = ClassModel.builder(type).build();
        assertNull(classModel.getIdPropertyModel(), "no id from @BsonId on a field the codec does not write");
        BsonDocument written = DriverCodec.encode(type, FilledInstances.of(type));
        assertEquals(new TreeSet<>(List.of("name")), new TreeSet<>(written.keySet()), written::toJson);
    }

    /**
     * A getter and a setter of one property whose types are not assignable either way: the driver refuses to build
     * the class model ("has differing data types"), whether Lombok generates the getter before schemaguard reads the
     * class or after, and the error is the same. A getter of a subtype of the setter's type, or of a primitive's box,
     * is fine.
     */
    @ParameterizedTest(name = "lombok first: {0}")
    @org.junit.jupiter.params.provider.ValueSource(booleans = {true, false})
    void positive_getterAndSetterOfUnrelatedTypes_areRefused(boolean lombokFirst) throws Exception {
        String source = LOMBOK_IMPORTS + """
                @Document
                public class Event {
                    @Getter @Setter private ObjectId id;
                    @Getter private java.util.Date date;
                    public void setDate(String text) { } // expect: ERROR InvalidAnnotation
                    @Getter private java.util.List<String> tags;
                    public void setTags(java.util.Collection<String> tags) { }
                    private int count;
                    public int getCount() { return count; }
                    public void setCount(Integer count) { this.count = count; }
                }
                """;
        assertEquals(
                "[InvalidAnnotation] the driver's codec refuses the property 'date': getDate() returns java.util.Date "
                        + "and setDate() takes java.lang.String, neither a subtype of the other, so building the class model fails "
                        + "(\"has differing data types\"); give the getter and the setter one type, or rename the one that is no "
                        + "accessor of 'date' (see docs/rules/InvalidAnnotation.md)",
                invalidWithLombok("pojo.Event", source, lombokFirst));
        ModelCapture.Captured captured = readWithLombok("pojo.Event", source, lombokFirst);
        assertEquals(
                List.of(InvalidAnnotation.Message.DRIVER_ACCESSOR_TYPES_DIFFER),
                kinds(captured.models().get("pojo.Event")));
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("pojo.Event");
        CodecConfigurationException refused = assertThrows(
                CodecConfigurationException.class,
                () -> ClassModel.builder(type).build());
        assertTrue(
                refused.getMessage().contains("Property 'date' in Event, has differing data types"),
                refused::getMessage);
    }

    /** The driver writes the value under one name and reads the creator parameter from another: the value is lost. */
    @Test
    void creatorNameMismatchLosesTheValue() throws Exception {
        String source = IMPORTS + """
                @Document
                public final class Mismatch {
                    private final ObjectId id; private final String title;
                    @BsonCreator
                    public Mismatch(@BsonId ObjectId id, @BsonProperty("t") String title) { this.id = id; this.title = title; }
                    public ObjectId getId() { return id; } public String getTitle() { return title; }
                }
                """;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "pojo.Mismatch", source);
        DocumentModel model = captured.models().get("pojo.Mismatch");
        assertEquals(List.of(UnreadAnnotation.Message.CREATOR_NAME_MISMATCH), kinds(model));
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("pojo.Mismatch");
        Object instance = FilledInstances.of(type);
        BsonDocument written = DriverCodec.encode(type, instance);
        assertTrue(written.containsKey("title"), written::toJson);
        Object read = DriverCodec.REGISTRY
                .get(type)
                .decode(
                        new BsonDocumentReader(written),
                        DecoderContext.builder().build());
        assertNull(type.getMethod("getTitle").invoke(read), "the driver reads 'title' back from 't'");
    }

    /**
     * A creator parameter that reads a name nothing writes: the driver builds the codec, writes the document
     * and reads it back with null there, so it is UnreadAnnotation's warning, not a refusal.
     */
    @Test
    void creatorPropertyNothingWritesIsAcceptedAndLosesTheValue() throws Exception {
        String source = IMPORTS + """
                @Document
                public final class Unwritten {
                    private ObjectId id; private final String title;
                    @BsonCreator
                    public Unwritten(@BsonProperty("heading") String x) {
                        this.title = x;
                    }
                    public ObjectId getId() { return id; } public void setId(ObjectId id) { this.id = id; }
                    public String getTitle() { return title; }
                }
                """;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "pojo.Unwritten", source);
        assertEquals(
                List.of(UnreadAnnotation.Message.DRIVER_CREATOR_PROPERTY_UNWRITTEN),
                kinds(captured.models().get("pojo.Unwritten")));
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("pojo.Unwritten");
        BsonDocument written = DriverCodec.encode(type, FilledInstances.of(type));
        assertTrue(written.containsKey("title"), written::toJson);
        Object read = DriverCodec.REGISTRY
                .get(type)
                .decode(
                        new BsonDocumentReader(written),
                        DecoderContext.builder().build());
        assertNull(type.getMethod("getTitle").invoke(read), "the driver reads 'title' back from 'heading'");
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source(
                        "pojo.Unwritten",
                        source.replace(
                                "@BsonProperty(\"heading\") String x) {",
                                "@BsonProperty(\"heading\") String x) { // expect: WARNING UnreadAnnotation"))
                .expectMarkedDiagnostics();
    }

    /** Two names for one property, on the field and on its getter: the driver refuses to build the class model. */
    @Test
    void namesOnTheFieldAndItsGetterThatDisagreeAreRefused() throws Exception {
        String source = IMPORTS + """
                @Document
                public class Named {
                    public ObjectId id;
                    @BsonProperty("n") private String name;
                    @BsonProperty("label") public String getName() { return name; } // expect: ERROR InvalidAnnotation
                    public void setName(String name) { this.name = name; }
                }
                """;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "pojo.Named", source);
        assertEquals(
                List.of(InvalidAnnotation.Message.CONFLICTING_NAMES),
                kinds(captured.models().get("pojo.Named")));
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("pojo.Named");
        // PropertyMetadata.addReadAnnotation: "Read annotation ... for 'name' already exists"
        assertThrows(
                CodecConfigurationException.class,
                () -> ClassModel.builder(type).build());
        ProcessorTester.forRules("InvalidAnnotation")
                .source("pojo.Named", source)
                .expectMarkedDiagnostics();
    }

    /** What the reader reports as the driver's refusal, the driver refuses when it builds or uses the codec. */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(
            strings = {
                "public class R { @BsonId @BsonIgnore public String id; public String name; }",
                "public class R { public ObjectId id; @BsonRepresentation(org.bson.BsonType.OBJECT_ID) public int count; }",
                "public class R { private final ObjectId id; private final String a;"
                        + " @BsonCreator public R(@BsonProperty(\"id\") ObjectId id, String a) { this.id = id; this.a = a; }"
                        + " public ObjectId getId() { return id; } public String getA() { return a; } }",
                "public class R { public ObjectId id; public String a; @BsonCreator public R() { }"
                        + " @BsonCreator public R(@BsonProperty(\"a\") String a) { this.a = a; } }",
                "public class R { public ObjectId id; @BsonCreator public static R a() { return new R(); }"
                        + " @BsonCreator public static R b() { return new R(); } }",
                "public record R(ObjectId id, @BsonIgnore String secret) { }",
                "@BsonDiscriminator public record R(ObjectId id, String name) { }",
                "public class R { public ObjectId id; @BsonRepresentation(org.bson.BsonType.INT32) public String count; }",
                "public class R { public ObjectId id; private int count; public int getCount() { return count; }"
                        + " public void setCount(String c) { } }",
                "public class R { public ObjectId id; public void setNumber(int n) { } }",
                "public class R { public ObjectId id; @BsonIgnore public void setNumber(int n) { } }",
                "public class R { public ObjectId id; public Inner inner = new Inner();"
                        + " public static class Inner { public String city; public void setZip(String zip) { } } }",
                "public record R(ObjectId id, String name) { @BsonCreator public R { } }",
                "public record R(ObjectId id, String name) { @BsonProperty(\"n\") public String name() { return name; } }",
                "public record R(ObjectId id, String name) {"
                        + " public R(ObjectId id, @BsonProperty(\"n\") String name) { this.id = id; this.name = name; } }",
                "public class R { private final String name;"
                        + " @BsonCreator public R(@BsonId ObjectId key, @BsonProperty(\"name\") String name) { this.name = name; }"
                        + " public String getName() { return name; } }"
            })
    void whatTheDriverRefusesIsInvalid(String body) throws Exception {
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "pojo.R", IMPORTS + "@Document " + body);
        DocumentModel model = captured.models().get("pojo.R");
        assertTrue(
                kinds(model).stream()
                        .anyMatch(k -> k.name().startsWith("DRIVER_") || k == InvalidAnnotation.Message.ID_NOT_STORED),
                () -> model.problems().toString());
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("pojo.R");
        assertThrows(CodecConfigurationException.class, () -> {
            if (!type.isRecord()) {
                ClassModel.builder(type).build();
            }
            DriverCodec.encode(type, FilledInstances.of(type));
        });
    }

    /** Compiles with Lombok's processors ahead of schemaguard's or after them, expects the marked findings, and returns InvalidAnnotation's. */
    private static String invalidWithLombok(String name, String source, boolean lombokFirst) {
        ProcessorTester tester = ProcessorTester.forRules("InvalidAnnotation", "UnreadAnnotation")
                .source(name, source);
        for (javax.annotation.processing.Processor p : Lombok.processors()) {
            tester.otherProcessor(p, lombokFirst);
        }
        return tester.expectMarkedDiagnostics().message("InvalidAnnotation");
    }

    /** The same classes compiled with the reader and Lombok only, which compiles what the rules refuse, for the codec. */
    private static ModelCapture.Captured readWithLombok(String name, String source, boolean lombokFirst) {
        return ModelCapture.capture(
                lombokFirst ? Lombok.processors() : List.of(),
                lombokFirst ? List.of() : Lombok.processors(),
                Map.of(),
                name,
                source);
    }

    /** Compiles with Lombok's processors ahead of schemaguard's or after them, expects no finding, and loads the classes. */
    private static ClassLoader compiledCleanWithLombok(ProcessorTester tester, boolean lombokFirst) {
        for (javax.annotation.processing.Processor p : Lombok.processors()) {
            tester.otherProcessor(p, lombokFirst);
        }
        return CompiledOutput.loader(tester.expectClean().compilation());
    }

    /** The keys the codec wrote, and those of each embedded document one level down, as dotted paths. */
    private static TreeSet<String> writtenPaths(BsonDocument written) {
        TreeSet<String> paths = new TreeSet<>();
        for (String key : written.keySet()) {
            paths.add(key);
            if (written.get(key).isDocument()) {
                written.get(key).asDocument().keySet().forEach(inner -> paths.add(key + "." + inner));
            }
        }
        return paths;
    }

    /** The stored paths a schema class names: its String constants but the database and collection. */
    static TreeSet<String> storedPathConstants(Class<?> schema) throws IllegalAccessException {
        TreeSet<String> paths = new TreeSet<>();
        for (java.lang.reflect.Field f : schema.getFields()) {
            if (f.getType() == String.class
                    && !List.of("DATABASE", "COLLECTION", "COLLECTION_EXPRESSION")
                            .contains(f.getName())) {
                paths.add((String) f.get(null));
            }
        }
        return paths;
    }

    private static List<Template> kinds(DocumentModel model) {
        return model.problems().stream().map(ReadProblem::template).toList();
    }
}
