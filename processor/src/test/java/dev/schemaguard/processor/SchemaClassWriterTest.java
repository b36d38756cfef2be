package dev.schemaguard.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.testing.CompiledOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.function.UnaryOperator;
import javax.tools.Diagnostic;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Schema classes are rendered on worker threads while javac's thread writes those rendered before
 * (SchemaClassWriter): what is written must not depend on it, a render that fails must cost only
 * its own document, and no worker may outlive the compilation.
 */
class SchemaClassWriterTest {

    private static final int DOCUMENTS = 12;
    private static final String FAILING = "Doc05";
    /** Words, not numbered names: CollectionPerEntity would speak about those. */
    private static final String[] COLLECTIONS = {"books", "authors", "orders", "customers", "reviews", "carts",
            "invoices", "shipments", "returns", "coupons", "stores", "wishlists"};

    @TempDir
    Path temp;

    /** Twelve documents, each with a compound index and an embedded type of its own. */
    private static List<JavaFileObject> documents() {
        List<JavaFileObject> out = new ArrayList<>();
        for (int i = 0; i < DOCUMENTS; i++) {
            String name = String.format("Doc%02d", i);
            out.add(JavaFileObjects.forSourceString("shop.many." + name, """
                    package shop.many;
                    import dev.schemaguard.annotations.*;
                    @Document(collection = "%1$s", database = "shop")
                    @IndexHint(keys = {"code", "createdAt:-1"})
                    public class %2$s {
                        org.bson.types.ObjectId id;
                        @Bounded(max = 40) String code;
                        java.time.Instant createdAt;
                        %2$sPart part;
                    }
                    @Embedded
                    class %2$sPart {
                        @Bounded(max = 20) String label;
                        int quantity;
                    }
                    """.formatted(COLLECTIONS[i], name)));
        }
        return out;
    }

    private static Compilation compile(int workers, UnaryOperator<SchemaClassWriter.Renderer> renderers) {
        return Compiler.javac()
                .withProcessors(new SchemaGuardProcessor(workers, renderers), new SchemaBootstrapProcessor())
                .compile(documents());
    }

    /** Renders the first documents last, so that renders finish out of order. */
    private static UnaryOperator<SchemaClassWriter.Renderer> slowFirst() {
        return renderer -> (model, element) -> {
            int index = Integer.parseInt(element.getSimpleName().toString().substring(3));
            if (index < 3) {
                try {
                    Thread.sleep(150L - 50L * index);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return renderer.render(model, element);
        };
    }

    @Test
    void positive_renderedOnWorkers_writesWhatOneThreadWrites() {
        Compilation sequential = compile(0, UnaryOperator.identity());
        Compilation parallel = compile(3, slowFirst());

        assertEquals(Compilation.Status.SUCCESS, sequential.status(), sequential.diagnostics()::toString);
        assertEquals(Compilation.Status.SUCCESS, parallel.status(), parallel.diagnostics()::toString);
        Map<String, String> written = CompiledOutput.sources(parallel);
        for (int i = 0; i < DOCUMENTS; i++) {
            assertTrue(written.containsKey(String.format("shop/many/Doc%02dSchema.java", i)), written.keySet()::toString);
        }
        assertEquals(CompiledOutput.sources(sequential), written);
        assertEquals(messages(sequential), messages(parallel));
    }

    @Test
    void negative_aRenderThatFails_isAnInternalErrorOnItsDocumentAndTheOthersAreWritten() throws IOException {
        List<Diagnostic<? extends JavaFileObject>> diagnostics = new ArrayList<>();
        Path sources = temp.resolve("generated");
        Path classes = temp.resolve("classes");
        Files.createDirectories(sources);
        Files.createDirectories(classes);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostics::add,
                    List.of("-s", sources.toString(), "-d", classes.toString(), "-classpath", System.getProperty("java.class.path")),
                    null, documents());
            task.setProcessors(List.of(new SchemaGuardProcessor(3, renderer -> (model, element) -> {
                if (element.getSimpleName().contentEquals(FAILING)) {
                    throw new IllegalStateException("render failed on purpose");
                }
                return renderer.render(model, element);
            }), new SchemaBootstrapProcessor()));
            task.call();
        }

        List<Diagnostic<? extends JavaFileObject>> errors = diagnostics.stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR).toList();
        assertEquals(1, errors.size(), errors::toString);
        Diagnostic<? extends JavaFileObject> error = errors.get(0);
        assertTrue(error.getMessage(null).startsWith("[InternalError]"), error::toString);
        assertTrue(error.getMessage(null).contains("render failed on purpose"), error::toString);
        assertTrue(error.getSource().getName().endsWith(FAILING + ".java"), error::toString);
        assertEquals(5, error.getLineNumber(), "the class declaration of " + FAILING);

        Set<String> written;
        try (Stream<Path> walk = Files.walk(sources)) {
            written = walk.filter(Files::isRegularFile).map(f -> f.getFileName().toString()).collect(Collectors.toSet());
        }
        for (int i = 0; i < DOCUMENTS; i++) {
            String schema = String.format("Doc%02dSchema.java", i);
            assertEquals(!schema.startsWith(FAILING), written.contains(schema), schema + " in " + written);
        }
    }

    @Test
    void positive_noRenderThreadOutlivesTheCompilation() {
        Compilation compilation = compile(3, slowFirst());

        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics()::toString);
        List<String> alive = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("schemaguard-render-") && t.isAlive())
                .map(Thread::getName)
                .toList();
        assertEquals(List.of(), alive);
    }

    private static List<String> messages(Compilation compilation) {
        return compilation.diagnostics().stream()
                .map(d -> d.getKind() + " " + d.getSource() + ":" + d.getLineNumber() + " " + d.getMessage(null))
                .toList();
    }
}
