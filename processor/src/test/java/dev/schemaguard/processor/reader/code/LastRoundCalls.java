package dev.schemaguard.processor.reader.code;

import com.sun.source.util.Trees;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.testing.EveryRoundProcessor;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * A test processor that, in the last round (when every generated class exists, as the schema classes whose constants
 * queries use), reads the query calls of one class with a framework's {@link QueryCalls}, on the documents another
 * processor of the compilation captured.
 */
public final class LastRoundCalls extends EveryRoundProcessor {

    /** A reader's constructor: {@code CollectionCalls::new}, {@code TemplateCalls::new}. */
    public interface Reader {
        QueryCalls create(
                Trees trees, Types types, Elements elements, Function<String, Optional<DocumentModel>> documents);
    }

    private final String className;
    private final ModelCapture.Capturing models;
    private final Reader reader;
    private final List<CodeQuery> calls = new ArrayList<>();

    public LastRoundCalls(String className, ModelCapture.Capturing models, Reader reader) {
        this.className = className;
        this.models = models;
        this.reader = reader;
    }

    /** What was read, in source order. */
    public List<CodeQuery> calls() {
        return calls;
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
        if (roundEnv.processingOver()) {
            Trees trees = TreeApi.of(processingEnv).orElseThrow();
            QueryCalls read = reader.create(
                    trees,
                    processingEnv.getTypeUtils(),
                    processingEnv.getElementUtils(),
                    name -> Optional.ofNullable(models.models().get(name)));
            calls.addAll(read.read(trees.getPath(processingEnv.getElementUtils().getTypeElement(className))));
        }
        return false;
    }
}
