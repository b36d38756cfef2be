package dev.schemaguard.processor.query.planner;

import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.RegexShape;
import java.util.Optional;
import java.util.OptionalInt;
import org.bson.BsonValue;

/**
 * Whether an index key can answer a predicate, and with which bounds: MongoDB's
 * {@code QueryPlannerIXSelect::_compatible} ({@code src/mongo/db/query/planner_ixselect.cpp}) with the bounds of
 * {@code IndexBoundsBuilder}.
 */
final class KeyMatcher {

    private final Collations collations;
    private final PathFacts paths;

    KeyMatcher(Collations collations, PathFacts paths) {
        this.collations = collations;
        this.paths = paths;
    }

    KeyBound bound(Leaf leaf, IndexSpec index, IndexKey key) {
        KeyBound collation = collationCheck(leaf, index);
        if (collation != null) {
            return collation;
        }
        IndexKeyType type = key.type();
        if (type == IndexKeyType.HASHED) {
            return hashed(leaf, index);
        }
        if (!type.isDirection()) {
            // text and geo keys answer $text and geo predicates, which the planner handles on their own
            return KeyBound.unusable();
        }
        if (isSpecial(index) && negation(leaf.condition())) {
            // "Don't allow indexed NOT on special index types such as geo or text indices" (_compatible)
            return KeyBound.unusable();
        }
        return btree(leaf, index);
    }

    /** An index with a text or geo key: MongoDB's index type is then that key's, not btree. */
    static boolean isSpecial(IndexSpec index) {
        return index.keys().stream().anyMatch(k -> !k.type().isDirection() && k.type() != IndexKeyType.HASHED);
    }

    /**
     * The first check of {@code _compatible}: a predicate comparing with a string, array or object needs the query's
     * collator to match the index's. Returns null when the check passes.
     */
    private KeyBound collationCheck(Leaf leaf, IndexSpec index) {
        Answer compares = comparesCollatable(leaf);
        if (compares == Answer.NO) {
            return null;
        }
        Answer match = collations.match(index);
        if (match == Answer.YES) {
            return null;
        }
        if (compares == Answer.YES && match == Answer.NO) {
            return KeyBound.unusable();
        }
        return KeyBound.unknown(
                match == Answer.UNKNOWN
                        ? "the query's collation is chosen at run time"
                        : "whether '" + leaf.path() + "' holds strings is not known, and the index " + "'"
                                + index.name() + "' has another collation than the query");
    }

    /** Whether the predicate compares the value at its path with a value collations order differently. */
    private Answer comparesCollatable(Leaf leaf) {
        Condition c = leaf.condition();
        Optional<BsonValue> literal = Optional.empty();
        if (c instanceof Condition.Not not) {
            c = not.negated();
        }
        if (c instanceof Condition.Equality equality) {
            literal = equality.value();
        } else if (c instanceof Condition.Range range) {
            literal = range.value();
        } else if (c instanceof Condition.In in) {
            if (in.regexElements()) {
                return Answer.NO;
            }
        } else if (c instanceof Condition.NotEqual notEqual) {
            if (notEqual.nullValue()) {
                return Answer.NO;
            }
        } else if (c instanceof Condition.NotIn notIn) {
            if (notIn.regexElements()) {
                return Answer.NO;
            }
        } else {
            return Answer.NO;
        }
        if (literal.isPresent()) {
            BsonValue v = literal.get();
            return Answer.of(v.isString() || v.isArray() || v.isDocument() || v.isSymbol());
        }
        return paths.collatable(leaf.path());
    }

    private static boolean negation(Condition c) {
        return c instanceof Condition.Not
                || c instanceof Condition.NotEqual
                || c instanceof Condition.NotIn
                || c instanceof Condition.Exists exists && exists.value() == Condition.Truth.FALSE;
    }

