package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.GeneratedTypesProbe;
import dev.schemaguard.processor.testing.ProcessorTester;
import dev.schemaguard.runtime.Target;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Names in the user's code that the generated code uses too: whatever classes the document's
 * package declares, and whatever the documents and their fields are called, the schema classes
 * and the bootstrap compile, or the processor says why it wrote none; it never crashes.
 */
class NameClashTest {

    /**
     * A document whose schema class uses every part of the generated code but the shard key and the
     * time series: collation constants, every kind of index option, a validator. Annotations are
     * imported one by one, since a class of the package named like one would hide an import on demand.
     */
    private static final String BOOK = """
            package p;
            import dev.schemaguard.annotations.Bounded;
            import dev.schemaguard.annotations.CaseInsensitive;
            import dev.schemaguard.annotations.Collation;
            import dev.schemaguard.annotations.Document;
            import dev.schemaguard.annotations.IndexHint;
            import dev.schemaguard.annotations.Validation;
            @Document(collection = "books", database = "shop", collation = @Collation(locale = "en", strength = 2))
            @IndexHint(keys = "placedAt:-1", name = "open_books", partialFilter = "{total: {$gt: 0}}")
            @IndexHint(keys = "blurb:text", name = "book_text", collation = @Collation(locale = "simple"))
            @Validation
            public class Book {
                org.bson.types.ObjectId id;
                java.time.Instant placedAt;
                @IndexHint(expireAfterSeconds = 60) java.time.Instant lockedAt;
                double total;
                @Bounded(max = 300) java.lang.String blurb;
                @CaseInsensitive @IndexHint(name = "title_ci", collation = @Collation(locale = "fr", strength = 1))
                @Bounded(max = 20) java.lang.String title;
            }
            """;

    /** The shard key, time series options and WiredTiger settings. */
    private static final String VIEW = """
            package p;
            import dev.schemaguard.annotations.Bounded;
            import dev.schemaguard.annotations.Document;
            import dev.schemaguard.annotations.ShardKey;
            import dev.schemaguard.annotations.Storage;
            import dev.schemaguard.annotations.TimeSeries;
            @Document(collection = "views", database = "shop")
            @TimeSeries(timeField = "at", metaField = "source", granularity = TimeSeries.Granularity.MINUTES,
                    expireAfterSeconds = 60)
            @Storage(blockCompressor = Storage.Compressor.ZSTD)
            @ShardKey(keys = "source")
            public class View {
                org.bson.types.ObjectId id;
                java.time.Instant at;
                @Bounded(max = 2) java.lang.String source;
            }
            """;

    /** A validator of more lines than one string constant holds: {@code validator()} appends them to a StringBuilder. */
    private static String wide() {
        StringBuilder source = new StringBuilder("""
                package p;
                @dev.schemaguard.annotations.Document(collection = "wide", database = "shop")
                @dev.schemaguard.annotations.Validation
                public class Wide {
                    org.bson.types.ObjectId id;
                """);
        for (int i = 0; i <= SchemaClassGenerator.VALIDATOR_LINES_PER_CONSTANT; i++) {
            source.append("    int f").append(i).append(";\n");
        }
        return source.append("}\n").toString();
    }

