package dev.schemaguard.processor.message;

import dev.schemaguard.processor.diagnostic.Severity;
import java.util.Locale;
import java.util.Optional;

/**
 * A message schemaguard prints: what is wrong, why it matters, what to do, with {@code %s} for the names
 * involved. A rule declares its own as the constants of an enum nested in the rule class, which gives their
 * {@code [Rule]} tag, as Error Prone's {@code BugChecker.describeMatch} takes the checker's name from its
 * {@code @BugPattern} ({@code check_api/.../BugCheckerInfo.java}).
 */
public interface Template {

    /** The constant's name, such as {@code SEVERAL_IDS}. */
    String name();

    /** The text, with a {@link java.util.Formatter} specifier for each argument. */
    String template();

    /**
     * The rule whose finding this is: the simple name of the class that declares the enum (a constant with a
     * body is an anonymous subclass of it).
     */
    default String rule() {
        Class<?> type = getClass().isAnonymousClass() ? getClass().getSuperclass() : getClass();
        return type.getEnclosingClass().getSimpleName();
    }

    /**
     * The severity of a finding with this message when it is not its rule's: a case the rule reports with less weight
     * than the rest (a name the framework sends as written, where another is refused). An option set for the rule
     * overrides it, as it does the rule's.
     */
    default Optional<Severity> severity() {
        return Optional.empty();
    }

    /** The arguments the template takes. */
    default int arguments() {
        return TemplateSyntax.arguments(template());
    }

    /**
     * The message with its arguments. As many as the template takes: {@code String.format} drops the ones
     * too many without a word, and with them what the user was to be told. Checked where assertions are on
     * (the tests, which print every template), not in a user's build, where a message with a word missing is
     * better than none.
     */
    default String format(Object... args) {
        assert args.length == arguments() : name() + " takes " + arguments() + " arguments, given " + args.length;
        return String.format(Locale.ROOT, template(), args);
    }

    /**
     * What is wrong and why, without the fix: the start of {@link #format}'s text. A finding in a class the
     * user cannot edit (one from the class path) gets another fix in its place.
     */
    default String problem(Object... args) {
        return String.format(Locale.ROOT, template().substring(0, TemplateSyntax.fixStart(template())), args);
    }
}
