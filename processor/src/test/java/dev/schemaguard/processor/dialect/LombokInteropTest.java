package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.Lombok;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * schemaguard beside Lombok, which rewrites javac's trees in round 1 (getters, setters, constructors,
 * builders, private and final modifiers). javac calls the processors of a round in the order of the
 * processor path, so each case runs in both orders: Lombok's processor ahead of schemaguard's, and
 * after it, when schemaguard reads the classes as written, without what Lombok adds. In both, the
 * diagnostics, the generated sources and the model must be those of the same classes written out by
 * hand: the line of every field is the same in both versions, the hand-written members follow the fields.
 * The model is compared without its source positions, which are elements of one compilation.
 */
class LombokInteropTest {

    /** Where Lombok's processors stand in javac's order of a round, relative to schemaguard's. */
    enum Order {
        LOMBOK_FIRST,
        SCHEMAGUARD_FIRST
    }

    private static final String LOMBOK = "/*LOMBOK*/";
    private static final String MEMBERS = "/*MEMBERS*/";

    private static final String SDM_IMPORTS = """
            package p;
            import java.util.*;
            import lombok.*;
            import lombok.experimental.*;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.index.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            import jakarta.validation.constraints.Size;
            """;

    /**
     * A typical SDM document: {@code @Data @Builder} and both constructors, an embedded {@code @Data}
     * class, a single-field index that the compound index makes redundant, a list bounded by Bean
     * Validation and one that is not.
     */
    @ParameterizedTest
    @EnumSource(Order.class)
    void positive_springDataDocument_sameAsWithoutLombok(Order order) throws Exception {
        String book = SDM_IMPORTS + """
                /*LOMBOK*/
                @Document("books")
                @CompoundIndex(name = "title_pages", def = "{'title': 1, 'pages': -1}")
                public class Book {
                    @Id String id;
                    @Indexed String title; // expect: WARNING RedundantIndexPrefix
                    int pages;
                    @Size(max = 50) List<Review> reviews;
                    List<String> tags; // expect: WARNING UnboundedArray
                    /*MEMBERS*/
                }
                """;
        String review = SDM_IMPORTS + """
                /*LOMBOK*/
                public class Review {
                    String author;
                    @Indexed int rating;
                    /*MEMBERS*/
                }
                """;
        Compiled compiled = compileBoth(
                order,
                "p.Book",
                book,
                "@Data @Builder @NoArgsConstructor @AllArgsConstructor",
                """
                        public Book() { }
                        public Book(String id, String title, int pages, List<Review> reviews, List<String> tags) {
                            this.id = id; this.title = title; this.pages = pages; this.reviews = reviews; this.tags = tags; }
                        public String getId() { return id; } public void setId(String id) { this.id = id; }
                        public String getTitle() { return title; } public void setTitle(String title) { this.title = title; }
                        public int getPages() { return pages; } public void setPages(int pages) { this.pages = pages; }
                        public List<Review> getReviews() { return reviews; }
                        public void setReviews(List<Review> reviews) { this.reviews = reviews; }
                        public List<String> getTags() { return tags; } public void setTags(List<String> tags) { this.tags = tags; }
                        """,
                "p.Review",
                review,
                "@Data",
                """
                        public String getAuthor() { return author; } public void setAuthor(String author) { this.author = author; }
                        public int getRating() { return rating; } public void setRating(int rating) { this.rating = rating; }
                        """);
        ClassLoader loader = CompiledOutput.loader(compiled.compilation());
        // Lombok did run: what it adds is in the class files
        Class<?> bookClass = loader.loadClass("p.Book");
        assertNotNull(bookClass.getMethod("builder"));
        assertNotNull(bookClass.getMethod("getReviews"));
        assertNotNull(loader.loadClass("p.Review").getMethod("setRating", int.class));
        Map<String, String> constants = stringConstants(loader.loadClass("p.BookSchema"));
        assertEquals("reviews.rating", constants.get("REVIEWS_RATING"), constants::toString);
    }