    /**
     * Every simple name the generated code uses unqualified. A class of the document's package hides
     * a {@code java.lang} type, which is not imported; the other types are, and a single-type import
     * hides a class of the package.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "String",
                "StringBuilder",
                "Long",
                "Object",
                "Integer",
                "Document",
                "List",
                "ArrayList",
                "IndexModel",
                "IndexOptions",
                "Collation",
                "CollationStrength",
                "CreateCollectionOptions",
                "TimeUnit",
                "BsonDocument",
                "Bson",
                "Indexes",
                "TimeSeriesOptions",
                "TimeSeriesGranularity",
                "Generated",
                "Target",
                "Bootstrap",
                "Options",
                "Report",
                "MongoClient",
                "MongoDatabase"
            })
    void negative_classOfThePackageNamedLikeATypeOfTheGeneratedCode(String name) throws Exception {
        ProcessorTester.Result result = ProcessorTester.create()
                .source("p.Book", BOOK)
                .source("p.View", VIEW)
                .source("p.Wide", wide())
                .source("p." + name, "package p;\npublic class " + name + " { }\n")
                .expectClean();
        ClassLoader loader = CompiledOutput.loader(result.compilation());
        Class<?> book = loader.loadClass("p.BookSchema");
        assertEquals("shop", book.getField("DATABASE").get(null));
        assertEquals("books", book.getField("COLLECTION").get(null));
        assertEquals("title", book.getField("TITLE").get(null));
        assertEquals(String.class, book.getField("TITLE").getType());
        assertEquals(List.of("open_books", "book_text", "lockedAt_1", "title_ci"), indexNames(book));
        assertEquals(
                "en",
                ((CreateCollectionOptions)
                                book.getMethod("createCollectionOptions").invoke(null))
                        .getCollation()
                        .getLocale());
        assertTrue(((BsonDocument)
                        loader.loadClass("p.WideSchema").getMethod("validator").invoke(null))
                .getDocument("$jsonSchema")
                .getDocument("properties")
                .containsKey("f400"));
        assertEquals(
                "source", loader.loadClass("p.ViewSchema").getField("SOURCE").get(null));
        assertEquals(List.of("books", "views", "wide"), collections(loader, "p.SchemaBootstrapTargets"));
        Method apply = loader.loadClass("p.SchemaBootstrap").getMethod("apply", MongoClient.class, String.class);
        assertEquals(MongoClient.class, apply.getParameterTypes()[0]);
    }

    /** More stored paths than one class holds: their constants go to interfaces the schema class implements. */
    private static String huge() {
        StringBuilder source = new StringBuilder("""
                package p;
                @dev.schemaguard.annotations.Document(collection = "huge", database = "shop")
                @SuppressWarnings("schemaguard")
                public class Huge {
                    org.bson.types.ObjectId id;
                """);
        for (int i = 0; i < SchemaClassGenerator.PATHS_PER_CLASS; i++) {
            source.append("    int f").append(i).append(";\n");
        }
        return source.append("}\n").toString();
    }

    /**
     * Every {@code java.lang} type that generated code might come to name, declared at once in the
     * package: guards {@link SchemaClassGenerator#JAVA_LANG_NAMES}, which must list every one the
     * generated code names.
     */
    @Test
    void negative_classesOfThePackageNamedLikeTheCommonJavaLangTypes() throws Exception {
        ProcessorTester tester = ProcessorTester.create()
                .source("p.Book", BOOK)
                .source("p.View", VIEW)
                .source("p.Wide", wide());
        for (String name : List.of(
                "String",
                "StringBuilder",
                "Object",
                "Long",
                "Integer",
                "Double",
                "Boolean",
                "Character",
                "Number",
                "Math",
                "System",
                "Class",
                "Enum",
                "Record",
                "Iterable",
                "Comparable",
                "CharSequence",
                "Override",
                "Deprecated",
                "SuppressWarnings",
                "SafeVarargs",
                "Exception",
                "RuntimeException",
                "IllegalStateException",
                "IllegalArgumentException",
                "Throwable",
                "Void")) {
            tester.source("p." + name, "package p;\npublic class " + name + " { }\n");
        }
        ClassLoader loader = CompiledOutput.loader(tester.expectClean().compilation());
        assertEquals(
                "books", loader.loadClass("p.BookSchema").getField("COLLECTION").get(null));
        assertEquals(List.of("books", "views", "wide"), collections(loader, "p.SchemaBootstrapTargets"));
    }

