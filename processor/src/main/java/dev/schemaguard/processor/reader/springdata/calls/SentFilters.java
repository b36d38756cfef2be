package dev.schemaguard.processor.reader.springdata.calls;

import com.sun.source.util.TreePath;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.query.RegexShapes;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.query.UnknownField;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.driver.calls.DriverValues;
import dev.schemaguard.processor.reader.springdata.repository.QueryKeys;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * What SDM sends for the documents a {@code Query} renders: {@code QueryMapper.getMappedObject} maps each key to its
 * stored path ({@link QueryKeys}: a key no property has is sent unchanged, and recorded as an {@link UnknownField}),
 * the driver's codecs encode the values ({@link DriverValues}), and the server reads each value as its
 * {@code MatchExpressionParser} does: a document whose first key starts with {@code $} holds operators. The order of a
 * sort and the fields of a projection are mapped the same way ({@code getMappedSort}, {@code getMappedFields}).
 */
final class SentFilters {

    private final QueryKeys keys;
    private final DriverValues values;
    private final CodeExpressions code;
    private final Function<TreePath, Origin> origin;
    final List<UnknownField> unknownFields = new ArrayList<>();

    SentFilters(QueryKeys keys, DriverValues values, CodeExpressions code, Function<TreePath, Origin> origin) {
        this.keys = keys;
        this.values = values;
        this.code = code;
        this.origin = origin;
    }

    /** Where keys are resolved: from the document's root, or below an array field for {@code $elemMatch}. */
    private record Scope(String writtenPrefix, String storedPrefix) {
        static final Scope ROOT = new Scope("", "");
    }

    Filter filter(Sent.Document document) {
        return document(document, Scope.ROOT);
    }

    private Filter document(Sent.Document document, Scope scope) {
        List<Filter> clauses = new ArrayList<>();
        for (Sent.Member member : document.members()) {
            String key = member.key();
            if (key.startsWith("$")) {
                clauses.add(topLevel(key, member.value(), scope));
                continue;
            }
            Optional<String> path = storedPath(key, member.where(), scope);
            if (path.isEmpty()) {
                clauses.add(new Filter.Unreadable(
                        "'" + scope.writtenPrefix() + key + "', which the schema model does not describe"));
                continue;
            }
            Scope below = new Scope(scope.writtenPrefix() + key + ".", path.get() + ".");
            for (Condition c : conditions(member.value(), below)) {
                // QueryMapper converts a value of the id (a String that is an ObjectId's hex, for one): the literal
                // written is not the value sent
                clauses.add(new Filter.Predicate(
                        path.get().substring(scope.storedPrefix().length()),
                        path.get().equals("_id") ? withoutValue(c) : c));
            }
        }
        // one member is that clause, as the server parses {$or: [...]} alone (the driver's or(...), a repository's Or):
        // the rules that look at a top-level $or see it
        return clauses.size() == 1 ? clauses.get(0) : new Filter.And(clauses);
    }

    private static Condition withoutValue(Condition condition) {
        if (condition instanceof Condition.Equality) {
            return new Condition.Equality();
        }
        if (condition instanceof Condition.Range range) {
            return new Condition.Range(range.comparison());
        }
        return condition;
    }

    /** The stored path of a key (from the root), or empty when the model cannot follow it. */
    private Optional<String> storedPath(String key, TreePath where, Scope scope) {
        QueryKeys.Mapped mapped = keys.map(scope.writtenPrefix() + key);
        if (mapped instanceof QueryKeys.Mapped.Stored stored) {
            return stored.path().startsWith(scope.storedPrefix()) ? Optional.of(stored.path()) : Optional.empty();
        }
        if (mapped instanceof QueryKeys.Mapped.NoSuchField missing) {
            if (where != null) {
                unknownFields.add(new UnknownField(
                        missing.path(), missing.property(), missing.didYouMean(), origin.apply(where)));
            }
            return Optional.of(scope.storedPrefix() + key);
        }
        return Optional.empty();
    }

