package dev.schemaguard.processor.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;

/**
 * Stands for another annotation processor (Immutables, AutoValue…): it writes one source in the
 * first round, which javac compiles in the next.
 */
public final class SourceGenerator extends EveryRoundProcessor {

    private final String typeName;
    private final String source;
    private boolean written;

    public SourceGenerator(String typeName, String source) {
        this.typeName = typeName;
        this.source = source;
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
        if (!written) {
            written = true;
            try (Writer writer = processingEnv.getFiler().createSourceFile(typeName).openWriter()) {
                writer.write(source);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return false;
    }
}
