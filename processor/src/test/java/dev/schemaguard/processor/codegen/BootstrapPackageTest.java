package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.GeneratedTypesProbe;
import dev.schemaguard.processor.testing.ProcessorTester;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import java.io.File;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Where the bootstrap goes (docs/guide/generated-code.md), and the layouts in which it cannot go anywhere: each is an
 * error that names {@code -Aschemaguard.bootstrapPackage} and says what to do, never generated
 * code that does not compile. The schema classes are written all the same.
 */
class BootstrapPackageTest {

    private static final String OPTION = "-Aschemaguard.bootstrapPackage";

    private static final String BOOK = """
            package shop;
            import dev.schemaguard.annotations.*;
            @Document(collection = "books")
            public class Book { org.bson.types.ObjectId id; }
            """;

    private static final String NOTE = """
            import dev.schemaguard.annotations.*;
            @Document(collection = "notes")
            public class Note { org.bson.types.ObjectId id; } // expect: ERROR schemaguard
            """;

    /** Issue 11, item 3: it was an [InternalError] (the Filer refused the file), and the targets did not compile. */
    @Test
    void positive_userClassNamedSchemaBootstrapInTheBootstrapPackage() {
        String user = """
                package shop;
                public class SchemaBootstrap { // expect: ERROR schemaguard
                    public static void apply() { }
                }
                """;
        ProcessorTester.Result result = ProcessorTester.create()
                .source("shop.Book", BOOK)
                .source("shop.SchemaBootstrap", user)
                .expectMarkedDiagnostics();
        String message = onlyError(result);
        assertTrue(
                message.startsWith("[schemaguard] class 'shop.SchemaBootstrap' has the name of the bootstrap class "
                        + "schemaguard generates in package 'shop' (the longest package common to the documents), so no "
                        + "bootstrap was written; rename the class, or set " + OPTION + " to another package"),
                message);
        assertEquals(
                Set.of("shop.BookSchema"),
                generated(List.of(), "shop.Book", BOOK, "shop.SchemaBootstrap", user),
                "the schema class still, and no bootstrap");
    }

    @Test
    void positive_userClassNamedSchemaBootstrapTargetsInThePackageOfTheOption() {
        String user = """
                package app;
                class SchemaBootstrapTargets { } // expect: ERROR schemaguard
                """;
        ProcessorTester.Result result = ProcessorTester.create()
                .option("schemaguard.bootstrapPackage=app")
                .source("shop.Book", BOOK)
                .source("app.SchemaBootstrapTargets", user)
                .expectMarkedDiagnostics();
        String message = onlyError(result);
        assertTrue(
                message.contains("class 'app.SchemaBootstrapTargets' has the name of the bootstrap class schemaguard "
                        + "generates in package 'app' (" + OPTION + "=app)"),
                message);
        assertEquals(
                Set.of("shop.BookSchema"),
                generated(
                        List.of("schemaguard.bootstrapPackage=app"),
                        "shop.Book",
                        BOOK,
                        "app.SchemaBootstrapTargets",
                        user));
    }