    /**
     * {@code @Value} (private final fields, no setter, a final class) on a document of its own, and a
     * {@code @Data} hierarchy in one collection whose subclass has {@code @EqualsAndHashCode(callSuper = true)}.
     */
    @ParameterizedTest
    @EnumSource(Order.class)
    void positive_valueDocumentAndSubclassInOneCollection_sameAsWithoutLombok(Order order) throws Exception {
        String price = SDM_IMPORTS + """
                /*LOMBOK*/
                @Document("prices")
                public class Price {
                    @Id String id;
                    @Indexed(unique = true) String sku;
                    long cents;
                    List<String> regions; // expect: WARNING UnboundedArray
                    /*MEMBERS*/
                }
                """;
        String vehicle = SDM_IMPORTS + """
                /*LOMBOK*/
                @Document("vehicles")
                public class Vehicle {
                    @Id String id;
                    @Indexed String make;
                    /*MEMBERS*/
                }
                """;
        String car = SDM_IMPORTS + """
                /*LOMBOK*/
                @Document("vehicles")
                public class Car extends Vehicle {
                    int doors;
                    @Indexed(unique = true) String plate;
                    /*MEMBERS*/
                }
                """;
        Compiled compiled = compileBoth(
                order,
                "p.Price",
                price,
                "@Value",
                """
                        public Price(String id, String sku, long cents, List<String> regions) {
                            this.id = id; this.sku = sku; this.cents = cents; this.regions = regions; }
                        public String getId() { return id; } public String getSku() { return sku; }
                        public long getCents() { return cents; } public List<String> getRegions() { return regions; }
                        """,
                "p.Vehicle",
                vehicle,
                "@Data @NoArgsConstructor",
                """
                        public String getId() { return id; } public void setId(String id) { this.id = id; }
                        public String getMake() { return make; } public void setMake(String make) { this.make = make; }
                        """,
                "p.Car",
                car,
                "@Data @EqualsAndHashCode(callSuper = true)",
                """
                        public int getDoors() { return doors; } public void setDoors(int doors) { this.doors = doors; }
                        public String getPlate() { return plate; } public void setPlate(String plate) { this.plate = plate; }
                        """);
        ClassLoader loader = CompiledOutput.loader(compiled.compilation());
        Class<?> priceClass = loader.loadClass("p.Price");
        assertTrue(Modifier.isFinal(priceClass.getModifiers()), "@Value made Price final");
        assertTrue(Modifier.isPrivate(priceClass.getDeclaredField("sku").getModifiers()));
        assertNotNull(loader.loadClass("p.Car").getDeclaredMethod("canEqual", Object.class));
    }

    /** {@code @FieldDefaults} writes the modifiers the source leaves out: private, and final with {@code makeFinal}. */
    @ParameterizedTest
    @EnumSource(Order.class)
    void positive_fieldDefaults_sameAsWithoutLombok(Order order) throws Exception {
        String account = SDM_IMPORTS + """
                /*LOMBOK*/
                @Document("accounts")
                public class Account {
                    @Id String id;
                    @Indexed(unique = true) String email;
                    Map<String, String> settings; // expect: WARNING UnboundedArray
                    /*MEMBERS*/
                }
                """;
        String ledger = SDM_IMPORTS + """
                /*LOMBOK*/
                @Document("ledger")
                public class Ledger {
                    @Id String id;
                    @Indexed long amount;
                    /*MEMBERS*/
                }
                """;
        Compiled compiled = compileBoth(
                order,
                "p.Account",
                account,
                "@Getter @Setter @FieldDefaults(level = AccessLevel.PRIVATE) @Accessors(chain = true)",
                """
                        public String getId() { return id; } public Account setId(String id) { this.id = id; return this; }
                        public String getEmail() { return email; }
                        public Account setEmail(String email) { this.email = email; return this; }
                        public Map<String, String> getSettings() { return settings; }
                        public Account setSettings(Map<String, String> s) { this.settings = s; return this; }
                        """,
                "p.Ledger",
                ledger,
                "@Getter @AllArgsConstructor @FieldDefaults(makeFinal = true, level = AccessLevel.PRIVATE)",
                """
                        public Ledger(String id, long amount) { this.id = id; this.amount = amount; }
                        public String getId() { return id; } public long getAmount() { return amount; }
                        """);
        ClassLoader loader = CompiledOutput.loader(compiled.compilation());
        int modifiers = loader.loadClass("p.Ledger").getDeclaredField("amount").getModifiers();
        assertTrue(Modifier.isPrivate(modifiers) && Modifier.isFinal(modifiers), Modifier.toString(modifiers));
        assertEquals(
                loader.loadClass("p.Account"),
                loader.loadClass("p.Account")
                        .getMethod("setEmail", String.class)
                        .getReturnType(),
                "@Accessors(chain = true)");
    }

