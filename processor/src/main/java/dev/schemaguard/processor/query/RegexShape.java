package dev.schemaguard.processor.query;

import java.util.Objects;
import java.util.Optional;

/**
 * What the planner needs of a regular expression: whether it is anchored at the start (MongoDB's
 * {@code analyze_regex.cpp} takes a literal prefix for index bounds only after {@code ^} or {@code \A}), the prefix
 * when it is written in the source, and the options ({@code i} gives no prefix at all).
 *
 * @param anchoring     where the pattern is anchored
 * @param literalPrefix the literal text after the start anchor when the source holds it; empty when the pattern is
 *                      bound at run time or has no prefix
 * @param options       the options, such as {@code "i"} or {@code ""}; empty when known only at run time (a
 *                      {@code Pattern} argument carries its own flags)
 */
public record RegexShape(Anchoring anchoring, Optional<String> literalPrefix, Optional<String> options) {

    public RegexShape {
        Objects.requireNonNull(anchoring, "anchoring");
        Objects.requireNonNull(literalPrefix, "literalPrefix");
        Objects.requireNonNull(options, "options");
    }

    /** A pattern bound at run time whose anchoring the source fixes, with known options. */
    public static RegexShape of(Anchoring anchoring, String options) {
        return new RegexShape(anchoring, Optional.empty(), Optional.of(options));
    }

    /** Whether the pattern may match case-insensitively: option {@code i} given, or options unknown. */
    public boolean ignoresCase() {
        return options.map(o -> o.indexOf('i') >= 0).orElse(true);
    }

    /** Where a pattern is anchored. */
    public enum Anchoring {
        /** {@code ^v$}: the whole value. */
        WHOLE_VALUE,
        /** {@code ^v}: a prefix. */
        START,
        /** {@code v$}: a suffix. */
        END,
        /** {@code .*v.*} or {@code v}: anywhere. */
        NONE,
        /** The pattern itself is bound at run time. */
        AT_RUN_TIME;

        /** Whether the server can take a literal prefix from it for index bounds (before options are looked at). */
        public boolean startsAnchored() {
            return this == WHOLE_VALUE || this == START;
        }
    }
}
