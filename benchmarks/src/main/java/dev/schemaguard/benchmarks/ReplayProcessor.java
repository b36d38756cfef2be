package dev.schemaguard.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;

/**
 * Writes, in the first round, the sources schemaguard generated for the corpus, already rendered,
 * and does nothing else (variant VG): what javac charges any processor that generates these
 * files, in the Filer and in the processing rounds they bring, without reading, checking or
 * rendering anything. V3 - VG is then the processors' own work.
 */
final class ReplayProcessor extends CorpusProcessor {

    private final List<MemoryFileManager.InMemorySource> sources;
    private boolean written;

    ReplayProcessor(List<MemoryFileManager.InMemorySource> sources) {
        this.sources = sources;
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
        if (written) {
            return false;
        }
        written = true;
        for (MemoryFileManager.InMemorySource source : sources) {
            try (Writer writer = processingEnv
                    .getFiler()
                    .createSourceFile(source.className())
                    .openWriter()) {
                writer.write(source.getCharContent(true).toString());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return false;
    }
}