    private static final String MORPHIA_IMPORTS = """
            package m;
            import java.util.*;
            import lombok.*;
            import org.bson.types.ObjectId;
            import dev.morphia.annotations.*;
            """;

    /** A Morphia entity with {@code @Data} and an embedded {@code @Entity} with {@code @Data}: Morphia maps fields. */
    @ParameterizedTest
    @EnumSource(Order.class)
    void positive_morphiaEntity_sameAsWithoutLombok(Order order) throws Exception {
        String user = MORPHIA_IMPORTS + """
                /*LOMBOK*/
                @Entity("users")
                @Indexes(@Index(fields = {@Field("email"), @Field("createdAt")}))
                public class User {
                    @Id ObjectId id;
                    @Indexed String email; // expect: WARNING RedundantIndexPrefix
                    @Property("c") Date createdAt;
                    List<String> roles; // expect: WARNING UnboundedArray
                    Profile profile;
                    /*MEMBERS*/
                }
                """;
        String profile = MORPHIA_IMPORTS + """
                /*LOMBOK*/
                @Entity
                public class Profile {
                    String displayName;
                    @Property("tz") String timeZone;
                    /*MEMBERS*/
                }
                """;
        Compiled compiled =
                compileBoth(order, "m.User", user, "@Data @NoArgsConstructor", """
                        public ObjectId getId() { return id; } public void setId(ObjectId id) { this.id = id; }
                        public String getEmail() { return email; } public void setEmail(String email) { this.email = email; }
                        public Date getCreatedAt() { return createdAt; } public void setCreatedAt(Date d) { this.createdAt = d; }
                        public List<String> getRoles() { return roles; } public void setRoles(List<String> roles) { this.roles = roles; }
                        public Profile getProfile() { return profile; } public void setProfile(Profile p) { this.profile = p; }
                        """, "m.Profile", profile, "@Data", """
                        public String getDisplayName() { return displayName; } public void setDisplayName(String n) { this.displayName = n; }
                        public String getTimeZone() { return timeZone; } public void setTimeZone(String t) { this.timeZone = t; }
                        """);
        assertNotNull(CompiledOutput.loader(compiled.compilation())
                .loadClass("m.User")
                .getMethod("getProfile"));
    }

    private static final String POJO_IMPORTS = """
            package pojo;
            import java.util.*;
            import lombok.*;
            import dev.schemaguard.annotations.Document;
            import org.bson.codecs.pojo.annotations.*;
            import org.bson.types.ObjectId;
            """;

