package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Creates the document's collection with a {@code $jsonSchema} validator generated from the
 * model: BSON types, nullable fields, {@code maxItems} from {@code @Bounded} arrays,
 * {@code maxLength} on strings, enum values, embedded documents. The database then enforces the
 * bounds for every writer, not only this application; the schema class's {@code validator()}
 * returns the document. {@code -Aschemaguard.validation=MODERATE|STRICT} turns it on for every
 * document. Time series collections accept no validator.
 *
 * <p>The bootstrap creates new collections with it, and changes an existing collection's
 * validator ({@code collMod}) only when asked to.
 *
 * <pre>{@code
 * @Document(collection = "books")
 * @Validation(level = Validation.Level.MODERATE, action = Validation.Action.ERROR)
 * public class Book { ... }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Validation {

    /** Which writes are checked (MongoDB's {@code validationLevel}). */
    Level level() default Level.MODERATE;

    /** What a write that fails does (MongoDB's {@code validationAction}). */
    Action action() default Action.ERROR;

    /** MongoDB's {@code validationLevel}: {@code MODERATE} leaves existing invalid documents' updates alone. */
    enum Level {
        OFF,
        MODERATE,
        STRICT
    }

    /** MongoDB's {@code validationAction}: refuse the write, or only log it. */
    enum Action {
        ERROR,
        WARN
    }
}