    /** The generated code imports {@code java.lang.String} only where a class of the package needs it hidden. */
    @Test
    void negative_javaLangIsImportedOnlyInThePackageThatHidesIt() {
        ProcessorTester.Result result = ProcessorTester.create()
                .source("p.Book", BOOK)
                .source("p.String", "package p;\npublic class String { }\n")
                .source("q.Note", """
                        package q;
                        @dev.schemaguard.annotations.Document(collection = "notes", database = "shop")
                        public class Note { org.bson.types.ObjectId id; }
                        """)
                .option("schemaguard.bootstrapPackage=q")
                .expectClean();
        Map<String, String> sources = CompiledOutput.sources(result.compilation());
        assertTrue(
                sources.get("p/BookSchema.java").contains("\nimport java.lang.String;\n"),
                sources.get("p/BookSchema.java"));
        for (String file : List.of("q/NoteSchema.java", "q/SchemaBootstrap.java", "q/SchemaBootstrapTargets.java")) {
            assertFalse(sources.get(file).contains("import java.lang."), sources.get(file));
        }
    }

    @Test
    void negative_classNamedStringBesideADocumentOfMoreConstantsThanOneClassHolds() throws Exception {
        ProcessorTester.Result result = ProcessorTester.create()
                .source("p.Huge", huge())
                .source("p.String", "package p;\npublic class String { }\n")
                .expectClean();
        String holder = CompiledOutput.sources(result.compilation()).get("p/HugeSchema_Paths1.java");
        assertTrue(holder.startsWith("package p;\n\nimport java.lang.String;\n\n/**\n"), holder);
        Class<?> schema = CompiledOutput.loader(result.compilation()).loadClass("p.HugeSchema");
        assertEquals("f4999", schema.getField("F4999").get(null));
        assertEquals(String.class, schema.getField("F4999").getType());
        assertEquals("huge", schema.getField("COLLECTION").get(null));
    }

    /**
     * Documents named like the types the generated code imports, or java.lang's: the bootstrap's
     * targets name their schema classes ({@code DocumentSchema}, {@code StringSchema}), never the
     * documents themselves; but a document named {@code String} hides java.lang's for the others.
     */
    @Test
    void negative_documentsNamedLikeTypesOfTheGeneratedCode() throws Exception {
        ProcessorTester tester = ProcessorTester.create();
        List<String> names = List.of(
                "String",
                "Document",
                "List",
                "Target",
                "Collation",
                "IndexModel",
                "Generated",
                "Schema",
                "SchemaBootstrapTarget");
        for (String name : names) {
            tester.source("p." + name, """
                    package p;
                    @dev.schemaguard.annotations.Document(collection = "%s", database = "shop")
                    @dev.schemaguard.annotations.IndexHint(keys = "at:-1")
                    public class %s { org.bson.types.ObjectId id; java.time.Instant at; }
                    """.formatted(name.toLowerCase(Locale.ROOT), name));
        }
        ClassLoader loader = CompiledOutput.loader(tester.expectClean().compilation());
        for (String name : names) {
            Class<?> schema = loader.loadClass("p." + name + "Schema");
            assertEquals(
                    name.toLowerCase(Locale.ROOT), schema.getField("COLLECTION").get(null));
            assertEquals("at", schema.getField("AT").get(null));
            assertEquals(List.of("at_-1"), indexNames(schema));
        }
        assertEquals(
                names.stream().map(n -> n.toLowerCase(Locale.ROOT)).sorted().toList(),
                collections(loader, "p.SchemaBootstrapTargets"));
    }

