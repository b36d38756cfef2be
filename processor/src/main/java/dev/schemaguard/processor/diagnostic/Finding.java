package dev.schemaguard.processor.diagnostic;

import dev.schemaguard.processor.model.Origin;

/**
 * One thing a rule found, before severity and suppression are applied.
 *
 * @param rule   the rule's name
 * @param origin where to report it
 * @param text   the message text between the rule tag and the docs link
 */
public record Finding(String rule, Origin origin, String text) {

    /** The message as the user reads it: {@code [Rule] text (see docs/rules/Rule.md)}. */
    public String message() {
        return "[" + rule + "] " + text + " (see docs/rules/" + rule + ".md)";
    }
}