    /** {@code Indexability::nodeIsSupportedByHashedIndex}, after the sparse check. */
    private static KeyBound hashed(Leaf leaf, IndexSpec index) {
        Condition c = leaf.condition();
        if (index.sparse() && !sparseCompatible(leaf)) {
            return KeyBound.unusable();
        }
        if (c instanceof Condition.Equality) {
            return KeyBound.of(KeyBound.Kind.POINT);
        }
        if (c instanceof Condition.NullEquality) {
            // one hashed point for null
            return KeyBound.of(KeyBound.Kind.POINT);
        }
        if (c instanceof Condition.In in) {
            return in.regexElements() ? KeyBound.unusable() : KeyBound.points(in.size());
        }
        if (c instanceof Condition.Exists exists) {
            return switch (exists.value()) {
                case TRUE -> KeyBound.of(KeyBound.Kind.ALL_KEYS);
                case FALSE -> KeyBound.of(KeyBound.Kind.POINT);
                case AT_RUN_TIME -> KeyBound.of(KeyBound.Kind.UNKNOWN_RANGE);
            };
        }
        if (c instanceof Condition.Unknown unknown) {
            return KeyBound.unknown("'" + leaf.path() + "': " + unknown.reason());
        }
        return KeyBound.unusable();
    }

    /**
     * {@code QueryPlannerIXSelect::nodeIsSupportedBySparseIndex}: no equality to null (outside {@code $elemMatch}),
     * no negation but {@code $ne: null}; {@code $exists: false} is a negation.
     */
    private static boolean sparseCompatible(Leaf leaf) {
        Condition c = leaf.condition();
        if (c instanceof Condition.NullEquality) {
            return leaf.underElemMatch();
        }
        if (c instanceof Condition.NotEqual notEqual) {
            return notEqual.nullValue();
        }
        if (c instanceof Condition.Not not) {
            return not.negated() instanceof Condition.NullEquality;
        }
        if (c instanceof Condition.NotIn) {
            return false;
        }
        if (c instanceof Condition.Exists exists) {
            return exists.value() == Condition.Truth.TRUE;
        }
        return true;
    }

    private KeyBound btree(Leaf leaf, IndexSpec index) {
        Condition c = leaf.condition();
        if (index.sparse() && !sparseCompatible(leaf)) {
            if (c instanceof Condition.Exists exists && exists.value() == Condition.Truth.AT_RUN_TIME) {
                return KeyBound.unknown("'" + leaf.path() + "': $exists is given at run time and the index is sparse");
            }
            return KeyBound.unusable();
        }
        if (c instanceof Condition.Equality) {
            return KeyBound.of(KeyBound.Kind.POINT);
        }
        if (c instanceof Condition.NullEquality) {
            // [undefined, undefined] and [null, null] (makeNullEqualityBounds)
            return KeyBound.points(OptionalInt.of(2));
        }
        if (c instanceof Condition.In in) {
            return in.regexElements() ? KeyBound.of(KeyBound.Kind.ALL_KEYS) : KeyBound.points(in.size());
        }
        if (c instanceof Condition.Range || c instanceof Condition.TypeIs) {
            return KeyBound.of(KeyBound.Kind.RANGE);
        }
        if (c instanceof Condition.Regex regex) {
            return regex(collations, index, regex.shape());
        }
        if (c instanceof Condition.Exists exists) {
            return switch (exists.value()) {
                case TRUE -> KeyBound.of(KeyBound.Kind.ALL_KEYS);
                // NOT(EXISTS): the point [null, null]
                case FALSE -> KeyBound.of(KeyBound.Kind.POINT);
                case AT_RUN_TIME -> KeyBound.of(KeyBound.Kind.UNKNOWN_RANGE);
            };
        }
        if (c instanceof Condition.NotEqual notEqual) {
            return notEqual.nullValue() ? notEqualsNull(leaf) : KeyBound.of(KeyBound.Kind.ALL_KEYS);
        }
        if (c instanceof Condition.NotIn notIn) {
            return notIn.regexElements() ? KeyBound.unusable() : KeyBound.of(KeyBound.Kind.ALL_KEYS);
        }
        if (c instanceof Condition.Not not) {
            return not(leaf, not.negated());
        }
        if (c instanceof Condition.Unknown unknown) {
            return KeyBound.unknown("'" + leaf.path() + "': " + unknown.reason());
        }
        // $text, geo predicates on a btree key; $elemMatch is split into its children before
        return KeyBound.unusable();
    }

