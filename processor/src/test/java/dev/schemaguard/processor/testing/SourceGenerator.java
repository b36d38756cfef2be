package dev.schemaguard.processor.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;

/**
 * Stands for another annotation processor (Immutables, AutoValue…): it writes sources in the
 * first round, which javac compiles in the next.
 */
public final class SourceGenerator extends EveryRoundProcessor {

    private final String[] namesAndSources;
    private boolean written;

    /** @param namesAndSources alternating qualified type name and source text */
    public SourceGenerator(String... namesAndSources) {
        this.namesAndSources = namesAndSources.clone();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
        if (!written) {
            written = true;
            for (int i = 0; i < namesAndSources.length; i += 2) {
                try (Writer writer = processingEnv
                        .getFiler()
                        .createSourceFile(namesAndSources[i])
                        .openWriter()) {
                    writer.write(namesAndSources[i + 1]);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return false;
    }
}
