package dev.schemaguard.benchmarks;

import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;

/**
 * A processor that claims the annotations schemaguard claims and does nothing: what running any
 * processor at all costs javac (its processing rounds), the floor under V3 (variant VN).
 */
final class NoOpProcessor extends CorpusProcessor {

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
        return false;
    }
}
