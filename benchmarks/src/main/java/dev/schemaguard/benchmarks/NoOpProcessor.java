package dev.schemaguard.benchmarks;

import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * A processor that claims the schemaguard annotations and does nothing: what running any
 * processor at all costs javac (its processing rounds), the floor under V3 (variant VN).
 */
final class NoOpProcessor extends AbstractProcessor {

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
        return false;
    }
}
