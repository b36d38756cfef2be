package dev.schemaguard.processor.diagnostic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The summary is seen whatever the build passes to javac: maven-compiler-plugin before 3.11 passes
 * {@code -nowarn} by default (showWarnings false), which drops every warning and note but the
 * mandatory ones; and javac prints at most 100 warnings and 100 errors unless -Xmaxwarns and
 * -Xmaxerrs say otherwise, a limit that counts the mandatory warnings too.
 */
class SummaryTest {

    /** A document with as many UnboundedArray warnings as it has list fields, and nothing else. */
    private static ProcessorTester book(int lists) {
        StringBuilder fields = new StringBuilder();
        for (int i = 0; i < lists; i++) {
            fields.append("    List<String> tags").append(i).append(";\n");
        }
        return ProcessorTester.create().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document(database = "shop")
                class Book {
                    org.bson.types.ObjectId id;
                %s}
                """.formatted(fields));
    }

    /** The note carries the summary's counts: javac drops the summary itself past its limit, never a note. */
    private static String pastLimits(int warnings, int errors) {
        int findings = warnings + errors;
        return "[schemaguard] " + findings + " findings in 1 document: UnboundedArray " + findings
                + ". javac prints at "
                + "most 100 warnings and 100 errors unless -Xmaxwarns and -Xmaxerrs raise those limits, so the list may "
                + "stop short of these " + warnings + " warnings and " + errors + " errors, and the summary warning "
                + "after this note with it; pass -Xmaxwarns 10000 -Xmaxerrs 10000 to javac (Maven: compilerArgs; "
                + "Gradle: options.compilerArgs)";
    }

    private static List<Diagnostic<? extends JavaFileObject>> summaries(ProcessorTester.Result result) {
        return result.compilation().diagnostics().stream()
                .filter(d -> d.getMessage(Locale.ROOT).matches("(?s)\\[schemaguard\\] \\d+ findings? in .*"))
                .toList();
    }

    @Test
    void positive_summary_aMandatoryWarningOnNoFile() {
        ProcessorTester.Result result = book(3).compile();
        List<Diagnostic<? extends JavaFileObject>> summaries = summaries(result);
        assertEquals(1, summaries.size(), result.all());
        Diagnostic<? extends JavaFileObject> summary = summaries.get(0);
        assertEquals(Diagnostic.Kind.MANDATORY_WARNING, summary.getKind());
        assertNull(summary.getSource(), "on no source file");
        assertEquals(Diagnostic.NOPOS, summary.getLineNumber());
        assertEquals("[schemaguard] 3 findings in 1 document: UnboundedArray 3", summary.getMessage(Locale.ROOT));
        assertEquals(List.of("[schemaguard] 3 findings in 1 document: UnboundedArray 3"), result.notes());
    }

    @Test
    void positive_findingOnAnAnnotationValue_summaryStillOnNoFile() {
        // the finding is printed at the annotation value: the summary after it must not take that file
        ProcessorTester.Result result =
                ProcessorTester.create().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop", collection = "Books")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """).compile();
        assertEquals(1, result.messages("CollectionNameStyle").size(), result.all());
        List<Diagnostic<? extends JavaFileObject>> summaries = summaries(result);
        assertEquals(1, summaries.size(), result.all());
        assertNull(summaries.get(0).getSource(), result.all());
        assertEquals(
                "[schemaguard] 1 finding in 1 document: CollectionNameStyle 1",
                summaries.get(0).getMessage(Locale.ROOT));
    }

    @Test
    void positive_findingOnARepeatedAnnotation_atItsLine_summaryStillOnNoFile() {
        // javac's Messager cannot place it on the second of two @IndexHint; JavacTrees can, and must not leave
        // javac on that file
        ProcessorTester.Result result =
                ProcessorTester.create().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop", collection = "books")
                @IndexHint(keys = {"author", "title"})
                @IndexHint(keys = {"author"}) // expect: WARNING RedundantIndexPrefix
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    String title;
                }
                """).expectMarkedDiagnostics();
        List<Diagnostic<? extends JavaFileObject>> summaries = summaries(result);
        assertEquals(1, summaries.size(), result.all());
        assertNull(summaries.get(0).getSource(), result.all());
    }

    @Test
    void positive_nowarn_hidesTheFindings_notTheSummary() {
        ProcessorTester.Result result = book(3).javacOption("-nowarn").compile();
        assertEquals(List.of(), result.messages("UnboundedArray"), "-nowarn drops the warnings: " + result.all());
        assertEquals("[schemaguard] 3 findings in 1 document: UnboundedArray 3", result.summary());
    }

    @Test
    void positive_100Warnings_theNoteSaysJavacMayHaveCutThem() {
        ProcessorTester.Result result = book(100).compile();
        assertEquals(100, result.messages("UnboundedArray").size());
        // javac drops the summary, the 101st warning; the note is not counted
        assertEquals(List.of(pastLimits(100, 0)), result.notes());
    }

    @Test
    void positive_101Warnings_maxwarnsRaised_theNoteAndTheSummary() {
        ProcessorTester.Result result =
                book(101).javacOption("-Xmaxwarns", "10000").compile();
        assertEquals(101, result.messages("UnboundedArray").size());
        assertEquals(
                List.of(pastLimits(101, 0), "[schemaguard] 101 findings in 1 document: UnboundedArray 101"),
                result.notes());
    }

    @Test
    void negative_99Warnings_summaryAlone() {
        ProcessorTester.Result result = book(99).compile();
        assertEquals(99, result.messages("UnboundedArray").size());
        assertEquals(List.of("[schemaguard] 99 findings in 1 document: UnboundedArray 99"), result.notes());
    }

    @Test
    void positive_101Errors_theNoteSaysJavacMayHaveCutThem() {
        ProcessorTester.Result result =
                book(101).option("schemaguard.warningsAsErrors=true").compile();
        assertEquals(100, result.messages("UnboundedArray").size(), "javac prints 100 errors at most");
        assertEquals(
                List.of(pastLimits(0, 101), "[schemaguard] 101 findings in 1 document: UnboundedArray 101"),
                result.notes());
    }

    @Test
    void negative_100Errors_summaryAlone() {
        ProcessorTester.Result result =
                book(100).option("schemaguard.warningsAsErrors=true").compile();
        assertEquals(100, result.messages("UnboundedArray").size());
        assertEquals(List.of("[schemaguard] 100 findings in 1 document: UnboundedArray 100"), result.notes());
    }
}
