package dev.schemaguard.processor.query.planner;

import java.util.OptionalInt;

/**
 * The bounds a scan gets on one index key, by the shapes MongoDB's {@code IndexBoundsBuilder} builds: one point, a
 * union of points ({@code $in}), a range (including a regex's literal prefix), every key, or nothing known.
 *
 * @param kind   the shape
 * @param points for {@link Kind#POINTS}, how many, empty when known only at run time
 * @param usable whether the index can answer the predicate on this key at all
 * @param reason why {@code usable} is unknown, or empty
 */
record KeyBound(Kind kind, OptionalInt points, Answer usable, String reason) {

    static final KeyBound NONE = new KeyBound(Kind.NONE, OptionalInt.empty(), Answer.NO, "");

    static KeyBound of(Kind kind) {
        return new KeyBound(kind, OptionalInt.empty(), Answer.YES, "");
    }

    static KeyBound points(OptionalInt count) {
        if (count.isPresent() && count.getAsInt() <= 1) {
            return of(Kind.POINT);
        }
        return new KeyBound(Kind.POINTS, count, Answer.YES, "");
    }

    static KeyBound unusable() {
        return NONE;
    }

    static KeyBound unknown(String reason) {
        return new KeyBound(Kind.UNKNOWN, OptionalInt.empty(), Answer.UNKNOWN, reason);
    }

    /** Whether the scan reads only the matching points on this key. */
    boolean isPoint() {
        return kind == Kind.POINT;
    }

    /** Whether every interval on this key is a point: one, or several from an {@code $in}. */
    boolean isPoints() {
        return kind == Kind.POINT || kind == Kind.POINTS;
    }

    /** How good the bounds are; the better of two predicates on one key bounds it. */
    int rank() {
        return switch (kind) {
            case POINT -> 5;
            case POINTS -> 4;
            case RANGE -> 3;
            case UNKNOWN_RANGE -> 2;
            case ALL_KEYS -> 1;
            case UNKNOWN, NONE -> 0;
        };
    }

    /** The shapes of bounds. */
    enum Kind {
        /** One point: an equality. */
        POINT,
        /** Several points: {@code $in}, or a null equality ({@code [undefined], [null]}). */
        POINTS,
        /** One or more ranges: a comparison, {@code $type}, a regex's literal prefix. */
        RANGE,
        /** Usable, but whether the bounds are a range or every key is known only at run time (a regex's options). */
        UNKNOWN_RANGE,
        /** Every key: {@code $exists: true}, a negation, a regex without a literal prefix. */
        ALL_KEYS,
        /** No predicate on the key the index can answer. */
        NONE,
        /** Whether the index can answer the predicate is known only at run time. */
        UNKNOWN
    }
}
