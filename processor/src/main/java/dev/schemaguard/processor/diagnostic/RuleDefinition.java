package dev.schemaguard.processor.diagnostic;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A rule's metadata, in one place on the rule class (as Error Prone's {@code @BugPattern}).
 * The rule's name is its class's simple name: it is also the option key, the suppression key
 * and the docs page ({@code docs/rules/<Name>.md}).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface RuleDefinition {

    Severity severity();

    /**
     * A fixed rule guards something the generated code or MongoDB itself depends on: it cannot
     * be turned off, lowered to a warning or suppressed.
     */
    boolean fixed() default false;

    /** One line, for the README's rules table and {@code --help}-like listings. */
    String summary();
}
