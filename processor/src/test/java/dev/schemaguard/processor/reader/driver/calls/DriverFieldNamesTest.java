package dev.schemaguard.processor.reader.driver.calls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.diagnostic.CodePosition;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.UnknownField;
import dev.schemaguard.processor.reader.code.ReadPart;
import dev.schemaguard.processor.reader.code.TreeApi;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.annotation.processing.ProcessingEnvironment;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The field names a driver query writes, checked against the document's stored paths as the driver sends them (as
 * written): a name no stored field has is recorded with where it is written, never mapped to a close one.
 */
class DriverFieldNamesTest {

    private static final String BOOK = """
            package drv;
            import dev.schemaguard.annotations.*;
            import java.util.*;
            @Document(collection = "books")
            public class Book {
                org.bson.types.ObjectId id;
                String title;
                @Field("pub_year") int year;
                @Bounded(max = 10) List<Review> reviews;
                Map<String, String> attributes;
                Object extra;
                public static class Review { String user; int rating; }
            }
            """;

    private static final String QUERIES = """
            package drv;
            import static com.mongodb.client.model.Filters.*;
            import static com.mongodb.client.model.Sorts.*;
            import com.mongodb.client.model.Filters;
            import org.bson.conversions.Bson;
            public final class Queries {
                static Bson storedNames(String s) {
                    return and(eq("title", s), gt("pub_year", 3), eq("reviews.rating", 4), eq("_id", s));
                }
                static Bson javaNameOfARenamedField() {
                    return gt("year", 3);
                }
                static Bson misspelt(String s) {
                    return and(eq("title", s),
                            eq("titl", s));
                }
                static Bson misspeltBelowAnArray() {
                    return Filters.elemMatch("reviews", gte("ratng", 4));
                }
                static Bson belowAMap(String s) {
                    return and(eq("attributes.color", s), eq("reviews.0.user", s));
                }
                static Bson sortKeys() {
                    return orderBy(ascending("title"), descending("rating"));
                }
                private Queries() {}
            }
            """;

    private static Map<String, List<String>> unknown;

    @BeforeAll
    static void compile() {
        ModelCapture.Capturing models = ModelCapture.processor(Map.of());
        ReturnedExpressions<List<UnknownField>> reader = new ReturnedExpressions<>("drv.Queries", (b, trees, e) -> {
            DocumentModel book = models.models().get("drv.Book");
            ReadPart<?> read = e.getLeaf().toString().startsWith("orderBy") ? b.sort(e) : b.filter(e);
            return DriverFieldNames.unknown(book, read.fields(), where -> CodePosition.of(trees, where));
        });
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(models, reader)
                .compile(
                        JavaFileObjects.forSourceString("drv.Book", BOOK),
                        JavaFileObjects.forSourceString("drv.Queries", QUERIES));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics()::toString);
        unknown = reader.results().entrySet().stream()
                .collect(Collectors.toMap(
                        Map.Entry::getKey,
                        e -> e.getValue().stream()
                                .map(DriverFieldNamesTest::describe)
                                .toList()));
    }

    /** {@code path property didYouMean line:column}. */
    private static String describe(UnknownField field) {
        CodePosition at = (CodePosition) field.origin();
        return field.path() + " " + field.property() + " " + field.didYouMean().orElse("-") + " " + at.line() + ":"
                + at.column();
    }

    @Test
    void negative_storedPaths_idAndPositions_areKnown() {
        assertEquals(List.of(), unknown.get("storedNames"));
        assertEquals(List.of(), unknown.get("belowAMap"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            javaNameOfARenamedField | year year pub_year 11:19
            misspelt                | titl titl title 15:20
            misspeltBelowAnArray    | reviews.ratng ratng rating 18:49
            sortKeys                | rating rating - 24:55
            """)
    void positive_aNameNoStoredFieldHas_isRecordedWhereWritten(String method, String expected) {
        assertEquals(List.of(expected), unknown.get(method));
    }

    /** Eclipse's compiler has no javac trees: {@code Trees.instance} refuses its environment, and nothing is read. */
    @Test
    void negative_anotherCompilersEnvironment_hasNoTrees() {
        ProcessingEnvironment other = (ProcessingEnvironment) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {ProcessingEnvironment.class}, (proxy, method, args) -> {
                    throw new UnsupportedOperationException(method.getName());
                });
        assertEquals(Optional.empty(), TreeApi.of(other));
    }

    @Test
    void positive_javacsEnvironment_hasTrees() {
        assertFalse(unknown.isEmpty());
        assertTrue(unknown.containsKey("misspelt"));
    }
}