    /**
     * docs/guide/getting-started.md (Gradle): the bootstrap is generated when schemaguard-runtime is on the compile class path. A
     * project with the processor and the driver but not the runtime compiles, gets its schema
     * classes, and one note that names the artifact to add, not a bootstrap that does not compile.
     */
    @Test
    void negative_withoutTheRuntime_schemaClassesAndANoteButNoBootstrap() {
        List<File> withoutRuntime = Stream.of(
                        System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.contains("schemaguard-runtime")
                        && !entry.replace('\\', '/').contains("/runtime/target/"))
                .map(File::new)
                .toList();
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withClasspath(withoutRuntime)
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor())
                .compile(
                        JavaFileObjects.forSourceString("shop.Book", BOOK),
                        JavaFileObjects.forSourceString("shop.Shelf", """
                        package shop;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "shelves")
                        public class Shelf { org.bson.types.ObjectId id; }
                        """));

        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics()::toString);
        assertEquals(
                Set.of("shop/BookSchema.java", "shop/ShelfSchema.java"),
                new TreeSet<>(CompiledOutput.sources(compilation).keySet()));
        List<String> notes =
                compilation.notes().stream().map(n -> n.getMessage(Locale.ROOT)).toList();
        assertEquals(
                List.of("[schemaguard] no SchemaBootstrap was generated: add dev.schemaguard:schemaguard-runtime (it "
                        + "brings org.mongodb:mongodb-driver-sync) to the application's dependencies to get the class that creates "
                        + "these collections and indexes at startup; the schema classes were generated"),
                notes);
        assertEquals(
                "Book.java",
                compilation.notes().get(0).getSource().getName().replaceAll(".*/", ""),
                "once, on the first document by name");
        assertEquals(List.of(), compilation.warnings(), compilation.diagnostics()::toString);
    }

    @Test
    void negative_userClassNamedSchemaBootstrapInAnotherPackage() throws Exception {
        ProcessorTester.Result result = ProcessorTester.create()
                .source("shop.Book", BOOK)
                .source("shop.util.SchemaBootstrap", """
                        package shop.util;
                        public class SchemaBootstrap { }
                        """)
                .expectClean();
        assertEquals(
                Set.of("shop/BookSchema.java", "shop/SchemaBootstrap.java", "shop/SchemaBootstrapTargets.java"),
                new TreeSet<>(CompiledOutput.sources(result.compilation()).keySet()));
        assertEquals(List.of("books"), collections(result.compilation(), "shop.SchemaBootstrapTargets"));
    }

    /** Issue 11, item 4: the targets class in package boot could not see NoteSchema, and did not compile. */
    @Test
    void positive_documentInTheUnnamedPackageWithABootstrapPackage() {
        ProcessorTester.Result result = ProcessorTester.create()
                .option("schemaguard.bootstrapPackage=boot")
                .source("Note", NOTE)
                .expectMarkedDiagnostics();
        String message = onlyError(result);
        assertEquals(
                "[schemaguard] 'Note' is in the unnamed package, which the bootstrap in package 'boot' (" + OPTION
                        + "=boot) cannot reach: a class in a named package cannot import from the unnamed one; move 'Note' into "
                        + "a package, or remove " + OPTION + " so that the bootstrap goes to the unnamed package too",
                message);
        assertEquals(Set.of("NoteSchema"), generated(List.of("schemaguard.bootstrapPackage=boot"), "Note", NOTE));
    }

    /** Issue 11, item 4: the bootstrap went to the unnamed package, where the application cannot call it. */
    @Test
    void positive_documentsInNamedPackagesWithNoCommonOne() {
        String b = """
                package b;
                import dev.schemaguard.annotations.*;
                @Document(collection = "books_b")
                public class Book { org.bson.types.ObjectId id; }
                """;
        String a = """
                package a;
                import dev.schemaguard.annotations.*;
                @Document(collection = "books_a")
                public class Book { org.bson.types.ObjectId id; } // expect: ERROR schemaguard
                """;
        ProcessorTester.Result result =
                ProcessorTester.create().source("b.Book", b).source("a.Book", a).expectMarkedDiagnostics();
        assertEquals(
                "[schemaguard] the bootstrap would go to the unnamed package, the longest package common to the "
                        + "documents ('a.Book', 'b.Book'), where a class of a named package cannot use it; set "
                        + OPTION
                        + " to the package of your application that should hold SchemaBootstrap, such as " + OPTION
                        + "=a",
                onlyError(result));
        assertEquals(Set.of("a.BookSchema", "b.BookSchema"), generated(List.of(), "b.Book", b, "a.Book", a));
    }

    /** A document with errors gets no bootstrap anyway: its findings are all the user needs first. */
    @Test
    void negative_documentsInNamedPackagesWithNoCommonOneAndAnError() {
        ProcessorTester.create().source("a.Book", """
                        package a;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "books_a")
                        public class Book {
                            org.bson.types.ObjectId id;
                            @Bounded(max = 0) java.util.List<String> tags; // expect: ERROR InvalidAnnotation
                        }
                        """).source("b.Book", """
                        package b;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "books_b")
                        public class Book { org.bson.types.ObjectId id; }
                        """).expectMarkedDiagnostics();
    }

    @Test
    void negative_documentsInNamedPackagesWithABootstrapPackage() throws Exception {
        ProcessorTester.Result result = ProcessorTester.create()
                .option("schemaguard.bootstrapPackage=app")
                .source("a.Book", """
                        package a;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "books_a")
                        public class Book { org.bson.types.ObjectId id; }
                        """)
                .source("b.Book", """
                        package b;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "books_b")
                        public class Book { org.bson.types.ObjectId id; }
                        """)
                .expectClean();
        assertEquals(List.of("books_a", "books_b"), collections(result.compilation(), "app.SchemaBootstrapTargets"));
    }

    /** A document in the unnamed package beside named ones: no package can hold the bootstrap, the option cannot help. */
    @Test
    void positive_documentInTheUnnamedPackageBesideNamedOnes() {
        for (List<String> options : List.of(List.<String>of(), List.of("schemaguard.bootstrapPackage=shop"))) {
            ProcessorTester tester =
                    ProcessorTester.create().source("shop.Book", BOOK).source("Note", NOTE);
            options.forEach(tester::option);
            String message = onlyError(tester.expectMarkedDiagnostics());
            assertTrue(
                    message.startsWith("[schemaguard] 'Note' is in the unnamed package, while other documents are in "
                            + "named ones ('shop.Book'): no package can hold a bootstrap that reaches both"),
                    message);
            assertTrue(message.endsWith("move 'Note' into a package (" + OPTION + " cannot help)"), message);
            assertEquals(
                    Set.of("NoteSchema", "shop.BookSchema"),
                    generated(options, "shop.Book", BOOK, "Note", NOTE),
                    options::toString);
        }
    }

    @Test
    void negative_everyDocumentInTheUnnamedPackage() throws Exception {
        ProcessorTester.Result result = ProcessorTester.create()
                .source("Note", NOTE.replace(" // expect: ERROR schemaguard", ""))
                .source("Memo", """
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "memos")
                        public class Memo { org.bson.types.ObjectId id; }
                        """)
                .expectClean();
        assertEquals(List.of("memos", "notes"), collections(result.compilation(), "SchemaBootstrapTargets"));
    }

    /** The only error of the compilation: javac has none of its own, so the generated code compiles. */
    private static String onlyError(ProcessorTester.Result result) {
        List<String> errors = result.compilation().errors().stream()
                .map(d -> d.getMessage(Locale.ROOT))
                .toList();
        assertEquals(1, errors.size(), result.all());
        return errors.get(0);
    }

    /** The types the processors generated, among the names these tests use. */
    private static Set<String> generated(List<String> options, String... namesAndSources) {
        List<String> candidates = new ArrayList<>();
        for (String pkg : List.of("", "shop.", "app.", "boot.", "a.", "b.")) {
            for (String simple : List.of("SchemaBootstrap", "SchemaBootstrapTargets", "BookSchema", "NoteSchema")) {
                candidates.add(pkg + simple);
            }
        }
        return GeneratedTypesProbe.generated(options, candidates, namesAndSources);
    }

    /** The collections of the bootstrap's targets, in their order. */
    private static List<String> collections(Compilation compilation, String targetsClass) throws Exception {
        Class<?> targets = Class.forName(targetsClass, true, CompiledOutput.loader(compilation));
        Method all = targets.getDeclaredMethod("all");
        all.setAccessible(true);
        List<String> out = new ArrayList<>();
        for (Object target : (List<?>) all.invoke(null)) {
            out.add(((dev.schemaguard.runtime.Target) target).collection());
        }
        return out;
    }
}
