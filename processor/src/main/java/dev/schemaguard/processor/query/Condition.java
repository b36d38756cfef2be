package dev.schemaguard.processor.query;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.bson.BsonValue;

/**
 * What a predicate asks of the value at its path, by the operator class the server's planner distinguishes
 * (MongoDB's {@code IndexBoundsBuilder} gives each class its own bounds). Values are not kept: most are bound
 * only when the query runs, and the planner's choice does not depend on them beyond what is recorded here.
 */
public sealed interface Condition {

    /**
     * {@code {f: v}} with a value that is not written as {@code null} (one bound at run time may still be null).
     *
     * @param value the value when the source writes it as a literal; empty when it is bound at run time. The planner
     *              needs it only to prove that a query implies a partial index's filter ({@code isSubsetOf} in
     *              MongoDB's {@code expression_algo.cpp} compares the values)
     */
    record Equality(Optional<BsonValue> value) implements Condition {
        public Equality {
            Objects.requireNonNull(value, "value");
        }

        /** An equality whose value is bound at run time. */
        public Equality() {
            this(Optional.empty());
        }
    }

    /** {@code {f: null}}: matches a missing field as well; its index bounds are never exact. */
    record NullEquality() implements Condition {}

    /**
     * {@code {f: {$in: [...]}}}.
     *
     * @param size          how many values, empty when known only at run time
     * @param regexElements whether the values are regular expressions (SDM's IgnoreCase on {@code In})
     */
    record In(OptionalInt size, boolean regexElements) implements Condition {
        public In {
            Objects.requireNonNull(size, "size");
        }
    }

    /**
     * {@code $gt}, {@code $gte}, {@code $lt} or {@code $lte}.
     *
     * @param value the bound when the source writes it as a literal; empty when it is bound at run time
     */
    record Range(Comparison comparison, Optional<BsonValue> value) implements Condition {
        public Range {
            Objects.requireNonNull(comparison, "comparison");
            Objects.requireNonNull(value, "value");
        }

        /** A range whose bound is given at run time. */
        public Range(Comparison comparison) {
            this(comparison, Optional.empty());
        }
    }

    /** {@code {f: /pattern/options}}; see {@link RegexShape}. */
    record Regex(RegexShape shape) implements Condition {
        public Regex {
            Objects.requireNonNull(shape, "shape");
        }
    }

    /** {@code {f: {$ne: v}}}; {@code nullValue} for {@code $ne: null}, which an index answers exactly. */
    record NotEqual(boolean nullValue) implements Condition {}

    /** {@code {f: {$nin: [...]}}}, with as many values as {@link In} knows. */
    record NotIn(OptionalInt size, boolean regexElements) implements Condition {
        public NotIn {
            Objects.requireNonNull(size, "size");
        }
    }

    /** {@code {f: {$not: {...}}}}: the negation of another condition on the same path. */
    record Not(Condition negated) implements Condition {
        public Not {
            Objects.requireNonNull(negated, "negated");
        }
    }

    /** {@code {f: {$exists: b}}}. */
    record Exists(Truth value) implements Condition {
        public Exists {
            Objects.requireNonNull(value, "value");
        }
    }

    /** {@code {f: {$type: ...}}}. */
    record TypeIs() implements Condition {}

    /** {@code {f: {$elemMatch: {...}}}}; the inner filter's paths are relative to the element. */
    record ElemMatch(Filter element) implements Condition {
        public ElemMatch {
            Objects.requireNonNull(element, "element");
        }
    }

    /** {@code $text}: needs the collection's text index. Its path is the empty string. */
    record Text() implements Condition {}

    /**
     * {@code $near}, or {@code $nearSphere} when {@code spherical}: the server refuses it without a geo index of the
     * right kind.
     */
    record GeoNear(Truth spherical) implements Condition {
        public GeoNear {
            Objects.requireNonNull(spherical, "spherical");
        }
    }

    /** {@code $geoWithin}. */
    record GeoWithin() implements Condition {}

    /**
     * An operator the reader does not classify, or a value whose operator is known only at run time.
     *
     * @param reason what it is, for messages
     */
    record Unknown(String reason) implements Condition {}

    /** The four range operators. */
    enum Comparison {
        GT("$gt"),
        GTE("$gte"),
        LT("$lt"),
        LTE("$lte");

        private final String operator;

        Comparison(String operator) {
            this.operator = operator;
        }

        public String operator() {
            return operator;
        }
    }

    /** A boolean operand: known at build time, or bound when the query runs. */
    enum Truth {
        TRUE,
        FALSE,
        AT_RUN_TIME
    }
}
