package dev.schemaguard.processor.model;

/**
 * Where something in the model was declared. Opaque to the model so that it stays free of
 * javac types and can be built by hand in tests; the reader supplies the implementation and
 * the diagnostics layer turns it back into a source position.
 */
public interface Origin {

    /**
     * For messages, when the declaration was written in another vocabulary than schemaguard's: the
     * annotation the user wrote and where, such as {@code @Indexed on 'email'}; {@code null} otherwise.
     */
    default String declaredAs() {
        return null;
    }

    /**
     * The annotation written there, such as {@code @Indexed}, when it belongs to another vocabulary than
     * schemaguard's; {@code null} otherwise. Messages spell a fix with it.
     */
    default String annotationName() {
        return null;
    }

    /**
     * The member of {@link #annotationName()} written there, such as {@code count} of Morphia's
     * {@code @CappedAt}, when the annotation belongs to another vocabulary; {@code null} otherwise.
     */
    default String memberName() {
        return null;
    }

    /**
     * The qualified name of the type the declaration is written in (for an annotation on a class, that
     * class), or {@code null} when unknown: two documents that take their collection name from one
     * annotation on a common supertype were meant to share it.
     */
    default String writtenIn() {
        return null;
    }

    /**
     * The qualified name of the class the declaration is written in when that class is not in the
     * compilation (it comes from the class path, such as a library's jar), so the user cannot edit it
     * and a message must not ask to; {@code null} for a declaration of the compilation.
     */
    default String classPathType() {
        return null;
    }

    /** For models built outside javac, such as unit tests of model logic. */
    Origin NONE = new Origin() {
        @Override
        public String toString() {
            return "<none>";
        }
    };
}