    /**
     * The driver's POJO codec (docs/dialects/driver-pojo.md) reads and writes a private field through its getter and setter:
     * with Lombok's {@code @Getter @Setter} or {@code @Data} they exist only once Lombok has run. The
     * model must be the one of the hand-written accessors in both orders.
     */
    @ParameterizedTest
    @EnumSource(Order.class)
    void positive_driverPojoCodec_privateFieldsWithLombokAccessors_sameModelAsHandWritten(Order order)
            throws Exception {
        String member = POJO_IMPORTS + """
                /*LOMBOK*/
                @Document
                public class Member {
                    @BsonId private String key; // expect: WARNING RandomId
                    @BsonProperty("n") private String name;
                    private boolean active;
                    private boolean isVerified;
                    @BsonIgnore private String cache;
                    @BsonRepresentation(org.bson.BsonType.OBJECT_ID) private String ownerId;
                    private Address address;
                    /*MEMBERS*/
                }
                """;
        String address = POJO_IMPORTS + """
                /*LOMBOK*/
                public class Address {
                    private String city;
                    @BsonProperty("z") private String zip;
                    private boolean isPrimary;
                    /*MEMBERS*/
                }
                """;
        Compiled compiled = compileBoth(
                order,
                "pojo.Member",
                member,
                "@Getter @Setter",
                """
                        public String getKey() { return key; } public void setKey(String key) { this.key = key; }
                        public String getName() { return name; } public void setName(String name) { this.name = name; }
                        public boolean isActive() { return active; } public void setActive(boolean active) { this.active = active; }
                        public boolean isVerified() { return isVerified; } public void setVerified(boolean v) { this.isVerified = v; }
                        public String getCache() { return cache; } public void setCache(String cache) { this.cache = cache; }
                        public String getOwnerId() { return ownerId; } public void setOwnerId(String o) { this.ownerId = o; }
                        public Address getAddress() { return address; } public void setAddress(Address a) { this.address = a; }
                        """,
                "pojo.Address",
                address,
                "@Data @lombok.experimental.Accessors(chain = true)",
                """
                        public String getCity() { return city; } public Address setCity(String city) { this.city = city; return this; }
                        public String getZip() { return zip; } public Address setZip(String zip) { this.zip = zip; return this; }
                        public boolean isPrimary() { return isPrimary; }
                        public Address setPrimary(boolean p) { this.isPrimary = p; return this; }
                        """);
        assertNotNull(CompiledOutput.loader(compiled.compilation())
                .loadClass("pojo.Member")
                .getMethod("isActive"));
        List<String> model = compiled.models().get("pojo.Member");
        assertTrue(model.stream().anyMatch(f -> f.startsWith("pojo.Member name->n STRING id=false")), model::toString);
        assertTrue(model.stream().anyMatch(f -> f.startsWith("pojo.Member key->_id STRING id=true")), model::toString);
        assertTrue(
                model.stream().anyMatch(f -> f.startsWith("pojo.Member ownerId->ownerId OBJECT_ID")), model::toString);
        assertTrue(model.stream().anyMatch(f -> f.startsWith("pojo.Address zip->z STRING")), model::toString);
        // isVerified() and isPrimary() are the getters of the driver's properties 'verified' and 'primary'
        assertTrue(
                model.stream().anyMatch(f -> f.startsWith("pojo.Member isVerified->verified BOOLEAN")),
                model::toString);
        assertTrue(
                model.stream().anyMatch(f -> f.startsWith("pojo.Address isPrimary->primary BOOLEAN")), model::toString);
        assertFalse(model.stream().anyMatch(f -> f.contains(" cache->")), model::toString);
    }

    /**
     * Lombok's {@code @Getter(onMethod_ = ...)} puts the driver's annotations on the getter it generates,
     * where the codec reads them. With Lombok ahead, the model follows them as it follows hand-written
     * ones; after it, the getter is not there when schemaguard reads the class, and the model could not
     * follow them: an error that says to reorder the processors, rather than a schema class naming the
     * fields otherwise than the codec writes them. An annotation the codec does not read changes nothing.
     */
    @ParameterizedTest
    @EnumSource(Order.class)
    void positive_driverPojoCodec_lombokOnMethod(Order order) throws Exception {
        String unseen = order == Order.SCHEMAGUARD_FIRST ? " // expect: WARNING UnreadAnnotation" : "";
        String tagged = POJO_IMPORTS + """
                @Data
                @Document
                public class Tagged {
                    private ObjectId id;
                    @Getter(onMethod_ = @BsonIgnore) private String cache;UNSEEN
                    @Getter(onMethod_ = {@BsonProperty("t")}) private String title;UNSEEN
                    @Getter(onMethod_ = @Deprecated) private String note;
                    @Getter(onMethod_ = @BsonProperty("done")) private boolean isDone;UNSEEN
                }
                """.replace("UNSEEN", unseen);
        ProcessorTester.Result result = withLombok(ProcessorTester.create(), order)
                .source("pojo.Tagged", tagged)
                .expectMarkedDiagnostics();
        if (order == Order.SCHEMAGUARD_FIRST) {
            List<String> messages = result.messages("UnreadAnnotation");
            assertEquals(3, messages.size(), result::all);
            assertTrue(messages.get(2).contains("puts @BsonProperty on isDone()"), messages::toString);
            assertTrue(
                    messages.get(0)
                            .contains(
                                    "Lombok's @Getter(onMethod_) puts @BsonIgnore on getCache(), where the "
                                            + "driver's codec reads it for 'cache', but javac ran schemaguard's processor before Lombok's"),
                    messages::toString);
            assertTrue(
                    messages.get(0)
                            .contains("list Lombok ahead of schemaguard in annotationProcessorPaths, or write "
                                    + "@BsonIgnore on the field"),
                    messages::toString);
            assertTrue(messages.get(1).contains("puts @BsonProperty on getTitle()"), messages::toString);
            return;
        }
        // the driver's own reading of the compiled class, as in DriverPojoDifferentialTest
        Class<?> type = CompiledOutput.loader(result.compilation()).loadClass("pojo.Tagged");
        Map<String, String> driver = new TreeMap<>();
        for (org.bson.codecs.pojo.PropertyModel<?> p :
                org.bson.codecs.pojo.ClassModel.builder(type).build().getPropertyModels()) {
            if (p.isReadable()) {
                driver.put(p.getName(), p.getReadName());
            }
        }
        // isDone() is the getter of the driver's property 'done', which its @BsonProperty renames
        assertEquals(Map.of("id", "_id", "title", "t", "note", "note", "done", "done"), driver);
        DocumentModel model = ModelCapture.capture(Lombok.processors(), List.of(), Map.of(), "pojo.Tagged", tagged)
                .models()
                .get("pojo.Tagged");
        // the driver names a property after its getter (done), the model a field after itself (isDone)
        assertEquals(
                new java.util.TreeSet<>(driver.values()),
                new java.util.TreeSet<>(model.root().fields().stream()
                        .map(FieldModel::storedName)
                        .toList()));
    }

