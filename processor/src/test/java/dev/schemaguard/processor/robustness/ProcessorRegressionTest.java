package dev.schemaguard.processor.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.ProcessorTester;
import dev.schemaguard.runtime.Target;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Processor bugs that {@link PropertyTest} found, each reduced to a minimal source, kept as
 * regression tests now that they are fixed. The property test writes their triggers in every
 * batch only with {@code -Dschemaguard.propertyStrict=true} (a few make tame batches fail by
 * design, as the schema class name clash now does).
 */
class ProcessorRegressionTest {

    /**
     * Found by PropertyTest (key {@code f5.f0.f0.FooBar} through {@code TreeMap<UUID, List<R1>> f5}).
     * {@code PathResolution.mapField()} answers the <em>last</em> map on the path; when the key
     * goes through one map and ends on another, {@code IndexThroughMap} takes the key itself for the
     * map's path and {@code substring(mapPath.length() + 1)} runs past its end.
     */
    @Test
    void indexKeyThroughAMapEndingOnAnotherMap_crashesIndexThroughMap() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexThroughMap")
                .source("p.Thing", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.Map;
                import org.bson.types.ObjectId;
                @Document(collection = "things")
                @IndexHint(keys = "attrs.k.m")
                public class Thing {
                    ObjectId id;
                    @Bounded(max = 5) Map<String, Entry> attrs;
                    static class Entry { @Bounded(max = 5) Map<String, String> m; }
                }
                """)
                .compile();
        result.assertNoCrash();
        assertTrue(!result.messages("IndexThroughMap").isEmpty(), result.all());
    }

    /**
     * {@code StoredPaths.constantName("$")} is {@code "_"}, which is no Java identifier since Java 9:
     * JavaPoet refuses it ("not a valid name: _") and the document gets an [InternalError] instead
     * of its schema class. {@code $x} gives {@code _X} and is fine.
     */
    @Test
    void fieldNamedDollar_crashesSchemaClassGenerator() {
        ProcessorTester.create().source("p.Thing", """
                package p;
                import dev.schemaguard.annotations.*;
                import org.bson.types.ObjectId;
                @Document(collection = "things")
                public class Thing {
                    ObjectId id;
                    @Field("dollar") int $;
                }
                """).expectClean();
    }

    /**
     * The collection name goes unescaped into the Javadoc of {@code indexModels()} and
     * {@code createCollectionOptions()} ({@code {@code $L}}): {@code *}{@code /} closes the comment and
     * the generated class does not compile. CollectionName (fixed) does not forbid it, and
     * CollectionNameStyle is only a warning.
     */
    @Test
    void collectionNameWithCommentEnd_breaksTheGeneratedSchemaClass() {
        ProcessorTester.forRules("CollectionName").source("p.Thing", """
                package p;
                import dev.schemaguard.annotations.*;
                import org.bson.types.ObjectId;
                @Document(collection = "things*/x")
                public class Thing {
                    ObjectId id;
                }
                """).expectClean();
    }

    /** The same, with the star written as a Unicode escape, which javac translates in comments too. */
    @Test
    void collectionNameWithEscapedCommentEnd_breaksTheGeneratedSchemaClass() {
        ProcessorTester.forRules("CollectionName").source("p.Thing", """
                package p;
                import dev.schemaguard.annotations.*;
                import org.bson.types.ObjectId;
                @Document(collection = "things\\\\u002a/x")
                public class Thing {
                    ObjectId id;
                }
                """).expectClean();
    }

    /** The index name goes unescaped into the Javadoc of {@code <FIELD>_COLLATION}. */
    @Test
    void caseInsensitiveIndexNameWithCommentEnd_breaksTheGeneratedSchemaClass() {
        ProcessorTester.create().source("p.Thing", """
                package p;
                import dev.schemaguard.annotations.*;
                import org.bson.types.ObjectId;
                @Document(collection = "things")
                public class Thing {
                    ObjectId id;
                    @CaseInsensitive @IndexHint(name = "by*/author", collation = @Collation(locale = "en", strength = 2))
                    @Bounded(max = 50) String author;
                }
                """).expectClean();
    }

    /**
     * The same through MongoDB's generated index name, {@code <stored name>_1}. Found by PropertyTest
     * (a tame batch).
     */
    @Test
    void caseInsensitiveFieldStoredAsCommentEnd_breaksTheGeneratedSchemaClass() {
        ProcessorTester.forRules("FieldName", "CaseInsensitiveWithoutCollation")
                .source("p.Thing", """
                package p;
                import dev.schemaguard.annotations.*;
                import org.bson.types.ObjectId;
                @Document(collection = "things")
                public class Thing {
                    ObjectId id;
                    @Field("*/") @CaseInsensitive @IndexHint(collation = @Collation(locale = "en", strength = 2))
                    @Bounded(max = 50) String author;
                }
                """)
                .expectClean();
    }

    /**
     * {@code SchemaClassGenerator} makes the field-path constants unique, but writes each
     * {@code <FIELD>_COLLATION} as {@code constantName(path) + "_COLLATION"} without that: two
     * {@code @CaseInsensitive} fields whose constant names coincide ({@code fooBar} and
     * {@code foo_bar}, {@code title} and {@code Title}) give the same field twice, and the schema
     * class does not compile. Found by PropertyTest (a tame batch, {@code title} and {@code Title}).
     */
    @Test
    void caseInsensitiveFieldsWithTheSameConstantName_breakTheGeneratedSchemaClass() {
        ProcessorTester.create().source("p.Thing", """
                package p;
                import dev.schemaguard.annotations.*;
                import org.bson.types.ObjectId;
                @Document(collection = "things")
                public class Thing {
                    ObjectId id;
                    @CaseInsensitive @IndexHint(collation = @Collation(locale = "en", strength = 2))
                    @Bounded(max = 20) String fooBar;
                    @CaseInsensitive @IndexHint(collation = @Collation(locale = "en", strength = 2))
                    @Bounded(max = 20) String foo_bar;
                }
                """).expectClean();
    }

    /**
     * {@code BootstrapGenerator.targets} writes the database as {@code $L} with the schema class's
     * <em>simple</em> name ({@code BookSchema.DATABASE}), while JavaPoet imports only one of two
     * classes with the same simple name and writes the other qualified: the second document's
     * target silently takes the first one's database, and its collection and indexes are created
     * in the wrong database. It compiles, so nothing tells.
     */
    @Test
    void sameSimpleNameInTwoPackages_bootstrapUsesTheWrongDatabase() throws Exception {
        Compilation compilation = ProcessorTester.create()
                // a and b have no common package but the unnamed one, which is an error since issue 11
                .option("schemaguard.bootstrapPackage=app")
                .source("a.Book", """
                        package a;
                        import dev.schemaguard.annotations.*;
                        import org.bson.types.ObjectId;
                        @Document(collection = "books_a", database = "shop_a")
                        public class Book {
                            ObjectId id;
                        }
                        """)
                .source("b.Book", """
                        package b;
                        import dev.schemaguard.annotations.*;
                        import org.bson.types.ObjectId;
                        @Document(collection = "books_b", database = "shop_b")
                        public class Book {
                            ObjectId id;
                        }
                        """)
                .expectClean()
                .compilation();
        Class<?> targets = Class.forName("app.SchemaBootstrapTargets", true, CompiledOutput.loader(compilation));
        Method all = targets.getDeclaredMethod("all");
        all.setAccessible(true);
        Map<String, Object> databaseByCollection = new TreeMap<>();
        for (Object target : (List<?>) all.invoke(null)) {
            databaseByCollection.put(((Target) target).collection(), ((Target) target).database());
        }
        assertEquals(Map.of("books_a", "shop_a", "books_b", "shop_b"), databaseByCollection);
    }

    /**
     * A nested document {@code p.H.N} and a top-level document {@code p.H_N} both get the schema
     * class {@code p.H_NSchema}. The second is not written, with only a NOTE ("could not write
     * H_NSchema: Attempt to recreate a file"), the compilation succeeds, and the bootstrap lists the
     * first schema class twice: the collection {@code top} is never created. The same silence when
     * a user class already has the name ({@code BookSchema} beside {@code Book}).
     */
    @Test
    void nestedAndTopLevelDocumentWithTheSameSchemaClassName_oneCollectionIsSilentlyLost() throws Exception {
        ProcessorTester.Result result =
                ProcessorTester.create().source("p.H", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        public class H {
                            @Document(collection = "nested")
                            public static class N { org.bson.types.ObjectId id; }
                        }
                        """).source("p.H_N", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "top")
                        public class H_N { org.bson.types.ObjectId id; }
                        """).compile();
        result.assertNoCrash();
        Compilation compilation = result.compilation();
        if (compilation.status() == Compilation.Status.FAILURE) {
            // a fix may refuse the clash instead: with an error that says so
            assertTrue(
                    compilation.errors().stream()
                            .anyMatch(d -> d.getMessage(Locale.ROOT).contains("H_NSchema")),
                    result.all());
            return;
        }
        Class<?> targets = Class.forName("p.SchemaBootstrapTargets", true, CompiledOutput.loader(compilation));
        Method all = targets.getDeclaredMethod("all");
        all.setAccessible(true);
        List<Object> collections = new java.util.ArrayList<>();
        for (Object target : (List<?>) all.invoke(null)) {
            collections.add(((Target) target).collection());
        }
        collections.sort(java.util.Comparator.comparing(Object::toString));
        assertEquals(List.of("nested", "top"), collections);
    }

    /**
     * An option value that is no package name makes {@code Filer.createSourceFile} throw
     * {@code FilerException: Illegal name 1bad.pkg.SchemaBootstrapTargets}, reported as an
     * [InternalError] (with no position) instead of a "[schemaguard]" problem with the option, as
     * the other options' bad values are. Found by trying the option by hand: the property test's wild
     * batches never reach the bootstrap generator (their documents have errors); its tame batches
     * write these values in strict mode.
     */
    @Test
    void invalidBootstrapPackageOption_isAnInternalErrorNotAnOptionProblem() {
        for (String value : List.of("1bad.pkg", "a..b", "with space", "boot.")) {
            ProcessorTester.Result result = ProcessorTester.create()
                    .option("schemaguard.bootstrapPackage=" + value)
                    .source("p.Thing", """
                            package p;
                            import dev.schemaguard.annotations.*;
                            import org.bson.types.ObjectId;
                            @Document(collection = "things")
                            public class Thing {
                                ObjectId id;
                            }
                            """)
                    .compile();
            result.assertNoCrash();
            List<String> errors = result.compilation().errors().stream()
                    .map(e -> e.getMessage(Locale.ROOT))
                    .toList();
            assertEquals(
                    List.of("[schemaguard] -Aschemaguard.bootstrapPackage=" + value + " is not a package name; "
                            + "the bootstrap goes to the longest common package of the documents instead"),
                    errors,
                    result.all());
        }
    }
}