    /**
     * {@code $or}, {@code $and}, {@code $nor} of criteria objects, and the {@code $text} of a {@code TextCriteria}
     * (held as the driver's {@code Filters.text} is); anything else at the top is not read.
     */
    private Filter topLevel(String operator, Sent value, Scope scope) {
        if (value instanceof Sent.Text) {
            return new Filter.Predicate("", new Condition.Text());
        }
        if (!(value instanceof Sent.Clauses clauses)) {
            // a keyless criteria's own operators, a top-level $not: the server refuses them ("unknown top level
            // operator")
            return new Filter.Unreadable(operator + " at the top of the filter");
        }
        if (clauses.documents().isEmpty()) {
            // MatchExpressionParser (parseTreeTopLevel): "$and/$or/$nor must be a nonempty array"
            return new Filter.Unreadable(operator + " of no criteria, which the server refuses");
        }
        List<Filter> children = new ArrayList<>();
        for (Sent.Document d : clauses.documents()) {
            children.add(document(d, scope));
        }
        return switch (operator) {
            case "$or" -> new Filter.Or(children);
            case "$nor" -> new Filter.Nor(children);
            default -> new Filter.And(children);
        };
    }

    /** What a key's value asks: one condition per operator, or an equality. */
    private List<Condition> conditions(Sent value, Scope below) {
        if (value instanceof Sent.Document document) {
            if (document.isEmpty()) {
                // where("a") alone: {a: {}}, an equality with the empty document
                return List.of(new Condition.Equality(Optional.of(new org.bson.BsonDocument())));
            }
            return operators(document, below);
        }
        return List.of(equality(value));
    }

    private Condition equality(Sent value) {
        if (value instanceof Sent.Null) {
            return new Condition.NullEquality();
        }
        if (value instanceof Sent.Regex regex) {
            return new Condition.Regex(regex.shape());
        }
        if (value instanceof Sent.Value v) {
            return values.equality(v.expression());
        }
        return new Condition.Unknown("a value of " + value.getClass().getSimpleName());
    }

    private List<Condition> operators(Sent.Document document, Scope below) {
        List<Condition> out = new ArrayList<>();
        for (Sent.Member member : document.members()) {
            condition(member.key(), member.value(), below).ifPresent(out::add);
        }
        return out;
    }

    private Optional<Condition> condition(String operator, Sent operand, Scope below) {
        Optional<TreePath> expression =
                operand instanceof Sent.Value v ? Optional.of(v.expression()) : Optional.empty();
        boolean isNull = operand instanceof Sent.Null
                || expression.map(CodeExpressions::isNullLiteral).orElse(false);
        Condition condition = switch (operator) {
            case "$eq" ->
                isNull
                        ? new Condition.NullEquality()
                        : expression.isPresent() && values.isRegex(expression.get())
                                // {$eq: /re/} compares with a regular expression value; it matches no pattern
                                ? new Condition.Unknown("$eq of a regular expression")
                                : equality(operand);
            case "$ne" -> new Condition.NotEqual(isNull);
            case "$gt" -> range(Condition.Comparison.GT, expression);
            case "$gte" -> range(Condition.Comparison.GTE, expression);
            case "$lt" -> range(Condition.Comparison.LT, expression);
            case "$lte" -> range(Condition.Comparison.LTE, expression);
            case "$in", "$nin" -> in(operator, operand);
            case "$exists" ->
                new Condition.Exists(expression
                        .flatMap(code::constant)
                        .filter(Boolean.class::isInstance)
                        .map(b -> (Boolean) b ? Condition.Truth.TRUE : Condition.Truth.FALSE)
                        .orElse(Condition.Truth.AT_RUN_TIME));
            case "$type" -> new Condition.TypeIs();
            case "$regex" -> regex(operand);
            case "$not" -> not(operand, below);
            case "$elemMatch" -> elemMatch(operand, below);
            case "$geoWithin" -> new Condition.GeoWithin();
            // a GeoJSON point is spherical geometry, a legacy Point flat: a Point variable may hold either
            case "$near" ->
                new Condition.GeoNear(
                        expression.isPresent() && code.isA(expression.get(), GEO_JSON)
                                ? Condition.Truth.TRUE
                                : Condition.Truth.AT_RUN_TIME);
            case "$nearSphere" -> new Condition.GeoNear(Condition.Truth.TRUE);
            // the modifiers of a $near the criteria did not have when they were put
            case "$maxDistance", "$minDistance" -> null;
            default -> new Condition.Unknown(operator);
        };
        return Optional.ofNullable(condition);
    }

    private static final String GEO_JSON = "org.springframework.data.mongodb.core.geo.GeoJson";

    private Condition range(Condition.Comparison comparison, Optional<TreePath> expression) {
        if (expression.isPresent()
                && values.mayBeDocument(expression.get())
                && !CodeExpressions.isNullLiteral(expression.get())) {
            return new Condition.Unknown("a bound of " + values.typeName(expression.get()));
        }
        return new Condition.Range(comparison, expression.flatMap(values::literal));
    }

