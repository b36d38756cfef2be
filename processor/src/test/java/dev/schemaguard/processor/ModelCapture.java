package dev.schemaguard.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.reader.SchemaReader;
import dev.schemaguard.processor.reader.UnresolvedTypeException;
import dev.schemaguard.processor.testing.EveryRoundProcessor;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;

/** Compiles sources and keeps the models the reader builds of their documents, for model tests. */
public final class ModelCapture {

    private ModelCapture() {}

    /** @param sources alternating qualified class name and source text */
    public static Map<String, DocumentModel> read(String... sources) {
        return read(Map.of(), sources);
    }

    public static Map<String, DocumentModel> read(Map<String, String> options, String... sources) {
        return capture(options, sources).models();
    }

    /** The models and the compilation, whose classes {@code CompiledOutput.loader} loads (differential tests). */
    public record Captured(Map<String, DocumentModel> models, Compilation compilation) {}

    public static Captured capture(Map<String, String> options, String... sources) {
        return capture(List.of(), List.of(), options, sources);
    }

    /**
     * The same, with other processors beside the reader (Lombok), {@code before} it in javac's order
     * of a round and {@code after} it.
     */
    public static Captured capture(
            List<javax.annotation.processing.Processor> before,
            List<javax.annotation.processing.Processor> after,
            Map<String, String> options,
            String... sources) {
        List<JavaFileObject> files = new ArrayList<>();
        for (int i = 0; i < sources.length; i += 2) {
            files.add(JavaFileObjects.forSourceString(sources[i], sources[i + 1]));
        }
        Capturing processor = new Capturing(options);
        List<javax.annotation.processing.Processor> processors = new ArrayList<>(before);
        processors.add(processor);
        processors.addAll(after);
        Compilation compilation =
                SharedFileManagerJavac.compiler().withProcessors(processors).compile(files);
        assertEquals(
                Compilation.Status.SUCCESS,
                compilation.status(),
                () -> compilation.diagnostics().toString());
        return new Captured(processor.models, compilation);
    }

    public static DocumentModel readOne(String name, String source) {
        DocumentModel model = read(name, source).get(name);
        assertNotNull(model, name + " was not read as a document");
        return model;
    }

    /**
     * A processor that keeps the models the reader builds, to run in a compilation of one's own beside
     * schemaguard's processors (the real-world corpus: one compilation gives the diagnostics, the generated
     * code and the models).
     */
    public static Capturing processor(Map<String, String> options) {
        return new Capturing(options);
    }

    /** The reader in a processor of its own; {@link #models()} holds what it read once the compilation is over. */
    public static final class Capturing extends EveryRoundProcessor {
        private final Map<String, String> options;
        private final DocumentRounds rounds = new DocumentRounds();
        final Map<String, DocumentModel> models = new TreeMap<>();

        Capturing(Map<String, String> options) {
            this.options = options;
        }

        /** Every document read, by qualified name. */
        public Map<String, DocumentModel> models() {
            return models;
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
            for (javax.lang.model.element.Element root : roundEnv.getRootElements()) {
                collectTypes(root);
            }
            SchemaReader reader =
                    new SchemaReader(processingEnv, SchemaGuardOptions.parse(options, List.of()), this::subclassesOf);
            for (TypeElement document : rounds.documentsOf(roundEnv, processingEnv.getElementUtils())) {
                try {
                    models.put(
                            document.getQualifiedName().toString(),
                            reader.read(document, rounds.subtypesOf(document, processingEnv.getElementUtils())));
                } catch (UnresolvedTypeException e) {
                    throw new AssertionError("unresolved " + e.typeName(), e);
                }
            }
            return false;
        }

        /** The classes of the compilation, for polymorphic embedded values (as RoundChecks gives the reader). */
        private final List<TypeElement> compiled = new ArrayList<>();

        private void collectTypes(javax.lang.model.element.Element element) {
            if (element instanceof TypeElement type) {
                compiled.add(type);
                javax.lang.model.util.ElementFilter.typesIn(type.getEnclosedElements())
                        .forEach(this::collectTypes);
            }
        }

        private List<TypeElement> subclassesOf(TypeElement type) {
            List<TypeElement> out = new ArrayList<>();
            for (TypeElement c : compiled) {
                if (!c.equals(type)
                        && c.getKind() != javax.lang.model.element.ElementKind.ENUM
                        && processingEnv
                                .getTypeUtils()
                                .isSubtype(
                                        processingEnv.getTypeUtils().erasure(c.asType()),
                                        processingEnv.getTypeUtils().erasure(type.asType()))) {
                    out.add(c);
                }
            }
            out.sort(java.util.Comparator.comparing(t -> t.getQualifiedName().toString()));
            return out;
        }
    }
}
