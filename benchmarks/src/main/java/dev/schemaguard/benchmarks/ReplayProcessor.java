package dev.schemaguard.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Writes, in the first round, the sources schemaguard generated for the corpus, already rendered,
 * and does nothing else (variant VG): what javac charges any processor that generates these
 * files, in the Filer and in the processing rounds they bring, without reading, checking or
 * rendering anything. V3 - VG is then the processors' own work.
 */
final class ReplayProcessor extends AbstractProcessor {

    private final List<MemoryFileManager.InMemorySource> sources;
    private boolean written;

    ReplayProcessor(List<MemoryFileManager.InMemorySource> sources) {
        this.sources = sources;
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of("dev.schemaguard.annotations.*");
    }

    /** The options the benchmark passes, so that javac does not warn that no processor took them. */
    @Override
    public Set<String> getSupportedOptions() {
        return Set.of("schemaguard.database", "schemaguard.maxCollectionsPerDatabase");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
        if (written) {
            return false;
        }
        written = true;
        for (MemoryFileManager.InMemorySource source : sources) {
            try (Writer writer = processingEnv.getFiler().createSourceFile(source.className()).openWriter()) {
                writer.write(source.getCharContent(true).toString());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return false;
    }
}
