package dev.schemaguard.processor.diagnostic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.testing.ProcessorTester;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import dev.schemaguard.processor.testing.SourceGenerator;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Severity options, warningsAsErrors, suppression, fixed rules, resilience and determinism. */
class DiagnosticsFrameworkTest {

    private static final String STYLE_VIOLATIONS = """
            package p;
            import dev.schemaguard.annotations.*;
            @Document(collection = "BookReviews") // expect: WARNING CollectionNameStyle
            class Review {
                org.bson.types.ObjectId id;
                @Field("star-rating") int rating; // expect: WARNING FieldNameStyle
            }
            """;

    @Test
    void warningsByDefault() {
        ProcessorTester.Result result =
                ProcessorTester.create().source("p.Review", STYLE_VIOLATIONS).expectMarkedDiagnostics();
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status());
    }

    @Test
    void severityOff() {
        ProcessorTester.create()
                .source("p.Review", STYLE_VIOLATIONS.replace(" // expect: WARNING CollectionNameStyle", ""))
                .option("schemaguard.CollectionNameStyle=OFF")
                .expectMarkedDiagnostics();
    }

    @Test
    void severityError() {
        ProcessorTester.Result result = ProcessorTester.create()
                .source("p.Review", STYLE_VIOLATIONS.replace("WARNING FieldNameStyle", "ERROR FieldNameStyle"))
                .option("schemaguard.FieldNameStyle=error")
                .expectMarkedDiagnostics();
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void warningsAsErrors() {
        ProcessorTester.create()
                .source("p.Review", STYLE_VIOLATIONS.replace("WARNING", "ERROR"))
                .option("schemaguard.warningsAsErrors=true")
                .expectMarkedDiagnostics();
    }

    @Test
    void warningsAsErrorsKeepsRulesTurnedOffSilent() {
        ProcessorTester.create()
                .source(
                        "p.Review",
                        STYLE_VIOLATIONS
                                .replace(" // expect: WARNING CollectionNameStyle", "")
                                .replace("WARNING FieldNameStyle", "ERROR FieldNameStyle"))
                .option("schemaguard.warningsAsErrors=true")
                .option("schemaguard.CollectionNameStyle=OFF")
                .expectMarkedDiagnostics();
    }

    @Test
    void suppressionOnTheField() {
        ProcessorTester.create().source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "BookReviews") // expect: WARNING CollectionNameStyle
                class Review {
                    org.bson.types.ObjectId id;
                    @SuppressWarnings("schemaguard:FieldNameStyle") @Field("star-rating") int rating;
                    @SuppressWarnings("schemaguard") @Field("review-text") String text;
                    @SuppressWarnings("schemaguard:CollectionNameStyle") @Field("x-y") String other; // expect: WARNING FieldNameStyle
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void suppressionOnTheClass() {
        ProcessorTester.create().source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @SuppressWarnings({"unchecked", "schemaguard:CollectionNameStyle", "schemaguard:FieldNameStyle"})
                @Document(collection = "BookReviews")
                class Review {
                    org.bson.types.ObjectId id;
                    @Field("star-rating") int rating;
                }
                """).expectClean();
    }

    @Test
    void suppressionOnAnEnclosingClassReachesNestedDocumentsAndEmbeddedTypes() {
        ProcessorTester.create().source("p.Store", """
                package p;
                import dev.schemaguard.annotations.*;
                @SuppressWarnings("schemaguard")
                class Store {
                    @Document(collection = "BookReviews")
                    static class Review {
                        org.bson.types.ObjectId id;
                        Meta meta;
                    }
                    static class Meta { @Field("is-new") boolean fresh; }
                }
                """).expectClean();
    }

    @Test
    void suppressionOfAnotherRuleDoesNotApply() {
        ProcessorTester.create().source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @SuppressWarnings("schemaguard:FieldNameStyle")
                @Document(collection = "BookReviews") // expect: WARNING CollectionNameStyle
                class Review { org.bson.types.ObjectId id; }
                """).expectMarkedDiagnostics();
    }

    @Test
    void misspeltSuppressionKeyGetsDidYouMean() {
        ProcessorTester.Result result =
                ProcessorTester.create().source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "BookReviews") // expect: WARNING CollectionNameStyle
                class Review {
                    org.bson.types.ObjectId id;
                    @SuppressWarnings("schemaguard:FieldNameStyel") // expect: WARNING schemaguard
                    @Field("star-rating") int rating; // expect: WARNING FieldNameStyle
                }
                """).expectMarkedDiagnostics();
        String warning = result.schemaguard().stream()
                .map(d -> d.getMessage(Locale.ROOT))
                .filter(m -> m.startsWith("[schemaguard] @SuppressWarnings"))
                .findFirst()
                .orElseThrow();
        assertTrue(warning.contains("did you mean \"schemaguard:FieldNameStyle\"?"), warning);
    }

    @Test
    void fixedRuleCannotBeSuppressed() {
        String message = ProcessorTester.create()
                .source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @SuppressWarnings("schemaguard")
                @Document(collection = "system.reviews") // expect: ERROR CollectionName
                class Review { org.bson.types.ObjectId id; }
                """)
                .expectMarkedDiagnostics()
                .message("CollectionName");
        assertTrue(message.contains("@SuppressWarnings does not apply: CollectionName is a fixed rule"), message);
        assertTrue(message.endsWith("(see docs/rules/CollectionName.md)"), message);
    }

    @Test
    void fixedRuleCannotBeTurnedOff() {
        ProcessorTester.Result result = ProcessorTester.create()
                .source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "system.reviews") // expect: ERROR CollectionName
                class Review { org.bson.types.ObjectId id; }
                """)
                .option("schemaguard.CollectionName=OFF")
                .compile();
        result.assertNoCrash();
        assertEquals(1, result.messages("CollectionName").size());
        assertTrue(optionMessages(result).stream()
                .anyMatch(m -> m.contains("has no effect: CollectionName is a fixed rule")));
    }

    @Test
    void unknownOptionGetsDidYouMean() {
        ProcessorTester.Result result = ProcessorTester.create()
                .source(
                        "p.Review",
                        "package p; @dev.schemaguard.annotations.Document class Review { org.bson.types.ObjectId id; }")
                .option("schemaguard.CollectionNameStyel=OFF")
                .option("schemaguard.warningAsErrors=true")
                .compile();
        List<String> messages = optionMessages(result);
        assertTrue(
                messages.stream().anyMatch(m -> m.contains("did you mean -Aschemaguard.CollectionNameStyle?")),
                messages.toString());
        assertTrue(
                messages.stream().anyMatch(m -> m.contains("did you mean -Aschemaguard.warningsAsErrors?")),
                messages.toString());
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status());
    }

    @Test
    void invalidOptionValuesAreErrors() {
        ProcessorTester.Result result = ProcessorTester.create()
                .source(
                        "p.Review",
                        "package p; @dev.schemaguard.annotations.Document class Review { org.bson.types.ObjectId id; }")
                .option("schemaguard.FieldNameStyle=LOUD")
                .option("schemaguard.bloatedDocumentBytes=two")
                .option("schemaguard.warningsAsErrors=yes")
                .option("schemaguard.waitForGeneratedDocuments=later")
                .option("schemaguard.mongodbVersion=seven")
                .compile();
        List<String> messages = optionMessages(result);
        assertEquals(5, messages.size(), messages.toString());
        assertTrue(
                messages.stream()
                        .anyMatch(m -> m.contains("-Aschemaguard.mongodbVersion=seven is not a MongoDB version")
                                && m.contains("such as -Aschemaguard.mongodbVersion=6.0")),
                messages.toString());
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
        assertTrue(messages.stream().anyMatch(m -> m.contains("use ERROR, WARNING or OFF")), messages.toString());
    }

    @Test
    void mongodbVersionForms() {
        for (String version : new String[] {"7", "6.0", "4.4.29", "8.0"}) {
            ProcessorTester.Result result = ProcessorTester.create()
                    .source(
                            "p.Review",
                            "package p; @dev.schemaguard.annotations.Document class Review { org.bson.types.ObjectId id; }")
                    .option("schemaguard.mongodbVersion=" + version)
                    .compile();
            assertEquals(List.of(), optionMessages(result), version);
        }
        assertEquals(
                new dev.schemaguard.processor.config.MongoVersion(4, 4),
                dev.schemaguard.processor.config.MongoVersion.parse(" 4.4.29 ").orElseThrow());
        assertTrue(dev.schemaguard.processor.config.MongoVersion.parse("v7").isEmpty());
        assertTrue(dev.schemaguard.processor.config.MongoVersion.parse("7.x").isEmpty());
    }

    @Test
    void emptyOptionValuesCountAsNotGiven() {
        // what a build passes for an unset property (-Aschemaguard.database=${db}): every option as if absent
        ProcessorTester.Result result = ProcessorTester.create()
                .source("p.Review", STYLE_VIOLATIONS)
                .option("schemaguard.database=")
                .option("schemaguard.bootstrapPackage=")
                .option("schemaguard.bloatedDocumentBytes=")
                .option("schemaguard.maxIndexesPerCollection=")
                .option("schemaguard.maxCollectionsPerDatabase=")
                .option("schemaguard.warningsAsErrors=")
                .option("schemaguard.waitForGeneratedDocuments= ")
                .option("schemaguard.CollectionNameStyle=")
                .option("schemaguard.mongodbVersion=")
                .option("schemaguard.morphiaNaming=")
                .expectMarkedDiagnostics();
        assertEquals(List.of(), optionMessages(result));
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void processingGoesOnAfterAnError() {
        ProcessorTester.create().source("p.Aaa", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "a$b") // expect: ERROR CollectionName
                class Aaa { org.bson.types.ObjectId id; }
                """).source("p.Bbb", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "Bbb") // expect: WARNING CollectionNameStyle
                class Bbb { org.bson.types.ObjectId id; }
                """).expectMarkedDiagnostics();
    }

    @Test
    void undefinedTypeGivesNoCrashAndNoMisleadingDiagnostic() {
        ProcessorTester.Result result = ProcessorTester.create()
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "books")
                class Book {
                    org.bson.types.ObjectId id;
                    java.util.@Bounded(max = 3) List<Missing> reviews;
                    @Reference(Nowhere.class) String authorId;
                }
                """)
                .source("p.Other", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "Other") // expect: WARNING CollectionNameStyle
                class Other { org.bson.types.ObjectId id; }
                """)
                .compile();
        result.assertNoCrash();
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
        assertTrue(result.all().contains("cannot find symbol"), result.all());
        List<String> ours = result.schemaguard().stream()
                .map(d -> d.getKind() + " " + d.getMessage(Locale.ROOT))
                .toList();
        assertEquals(2, ours.size(), ours.toString());
        // a class value that never resolves is an error on the annotation, not a crash
        assertTrue(
                ours.stream()
                        .anyMatch(m -> m.startsWith("ERROR [schemaguard] 'Book' was not checked: the value of "
                                + "@Reference(value) on 'authorId' does not resolve")),
                ours.toString());
        assertTrue(ours.stream().anyMatch(m -> m.startsWith("WARNING [CollectionNameStyle]")), ours.toString());
    }

    @Test
    void typesGeneratedInALaterRoundAreWaitedFor() {
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(
                        new SourceGenerator("p.Generated", "package p; public class Generated { String a$b; }"),
                        new SchemaGuardProcessor(),
                        new SchemaBootstrapProcessor())
                .compile(JavaFileObjects.forSourceString("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "books")
                        class Book { org.bson.types.ObjectId id; Generated meta; }
                        """));
        assertEquals(
                Compilation.Status.SUCCESS,
                compilation.status(),
                compilation.diagnostics().toString());
        List<String> ours = compilation.diagnostics().stream()
                .filter(d -> !ProcessorTester.isCompilationNote(d))
                .map(d -> d.getMessage(Locale.ROOT))
                .filter(m -> m.startsWith("["))
                .toList();
        // the generated class stores a field named a$b: reading it proves the document waited for it
        assertEquals(1, ours.size(), ours.toString());
        assertTrue(ours.get(0).startsWith("[FieldNameStyle] stored field name 'a$b' of 'a$b'"), ours.get(0));
    }

    @Test
    void diagnosticsDoNotDependOnSourceOrder() {
        String a = """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "Alpha")
                class A { org.bson.types.ObjectId id; @Field("x-y") String x; Part part; }
                """;
        String b = """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "Beta", database = "Shop")
                class B { org.bson.types.ObjectId id; Part part; }
                """;
        String part = """
                package p;
                class Part { String \u00e9t\u00e9; }
                """;
        List<String> forward = render(ProcessorTester.create()
                .source("p.A", a)
                .source("p.B", b)
                .source("p.Part", part)
                .compile());
        List<String> backward = render(ProcessorTester.create()
                .source("p.Part", part)
                .source("p.B", b)
                .source("p.A", a)
                .compile());
        assertEquals(forward, backward);
        assertFalse(forward.isEmpty());
    }

    private static List<String> render(ProcessorTester.Result result) {
        return result.schemaguard().stream()
                .map(d -> d.getKind() + " " + d.getSource().getName() + ":" + d.getLineNumber() + " "
                        + d.getMessage(Locale.ROOT))
                .toList();
    }

    private static List<String> optionMessages(ProcessorTester.Result result) {
        return result.compilation().diagnostics().stream()
                .map(d -> d.getMessage(Locale.ROOT))
                .filter(m -> m.startsWith("[schemaguard] -A"))
                .toList();
    }

    @Test
    void kindsAreErrorsAndWarningsOnly() {
        ProcessorTester.Result result =
                ProcessorTester.create().source("p.Review", STYLE_VIOLATIONS).compile();
        for (Diagnostic<? extends JavaFileObject> d : result.schemaguard()) {
            assertTrue(d.getKind() == Diagnostic.Kind.WARNING || d.getKind() == Diagnostic.Kind.ERROR, d.toString());
        }
    }
}
