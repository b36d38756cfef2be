package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * TooManyCollections (WARNING): a database has more than schemaguard.maxCollectionsPerDatabase
 * (default 80) collections; reported once per database, on the @Document of the first class in
 * qualified-name order.
 */
class TooManyCollectionsTest {

    private static final String DOCS = "(see docs/rules/TooManyCollections.md)";

    private static String document(String pkg, String simpleName, String database, boolean marked) {
        return "package " + pkg + ";\n"
                + "import dev.schemaguard.annotations.*;\n"
                + "@Document(" + (database == null ? "" : "database = \"" + database + "\"") + ")"
                + (marked ? " // expect: WARNING TooManyCollections" : "") + "\n"
                + "class " + simpleName + " {\n"
                + "    org.bson.types.ObjectId id;\n"
                + "}\n";
    }

    @Test
    void positive_overThreshold_reportedOnceOnFirstQualifiedName() {
        // handed over out of order: p.Apple is the first in qualified-name order
        ProcessorTester.Result result = ProcessorTester.forRules("TooManyCollections")
                .option("schemaguard.maxCollectionsPerDatabase=2")
                .source("p.Zebra", document("p", "Zebra", "shop", false))
                .source("p.Apple", document("p", "Apple", "shop", true))
                .source("p.Mango", document("p", "Mango", "shop", false))
                .expectMarkedDiagnostics();
        String message = result.message("TooManyCollections");
        assertTrue(message.startsWith("[TooManyCollections] "), message);
        assertTrue(
                message.contains("database 'shop' has 3 collections, more than 2 "
                        + "(-Aschemaguard.maxCollectionsPerDatabase)"),
                message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void positive_qualifiedNameOrderAcrossPackages() {
        // p.a.Zebra sorts before p.b.Apple by qualified name
        ProcessorTester.forRules("TooManyCollections")
                .option("schemaguard.maxCollectionsPerDatabase=2")
                .source("p.b.Apple", document("p.b", "Apple", "shop", false))
                .source("p.a.Zebra", document("p.a", "Zebra", "shop", true))
                .source("p.b.Mango", document("p.b", "Mango", "shop", false))
                .expectMarkedDiagnostics();
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void positive_qualifiedNameOrderAcrossTopLevelPackages() {
        // a.Zebra sorts before b.Apple by qualified name; packages without a common prefix once hung
        // the bootstrap generator (BootstrapGenerator.commonPackage), hence the timeout; that common
        // package is the unnamed one, which is an error on the first document (docs/guide/generated-code.md)
        ProcessorTester.forRules("TooManyCollections")
                .option("schemaguard.maxCollectionsPerDatabase=2")
                .source("b.Apple", document("b", "Apple", "shop", false))
                .source(
                        "a.Zebra",
                        document("a", "Zebra", "shop", true)
                                .replace("class Zebra {", "class Zebra { // expect: ERROR schemaguard"))
                .source("b.Mango", document("b", "Mango", "shop", false))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_atThreshold() {
        ProcessorTester.forRules("TooManyCollections")
                .option("schemaguard.maxCollectionsPerDatabase=2")
                .source("p.Apple", document("p", "Apple", "shop", false))
                .source("p.Mango", document("p", "Mango", "shop", false))
                .expectClean();
    }

    @Test
    void negative_databasesCountedSeparately() {
        ProcessorTester.forRules("TooManyCollections")
                .option("schemaguard.maxCollectionsPerDatabase=2")
                .source("p.Apple", document("p", "Apple", "shop", false))
                .source("p.Mango", document("p", "Mango", "shop", false))
                .source("p.Pear", document("p", "Pear", "archive", false))
                .source("p.Plum", document("p", "Plum", "archive", false))
                .expectClean();
    }

    @Test
    void positive_onlyTheDatabaseOverThreshold() {
        ProcessorTester.forRules("TooManyCollections")
                .option("schemaguard.maxCollectionsPerDatabase=2")
                .source("p.Apple", document("p", "Apple", "shop", true))
                .source("p.Mango", document("p", "Mango", "shop", false))
                .source("p.Kiwi", document("p", "Kiwi", "shop", false))
                .source("p.Banana", document("p", "Banana", "archive", false))
                .source("p.Cherry", document("p", "Cherry", "archive", false))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_databaseFromOption() {
        ProcessorTester.forRules("TooManyCollections")
                .option("schemaguard.maxCollectionsPerDatabase=2")
                .option("schemaguard.database=shop")
                .source("p.Apple", document("p", "Apple", null, true))
                .source("p.Mango", document("p", "Mango", "shop", false))
                .source("p.Kiwi", document("p", "Kiwi", null, false))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_unknownDatabase() {
        String message = ProcessorTester.forRules("TooManyCollections")
                .option("schemaguard.maxCollectionsPerDatabase=2")
                .source("p.Apple", document("p", "Apple", null, true))
                .source("p.Mango", document("p", "Mango", null, false))
                .source("p.Kiwi", document("p", "Kiwi", null, false))
                .expectMarkedDiagnostics()
                .message("TooManyCollections");
        assertTrue(message.contains("has 3 collections"), message);
    }

    @Test
    void negative_polymorphicSubclassesShareOneCollection() {
        ProcessorTester.forRules("TooManyCollections")
                .option("schemaguard.maxCollectionsPerDatabase=2")
                .source("p.Media", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop", collection = "media")
                        class Media {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop", collection = "media")
                        class Book extends Media {
                            String isbn;
                        }
                        """)
                .source("p.Film", document("p", "Film", "shop", false))
                .expectClean();
    }

    @Test
    void negative_defaultThreshold_80Collections() {
        ProcessorTester clean = ProcessorTester.forRules("TooManyCollections");
        for (int i = 0; i < 80; i++) {
            clean.source("p.C" + (100 + i), document("p", "C" + (100 + i), "shop", false));
        }
        clean.expectClean();
    }

    @Test
    void positive_defaultThreshold_81Collections() {
        ProcessorTester over = ProcessorTester.forRules("TooManyCollections");
        for (int i = 0; i < 81; i++) {
            over.source("p.C" + (100 + i), document("p", "C" + (100 + i), "shop", i == 0));
        }
        String message = over.expectMarkedDiagnostics().message("TooManyCollections");
        assertTrue(message.contains("database 'shop' has 81 collections, more than 80"), message);
    }

    /**
     * TooManyCollections in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_TooManyCollections_overTheOption() {
            ProcessorTester.forRules("TooManyCollections")
                    .option("schemaguard.maxCollectionsPerDatabase=2")
                    .source("p.Author", sdm("""
                    @Document("authors") // expect: WARNING TooManyCollections
                    class Author { @Id String id; }
                    """))
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book { @Id String id; }
                    """))
                    .source("p.Shop", sdm("""
                    @Document
                    class Shop { @Id String id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_TooManyCollections_hierarchyIsOneCollection() {
            ProcessorTester.forRules("TooManyCollections")
                    .option("schemaguard.maxCollectionsPerDatabase=2")
                    .source("p.Author", sdm("""
                    @Document("authors")
                    class Author { @Id String id; }
                    """))
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book { @Id String id; }
                    """))
                    .source("p.Novel", sdm("""
                    @Document("books")
                    class Novel extends Book { String genre; }
                    """))
                    .expectClean();
        }
    }

    /**
     * TooManyCollections in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_TooManyCollections_overTheOption() {
            ProcessorTester.forRules("TooManyCollections")
                    .option("schemaguard.maxCollectionsPerDatabase=2")
                    .source("p.Author", morphia("""
                    @Entity("authors") // expect: WARNING TooManyCollections
                    class Author { @Id ObjectId id; }
                    """))
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book { @Id ObjectId id; }
                    """))
                    .source("p.Shop", morphia("""
                    @Entity
                    class Shop { @Id ObjectId id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        /** Embedded @Entity classes (no @Id) have no collection; a subclass of @Entity("books") is stored in "books". */
        @Test
        void negative_TooManyCollections_hierarchyAndEmbeddedTypes() {
            ProcessorTester.forRules("TooManyCollections")
                    .option("schemaguard.maxCollectionsPerDatabase=2")
                    .source("p.Author", morphia("""
                    @Entity("authors")
                    class Author { @Id ObjectId id; Address address; }
                    @Entity
                    class Address { String city; }
                    """))
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book { @Id ObjectId id; }
                    """))
                    .source("p.Novel", morphia("""
                    class Novel extends Book { String genre; }
                    """))
                    .expectClean();
        }
    }
}
