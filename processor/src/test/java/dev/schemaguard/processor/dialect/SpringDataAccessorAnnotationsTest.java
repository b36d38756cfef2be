package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.model.IndexModel;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.data.mapping.MappingException;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/**
 * Spring Data's annotations written on a property's getter or setter instead of its field: SDM reads
 * them there (AnnotationBasedPersistentProperty), so the model, the rules and the generated schema
 * class must too, and where SDM refuses the entity ("Ambiguous mapping") InvalidAnnotation reports it
 * on the accessor. Of SDM's annotations only the mapping ones may be written on a method: {@code @Field},
 * {@code @Id}, {@code @MongoId}, {@code @Transient}, {@code @ReadOnlyProperty} and {@code @Unwrapped};
 * the index annotations ({@code @Indexed}, {@code @TextIndexed}, ...) and the references are FIELD-only,
 * and javac refuses them on a getter. An accessor's {@code @Field} still moves the field's index: it is
 * created under the stored name. SpringDataDifferentialTest checks the same forms against SDM itself.
 */
class SpringDataAccessorAnnotationsTest {

    private static final String IMPORTS = """
            package p;
            import java.util.*;
            import jakarta.validation.constraints.Size;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.annotation.Transient;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            import org.springframework.data.mongodb.core.index.*;
            """;

    /**
     * The getter's {@code @Field("e")} stores {@code email} as {@code e}: the def written in stored names then
     * starts with the {@code @Indexed} field's key, and the schema class and its index models say {@code e}.
     */
    @Test
    void positive_RedundantIndexPrefix_fieldRenamedOnItsGetter() throws Exception {
        String source = IMPORTS + """
                @Document("members")
                @CompoundIndex(name = "e_name", def = "{'e': 1, 'name': 1}")
                public class Member {
                    @Id String id;
                    @Indexed String email; // expect: WARNING RedundantIndexPrefix
                    String name;
                    @Field("e") public String getEmail() { return email; }
                }
                """;
        ProcessorTester.Result result = ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Member", source)
                .expectMarkedDiagnostics();
        ClassLoader loader = CompiledOutput.loader(result.compilation());
        Class<?> schema = loader.loadClass("p.MemberSchema");
        assertEquals("e", schema.getField("EMAIL").get(null));
        @SuppressWarnings("unchecked")
        List<IndexModel> indexes =
                (List<IndexModel>) schema.getMethod("indexModels").invoke(null);
        List<String> sent = new ArrayList<>();
        indexes.forEach(i -> sent.add(
                i.getOptions().getName() + " " + i.getKeys().toBsonDocument().toJson()));
        sent.sort(null);
        assertEquals(List.of("e {\"e\": 1}", "e_name {\"e\": 1, \"name\": 1}"), sent);
    }

    /** A getter that is not public is no accessor to Spring's introspection: its {@code @Field} renames nothing. */
    @Test
    void negative_RedundantIndexPrefix_fieldOnAPackagePrivateGetter() throws Exception {
        String source = IMPORTS + """
                @Document("members")
                @CompoundIndex(name = "e_name", def = "{'e': 1, 'name': 1}")
                public class Member {
                    @Id String id;
                    @Indexed String email;
                    String name;
                    @Field("e") String getEmail() { return email; }
                }
                """;
        ProcessorTester.Result result = ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Member", source)
                .expectClean();
        assertEquals(
                "email",
                CompiledOutput.loader(result.compilation())
                        .loadClass("p.MemberSchema")
                        .getField("EMAIL")
                        .get(null));
    }

    @Test
    void positive_UnaddressableFieldName_dollarNameOnTheSetter() {
        ProcessorTester.forRules("UnaddressableFieldName")
                .source("p.Price", IMPORTS + """
                @Document("prices")
                class Price {
                    @Id String id;
                    long amount;
                    @Field("$amount") public void setAmount(long amount) { this.amount = amount; } // expect: WARNING UnaddressableFieldName
                }
                """)
                .expectMarkedDiagnostics();
    }

    /** A boolean property's getter is {@code isX()}; a getter whose type the field cannot hold is none. */
    @Test
    void negative_UnaddressableFieldName_dollarNameOnNoAccessor() {
        ProcessorTester.forRules("UnaddressableFieldName")
                .source("p.Price", IMPORTS + """
                @Document("prices")
                class Price {
                    @Id String id;
                    Long amount;
                    boolean active;
                    @Field("$amount") public Object getAmount() { return amount; }
                    @Field("$active") public Boolean isActive() { return active; }
                }
                """)
                .expectClean();
    }

