package dev.schemaguard.processor.diagnostic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * -Aschemaguard.baseline and -Aschemaguard.writeBaseline (docs/guide/baseline-and-sarif.md,
 * "Accept what exists"): a baseline written from a build hides exactly those findings in the next one,
 * whatever else moves in the file, and never a fixed rule's.
 */
class BaselineTest {

    private static final String BOOK = """
            package p;
            import dev.schemaguard.annotations.*;
            import java.util.List;
            @Document(database = "shop")
            class Book {
                org.bson.types.ObjectId id;
                List<String> tags;
                List<Review> reviews;
            }
            """;

    private static final String REVIEW = """
            package p;
            import java.util.List;
            class Review {
                String author;
                List<String> likes;
            }
            """;

    @TempDir
    Path dir;

    private ProcessorTester.Result write(Path baseline, String book, String review) {
        return ProcessorTester.create()
                .source("p.Book", book)
                .source("p.Review", review)
                .option("schemaguard.baseline=" + baseline)
                .option("schemaguard.writeBaseline=true")
                .expectClean();
    }

    private static ProcessorTester read(Path baseline, String book, String review) {
        return ProcessorTester.create()
                .source("p.Book", book)
                .source("p.Review", review)
                .option("schemaguard.baseline=" + baseline);
    }

    @Test
    void written_sortedOneFindingALine_withHeader() throws IOException {
        Path baseline = dir.resolve("schemaguard-baseline.txt");
        ProcessorTester.Result result = write(baseline, BOOK, REVIEW);
        String text = Files.readString(baseline, StandardCharsets.UTF_8);
        assertEquals(
                Baseline.HEADER
                        + "UnboundedArray\tp.Book\tp.Review.likes\n"
                        + "UnboundedArray\tp.Book\treviews\n"
                        + "UnboundedArray\tp.Book\ttags\n",
                text);
        assertEquals(
                List.of("[schemaguard] wrote 3 findings to the baseline " + baseline.toAbsolutePath()
                        + "; commit it: later builds with -Aschemaguard.baseline and without -Aschemaguard.writeBaseline "
                        + "report only findings that are not in it"),
                result.notes());
        // the same findings write the same bytes
        write(baseline, BOOK, REVIEW);
        assertEquals(text, Files.readString(baseline, StandardCharsets.UTF_8));
    }

    /**
     * The file is committed and shared: it gets the permissions any new file gets here (the umask's,
     * such as 0644), as a file the test creates beside it does; not the owner-only 0600 of a temporary file.
     */
    @Test
    void written_withTheUsualPermissions() throws IOException {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"), "POSIX permissions only");
        Set<PosixFilePermission> usual = Files.getPosixFilePermissions(Files.createFile(dir.resolve("any-new-file")));
        assumeTrue(
                usual.contains(PosixFilePermission.GROUP_READ) || usual.contains(PosixFilePermission.OTHERS_READ),
                "a umask that leaves the group or others nothing to read cannot tell the two apart: " + usual);
        Path baseline = dir.resolve("schemaguard-baseline.txt");
        write(baseline, BOOK, REVIEW);
        assertEquals(
                PosixFilePermissions.toString(usual),
                PosixFilePermissions.toString(Files.getPosixFilePermissions(baseline)));
        try (var files = Files.list(dir)) {
            assertEquals(
                    List.of("any-new-file", "schemaguard-baseline.txt"),
                    files.map(f -> f.getFileName().toString()).sorted().toList(),
                    "no temporary file is left");
        }
    }

    /** Written again, it keeps the permissions the team gave it. */
    @Test
    void writtenAgain_keepsItsPermissions() throws IOException {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"), "POSIX permissions only");
        Path baseline = dir.resolve("schemaguard-baseline.txt");
        write(baseline, BOOK, REVIEW);
        Files.setPosixFilePermissions(baseline, PosixFilePermissions.fromString("rw-rw----"));
        write(baseline, BOOK, REVIEW);
        assertEquals("rw-rw----", PosixFilePermissions.toString(Files.getPosixFilePermissions(baseline)));
    }