    /**
     * It was javac's "Attempt to recreate a file for type p.OrderSchema" as schemaguard's error, and
     * a bootstrap written that named the user's class, which has no {@code COLLECTION}.
     */
    @Test
    void positive_userClassNamedLikeTheSchemaClassOfADocument() {
        String order = """
                package p;
                @dev.schemaguard.annotations.Document(collection = "orders", database = "shop")
                public class Order { org.bson.types.ObjectId id; } // expect: ERROR schemaguard
                """;
        String user = """
                package p;
                public class OrderSchema { public static int count() { return 0; } }
                """;
        ProcessorTester.Result result = ProcessorTester.create()
                .source("p.Order", order)
                .source("p.Book", BOOK)
                .source("p.OrderSchema", user)
                .expectMarkedDiagnostics();
        assertEquals(
                List.of(
                        "[schemaguard] class 'p.OrderSchema' of the sources has the name of the schema class "
                                + "schemaguard generates for 'p.Order', so none was written; rename that class, or, if schemaguard "
                                + "generated it in an earlier build, remove the directory of generated sources from the source roots"),
                errors(result));
        assertEquals(
                Set.of("p.BookSchema"),
                lastRoundTypes("p.Order", order, "p.Book", BOOK, "p.OrderSchema", user),
                "the other schema classes, and no bootstrap, which would name the user's class");
    }

    /** A schema class of an earlier build given to javac again: the same error, and no crash. */
    @Test
    void positive_schemaClassOfAnEarlierBuildAmongTheSources() {
        String order = """
                package p;
                @dev.schemaguard.annotations.Document(collection = "orders", database = "shop")
                public class Order { org.bson.types.ObjectId id; } // expect: ERROR schemaguard
                """;
        ProcessorTester.Result first = ProcessorTester.create()
                .source("p.Order", order.replace(" // expect: ERROR schemaguard", ""))
                .expectClean();
        String earlier = CompiledOutput.sources(first.compilation()).get("p/OrderSchema.java");
        ProcessorTester.Result again = ProcessorTester.create()
                .source("p.Order", order)
                .source("p.OrderSchema", earlier)
                .expectMarkedDiagnostics();
        assertEquals(1, errors(again).size(), again.all());
        assertTrue(errors(again).get(0).contains("if schemaguard generated it in an earlier build"), again.all());
    }

    /** The bootstrap of an earlier build given to javac again: said as such, not "rename the class". */
    @Test
    void positive_bootstrapOfAnEarlierBuildAmongTheSources() {
        String order = """
                package p;
                @dev.schemaguard.annotations.Document(collection = "orders", database = "shop")
                public class Order { org.bson.types.ObjectId id; }
                """;
        ProcessorTester.Result first =
                ProcessorTester.create().source("p.Order", order).expectClean();
        Map<String, String> earlier = CompiledOutput.sources(first.compilation());
        ProcessorTester.Result again = ProcessorTester.create()
                .source("p.Order", order)
                .source("p.SchemaBootstrap", earlier.get("p/SchemaBootstrap.java"))
                .source("p.SchemaBootstrapTargets", earlier.get("p/SchemaBootstrapTargets.java"))
                .compile();
        List<String> errors = errors(again);
        assertEquals(2, errors.size(), again.all());
        for (String error : errors) {
            assertTrue(
                    error.contains("is the bootstrap schemaguard generated in an earlier build, given to javac again "
                            + "as a source, so no bootstrap was written; remove the directory of generated sources"),
                    error);
        }
    }

    @Test
    void negative_documentsAndAClassNamedStringInTheUnnamedPackage() throws Exception {
        ProcessorTester.Result result = ProcessorTester.create()
                .source("Book", """
                        @dev.schemaguard.annotations.Document(collection = "books", database = "shop")
                        @dev.schemaguard.annotations.IndexHint(keys = "at:-1")
                        public class Book { org.bson.types.ObjectId id; java.time.Instant at; }
                        """)
                .source("String", "public class String { }\n")
                .expectClean();
        ClassLoader loader = CompiledOutput.loader(result.compilation());
        assertEquals(
                "books", loader.loadClass("BookSchema").getField("COLLECTION").get(null));
        assertEquals("at", loader.loadClass("BookSchema").getField("AT").get(null));
        assertEquals(List.of("books"), collections(loader, "SchemaBootstrapTargets"));
    }