    /** {@code @Transient} on the getter keeps the field out: no size, no index, no constant. */
    @Test
    void negative_BloatedDocument_transientOnTheGetter() throws Exception {
        String source = IMPORTS + """
                @Document("scans")
                public class Scan {
                    @Id String id;
                    @Indexed @Size(max = 3_000_000) byte[] image;
                    @Transient public byte[] getImage() { return image; }
                }
                """;
        ProcessorTester.Result result = ProcessorTester.forRules("BloatedDocument", "DocumentTooLarge")
                .source("p.Scan", source)
                .expectClean();
        Class<?> schema = CompiledOutput.loader(result.compilation()).loadClass("p.ScanSchema");
        assertThrows(NoSuchFieldException.class, () -> schema.getField("IMAGE"));
        assertEquals(List.of(), schema.getMethod("indexModels").invoke(null));
        DocumentModel model = ModelCapture.read("p.Scan", source).get("p.Scan");
        assertEquals(
                List.of("id"),
                model.root().fields().stream().map(FieldModel::javaName).toList());
    }

    @Test
    void positive_BloatedDocument_transientOnAnotherPropertysGetter() {
        ProcessorTester.forRules("BloatedDocument", "DocumentTooLarge")
                .source("p.Scan", IMPORTS + """
                @Document("scans") // expect: WARNING BloatedDocument
                class Scan {
                    @Id String id;
                    @Size(max = 3_000_000) byte[] image;
                    byte[] thumbnail;
                    @Transient public byte[] getThumbnail() { return thumbnail; }
                    // not the getter of 'image': it returns another type
                    @Transient public String getImage() { return null; }
                }
                """)
                .expectMarkedDiagnostics();
    }

    /** {@code @Id} on the getter makes {@code login} the {@code _id}; a natural String key, so RandomId points there. */
    @Test
    void positive_RandomId_idOnTheGetter() throws Exception {
        String source = IMPORTS + """
                @Document("accounts")
                public class Account {
                    String login;
                    String id;
                    @Id public String getLogin() { return login; } // expect: WARNING RandomId
                }
                """;
        ProcessorTester.forRules("RandomId").source("p.Account", source).expectMarkedDiagnostics();
        DocumentModel model = ModelCapture.read("p.Account", source).get("p.Account");
        Map<String, String> stored = new java.util.TreeMap<>();
        model.root().fields().forEach(f -> stored.put(f.javaName(), f.storedName()));
        assertEquals(Map.of("login", "_id", "id", "id"), stored);
    }

