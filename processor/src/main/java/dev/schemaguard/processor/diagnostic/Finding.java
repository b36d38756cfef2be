package dev.schemaguard.processor.diagnostic;

import dev.schemaguard.processor.model.Origin;
import java.util.Objects;
import java.util.Optional;

/**
 * One thing a rule found, before severity and suppression are applied.
 *
 * @param rule   the rule's name
 * @param origin where to report it
 * @param text   the message text between the rule tag and the docs link
 * @param fixAt  where the fix the rule proposes begins in {@code text} (its length when none is known)
 * @param severity the severity its message gives it when that is not the rule's (a lesser case of the rule), which
 *                 an option set for the rule still overrides; empty for the rule's
 */
public record Finding(String rule, Origin origin, String text, int fixAt, Optional<Severity> severity) {

    public Finding {
        Objects.requireNonNull(severity, "severity");
        if (fixAt < 0 || fixAt > text.length()) {
            fixAt = text.length();
        }
    }

    /** A finding with the rule's severity. */
    public Finding(String rule, Origin origin, String text, int fixAt) {
        this(rule, origin, text, fixAt, Optional.empty());
    }

    /** A finding whose text has no known fix part. */
    public Finding(String rule, Origin origin, String text) {
        this(rule, origin, text, text.length());
    }

    /** The message as the user reads it: {@code [Rule] text (see docs/rules/Rule.md)}. */
    public String message() {
        return "[" + rule + "] " + text + " (see docs/rules/" + rule + ".md)";
    }

    /** What is wrong and why: the text without the fix the rule proposes. */
    public String problem() {
        return text.substring(0, fixAt);
    }

    /** The same finding at {@code at}, with {@code fix} in place of the fix the rule proposed. */
    public Finding withFix(Origin at, String fix) {
        String problem = problem();
        return new Finding(rule, at, problem + fix, problem.length(), severity);
    }
}
