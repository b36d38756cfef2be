package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.model.IndexModel;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.core.annotation.AnnotationConfigurationException;
import org.springframework.data.mongodb.core.index.MongoPersistentEntityIndexResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/**
 * Spring Data's annotations written as meta-annotations of the user's composed annotations: Spring finds
 * them merged (findMergedAnnotation), with the values {@code @AliasFor} gives them, so the model, the rules,
 * the schema class and the bootstrap must too; findings point at the composed annotation where it is
 * written. SpringDataDifferentialTest checks the same forms against SDM itself.
 */
class SpringDataComposedAnnotationsTest {

    private static final String IMPORTS = """
            package p;
            import java.lang.annotation.*;
            import java.util.*;
            import org.springframework.core.annotation.AliasFor;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            import org.springframework.data.mongodb.core.index.*;
            """;

    private static final String COMPOSED = """
            @Indexed @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface Lookup { }
            @Indexed(unique = true) @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface UniqueKey { }
            @Document @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE)
            @interface Aggregate { @AliasFor(annotation = Document.class, attribute = "collection") String value() default ""; }
            @Field(targetType = FieldType.OBJECT_ID) @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
            @interface ObjectIdRef { }
            """;

    /** A composed {@code @Indexed} is an index like a written one: a prefix of the compound index, and in the schema class. */
    @Test
    void positive_RedundantIndexPrefix_composedIndex() throws Exception {
        String source = IMPORTS + """
                @Document("members")
                @CompoundIndex(name = "email_name", def = "{'email': 1, 'name': 1}")
                public class Member {
                    @Id String id;
                    @Lookup String email; // expect: WARNING RedundantIndexPrefix
                    @UniqueKey String login;
                    String name;
                }
                """ + COMPOSED;
        ProcessorTester.Result result = ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Member", source)
                .expectMarkedDiagnostics();
        assertTrue(result.message("RedundantIndexPrefix").contains("@Lookup"), result.message("RedundantIndexPrefix"));
        @SuppressWarnings("unchecked")
        List<IndexModel> indexes = (List<IndexModel>) CompiledOutput.loader(result.compilation())
                .loadClass("p.MemberSchema")
                .getMethod("indexModels")
                .invoke(null);
        List<String> sent = new ArrayList<>();
        indexes.forEach(i -> sent.add(
                i.getOptions().getName() + " " + i.getKeys().toBsonDocument().toJson()
                        + (Boolean.TRUE.equals(i.getOptions().isUnique()) ? " unique" : "")));
        sent.sort(null);
        assertEquals(
                List.of(
                        "email {\"email\": 1}",
                        "email_name {\"email\": 1, \"name\": 1}",
                        "login {\"login\": 1} unique"),
                sent);
    }