    /** {@code $in}, {@code $nin}: the values written in place, or a collection whose elements are plain values. */
    private Condition in(String operator, Sent operand) {
        if (!(operand instanceof Sent.Values collection)) {
            return new Condition.Unknown(operator);
        }
        return values.in(operator.equals("$nin"), collection.elements(), collection.collection());
    }

    private Condition regex(Sent operand) {
        if (operand instanceof Sent.Regex regex) {
            return new Condition.Regex(regex.shape());
        }
        if (operand instanceof Sent.Value v) {
            return new Condition.Regex(values.regexOf(v.expression()));
        }
        return new Condition.Regex(RegexShapes.atRunTime(Optional.empty()));
    }

    /** {@code {$not: {op: v}}} as {@code not()} writes it, or {@code {$not: pattern}} as {@code not().regex(...)}. */
    private Condition not(Sent operand, Scope below) {
        if (operand instanceof Sent.Document document && document.members().size() == 1) {
            Sent.Member negated = document.members().get(0);
            return condition(negated.key(), negated.value(), below)
                    .<Condition>map(Condition.Not::new)
                    .orElseGet(() -> new Condition.Unknown("$not of " + negated.key()));
        }
        if (operand instanceof Sent.Regex || operand instanceof Sent.Value) {
            return new Condition.Not(regex(operand));
        }
        return new Condition.Unknown("$not of " + operand.getClass().getSimpleName());
    }

    /**
     * {@code elemMatch(criteria)}: operators on the elements themselves (a keyless criteria) as predicates on the empty
     * path, or a filter on the element's fields, mapped below the array field.
     */
    private Condition elemMatch(Sent operand, Scope below) {
        if (!(operand instanceof Sent.Document document) || document.isEmpty()) {
            return new Condition.Unknown("$elemMatch of nothing");
        }
        boolean onValues = document.members().stream()
                .allMatch(m -> m.key().startsWith("$") && !(m.value() instanceof Sent.Clauses));
        if (onValues) {
            List<Filter> predicates = new ArrayList<>();
            for (Condition c : operators(document, below)) {
                predicates.add(new Filter.Predicate("", c));
            }
            return new Condition.ElemMatch(new Filter.And(predicates));
        }
        return new Condition.ElemMatch(document(document, below));
    }

    /** {@code getSortObject()} mapped: a key given twice keeps its first place and its last direction. */
    Sort sort(QueryState.SortState sort) {
        if (sort.unknown() != null) {
            return new Sort.Unknown(sort.unknown());
        }
        Map<String, Sort.Direction> keys = new LinkedHashMap<>();
        for (QueryState.Order order : sort.orders()) {
            Optional<String> path = storedPath(order.property(), order.where(), Scope.ROOT);
            if (path.isEmpty()) {
                return new Sort.Unknown("'" + order.property() + "', which the schema model does not describe");
            }
            keys.put(path.get(), order.ascending() ? Sort.Direction.ASCENDING : Sort.Direction.DESCENDING);
        }
        List<Sort.SortKey> out = new ArrayList<>();
        keys.forEach((path, direction) -> out.add(new Sort.SortKey(path, direction)));
        return sort.dynamic() ? new Sort.Dynamic(out) : new Sort.Static(out);
    }

    /** {@code getFieldsObject()} mapped: only inclusions (and {@code _id} left out) list the fields returned. */
    Projection projection(QueryState.FieldsState fields) {
        if (fields == null || fields.included.isEmpty() && fields.unknown == null) {
            return Projection.wholeDocument();
        }
        if (fields.unknown != null) {
            return new Projection.Unknown(fields.unknown);
        }
        List<String> paths = new ArrayList<>();
        boolean includesId = true;
        for (Map.Entry<String, Boolean> e : fields.included.entrySet()) {
            Optional<String> path = storedPath(e.getKey(), fields.where.get(e.getKey()), Scope.ROOT);
            if (path.isEmpty()) {
                return new Projection.Unknown("'" + e.getKey() + "', which the schema model does not describe");
            }
            if (path.get().equals("_id")) {
                includesId = e.getValue();
            } else if (!e.getValue()) {
                return new Projection.Unknown("an exclusion of '" + e.getKey() + "'");
            } else {
                paths.add(path.get());
            }
        }
        if (paths.isEmpty()) {
            return includesId ? Projection.wholeDocument() : new Projection.Unknown("every field but _id");
        }
        return new Projection.Fields(paths, includesId);
    }
}