    /** On the class, {@code onMethod_} puts the annotation on every getter: each field it reaches is reported. */
    @org.junit.jupiter.api.Test
    void positive_driverPojoCodec_lombokOnMethodOnTheClass_eachFieldWhenLombokRunsAfter() {
        String message = withLombok(ProcessorTester.forRules("UnreadAnnotation"), Order.SCHEMAGUARD_FIRST)
                .source("pojo.Audited", POJO_IMPORTS + """
                        @Document
                        @Getter(onMethod_ = @org.bson.codecs.pojo.annotations.BsonRepresentation(org.bson.BsonType.STRING))
                        public class Audited {
                            @Getter private ObjectId id;
                            private String by; // expect: WARNING UnreadAnnotation
                            private transient String cache;
                            private static String constant;
                        }
                        """)
                .expectMarkedDiagnostics()
                .message("UnreadAnnotation");
        assertTrue(message.contains("puts @BsonRepresentation on getBy()"), message);
    }

    /**
     * Spring Data reads a property's annotations on its getter and setter too: what Lombok's
     * {@code @Getter(onMethod_)} and {@code @Setter(onMethod_)} put there. With Lombok ahead the model
     * follows them, as the real mapping context does; after it, each is an error that says to reorder the
     * processors. Annotations SDM does not read there, or of another package with the same simple name,
     * change nothing.
     */
    @ParameterizedTest
    @EnumSource(Order.class)
    void positive_springData_lombokOnMethod(Order order) throws Exception {
        String unseen = order == Order.SCHEMAGUARD_FIRST ? " // expect: WARNING UnreadAnnotation" : "";
        String member = """
                package p;
                import lombok.*;
                import org.springframework.data.annotation.*;
                import org.springframework.data.mongodb.core.mapping.Document;
                import org.springframework.data.mongodb.core.mapping.Field;
                @Document("members")
                public class Member {
                    @Id @Getter @Setter private String id;
                    @Getter(onMethod_ = @Field("e")) @Setter private String email;UNSEEN
                    @Getter @Setter(onMethod_ = {@Transient}) private String cache;UNSEEN
                    @Getter(onMethod_ = @Deprecated) @Setter private String note;
                    @Getter(onMethod_ = @jakarta.validation.constraints.Size(max = 3)) @Setter private String code;
                }
                """.replace("UNSEEN", unseen);
        ProcessorTester.Result result = withLombok(ProcessorTester.create(), order)
                .source("p.Member", member)
                .expectMarkedDiagnostics();
        if (order == Order.SCHEMAGUARD_FIRST) {
            List<String> messages = result.messages("UnreadAnnotation");
            assertEquals(2, messages.size(), result::all);
            assertTrue(
                    messages.get(0)
                            .contains(
                                    "Lombok's @Getter(onMethod_) puts @Field on getEmail(), where Spring Data "
                                            + "reads it for the property 'email', but javac ran schemaguard's processor before Lombok's"),
                    messages::toString);
            assertTrue(
                    messages.get(1).contains("Lombok's @Setter(onMethod_) puts @Transient on setCache()"),
                    messages::toString);
            return;
        }
        Class<?> type = CompiledOutput.loader(result.compilation()).loadClass("p.Member");
        org.springframework.data.mongodb.core.mapping.MongoMappingContext context =
                new org.springframework.data.mongodb.core.mapping.MongoMappingContext();
        Map<String, String> sdm = new TreeMap<>();
        context.getRequiredPersistentEntity(type).doWithProperties((org.springframework.data.mapping.PropertyHandler<
                        org.springframework.data.mongodb.core.mapping.MongoPersistentProperty>)
                p -> sdm.put(p.getName(), p.getFieldName()));
        assertEquals(Map.of("id", "_id", "email", "e", "note", "note", "code", "code"), sdm);
        DocumentModel model = ModelCapture.capture(Lombok.processors(), List.of(), Map.of(), "p.Member", member)
                .models()
                .get("p.Member");
        Map<String, String> ours = new TreeMap<>();
        model.root().fields().forEach(f -> ours.put(f.javaName(), f.storedName()));
        assertEquals(sdm, ours);
    }