    @Test
    void readBack_silent() {
        Path baseline = dir.resolve("baseline.txt");
        write(baseline, BOOK, REVIEW);
        ProcessorTester.Result result = read(baseline, BOOK, REVIEW).expectClean();
        assertEquals(List.of(), result.notes());
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status());
    }

    @Test
    void withoutBaseline_theSameSourcesWarn() {
        ProcessorTester.Result result = ProcessorTester.create()
                .source(
                        "p.Book",
                        BOOK.replace("List<String> tags;", "List<String> tags; // expect: WARNING UnboundedArray")
                                .replace(
                                        "List<Review> reviews;",
                                        "List<Review> reviews; // expect: WARNING UnboundedArray"))
                .source(
                        "p.Review",
                        REVIEW.replace("List<String> likes;", "List<String> likes; // expect: WARNING UnboundedArray"))
                .expectMarkedDiagnostics();
        assertEquals("[schemaguard] 3 findings in 1 document: UnboundedArray 3", result.summary());
    }

    @Test
    void newFinding_reported_theOthersHidden() {
        Path baseline = dir.resolve("baseline.txt");
        write(baseline, BOOK, REVIEW);
        ProcessorTester.Result result = read(baseline, BOOK.replace("List<Review> reviews;", """
                List<Review> reviews;
                    List<String> authors; // expect: WARNING UnboundedArray"""), REVIEW)
                .expectMarkedDiagnostics();
        assertEquals(
                "[schemaguard] 1 finding in 1 document: UnboundedArray 1; 3 more hidden by the baseline",
                result.summary());
    }

    @Test
    void editThatMovesEveryLine_keepsItValid() {
        Path baseline = dir.resolve("baseline.txt");
        write(baseline, BOOK, REVIEW);
        String movedBook = BOOK.replace("package p;\n", """
                package p;
                // a licence header
                // of a few lines
                """).replace("    org.bson.types.ObjectId id;\n", """
                    /** The title, added later. */
                    String title;
                    org.bson.types.ObjectId id;
                    int pages() {
                        return 0;
                    }
                """);
        String movedReview = REVIEW.replace("    String author;\n", "    int stars;\n\n\n    String author;\n");
        ProcessorTester.Result result = read(baseline, movedBook, movedReview).expectClean();
        assertEquals(List.of(), result.notes());
    }

    @Test
    void staleEntries_listedInOneNote() {
        Path baseline = dir.resolve("baseline.txt");
        write(baseline, BOOK, REVIEW);
        ProcessorTester.Result result = read(
                        baseline,
                        BOOK.replace("    List<String> tags;\n", ""),
                        REVIEW.replace(
                                "List<String> likes;",
                                "@dev.schemaguard.annotations.Bounded(max = 10) List<String> likes;"))
                .expectClean();
        List<String> notes = result.notes();
        assertEquals(1, notes.size(), notes::toString);
        String note = notes.get(0);
        assertTrue(
                note.startsWith(
                        "[schemaguard] 2 entries of the baseline " + baseline.toAbsolutePath() + " matched no finding"),
                note);
        // one entry a line, as in the file but with spaces (javac indents the lines of a long message)
        assertEquals(
                List.of("UnboundedArray p.Book p.Review.likes", "UnboundedArray p.Book tags"),
                note.lines().skip(1).map(String::trim).toList(),
                note);
    }

    @Test
    void fixedRuleError_neverWrittenNorHidden() throws IOException {
        Path baseline = dir.resolve("baseline.txt");
        String book = """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document(database = "shop", collection = "bo$oks") // expect: ERROR CollectionName
                class Book {
                    org.bson.types.ObjectId id;
                    List<String> tags;
                }
                """;
        ProcessorTester.Result written = ProcessorTester.create()
                .source("p.Book", book)
                .option("schemaguard.baseline=" + baseline)
                .option("schemaguard.writeBaseline=true")
                .expectMarkedDiagnostics();
        assertEquals(Compilation.Status.FAILURE, written.compilation().status());
        String text = Files.readString(baseline, StandardCharsets.UTF_8);
        assertEquals(Baseline.HEADER + "UnboundedArray\tp.Book\ttags\n", text);
        assertEquals(
                "[schemaguard] 1 finding in 1 document: CollectionName 1; 1 more written to the baseline",
                written.summary());

        // listed by hand, it still hides nothing, and the user is told
        Files.writeString(baseline, text + "CollectionName\tp.Book\t@Document collection\n", StandardCharsets.UTF_8);
        ProcessorTester.Result result = ProcessorTester.create()
                .source("p.Book", book)
                .option("schemaguard.baseline=" + baseline)
                .compile();
        result.assertNoCrash();
        assertTrue(result.message("CollectionName").contains("'bo$oks'"));
        assertEquals(List.of(), result.messages("UnboundedArray"));
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
        List<String> warnings = sourceless(result, Diagnostic.Kind.WARNING);
        assertEquals(1, warnings.size(), warnings::toString);
        assertTrue(warnings.get(0).contains("fixed rules (CollectionName)"), warnings.get(0));
    }

    @Test
    void warningsAsErrors_hiddenFindingsDoNotFailTheBuild() {
        Path baseline = dir.resolve("baseline.txt");
        write(baseline, BOOK, REVIEW);
        ProcessorTester.Result result = read(baseline, BOOK, REVIEW)
                .option("schemaguard.warningsAsErrors=true")
                .expectClean();
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status());
        // the document is clean, so its schema class is written
        assertTrue(result.compilation().generatedSourceFile("p.BookSchema").isPresent());
    }

    @Test
    void indexFinding_keyedByTheIndexKeys_notItsPlaceAmongTheOthers() throws IOException {
        Path baseline = dir.resolve("baseline.txt");
        String item = """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop")
                @IndexHint(keys = {"a", "b"})
                @IndexHint(keys = "a")
                class Item {
                    org.bson.types.ObjectId id;
                    String a;
                    String b;
                }
                """;
        ProcessorTester.create()
                .source("p.Item", item)
                .option("schemaguard.baseline=" + baseline)
                .option("schemaguard.writeBaseline=true")
                .expectClean();
        assertEquals(
                Baseline.HEADER + "RedundantIndexPrefix\tp.Item\t@IndexHint(keys={\"a\"})\n",
                Files.readString(baseline, StandardCharsets.UTF_8));
        // the indexes in the other order, one more between them: the same finding
        ProcessorTester.Result result = ProcessorTester.create()
                .source(
                        "p.Item",
                        item.replace(
                                "@IndexHint(keys = {\"a\", \"b\"})\n@IndexHint(keys = \"a\")",
                                "@IndexHint(keys = \"a\")\n@IndexHint(keys = \"b\")\n@IndexHint(keys = {\"a\", \"b\"})"))
                .option("schemaguard.baseline=" + baseline)
                .expectClean();
        assertEquals(List.of(), result.notes());
    }

    @Test
    void acrossDocuments_keyedByTheClassReportedOn() throws IOException {
        Path baseline = dir.resolve("baseline.txt");
        String a = """
                package p;
                @dev.schemaguard.annotations.Document(database = "shop")
                class Author {
                    org.bson.types.ObjectId id;
                }
                """;
        String b = """
                package p;
                @dev.schemaguard.annotations.Document(database = "shop")
                class Shelf {
                    org.bson.types.ObjectId id;
                }
                """;
        ProcessorTester.create()
                .source("p.Author", a)
                .source("p.Shelf", b)
                .option("schemaguard.maxCollectionsPerDatabase=1")
                .option("schemaguard.baseline=" + baseline)
                .option("schemaguard.writeBaseline=true")
                .expectClean();
        String text = Files.readString(baseline, StandardCharsets.UTF_8);
        assertTrue(text.startsWith(Baseline.HEADER + "TooManyCollections\tp."), text);
        ProcessorTester.Result result = ProcessorTester.create()
                .source("p.Author", a)
                .source("p.Shelf", b)
                .option("schemaguard.maxCollectionsPerDatabase=1")
                .option("schemaguard.baseline=" + baseline)
                .expectClean();
        assertEquals(List.of(), result.notes());
    }

    @Test
    void written_whenOnlyOneProcessorRuns() throws IOException {
        // no @Document: javac never calls the bootstrap processor, and the other must not wait for it
        Path baseline = dir.resolve("baseline.txt");
        ProcessorTester.create()
                .source("p.Part", """
                package p;
                class Part {
                    @dev.schemaguard.annotations.Bounded(max = 5) java.util.List<String> names;
                }
                """)
                .option("schemaguard.baseline=" + baseline)
                .option("schemaguard.writeBaseline=true")
                .expectClean();
        assertEquals(Baseline.HEADER, Files.readString(baseline, StandardCharsets.UTF_8));
    }

    @Test
    void embeddedClassOfTwoDocuments_oneEntryEach_andEachHidesOnlyItsOwn() throws IOException {
        Path baseline = dir.resolve("baseline.txt");
        String shelf = """
                package p;
                @dev.schemaguard.annotations.Document(database = "shop")
                class Shelf {
                    org.bson.types.ObjectId id;
                    @dev.schemaguard.annotations.Bounded(max = 3) java.util.List<Review> featured;
                }
                """;
        ProcessorTester.Result written = ProcessorTester.create()
                .source("p.Book", BOOK)
                .source("p.Review", REVIEW)
                .source("p.Shelf", shelf)
                .option("schemaguard.baseline=" + baseline)
                .option("schemaguard.writeBaseline=true")
                .expectClean();
        // issue 27, item 11: the build without a baseline sums up 3 findings; the note says why there are 4 entries
        assertEquals(
                "[schemaguard] 3 findings in 2 documents: UnboundedArray 3",
                ProcessorTester.create()
                        .source("p.Book", BOOK)
                        .source("p.Review", REVIEW)
                        .source("p.Shelf", shelf)
                        .compile()
                        .summary());
        assertEquals(
                List.of("[schemaguard] wrote 4 entries to the baseline " + baseline.toAbsolutePath()
                        + " for 3 findings, as the summary counts them: a finding on a class that several documents share "
                        + "(an embedded type, a superclass) is printed once and has an entry for each document that reaches "
                        + "it, so that each entry hides it in its document alone; commit it: later builds with "
                        + "-Aschemaguard.baseline and without -Aschemaguard.writeBaseline report only findings that are not "
                        + "in it"),
                written.notes());
        String text = Files.readString(baseline, StandardCharsets.UTF_8);
        assertTrue(text.contains("UnboundedArray\tp.Book\tp.Review.likes\n"), text);
        assertTrue(text.contains("UnboundedArray\tp.Shelf\tp.Review.likes\n"), text);
        // without Book's entry, the field is reported again, once, although Shelf's entry still matches
        Files.writeString(
                baseline, text.replace("UnboundedArray\tp.Book\tp.Review.likes\n", ""), StandardCharsets.UTF_8);
        ProcessorTester.Result result = ProcessorTester.create()
                .source("p.Book", BOOK)
                .source(
                        "p.Review",
                        REVIEW.replace("List<String> likes;", "List<String> likes; // expect: WARNING UnboundedArray"))
                .source("p.Shelf", shelf)
                .option("schemaguard.baseline=" + baseline)
                .expectMarkedDiagnostics();
        assertEquals(
                List.of(),
                result.notes().stream()
                        .filter(n -> n.contains("matched no finding"))
                        .toList());
    }

    @Test
    void superclassFieldOfTwoDocuments_oneEntryEach_printedOnceNamingOnlyTheDocumentsNotHidden() throws IOException {
        // issue 18, item 2: one finding on the field, keyed per document as before
        Path baseline = dir.resolve("baseline.txt");
        String publications = """
                package p;
                abstract class Publication {
                    org.bson.types.ObjectId id;
                    java.util.List<String> tags;MARK
                }
                @dev.schemaguard.annotations.Document(collection = "books") class Book extends Publication { }
                @dev.schemaguard.annotations.Document(collection = "magazines") class Magazine extends Publication { }
                """;
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Publication", publications.replace("MARK", ""))
                .option("schemaguard.baseline=" + baseline)
                .option("schemaguard.writeBaseline=true")
                .expectClean();
        String text = Files.readString(baseline, StandardCharsets.UTF_8);
        assertTrue(text.contains("UnboundedArray\tp.Book\tp.Publication.tags\n"), text);
        assertTrue(text.contains("UnboundedArray\tp.Magazine\tp.Publication.tags\n"), text);
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Publication", publications.replace("MARK", ""))
                .option("schemaguard.baseline=" + baseline)
                .expectClean();
        Files.writeString(
                baseline, text.replace("UnboundedArray\tp.Book\tp.Publication.tags\n", ""), StandardCharsets.UTF_8);
        String message = ProcessorTester.forRules("UnboundedArray")
                .source("p.Publication", publications.replace("MARK", " // expect: WARNING UnboundedArray"))
                .option("schemaguard.baseline=" + baseline)
                .expectMarkedDiagnostics()
                .message("UnboundedArray");
        assertTrue(message.contains("; in document 'Book' (collection 'books')"), message);
    }

    @Test
    void missingFile_isAClearError() {
        Path missing = dir.resolve("nowhere/baseline.txt");
        ProcessorTester.Result result = read(missing, BOOK, REVIEW).compile();
        result.assertNoCrash();
        List<String> errors = sourceless(result, Diagnostic.Kind.ERROR);
        assertEquals(
                List.of(
                        "[schemaguard] the baseline file " + missing.toAbsolutePath() + " does not exist; write it "
                                + "with -Aschemaguard.writeBaseline=true (a relative path resolves against the compiler's working "
                                + "directory: pass an absolute one, such as ${project.basedir}/schemaguard-baseline.txt in Maven)"),
                errors);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void unreadableFile_isAClearError() {
        // a directory where the file should be: reading fails inside the JDK, not in schemaguard
        ProcessorTester.Result result = read(dir, BOOK, REVIEW).compile();
        result.assertNoCrash();
        List<String> errors = sourceless(result, Diagnostic.Kind.ERROR);
        assertEquals(1, errors.size(), errors::toString);
        assertTrue(
                errors.get(0).startsWith("[schemaguard] cannot read the baseline file " + dir.toAbsolutePath() + ": "),
                errors.get(0));
    }

    @Test
    void malformedLine_isAnErrorWithItsNumber() throws IOException {
        Path baseline = dir.resolve("baseline.txt");
        Files.writeString(baseline, "# comment\nUnboundedArray\tp.Book\ttags\nUnboundedArray p.Book reviews\n");
        ProcessorTester.Result result = read(baseline, BOOK, REVIEW).compile();
        result.assertNoCrash();
        List<String> errors = sourceless(result, Diagnostic.Kind.ERROR);
        assertEquals(
                List.of("[schemaguard] line 3 of the baseline file " + baseline.toAbsolutePath()
                        + " is not rule<TAB>document<TAB>path: 'UnboundedArray p.Book reviews'; fix the line, or write the "
                        + "file again with -Aschemaguard.writeBaseline=true"),
                errors);
    }

    @Test
    void notUtf8_isAClearError() throws IOException {
        Path baseline = dir.resolve("baseline.txt");
        Files.write(baseline, new byte[] {'U', (byte) 0xff, (byte) 0xfe, '\n'});
        List<String> errors = sourceless(read(baseline, BOOK, REVIEW).compile(), Diagnostic.Kind.ERROR);
        assertEquals(1, errors.size(), errors::toString);
        assertTrue(errors.get(0).contains("is not UTF-8 text"), errors.get(0));
    }

    @Test
    void unwritableFile_isAClearError() throws IOException {
        Path blocker = dir.resolve("blocker");
        Files.writeString(blocker, "a file, not a directory");
        Path baseline = blocker.resolve("baseline.txt");
        ProcessorTester.Result result = ProcessorTester.create()
                .source("p.Book", BOOK)
                .source("p.Review", REVIEW)
                .option("schemaguard.baseline=" + baseline)
                .option("schemaguard.writeBaseline=true")
                .compile();
        result.assertNoCrash();
        List<String> errors = sourceless(result, Diagnostic.Kind.ERROR);
        assertEquals(1, errors.size(), errors::toString);
        assertTrue(
                errors.get(0).startsWith("[schemaguard] cannot write the baseline file " + baseline.toAbsolutePath()),
                errors.get(0));
    }

    @Test
    void writeWithoutFile_isAnOptionError() {
        ProcessorTester.Result result = ProcessorTester.create()
                .source(
                        "p.Book",
                        BOOK.replace("List<String> tags;", "List<String> tags; // expect: WARNING UnboundedArray")
                                .replace(
                                        "List<Review> reviews;",
                                        "List<Review> reviews; // expect: WARNING UnboundedArray"))
                .source(
                        "p.Review",
                        REVIEW.replace("List<String> likes;", "List<String> likes; // expect: WARNING UnboundedArray"))
                .option("schemaguard.writeBaseline=true")
                .compile();
        result.assertNoCrash();
        assertEquals(
                List.of("[schemaguard] -Aschemaguard.writeBaseline=true needs the file to write: add "
                        + "-Aschemaguard.baseline=<file>, such as -Aschemaguard.baseline=schemaguard-baseline.txt"),
                sourceless(result, Diagnostic.Kind.ERROR));
    }

    @Test
    void summary_absentWhenNothingIsFound() {
        ProcessorTester.Result result =
                ProcessorTester.create().source("p.Book", """
                package p;
                @dev.schemaguard.annotations.Document(database = "shop")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """).expectClean();
        assertNull(result.summary());
        assertEquals(List.of(), result.notes());
    }

    @Test
    void summary_countsPerRule_mostFirst_andDocuments() {
        ProcessorTester.Result result = ProcessorTester.create()
                .source("p.Book", """
                        package p;
                        import java.util.List;
                        @dev.schemaguard.annotations.Document(database = "shop", collection = "Books") // expect: WARNING CollectionNameStyle
                        class Book {
                            org.bson.types.ObjectId id;
                            List<String> tags; // expect: WARNING UnboundedArray
                        }
                        """)
                .source("p.Shelf", """
                        package p;
                        import java.util.List;
                        @dev.schemaguard.annotations.Document(database = "shop")
                        class Shelf {
                            org.bson.types.ObjectId id;
                            List<String> books; // expect: WARNING UnboundedArray
                        }
                        """)
                .expectMarkedDiagnostics();
        assertEquals(
                "[schemaguard] 3 findings in 2 documents: UnboundedArray 2, CollectionNameStyle 1", result.summary());
        assertFalse(result.summary().contains("hidden"));
    }

    @Test
    void summary_oneFindingOfASuperclass_countedOnce_inEachDocumentItConcerns() {
        ProcessorTester.Result result = ProcessorTester.forRules("UnboundedArray")
                .source("p.Publication", """
                package p;
                abstract class Publication {
                    org.bson.types.ObjectId id;
                    java.util.List<String> tags; // expect: WARNING UnboundedArray
                }
                @dev.schemaguard.annotations.Document(collection = "books") class Book extends Publication { }
                @dev.schemaguard.annotations.Document(collection = "magazines") class Magazine extends Publication { }
                """)
                .expectMarkedDiagnostics();
        assertEquals("[schemaguard] 1 finding in 2 documents: UnboundedArray 1", result.summary());
    }

    private static List<String> sourceless(ProcessorTester.Result result, Diagnostic.Kind kind) {
        return result.compilation().diagnostics().stream()
                .filter(d -> d.getKind() == kind && d.getLineNumber() == Diagnostic.NOPOS)
                .map(d -> d.getMessage(Locale.ROOT))
                .filter(m -> m.startsWith("[schemaguard] "))
                .toList();
    }
}