    /** Nested documents, beside nested classes named like java.lang and generated-code types, which are not in scope. */
    @Test
    void negative_nestedDocuments() throws Exception {
        ProcessorTester.Result result =
                ProcessorTester.create().source("p.Outer", """
                        package p;
                        public class Outer {
                            @dev.schemaguard.annotations.Document(collection = "inners", database = "shop")
                            public static class Inner {
                                org.bson.types.ObjectId id; java.time.Instant at;
                                @dev.schemaguard.annotations.Document(collection = "deepers", database = "shop")
                                public static class Deeper { org.bson.types.ObjectId id; }
                            }
                            public static class String { }
                            public static class Document { }
                        }
                        """).expectClean();
        ClassLoader loader = CompiledOutput.loader(result.compilation());
        assertEquals(
                "inners",
                loader.loadClass("p.Outer_InnerSchema").getField("COLLECTION").get(null));
        assertEquals(
                "at", loader.loadClass("p.Outer_InnerSchema").getField("AT").get(null));
        assertEquals(
                "deepers",
                loader.loadClass("p.Outer_Inner_DeeperSchema")
                        .getField("COLLECTION")
                        .get(null));
        assertEquals(List.of("deepers", "inners"), collections(loader, "p.SchemaBootstrapTargets"));
    }

    /** {@code A_B.C} and {@code A.B_C} would share {@code A_B_CSchema}: one error, the first by name gets it, no bootstrap. */
    @Test
    void positive_nestedDocumentsThatWouldShareASchemaClass() {
        ProcessorTester.Result result =
                ProcessorTester.create().source("p.A_B", """
                        package p;
                        public class A_B {
                            @dev.schemaguard.annotations.Document(collection = "one", database = "shop")
                            public static class C { org.bson.types.ObjectId id; } // expect: ERROR schemaguard
                        }
                        """).source("p.A", """
                        package p;
                        public class A {
                            @dev.schemaguard.annotations.Document(collection = "two", database = "shop")
                            public static class B_C { org.bson.types.ObjectId id; }
                        }
                        """).expectMarkedDiagnostics();
        assertEquals(
                List.of("[schemaguard] 'p.A_B.C' and 'p.A.B_C' would both get the schema class 'p.A_B_CSchema'; "
                        + "rename one of them"),
                errors(result));
    }

    /** Names with {@code $} and letters beyond ASCII, in packages, classes and fields. */
    @Test
    void negative_dollarAndUnicodeInNames() throws Exception {
        ProcessorTester.Result result = ProcessorTester.create()
                .option("schemaguard.FieldNameStyle=OFF")
                .option("schemaguard.UnaddressableFieldName=OFF")
                .option("schemaguard.CollectionNameStyle=OFF")
                .source("p.\u00fcber.Bo$k", """
                        package p.\u00fcber;
                        @dev.schemaguard.annotations.Document(collection = "books", database = "shop")
                        @dev.schemaguard.annotations.IndexHint(keys = "\u00f1ame")
                        public class Bo$k {
                            org.bson.types.ObjectId id;
                            int \u00f1ame; int $price; int _under; int \u00b5; int \u0131d; int \u540d\u524d;
                        }
                        """)
                .source("p.\u00fcber.B\u00fccher", """
                        package p.\u00fcber;
                        @dev.schemaguard.annotations.Document(collection = "b\u00fccher", database = "shop")
                        public class B\u00fccher { org.bson.types.ObjectId id; }
                        """)
                .source("p.\u00fcber.$", """
                        package p.\u00fcber;
                        @dev.schemaguard.annotations.Document(collection = "dollar", database = "shop")
                        public class $ { org.bson.types.ObjectId id; }
                        """)
                .expectClean();
        ClassLoader loader = CompiledOutput.loader(result.compilation());
        Class<?> book = loader.loadClass("p.\u00fcber.Bo$kSchema");
        assertEquals("\u00f1ame", book.getField("\u00d1AME").get(null));
        assertEquals("$price", book.getField("_PRICE").get(null));
        assertEquals("_under", book.getField("_UNDER").get(null));
        assertEquals("\u00b5", book.getField("\u039c").get(null));
        assertEquals("_id", book.getField("ID").get(null));
        assertEquals("\u0131d", book.getField("ID_2").get(null));
        assertEquals("\u540d\u524d", book.getField("\u540d\u524d").get(null));
        assertEquals(List.of("\u00f1ame_1"), indexNames(book));
        assertEquals(
                "b\u00fccher",
                loader.loadClass("p.\u00fcber.B\u00fccherSchema")
                        .getField("COLLECTION")
                        .get(null));
        assertEquals(
                "dollar",
                loader.loadClass("p.\u00fcber.$Schema").getField("COLLECTION").get(null));
        assertEquals(
                List.of("books", "b\u00fccher", "dollar"), collections(loader, "p.\u00fcber.SchemaBootstrapTargets"));
    }