    /**
     * Without RUNTIME retention the composed annotation is not there when Spring looks: SDM creates no index,
     * silently; schemaguard says so, naming the annotation to fix, here one level down.
     */
    @Test
    void positive_UnreadAnnotation_composedIndexWithoutRuntimeRetention() {
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Member", IMPORTS + """
                @Document("members")
                public class Member {
                    @Id String id;
                    @Key String email; // expect: WARNING UnreadAnnotation
                }
                @ClassOnly @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface Key { }
                @Indexed @Target({ElementType.FIELD, ElementType.ANNOTATION_TYPE}) @interface ClassOnly { }
                """)
                .expectMarkedDiagnostics()
                .message("UnreadAnnotation");
        assertEquals(
                "[UnreadAnnotation] @Key on 'email' is never read: it carries @Indexed, but @ClassOnly has no "
                        + "@Retention(RetentionPolicy.RUNTIME), and an annotation of CLASS retention, the default, is not there "
                        + "when the application runs, so Spring Data ignores @Indexed and the model does too; add "
                        + "@Retention(RetentionPolicy.RUNTIME) to @ClassOnly (see docs/rules/UnreadAnnotation.md)",
                message);
    }

    /** An annotation that leads to none of Spring Data's is none of schemaguard's business, whatever its retention. */
    @Test
    void negative_InvalidAnnotation_otherAnnotationWithoutRuntimeRetention() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Member", IMPORTS + """
                @Document("members")
                public class Member {
                    @Id String id;
                    @Note String email;
                }
                @Deprecated @Target(ElementType.FIELD) @interface Note { }
                """)
                .expectClean();
    }

    /** {@code @Aggregate("...")} names the collection through {@code @AliasFor}: CollectionName reads that name. */
    @Test
    void positive_CollectionName_composedDocumentAliasFor() {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Order", IMPORTS + """
                @Aggregate("system.orders") // expect: ERROR CollectionName
                public class Order {
                    @Id String id;
                }
                """ + COMPOSED)
                .expectMarkedDiagnostics()
                .message("CollectionName");
        assertTrue(message.contains("'system.orders'"), message);
    }

    /** The composed annotation's default gives {@code @Document} no collection: SDM's default name, a valid one. */
    @Test
    void negative_CollectionName_composedDocumentDefault() throws Exception {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Order", IMPORTS + """
                @Aggregate
                public class Order {
                    @Id String id;
                }
                """ + COMPOSED)
                .expectClean();
        Class<?> schema = CompiledOutput.loader(result.compilation()).loadClass("p.OrderSchema");
        assertEquals("order", schema.getField("COLLECTION").get(null));
        // the composed annotation type is no document of its own
        assertThrows(
                ClassNotFoundException.class,
                () -> CompiledOutput.loader(result.compilation()).loadClass("p.AggregateSchema"));
    }

    /** A natural String key is stored as it is: RandomId. */
    @Test
    void positive_RandomId_naturalStringKey() {
        ProcessorTester.forRules("RandomId")
                .source("p.Account", IMPORTS + """
                @Aggregate("accounts")
                public class Account {
                    @Id String login; // expect: WARNING RandomId
                }
                """ + COMPOSED)
                .expectMarkedDiagnostics();
    }

    /** A composed {@code @Field(targetType = OBJECT_ID)} makes SDM store an ObjectId: no random id. */
    @Test
    void negative_RandomId_composedObjectIdTarget() {
        ProcessorTester.forRules("RandomId")
                .source("p.Account", IMPORTS + """
                @Aggregate("accounts")
                public class Account {
                    @Id @ObjectIdRef String login;
                }
                """ + COMPOSED)
                .expectClean();
    }

    /**
     * The composed annotations in another module, and a class whose only annotations are composed ones: the
     * processor still finds the document, checks it and writes its schema class; the bootstrap needs the
     * document annotation written by name on one class.
     */
    @Test
    void positive_CollectionName_composedDocumentFromAnotherModule(@TempDir Path dir) throws Exception {
        java.io.File library = ProcessorTester.compiledLibrary(dir, "lib.Aggregate", """
                package lib;
                import java.lang.annotation.*;
                import org.springframework.core.annotation.AliasFor;
                import org.springframework.data.mongodb.core.mapping.Document;
                @Document @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE)
                public @interface Aggregate { @AliasFor(annotation = Document.class, attribute = "collection") String value() default ""; }
                """, "lib.Lookup", """
                package lib;
                import java.lang.annotation.*;
                import org.springframework.data.mongodb.core.index.Indexed;
                @Indexed @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
                public @interface Lookup { }
                """);
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .classpath(library)
                .source("p.Order", """
                        package p;
                        @lib.Aggregate("orders$") // expect: ERROR CollectionName
                        public class Order { String id; }
                        """)
                .source("p.Customer", """
                        package p;
                        @org.springframework.data.mongodb.core.mapping.Document("customers")
                        public class Customer { String id; }
                        """)
                .expectMarkedDiagnostics();
        // composed annotations only: the schema class is written, but the bootstrap processor, which names the
        // annotations it takes (Gradle refuses "*" to an aggregating processor), never runs: said, not silent
        ProcessorTester.Result composedOnly = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .classpath(library)
                .source("p.Invoice", """
                        package p;
                        @lib.Aggregate("invoices")
                        public class Invoice { String id; @lib.Lookup String number; }
                        """)
                .compile();
        composedOnly.assertNoJavacErrors();
        assertTrue(
                composedOnly.compilation().generatedSourceFiles().stream()
                        .noneMatch(f -> f.getName().endsWith("SchemaBootstrap.java")),
                composedOnly::all);
        List<javax.tools.Diagnostic<? extends javax.tools.JavaFileObject>> warnings = composedOnly.schemaguard();
        assertEquals(1, warnings.size(), composedOnly::all);
        assertEquals(javax.tools.Diagnostic.Kind.WARNING, warnings.get(0).getKind());
        String warning = warnings.get(0).getMessage(java.util.Locale.ROOT);
        assertTrue(
                warning.startsWith("[schemaguard] no bootstrap was written and the documents were not checked against "
                                + "each other")
                        && warning.contains("only with @Aggregate, composed annotations"),
                warning);
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .classpath(library)
                .source("p.Invoice", """
                        package p;
                        @lib.Aggregate("invoices")
                        @org.springframework.data.mongodb.core.mapping.Document("invoices")
                        public class Invoice { String id; @lib.Lookup String number; }
                        """)
                .expectClean();
        assertTrue(
                result.compilation().generatedSourceFiles().stream()
                        .anyMatch(f -> f.getName().endsWith("SchemaBootstrap.java")),
                "the bootstrap covers the document");
        Class<?> schema = CompiledOutput.loader(result.compilation()).loadClass("p.InvoiceSchema");
        assertEquals("invoices", schema.getField("COLLECTION").get(null));
        @SuppressWarnings("unchecked")
        List<IndexModel> indexes =
                (List<IndexModel>) schema.getMethod("indexModels").invoke(null);
        assertEquals("number", indexes.get(0).getOptions().getName());
    }

    /** A compilation without any annotation the processors read is left alone, as with a list of names. */
    @Test
    void negative_noAnnotationReadNoParticipation() {
        ProcessorTester.Result result =
                ProcessorTester.create().source("p.Plain", """
                package p;
                @Deprecated
                public class Plain { String id; @SuppressWarnings("x") String name; }
                """).expectClean();
        assertEquals(List.of(), result.schemaguard());
    }

    /**
     * An {@code @AliasFor} naming an annotation that is not among the composed one's meta-annotations: Spring
     * refuses the element, and the value is unknown.
     */
    @Test
    void positive_InvalidAnnotation_aliasForNotAMetaAnnotation() {
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Member", IMPORTS + """
                @Document("members")
                public class Member {
                    @Id String id;
                    @Named(name = "by_email") String email; // expect: ERROR InvalidAnnotation
                }
                @Indexed @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
                @interface Named { @AliasFor(annotation = Field.class, attribute = "name") String name() default ""; }
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertEquals(
                "[InvalidAnnotation] Spring Data MongoDB refuses this: the @AliasFor on @Named.name() names @Field, "
                        + "which is not among the meta-annotations of @Named (Spring's AnnotationConfigurationException), so the "
                        + "value it gives the annotation on 'email' is unknown; make it name @Named or one of its "
                        + "meta-annotations, and a member there of the same type; fix the annotation so that the application "
                        + "can start (see docs/rules/InvalidAnnotation.md)",
                message);
    }

    /** Spring checks the aliases of the annotations between too: one a level down refuses the field as well. */
    @Test
    void positive_InvalidAnnotation_aliasForOneLevelDown() {
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Member", IMPORTS + """
                @Document("members")
                public class Member {
                    @Id String id;
                    @Outer String email; // expect: ERROR InvalidAnnotation
                }
                @Inner @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface Outer { }
                @Indexed @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.ANNOTATION_TYPE)
                @interface Inner { @AliasFor(annotation = Indexed.class, attribute = "nom") String name() default ""; }
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertTrue(message.contains("@Inner.name()") && message.contains("'nom'"), message);
    }

    /** Spring refuses aliases of other types: an int cannot give {@code @Indexed}'s String name. */
    @Test
    void positive_InvalidAnnotation_aliasForOfAnotherType() {
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Member", IMPORTS + """
                @Document("members")
                public class Member {
                    @Id String id;
                    @Named(name = 3) String email; // expect: ERROR InvalidAnnotation
                }
                @Indexed @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
                @interface Named { @AliasFor(annotation = Indexed.class, attribute = "name") int name() default 0; }
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertTrue(message.contains("of type int") && message.contains("java.lang.String"), message);
    }

    /**
     * What InvalidAnnotation reports is what SDM does: the refused aliases throw when SDM maps the entity or
     * resolves its indexes, and the CLASS-retention composed annotation gives SDM no index at all.
     */
    @Test
    void differential_refusedAliasesAndUnretainedAnnotationsAsSdmTreatsThem(@TempDir Path dir) throws Exception {
        String members = """
                package p;
                import java.lang.annotation.*;
                import org.springframework.core.annotation.AliasFor;
                import org.springframework.data.mongodb.core.mapping.*;
                import org.springframework.data.mongodb.core.mapping.Field;
                import org.springframework.data.mongodb.core.index.*;
                @Document("members") public class NotMeta { String id; @Named(name = "x") String email; }
                @Document("members") class WrongType { String id; @Numbered(name = 3) String email; }
                @Document("members") class Unretained { String id; @Key String email; }
                @Document("members") class LevelDown { String id; @Outer String email; }
                @Inner @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface Outer { }
                @Indexed @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.ANNOTATION_TYPE)
                @interface Inner { @AliasFor(annotation = Indexed.class, attribute = "nom") String name() default ""; }
                @Indexed @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
                @interface Named { @AliasFor(annotation = Field.class, attribute = "name") String name() default ""; }
                @Indexed @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
                @interface Numbered { @AliasFor(annotation = Indexed.class, attribute = "name") int name() default 0; }
                @Indexed @Target(ElementType.FIELD) @interface Key { }
                """;
        java.io.File classes = ProcessorTester.compiledLibrary(dir, "p.NotMeta", members);
        try (java.net.URLClassLoader loader = new java.net.URLClassLoader(
                new java.net.URL[] {classes.toURI().toURL()}, getClass().getClassLoader())) {
            for (String refused : List.of("p.NotMeta", "p.WrongType", "p.LevelDown")) {
                Class<?> type = loader.loadClass(refused);
                RuntimeException thrown = assertThrows(
                        RuntimeException.class,
                        () -> {
                            MongoMappingContext context = new MongoMappingContext();
                            context.getRequiredPersistentEntity(type);
                            new MongoPersistentEntityIndexResolver(context)
                                    .resolveIndexFor(type)
                                    .forEach(i -> {});
                        },
                        refused);
                Throwable cause = thrown;
                while (cause.getCause() != null && !(cause instanceof AnnotationConfigurationException)) {
                    cause = cause.getCause();
                }
                assertTrue(cause instanceof AnnotationConfigurationException, refused + ": " + thrown);
            }
            Class<?> unretained = loader.loadClass("p.Unretained");
            MongoMappingContext context = new MongoMappingContext();
            context.getRequiredPersistentEntity(unretained);
            List<Object> indexes = new ArrayList<>();
            new MongoPersistentEntityIndexResolver(context)
                    .resolveIndexFor(unretained)
                    .forEach(indexes::add);
            assertEquals(List.of(), indexes);
        }
    }

    /** An {@code @AliasFor} to a member the annotation has: nothing to refuse. */
    @Test
    void negative_InvalidAnnotation_aliasForAMember() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Member", IMPORTS + """
                @Document("members")
                public class Member {
                    @Id String id;
                    @Named(name = "by_email") String email;
                }
                @Indexed @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
                @interface Named { @AliasFor(annotation = Indexed.class, attribute = "name") String name() default ""; }
                """)
                .expectClean();
    }
}
