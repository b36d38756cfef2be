package dev.schemaguard.benchmarks;

import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.lang.model.SourceVersion;

/**
 * A stand-in processor for the diagnostic variants: it claims the schemaguard annotations and
 * takes the options the benchmark passes, as the real processors do, so that javac runs it in the
 * same rounds and warns about nothing.
 */
abstract class CorpusProcessor extends AbstractProcessor {

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of("dev.schemaguard.annotations.*");
    }

    @Override
    public Set<String> getSupportedOptions() {
        return Set.of("schemaguard.database", "schemaguard.maxCollectionsPerDatabase");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }
}
