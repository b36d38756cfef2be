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
import java.util.Collection;
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

    /** A framework's reader of query calls, as its constructor makes one: {@code MorphiaCalls::new}. */
    public interface Reader {
        QueryCalls create(
                Trees trees, Types types, Elements elements, Function<String, Optional<DocumentModel>> documents);
    }

    /**
     * A reader that also finds the document stored in a collection it is given by name, as the driver's does
     * ({@code CollectionCalls::new}).
     */
    public interface CollectionReader {
        QueryCalls create(
                Trees trees,
                Types types,
                Elements elements,
                Function<String, Optional<DocumentModel>> documents,
                Function<String, Optional<DocumentModel>> storedIn);
    }

    /** The queries read, in source order, and the compilation, whose classes the differential tests run. */
    public record Read(List<CodeQuery> queries, Compilation compilation) {}

    /**
     * @param className  the class whose calls are read
     * @param alongside  processors that run before the reader's ({@code SchemaGuardProcessor}, for the schema classes)
     */
    public static Read read(Reader reader, String className, List<Processor> alongside, JavaFileObject... sources) {
        return read(
                (trees, types, elements, documents, storedIn) -> reader.create(trees, types, elements, documents),
                className,
                alongside,
                sources);
    }

    /** As {@link #read(Reader, String, List, JavaFileObject...)}, with the documents each collection stores. */
    public static Read read(
            CollectionReader reader, String className, List<Processor> alongside, JavaFileObject... sources) {
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
                            name -> Optional.ofNullable(models.models().get(name)),
                            collection -> storedIn(models.models().values(), collection));
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

    /** The one document stored in the collection, as the processor finds it: none when two share it. */
    private static Optional<DocumentModel> storedIn(Collection<DocumentModel> documents, String collection) {
        List<DocumentModel> stored = documents.stream()
                .filter(d -> collection.equals(d.collection()))
                .toList();
        return stored.size() == 1 ? Optional.of(stored.get(0)) : Optional.empty();
    }

    /** {@code line operation shape limit hint}: {@link CodeQueryNotation}'s line, for the Morphia reader's tests. */
    public static String describe(Query query) {
        return CodeQueryNotation.describe(query);
    }
}
