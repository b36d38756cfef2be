package dev.schemaguard.benchmarks;

import dev.schemaguard.processor.SchemaGuardProcessor;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.lang.model.SourceVersion;

/**
 * A stand-in processor for the diagnostic variants: it claims the annotations the real processor
 * claims (schemaguard's and the frameworks', so that javac runs it on either vocabulary of the
 * corpus) and takes the options the benchmark passes, so that javac runs it in the same rounds and
 * warns about nothing.
 */
abstract class CorpusProcessor extends AbstractProcessor {

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return new SchemaGuardProcessor().getSupportedAnnotationTypes();
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
