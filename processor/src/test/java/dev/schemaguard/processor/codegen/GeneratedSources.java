package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor())
                .withOptions(options)
                .compile(files);
        assertEquals(
                Compilation.Status.SUCCESS,
                compilation.status(),
                () -> compilation.diagnostics().toString());
        return new GeneratedSources(compilation);
    }

    /** Every generated source by path ({@code p/BookSchema.java}), with its text. */
    Map<String, String> sources() {
        return CompiledOutput.sources(compilation);
    }

    /** A class loader over everything the compilation wrote, in front of the test class path. */
    ClassLoader classLoader() {
        return CompiledOutput.loader(compilation);
    }
}