    /** SDM's "Ambiguous mapping": the same annotation on the field and its getter, saying something else. */
    @Test
    void positive_InvalidAnnotation_fieldAndGetterDisagree() throws Exception {
        String source = IMPORTS + """
                @Document("members")
                public class Member {
                    @Id String id;
                    @Field("mail") String email;
                    @Field("e") public String getEmail() { return email; } // expect: ERROR InvalidAnnotation
                }
                """;
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Member", source)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertEquals(
                "[InvalidAnnotation] Spring Data MongoDB refuses this: @Field on the field 'email' and @Field on the "
                        + "getter 'getEmail' of the property 'email' in Member say different things (Ambiguous mapping): SDM "
                        + "reads a property's annotations from its field, getter and setter alike, and one written twice must be "
                        + "the same; keep one of them; fix the annotation so that the application can start "
                        + "(see docs/rules/InvalidAnnotation.md)",
                message);
        MappingException refused = assertThrows(
                MappingException.class,
                () -> new MongoMappingContext().getRequiredPersistentEntity(compiled(source, "p.Member")));
        assertTrue(
                String.valueOf(refused.getCause())
                        .contains("Ambiguous mapping; Annotation Field configured on field "
                                + "email and one of its accessor methods in class Member"),
                String.valueOf(refused.getCause()));
    }

    /** The getter's and the setter's disagree: reported on the setter, which SDM reads second. */
    @Test
    void positive_InvalidAnnotation_getterAndSetterDisagree() throws Exception {
        String source = IMPORTS + """
                @Document("members")
                public class Member {
                    @Id String id;
                    String email;
                    @Field("e") public String getEmail() { return email; }
                    @Field(value = "e", order = 1) public void setEmail(String email) { this.email = email; } // expect: ERROR InvalidAnnotation
                }
                """;
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Member", source)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertTrue(
                message.contains("@Field on the getter 'getEmail' and @Field on the setter 'setEmail' of the "
                        + "property 'email'"),
                message);
        MappingException refused = assertThrows(
                MappingException.class,
                () -> new MongoMappingContext().getRequiredPersistentEntity(compiled(source, "p.Member")));
        assertTrue(
                String.valueOf(refused.getCause())
                        .contains("configured multiple times on accessor methods of " + "property email"),
                String.valueOf(refused.getCause()));
    }

    /** The same annotation twice is one: {@code @Field("e")} and {@code @Field(name = "e")} alias, as SDM merges them. */
    @Test
    void negative_InvalidAnnotation_sameAnnotationOnFieldAndAccessors() throws Exception {
        String source = IMPORTS + """
                @Document("members")
                public class Member {
                    @Id String id;
                    @Field("e") String email;
                    @Transient String cache;
                    @Field(name = "e") public String getEmail() { return email; }
                    @Field("e") public void setEmail(String email) { this.email = email; }
                    @Transient public String getCache() { return cache; }
                    // not the setter: the field's String is no Integer
                    @Field("other") public void setCache(Integer cache) { }
                }
                """;
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Member", source)
                .expectClean();
        assertEquals(
                "e",
                new MongoMappingContext()
                        .getRequiredPersistentEntity(compiled(source, "p.Member"))
                        .getRequiredPersistentProperty("email")
                        .getFieldName());
    }

    /** {@code @Unwrapped.Nullable}'s value and prefix alias each other too: written either way, one annotation. */
    @Test
    void negative_InvalidAnnotation_unwrappedPrefixWrittenBothWays() throws Exception {
        String source = IMPORTS + """
                @Document("people")
                public class Person {
                    @Id String id;
                    @Unwrapped.Nullable("home_") Address address;
                    @Unwrapped.Nullable(prefix = "home_") public Address getAddress() { return address; }
                    public static class Address { String city; }
                }
                """;
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Person", source)
                .expectClean();
        new MongoMappingContext().getRequiredPersistentEntity(compiled(source, "p.Person"));
    }

    /** A superclass is SDM's too: its field's ambiguity refuses every entity below it, reported once. */
    @Test
    void positive_InvalidAnnotation_inASuperclass() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Base", IMPORTS + """
                abstract class Base {
                    @Id String id;
                    @Field("c") String code;
                    @Field("k") public String getCode() { return code; } // expect: ERROR InvalidAnnotation
                }
                """)
                .source("p.Member", IMPORTS + """
                @Document("members")
                class Member extends Base { String name; }
                """)
                .source("p.Guest", IMPORTS + """
                @Document("members")
                class Guest extends Member { String host; }
                """)
                .expectMarkedDiagnostics();
    }

    /** {@code @Unwrapped} on the getter stores the entity's fields in the owner, prefixed. */
    @Test
    void positive_unwrappedOnTheGetter() {
        DocumentModel model = ModelCapture.read("p.Customer", IMPORTS + """
                @Document("customers")
                public class Customer {
                    @Id String id;
                    Address home;
                    @Unwrapped.Nullable(prefix = "home_") public Address getHome() { return home; }
                    public static class Address { String city; }
                }
                """).get("p.Customer");
        List<String> stored =
                model.root().fields().stream().map(FieldModel::storedName).toList();
        assertEquals(List.of("_id", "home_city"), stored);
        assertFalse(model.root().fields().stream().anyMatch(f -> f.storedName().equals("home")));
    }

    private static Class<?> compiled(String source, String name) throws ClassNotFoundException {
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), name, source);
        return CompiledOutput.loader(captured.compilation()).loadClass(name);
    }

    /**
     * SDM 4.5+ reads a property's annotations on the getter the entity's class introspects, which for an inherited
     * field is the subclass's override: {@code @Transient} there makes the property transient in the subclass, so
     * it is not stored, has no constant, no size and draws no UnboundedArray. The same whether the superclass is
     * compiled with the subclass or comes from another module's classes; SDM's mapping context agrees.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "superclass on the class path: {0}")
    @org.junit.jupiter.params.provider.ValueSource(booleans = {false, true})
    void negative_UnboundedArray_transientOnTheSubclassOverrideOfAnInheritedGetter(
            boolean onClassPath, @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        String base = """
                package lib;
                import java.util.List;
                public class AuditedBase { protected String id; protected String cache; protected List<String> history;
                    protected String kept;
                    public String getCache() { return cache; }
                    public List<String> getHistory() { return history; } }
                """;
        ProcessorTester tester = ProcessorTester.create().source("p.Account", IMPORTS + """
                @Document("accounts")
                public class Account extends lib.AuditedBase {
                    @Override @Transient public String getCache() { return super.getCache(); }
                    @Override @Transient public List<String> getHistory() { return super.getHistory(); }
                }
                """);
        ClassLoader parent = SpringDataAccessorAnnotationsTest.class.getClassLoader();
        if (onClassPath) {
            java.io.File library = ProcessorTester.compiledLibrary(dir, "lib.AuditedBase", base);
            tester = tester.classpath(library);
            parent = new java.net.URLClassLoader(
                    new java.net.URL[] {library.toURI().toURL()}, parent);
        } else {
            tester = tester.source("lib.AuditedBase", base);
        }
        ProcessorTester.Result result = tester.compile();
        result.assertNoJavacErrors();
        assertTrue(result.messages("UnboundedArray").isEmpty(), result.all());
        String schema = CompiledOutput.sources(result.compilation()).get("p/AccountSchema.java");
        assertTrue(schema.contains("KEPT") && !schema.contains("CACHE") && !schema.contains("HISTORY"), schema);

        Class<?> type = CompiledOutput.loader(result.compilation(), parent).loadClass("p.Account");
        List<String> stored = new ArrayList<>();
        new MongoMappingContext()
                .getRequiredPersistentEntity(type)
                .doWithProperties((org.springframework.data.mapping.PropertyHandler<
                                org.springframework.data.mongodb.core.mapping.MongoPersistentProperty>)
                        p -> {
                            if (!p.isTransient()) {
                                stored.add(p.getFieldName());
                            }
                        });
        assertEquals(List.of("_id", "kept"), stored.stream().sorted().toList(), "what SDM stores");
    }
}
