package dev.schemaguard.processor.query.planner;

import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PartialFilter;
import dev.schemaguard.processor.query.Condition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/**
 * Whether a clause's filter implies a partial index's filter, so that the index holds every document the clause
 * matches: MongoDB's {@code expression::isSubsetOf} ({@code src/mongo/db/matcher/expression_algo.cpp}), which the
 * planner requires before it assigns a predicate to a partial index ({@code stripInvalidAssignmentsToPartialIndexRoot}
 * in {@code planner_ixselect.cpp}) or scans it for the order. Only what {@code isSubsetOf} proves from one predicate
 * of the clause per condition of the filter is proven here: an equality or range inside a range of the same type,
 * an equality equal to the filter's, a value in the filter's {@code $in}, and {@code $exists: true} implied by any
 * predicate that a missing field fails. A value bound at run time leaves the answer unknown; a filter with an
 * {@code $or} or a {@code $type} is never proven.
 */
final class PartialFilterImplication {

    private final Collations collations;

    PartialFilterImplication(Collations collations) {
        this.collations = collations;
    }

    Answer implied(IndexSpec index, List<Leaf> clause) {
        Optional<BsonDocument> filter =
                PartialFilter.parse(index.partialFilter()).document();
        if (filter.isEmpty()) {
            return Answer.NO;
        }
        List<Conjunct> conjuncts = new ArrayList<>();
        if (!conjuncts(filter.get(), conjuncts)) {
            return Answer.NO;
        }
        Answer all = Answer.YES;
        for (Conjunct c : conjuncts) {
            Answer one = Answer.NO;
            for (Leaf leaf : clause) {
                if (leaf.path().equals(c.path) && !leaf.underElemMatch()) {
                    one = one.or(implies(leaf.condition(), c, index));
                }
            }
            if (one == Answer.NO) {
                return Answer.NO;
            }
            if (one == Answer.UNKNOWN) {
                all = Answer.UNKNOWN;
            }
        }
        return all;
    }

    /** One condition of the filter: a path, an operator and its value. */
    private record Conjunct(String path, String operator, BsonValue value) {}

    /** Flattens the filter's top-level conditions and {@code $and}s; false when it holds something else. */
    private static boolean conjuncts(BsonDocument filter, List<Conjunct> out) {
        for (String key : filter.keySet()) {
            BsonValue value = filter.get(key);
            if (key.equals("$and") && value.isArray()) {
                for (BsonValue clause : value.asArray()) {
                    if (!clause.isDocument() || !conjuncts(clause.asDocument(), out)) {
                        return false;
                    }
                }
            } else if (key.startsWith("$")) {
                return false;
            } else if (value.isDocument()
                    && !value.asDocument().isEmpty()
                    && value.asDocument().keySet().stream().allMatch(k -> k.startsWith("$"))) {
                value.asDocument().forEach((op, v) -> out.add(new Conjunct(key, op, v)));
            } else {
                out.add(new Conjunct(key, "$eq", value));
            }
        }
        return true;
    }

    private Answer implies(Condition condition, Conjunct c, IndexSpec index) {
        return switch (c.operator) {
            case "$exists" -> truthy(c.value) ? impliesExists(condition) : Answer.NO;
            case "$eq", "$gt", "$gte", "$lt", "$lte" -> impliesComparison(condition, c.operator, c.value, index);
            case "$in" -> impliesIn(condition, c.value, index);
            default -> Answer.NO;
        };
    }

    /** {@code _isSubsetOf(lhs, ExistsMatchExpression)}: every predicate a missing field fails. */
    private static Answer impliesExists(Condition condition) {
        if (condition instanceof Condition.Equality equality) {
            return equality.value().map(v -> Answer.of(!v.isNull())).orElse(Answer.UNKNOWN);
        }
        if (condition instanceof Condition.Range range) {
            return range.value().map(v -> Answer.of(!v.isNull())).orElse(Answer.UNKNOWN);
        }
        if (condition instanceof Condition.In) {
            // true unless a value is null, which the model does not know
            return Answer.UNKNOWN;
        }
        if (condition instanceof Condition.NotEqual notEqual) {
            return Answer.of(notEqual.nullValue());
        }
        if (condition instanceof Condition.Exists exists) {
            return exists.value() == Condition.Truth.TRUE
                    ? Answer.YES
                    : exists.value() == Condition.Truth.FALSE ? Answer.NO : Answer.UNKNOWN;
        }
        return Answer.of(condition instanceof Condition.Regex
                || condition instanceof Condition.TypeIs
                || condition instanceof Condition.ElemMatch
                || condition instanceof Condition.GeoWithin);
    }

    private Answer impliesIn(Condition condition, BsonValue list, IndexSpec index) {
        if (!list.isArray()) {
            return Answer.NO;
        }
        Answer any = Answer.NO;
        for (BsonValue element : list.asArray()) {
            any = any.or(impliesComparison(condition, "$eq", element, index));
        }
        return any;
    }

    /** {@code _isSubsetOf(ComparisonMatchExpression, ComparisonMatchExpression)}. */
    private Answer impliesComparison(Condition condition, String operator, BsonValue bound, IndexSpec index) {
        String lhsOperator;
        Optional<BsonValue> lhsValue;
        if (condition instanceof Condition.Equality equality) {
            lhsOperator = "$eq";
            lhsValue = equality.value();
        } else if (condition instanceof Condition.Range range) {
            lhsOperator = range.comparison().operator();
            lhsValue = range.value();
        } else if (condition instanceof Condition.In) {
            return Answer.UNKNOWN;
        } else {
            return Answer.NO;
        }
        if (lhsValue.isEmpty()) {
            return Answer.UNKNOWN;
        }
        BsonValue value = lhsValue.get();
        if (value.isString() || value.isSymbol()) {
            // string comparisons need the same collator on both sides; the filter's is the index's
            Answer match = collations.match(index);
            if (match != Answer.YES) {
                return match == Answer.NO ? Answer.NO : Answer.UNKNOWN;
            }
            if (collations.indexIsCollated(index)) {
                return Answer.UNKNOWN;
            }
        }
        Optional<Integer> cmp = BsonOrder.compare(value, bound);
        if (cmp.isEmpty()) {
            return value.equals(bound) && lhsOperator.equals(operator) ? Answer.YES : Answer.NO;
        }
        int c = cmp.get();
        if (lhsOperator.equals(operator) && c == 0) {
            return Answer.YES;
        }
        return switch (operator) {
            case "$lt", "$lte" ->
                lhsOperator.equals("$lt") || lhsOperator.equals("$lte") || lhsOperator.equals("$eq")
                        ? Answer.of(operator.equals("$lte") ? c <= 0 : c < 0)
                        : Answer.NO;
            case "$gt", "$gte" ->
                lhsOperator.equals("$gt") || lhsOperator.equals("$gte") || lhsOperator.equals("$eq")
                        ? Answer.of(operator.equals("$gte") ? c >= 0 : c > 0)
                        : Answer.NO;
            default -> Answer.NO;
        };
    }

    /** As the server reads {@code $exists}: true, or any number but 0. */
    private static boolean truthy(BsonValue value) {
        return value.isBoolean()
                ? value.asBoolean().getValue()
                : value.isNumber() && value.asNumber().doubleValue() != 0;
    }
}
