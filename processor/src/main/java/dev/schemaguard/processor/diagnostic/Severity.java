package dev.schemaguard.processor.diagnostic;

import java.util.Locale;
import java.util.Optional;

/** How a rule's findings are reported; set per rule with {@code -Aschemaguard.<Rule>=…}. */
public enum Severity {
    ERROR,
    WARNING,
    OFF;

    public static Optional<Severity> parse(String text) {
        try {
            return Optional.of(valueOf(text.trim().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
