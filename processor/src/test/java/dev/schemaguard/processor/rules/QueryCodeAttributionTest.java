package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.EveryRoundProcessor;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * Reading query code attributes the classes that hold it. It must leave javac's compilation of valid code untouched:
 * javac writes the inferred type of an implicitly typed lambda parameter or a {@code var} into the tree
 * ({@code Attr.setSyntheticVariableType}), and a tree attributed in a processing round and re-entered after it keeps
 * that type; a captured wildcard there made javac's own attribution fail with "cannot find symbol". And the findings
 * must come whether or not javac goes on to attribute the compilation (an error in a round, {@code -proc:only}).
 */
class QueryCodeAttributionTest {

    private static final String BOOK = """
            package w;
            @dev.schemaguard.annotations.Document(collection = "books")
            public class Book { org.bson.types.ObjectId id; String title; String note; }
            """;

    /** Types that javac writes into implicitly typed declarations and that no name can denote again. */
    private static final String USES = """
            package w;
            import static com.mongodb.client.model.Filters.eq;
            import com.mongodb.client.MongoCollection;
            import java.util.*;
            class Uses {
                MongoCollection<Book> books;
                long run(List<? extends CharSequence> names, Map<String, ? extends Number> counts) {
                    names.forEach(d -> d.length());
                    names.forEach((var d) -> d.length());
                    for (var name : names) { name.length(); }
                    var anonymous = new Object() { int n; };
                    anonymous.n++;
                    counts.forEach((k, v) -> v.intValue());
                    names.forEach(n -> books.find(eq("note", n.toString()))); // expect: WARNING QueryWithoutIndex
                    books.find(eq("note", "x")); // expect: WARNING QueryWithoutIndex
                    return books.countDocuments();
                }
            }
            """;

    private static ProcessorTester tester() {
        return ProcessorTester.forRules("QueryWithoutIndex")
                .source("w.Book", BOOK)
                .source("w.Uses", USES);
    }

    @Test
    void negative_implicitlyTypedDeclarationsOfCapturedTypes_compile() {
        ProcessorTester.Result result = tester().expectMarkedDiagnostics();
        result.assertNoJavacErrors();
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void positive_findingsOfTheCode_whenARoundHasAnError() {
        ProcessorTester.Result result =
                tester().otherProcessor(new ErrorInTheFirstRound(), true).compile();
        result.assertMatchesMarkers();
        assertTrue(result.all().contains("refused by a test processor"), result.all());
    }

    @Test
    void positive_findingsOfTheCode_underProcOnly() {
        ProcessorTester.Result result = tester().javacOption("-proc:only").expectMarkedDiagnostics();
        result.assertNoJavacErrors();
    }

    /** Another processor of the build that reports an error: javac then attributes nothing after processing. */
    static final class ErrorInTheFirstRound extends EveryRoundProcessor {
        private boolean reported;

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
            if (!reported) {
                reported = true;
                processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, "refused by a test processor");
            }
            return false;
        }
    }
}
