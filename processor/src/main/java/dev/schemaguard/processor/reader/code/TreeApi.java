package dev.schemaguard.processor.reader.code;

import com.sun.source.util.Trees;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;

/**
 * javac's tree API, which query code is read through. Only javac has it: under Eclipse's compiler
 * {@code Trees.instance} throws {@code IllegalArgumentException} (its environment is no {@code JavacProcessingEnvironment}),
 * and a wrapped environment fails the same way; query code is then not read at all, and nothing else changes.
 */
public final class TreeApi {

    private TreeApi() {}

    /** javac's trees of the compilation, or empty under a compiler that has none. */
    public static Optional<Trees> of(ProcessingEnvironment env) {
        try {
            return Optional.of(Trees.instance(env));
        } catch (RuntimeException | LinkageError e) {
            return Optional.empty();
        }
    }
}