    /**
     * {@code $ne: null} on a path with an array: "we can't index the negation of EQ with a value of null if the index
     * is multikey on one of the components of the path" ({@code notEqualsNullCanUseIndex}), except inside an
     * {@code $elemMatch}.
     */
    private KeyBound notEqualsNull(Leaf leaf) {
        if (leaf.underElemMatch()) {
            return KeyBound.of(KeyBound.Kind.ALL_KEYS);
        }
        return switch (paths.multikey(leaf.path())) {
            case NO -> KeyBound.of(KeyBound.Kind.ALL_KEYS);
            case YES -> KeyBound.unusable();
            case UNKNOWN -> KeyBound.unknown("whether '" + leaf.path() + "' holds arrays is not known ($ne: null)");
        };
    }

    /** {@code Indexability::nodeCannotUseIndexUnderNot}: no regex, {@code $type}, {@code $elemMatch} or geo. */
    private KeyBound not(Leaf leaf, Condition negated) {
        if (negated instanceof Condition.NullEquality) {
            return notEqualsNull(leaf);
        }
        if (negated instanceof Condition.Exists exists) {
            return switch (exists.value()) {
                case TRUE -> KeyBound.of(KeyBound.Kind.POINT);
                case FALSE -> KeyBound.of(KeyBound.Kind.ALL_KEYS);
                case AT_RUN_TIME -> KeyBound.of(KeyBound.Kind.UNKNOWN_RANGE);
            };
        }
        if (negated instanceof Condition.Equality
                || negated instanceof Condition.Range
                || negated instanceof Condition.In in && !in.regexElements()) {
            return KeyBound.of(KeyBound.Kind.ALL_KEYS);
        }
        if (negated instanceof Condition.Unknown unknown) {
            return KeyBound.unknown("'" + leaf.path() + "': " + unknown.reason());
        }
        return KeyBound.unusable();
    }

    /**
     * A regex on a btree key. An index with a non-simple collator holds ICU keys a regex cannot read, and
     * {@code _compatible} refuses it (the knob {@code internalQueryPlannerIgnoreIndexWithCollationForRegex} is 1 by
     * default). A regex not anchored at the start does not make the server scan the index: with an index on the
     * field, {@code {value: {$regex: "c"}}} runs as a COLLSCAN ({@code jstests/core/query/regex/regex_collations.js}),
     * while an anchored one is an index scan, bounded by its literal prefix ({@link #hasLiteralPrefix}) or reading
     * every string key ({@code /^./} examines every key: {@code jstests/core/query/regex/regex6.js}).
     */
    private static KeyBound regex(Collations collations, IndexSpec index, RegexShape shape) {
        if (collations.indexIsCollated(index)) {
            return KeyBound.unusable();
        }
        if (shape.anchoring() == RegexShape.Anchoring.AT_RUN_TIME) {
            return KeyBound.unknown("the regex's pattern is given at run time");
        }
        if (!shape.anchoring().startsAnchored()) {
            return KeyBound.unusable();
        }
        return switch (hasLiteralPrefix(shape)) {
            case YES -> KeyBound.of(KeyBound.Kind.RANGE);
            case NO -> KeyBound.of(KeyBound.Kind.ALL_KEYS);
            case UNKNOWN -> KeyBound.of(KeyBound.Kind.UNKNOWN_RANGE);
        };
    }

    /**
     * {@code analyze_regex::getRegexPrefixMatch} ({@code src/mongo/db/query/analyze_regex.cpp}): a prefix only after
     * {@code ^} (or {@code \A}, which the query model does not tell apart, so {@code m} counts as refusing it, as it
     * does after {@code ^}), with no flag but {@code s} and {@code x}: {@code i} gives every key.
     */
    static Answer hasLiteralPrefix(RegexShape shape) {
        if (shape.anchoring() == RegexShape.Anchoring.AT_RUN_TIME) {
            return Answer.UNKNOWN;
        }
        if (!shape.anchoring().startsAnchored()) {
            return Answer.NO;
        }
        if (shape.literalPrefix().isPresent() && shape.literalPrefix().get().isEmpty()) {
            return Answer.NO;
        }
        if (shape.options().isEmpty()) {
            return Answer.UNKNOWN;
        }
        return Answer.of(shape.options().get().chars().allMatch(ch -> ch == 's' || ch == 'x'));
    }
}
