package dev.schemaguard.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.annotation.processing.Completion;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The two processors of a compilation share one {@link CompilationSession}, found through the
 * compilation's {@code Elements}: one summary counts what both found, even when a build tool hands
 * each processor an environment of its own; and a second compilation in the same JVM has a session
 * of its own.
 */
class CompilationSessionTest {

    /** A finding of each processor: UnboundedArray on the document, CollectionNameStyle across documents. */
    private static final JavaFileObject BOOK = JavaFileObjects.forSourceString("p.Book", """
            package p;
            import java.util.List;
            @dev.schemaguard.annotations.Document(database = "shop", collection = "Books")
            class Book {
                org.bson.types.ObjectId id;
                List<String> tags;
            }
            """);

    private static final String SUMMARY =
            "[schemaguard] 2 findings in 1 document: CollectionNameStyle 1, UnboundedArray 1";

    private static List<String> summaries(Compilation compilation) {
        return compilation.diagnostics().stream()
                .map(d -> d.getMessage(Locale.ROOT))
                .filter(m -> m.matches("(?s)\\[schemaguard\\] \\d+ findings? in .*"))
                .toList();
    }

    @Test
    void positive_environmentsWrappedPerProcessor_stillOneSummaryOfBoth() {
        // as a build tool that wraps the environment per processor does (Gradle wraps the Filer): the Elements stay
        // javac's
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(
                        new OwnEnvironment(new SchemaGuardProcessor()),
                        new OwnEnvironment(new SchemaBootstrapProcessor()))
                .compile(BOOK);

        assertEquals(List.of(SUMMARY), summaries(compilation), compilation.diagnostics()::toString);
    }

    @Test
    void positive_secondCompilationInTheSameJvm_hasASessionOfItsOwn() {
        for (int i = 0; i < 2; i++) {
            Compilation compilation = SharedFileManagerJavac.compiler()
                    .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor())
                    .compile(BOOK);

            assertEquals(List.of(SUMMARY), summaries(compilation), compilation.diagnostics()::toString);
        }
    }

    /** Hands its processor an environment object of its own that delegates to javac's. */
    private static final class OwnEnvironment implements Processor {
        private final Processor delegate;

        OwnEnvironment(Processor delegate) {
            this.delegate = delegate;
        }

        @Override
        public void init(ProcessingEnvironment env) {
            delegate.init((ProcessingEnvironment) Proxy.newProxyInstance(
                    getClass().getClassLoader(),
                    new Class<?>[] {ProcessingEnvironment.class},
                    (proxy, method, args) -> {
                        try {
                            return method.invoke(env, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    }));
        }

        @Override
        public Set<String> getSupportedOptions() {
            return delegate.getSupportedOptions();
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return delegate.getSupportedAnnotationTypes();
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return delegate.getSupportedSourceVersion();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
            return delegate.process(annotations, roundEnv);
        }

        @Override
        public Iterable<? extends Completion> getCompletions(
                Element element, AnnotationMirror annotation, ExecutableElement member, String userText) {
            return delegate.getCompletions(element, annotation, member, userText);
        }
    }
}