    /**
     * Fields whose constants would share a name, with each other or with the constants beside them
     * ({@code DATABASE}, {@code COLLECTION}, {@code COLLATION}, {@code SHARD_KEY}, a collation's):
     * numbered in the order of the fields, and the constants beside them keep their names.
     */
    @Test
    void negative_fieldsWhoseConstantNamesCoincide() throws Exception {
        ProcessorTester.Result result =
                ProcessorTester.create().source("p.Clash", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "clashes", database = "shop")
                        @ShardKey(keys = "fooBar")
                        @SuppressWarnings("schemaguard")
                        public class Clash {
                            org.bson.types.ObjectId id;
                            int fooBar; int foo_bar; int FOO_BAR; int FooBar;
                            int database; int collection; int collation; int collectionExpression; int shardKey;
                            int DATABASE_2; int schemaguard$storedPaths;
                            @CaseInsensitive @IndexHint(collation = @Collation(locale = "en", strength = 2))
                            @Bounded(max = 9) String name;
                            int nameCollation; int NAME_COLLATION;
                        }
                        """).expectClean();
        Class<?> schema = CompiledOutput.loader(result.compilation()).loadClass("p.ClashSchema");
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("FOO_BAR", "fooBar");
        expected.put("FOO_BAR_2", "foo_bar");
        expected.put("FOO_BAR_3", "FOO_BAR");
        expected.put("FOO_BAR_4", "FooBar");
        expected.put("DATABASE", "shop");
        expected.put("DATABASE_2", "database");
        expected.put("DATABASE_2_2", "DATABASE_2");
        expected.put("COLLECTION", "clashes");
        expected.put("COLLECTION_2", "collection");
        expected.put("COLLATION", null);
        expected.put("COLLATION_2", "collation");
        expected.put("COLLECTION_EXPRESSION_2", "collectionExpression");
        expected.put("SHARD_KEY_2", "shardKey");
        expected.put("SCHEMAGUARD_STORED_PATHS", "schemaguard$storedPaths");
        expected.put("NAME_COLLATION_2", "nameCollation");
        expected.put("NAME_COLLATION_3", "NAME_COLLATION");
        for (Map.Entry<String, Object> constant : expected.entrySet()) {
            assertEquals(constant.getValue(), schema.getField(constant.getKey()).get(null), constant.getKey());
        }
        assertEquals(
                "com.mongodb.client.model.Collation",
                schema.getField("NAME_COLLATION").getType().getName());
        assertEquals(
                "org.bson.conversions.Bson",
                schema.getField("SHARD_KEY").getType().getName());
    }

    /** Schema classes of one simple name in several packages: the bootstrap imports one and qualifies the others. */
    @Test
    void negative_sameSimpleNameInSeveralPackages() throws Exception {
        ProcessorTester tester = ProcessorTester.create();
        for (String pkg : List.of("a", "a.x", "a.y")) {
            tester.source(pkg + ".Book", """
                    package %s;
                    @dev.schemaguard.annotations.Document(collection = "%s", database = "shop")
                    public class Book { org.bson.types.ObjectId id; }
                    """.formatted(pkg, pkg.replace('.', '_')));
        }
        ProcessorTester.Result result = tester.expectClean();
        assertEquals(
                List.of("a", "a_x", "a_y"),
                collections(CompiledOutput.loader(result.compilation()), "a.SchemaBootstrapTargets"));
    }

    /**
     * The bootstrap's package declares a class named like the schema classes of other packages: the
     * bootstrap imports one of them, which hides that class, and qualifies the other.
     */
    @Test
    void negative_classOfTheBootstrapPackageNamedLikeSchemaClassesOfOtherPackages() throws Exception {
        ProcessorTester tester =
                ProcessorTester.create().source("a.BookSchema", "package a;\npublic class BookSchema { }\n");
        for (String pkg : List.of("a.x", "a.y")) {
            tester.source(pkg + ".Book", """
                    package %s;
                    @dev.schemaguard.annotations.Document(collection = "%s", database = "shop")
                    public class Book { org.bson.types.ObjectId id; }
                    """.formatted(pkg, pkg.replace('.', '_')));
        }
        ProcessorTester.Result result = tester.expectClean();
        assertEquals(
                List.of("a_x", "a_y"),
                collections(CompiledOutput.loader(result.compilation()), "a.SchemaBootstrapTargets"));
    }

    /** Contextual keywords ({@code record}, {@code var}, {@code yield}, {@code sealed}) as package and field names. */
    @Test
    void negative_contextualKeywordsAsPackageAndFieldNames() throws Exception {
        ProcessorTester.Result result = ProcessorTester.create()
                .source("p.record.var.yield.sealed.Book", """
                        package p.record.var.yield.sealed;
                        @dev.schemaguard.annotations.Document(collection = "books", database = "shop")
                        @dev.schemaguard.annotations.IndexHint(keys = "record")
                        public class Book { org.bson.types.ObjectId id; int record; int var; int yield; int sealed; int permits; }
                        """)
                .expectClean();
        ClassLoader loader = CompiledOutput.loader(result.compilation());
        Class<?> schema = loader.loadClass("p.record.var.yield.sealed.BookSchema");
        for (String field : List.of("record", "var", "yield", "sealed", "permits")) {
            assertEquals(field, schema.getField(field.toUpperCase(Locale.ROOT)).get(null));
        }
        assertEquals(List.of("record_1"), indexNames(schema));
        assertEquals(List.of("books"), collections(loader, "p.record.var.yield.sealed.SchemaBootstrapTargets"));
    }

    private static List<String> indexNames(Class<?> schema) throws Exception {
        List<String> names = new ArrayList<>();
        for (Object model : (List<?>) schema.getMethod("indexModels").invoke(null)) {
            names.add(((IndexModel) model).getOptions().getName());
        }
        return names;
    }

    /** The collections of the bootstrap's targets, in their order. */
    private static List<String> collections(ClassLoader loader, String targetsClass) throws Exception {
        Method all = loader.loadClass(targetsClass).getDeclaredMethod("all");
        all.setAccessible(true);
        List<String> out = new ArrayList<>();
        for (Object target : (List<?>) all.invoke(null)) {
            out.add(((Target) target).collection());
        }
        return out;
    }

    /** The schema classes and bootstrap of package p the processors generated. */
    private static Set<String> lastRoundTypes(String... namesAndSources) {
        return GeneratedTypesProbe.generated(
                List.of(),
                List.of("p.OrderSchema", "p.BookSchema", "p.SchemaBootstrap", "p.SchemaBootstrapTargets"),
                namesAndSources);
    }

    /** The compilation's errors: schemaguard's, and javac's on the generated code. */
    private static List<String> errors(ProcessorTester.Result result) {
        return result.compilation().errors().stream()
                .map(d -> d.getMessage(Locale.ROOT))
                .toList();
    }
}
