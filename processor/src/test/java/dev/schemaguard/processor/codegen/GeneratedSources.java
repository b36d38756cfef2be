package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.JavaFileObject;

/** Compiles sources with both processors and hands out what they generated: sources, and loadable classes. */
final class GeneratedSources {

    private final Compilation compilation;

    private GeneratedSources(Compilation compilation) {
        this.compilation = compilation;
    }

    /** @param sources alternating qualified class name and source text, compiled in that order */
    static GeneratedSources compile(List<String> options, String... sources) {
        List<JavaFileObject> files = new ArrayList<>();
        for (int i = 0; i < sources.length; i += 2) {
            files.add(JavaFileObjects.forSourceString(sources[i], sources[i + 1]));
        }
        Compilation compilation = Compiler.javac()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor())
                .withOptions(options)
                .compile(files);
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), () -> compilation.diagnostics().toString());
        return new GeneratedSources(compilation);
    }

    /** Every generated source by path ({@code p/BookSchema.java}), with its text. */
    Map<String, String> sources() {
        Map<String, String> out = new TreeMap<>();
        for (JavaFileObject file : compilation.generatedSourceFiles()) {
            try {
                String path = file.toUri().getPath();
                out.put(path.substring(path.indexOf("/SOURCE_OUTPUT/") + "/SOURCE_OUTPUT/".length()),
                        file.getCharContent(true).toString());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /** A class loader over everything the compilation wrote, in front of the test class path. */
    ClassLoader classLoader() {
        Map<String, byte[]> classes = new TreeMap<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                String path = file.toUri().getPath();
                String name = path.substring(path.indexOf("/CLASS_OUTPUT/") + "/CLASS_OUTPUT/".length())
                        .replace(".class", "").replace('/', '.');
                try (InputStream in = file.openInputStream()) {
                    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                    in.transferTo(bytes);
                    classes.put(name, bytes.toByteArray());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return new ClassLoader(GeneratedSources.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                byte[] bytes = classes.get(name);
                if (bytes == null) {
                    throw new ClassNotFoundException(name);
                }
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
    }
}
