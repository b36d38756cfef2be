package dev.schemaguard.processor.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.sun.source.util.Trees;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.reader.code.CodeQuery;
import dev.schemaguard.processor.reader.code.CodeQueryNotation;
import dev.schemaguard.processor.reader.code.QueryCalls;
import dev.schemaguard.processor.reader.code.TreeApi;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import javax.tools.JavaFileObject;

/**
 * Compiles sources and reads the query calls of one class with one framework's {@link QueryCalls} in the last round,
 * when every generated class (the schema classes whose constants queries use) exists, as the tests of each reader do.
 */
public final class QueryCallReading {

    private QueryCallReading() {}

    /** A framework's reader of query calls, as its constructor makes one. */
    public interface Reader {
        QueryCalls create(
                Trees trees, Types types, Elements elements, Function<String, Optional<DocumentModel>> documents);
    }

    /** The queries read, in source order, and the compilation, whose classes the differential tests run. */
    public record Read(List<CodeQuery> queries, Compilation compilation) {}

    /**
     * @param className  the class whose calls are read
     * @param alongside  processors that run before the reader's ({@code SchemaGuardProcessor}, for the schema classes)
     */
    public static Read read(Reader reader, String className, List<Processor> alongside, JavaFileObject... sources) {
        ModelCapture.Capturing models = ModelCapture.processor(Map.of());
        List<CodeQuery> queries = new ArrayList<>();
        EveryRoundProcessor reading = new EveryRoundProcessor() {
            @Override
            public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
                if (roundEnv.processingOver()) {
                    Trees trees = TreeApi.of(processingEnv).orElseThrow();
                    QueryCalls calls = reader.create(
                            trees,
                            processingEnv.getTypeUtils(),
                            processingEnv.getElementUtils(),
                            name -> Optional.ofNullable(models.models().get(name)));
                    queries.addAll(calls.read(
                            trees.getPath(processingEnv.getElementUtils().getTypeElement(className))));
                }
                return false;
            }
        };
        List<Processor> processors = new ArrayList<>(alongside);
        processors.add(models);
        processors.add(reading);
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(processors)
                // the reader is tested here, the rules elsewhere: their errors on what the calls misspell on purpose
                // would fail the compilation
                .withOptions("-Aschemaguard.QueryFieldUnknown=off", "-Aschemaguard.QueryRefused=off")
                .compile(sources);
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.errors()::toString);
        return new Read(queries, compilation);
    }

    /** {@code line operation shape limit hint}: {@link CodeQueryNotation}'s line, for the Morphia reader's tests. */
    public static String describe(Query query) {
        return CodeQueryNotation.describe(query);
    }
}