    /**
     * A single-type import binds a simple name before an on-demand import does, as in Java: with
     * {@code import com.acme.Field;} beside {@code org.springframework.data.mongodb.core.mapping.*}, the
     * {@code @Field} in {@code onMethod_} is Acme's, which SDM does not read, so schemaguard ahead of Lombok
     * has nothing to miss.
     */
    @org.junit.jupiter.api.Test
    void negative_springData_lombokOnMethod_sameSimpleNameOfAnotherPackage() {
        withLombok(ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation"), Order.SCHEMAGUARD_FIRST)
                .source("com.acme.Field", """
                        package com.acme;
                        @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
                        public @interface Field { String value(); }
                        """)
                .source("p.Member", """
                        package p;
                        import lombok.*;
                        import org.springframework.data.mongodb.core.mapping.*;
                        import com.acme.Field;
                        @Document("members")
                        public class Member {
                            @org.springframework.data.annotation.Id @Getter private String id;
                            @Getter(onMethod_ = @Field("x")) private String email;
                        }
                        """)
                .expectClean();
    }

    // ---------------------------------------------------------------------------------------------

    private static ProcessorTester withLombok(ProcessorTester tester, Order order) {
        for (Processor p : Lombok.processors()) {
            tester.otherProcessor(p, order == Order.LOMBOK_FIRST);
        }
        return tester;
    }

    /**
     * Compiles the Lombok version and the hand-written one ({@code name, source, lombok annotations,
     * hand-written members}, repeated), each against its markers, and asserts that both report the same
     * diagnostics on the same lines, generate the same sources, and that no diagnostic stands on anything
     * Lombok generated; that the schema classes of both load with the same constants; and that the reader
     * builds the same models.
     */
    private static Compiled compileBoth(Order order, String... cases) {
        ProcessorTester plain = ProcessorTester.create();
        ProcessorTester lombok = withLombok(ProcessorTester.create(), order);
        List<String> plainSources = new ArrayList<>();
        List<String> lombokSources = new ArrayList<>();
        for (int i = 0; i < cases.length; i += 4) {
            plainSources.addAll(
                    List.of(cases[i], cases[i + 1].replace(LOMBOK, "").replace(MEMBERS, cases[i + 3])));
            lombokSources.addAll(
                    List.of(cases[i], cases[i + 1].replace(LOMBOK, cases[i + 2]).replace(MEMBERS, "")));
            plain.source(cases[i], plainSources.get(plainSources.size() - 1));
            lombok.source(cases[i], lombokSources.get(lombokSources.size() - 1));
        }
        ProcessorTester.Result handWritten = plain.expectMarkedDiagnostics();
        ProcessorTester.Result withLombok = lombok.expectMarkedDiagnostics();
        assertEquals(
                handWritten.schemaguardLines().stream().sorted().toList(),
                withLombok.schemaguardLines().stream().sorted().toList());
        for (ProcessorTester.Result result : List.of(handWritten, withLombok)) {
            boolean errors =
                    result.compilation().diagnostics().stream().anyMatch(d -> d.getKind() == Diagnostic.Kind.ERROR);
            if (!errors) {
                assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
            }
            for (Diagnostic<? extends JavaFileObject> d : result.schemaguard()) {
                // a diagnostic on a member Lombok generated would point at no line the user wrote
                assertNotNull(d.getSource(), d::toString);
                assertTrue(d.getLineNumber() > 0, d::toString);
                assertFalse(
                        d.getMessage(Locale.ROOT)
                                .matches("(?s).*'((get|set|is)[A-Z]\\w*|builder|canEqual|\\w+Builder)'.*"),
                        d::toString);
            }
        }
        Map<String, String> generated = CompiledOutput.sources(handWritten.compilation());
        assertEquals(generated, CompiledOutput.sources(withLombok.compilation()));
        ClassLoader plainLoader = CompiledOutput.loader(handWritten.compilation());
        ClassLoader lombokLoader = CompiledOutput.loader(withLombok.compilation());
        int schemaClasses = 0;
        for (String path : generated.keySet()) {
            if (path.endsWith("Schema.java")) {
                String schemaClass =
                        path.substring(0, path.length() - ".java".length()).replace('/', '.');
                try {
                    assertEquals(
                            stringConstants(plainLoader.loadClass(schemaClass)),
                            stringConstants(lombokLoader.loadClass(schemaClass)),
                            schemaClass);
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(schemaClass, e);
                }
                schemaClasses++;
            }
        }
        assertTrue(schemaClasses > 0, generated.keySet()::toString);

        Map<String, DocumentModel> plainModels = ModelCapture.capture(Map.of(), plainSources.toArray(String[]::new))
                .models();
        Map<String, DocumentModel> lombokModels = ModelCapture.capture(
                        order == Order.LOMBOK_FIRST ? Lombok.processors() : List.of(),
                        order == Order.LOMBOK_FIRST ? List.of() : Lombok.processors(),
                        Map.of(),
                        lombokSources.toArray(String[]::new))
                .models();
        assertEquals(plainModels.keySet(), lombokModels.keySet());
        assertFalse(plainModels.isEmpty());
        Map<String, List<String>> models = new TreeMap<>();
        for (String document : plainModels.keySet()) {
            models.put(document, modelOf(lombokModels.get(document)));
            assertEquals(modelOf(plainModels.get(document)), models.get(document), document);
        }
        return new Compiled(withLombok.compilation(), models);
    }

    /** The Lombok version's compilation, and its models as {@link #modelOf} writes them, by document. */
    private record Compiled(Compilation compilation, Map<String, List<String>> models) {}

    private static Map<String, String> stringConstants(Class<?> schemaClass) throws ReflectiveOperationException {
        Map<String, String> out = new TreeMap<>();
        for (Field f : schemaClass.getFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == String.class) {
                out.put(f.getName(), (String) f.get(null));
            }
        }
        return out;
    }

    /** What the model says is stored, without source positions (elements of one compilation only). */
    static List<String> modelOf(DocumentModel model) {
        List<String> out = new ArrayList<>();
        List<TypeModel> types = new ArrayList<>();
        types.add(model.root());
        types.addAll(model.types().values());
        types.addAll(model.subtypes());
        for (TypeModel type : types) {
            for (FieldModel f : type.fields()) {
                out.add(type.qualifiedName() + " " + f.javaName() + "->" + f.storedName() + " "
                        + f.type().bson() + " id=" + f.id() + " " + f.type() + " bound=" + f.bound() + " embedded="
                        + f.embedded());
            }
        }
        for (IndexSpec index : model.indexes()) {
            out.add("index " + index.keys() + " " + index.explicitName() + " unique=" + index.unique());
        }
        for (ReadProblem problem : model.problems()) {
            out.add("problem " + problem.template());
        }
        out.add("collection " + model.collection() + " typeKey " + model.typeKey());
        return out;
    }
}
