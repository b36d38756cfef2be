package dev.schemaguard.processor;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import java.util.Optional;
import javax.lang.model.element.TypeElement;

/**
 * One document of a round, as {@link RoundChecks} left it: read and checked, waiting for a type
 * that does not resolve yet, or failed inside schemaguard, while reading or while checking. Each
 * state carries only what it has; the processors tell them apart with {@code instanceof}.
 */
sealed interface CheckedDocument {

    TypeElement element();

    default String qualifiedName() {
        return element().getQualifiedName().toString();
    }

    /** A document whose model was read: checked, or whose checks failed. The checks across documents take both. */
    sealed interface Read extends CheckedDocument {
        DocumentModel model();
    }

    /** Read and checked: its report is printed, and its schema class written when clean. */
    record Checked(TypeElement element, DocumentModel model, ValidationReport report) implements Read {}

    /** The rules failed on the model (a bug of schemaguard's): reported as an internal error. */
    record CheckFailed(TypeElement element, DocumentModel model, Throwable failure) implements Read {}

    /** The reader failed (a bug of schemaguard's): reported as an internal error. */
    record ReadFailed(TypeElement element, Throwable failure) implements CheckedDocument {}

    /**
     * Waiting for a type that does not resolve yet, which another processor may generate in this
     * round: deferred to the next one.
     *
     * @param typeName the type as the source names it
     * @param value the annotation value that names it, when it is one, rather than the type of a field
     */
    record Unresolved(TypeElement element, String typeName, Optional<SourcePosition> value)
            implements CheckedDocument {}
}
