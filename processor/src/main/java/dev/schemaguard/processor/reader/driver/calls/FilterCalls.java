package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.util.TreePath;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.RegexShape;
import dev.schemaguard.processor.query.RegexShapes;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import dev.schemaguard.processor.reader.code.WrittenField;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The filter an expression built with the driver's {@code com.mongodb.client.model.Filters} sends, as its
 * {@code toBsonDocument} renders it: each builder recognised by the method javac resolved, field names as the
 * constants written (the driver sends them unchanged), values unknown unless they are literal constants. An expression
 * that is no call of {@code Filters}, or a field name that is not constant, is {@link Filter.Unreadable}.
 */
final class FilterCalls {

    static final String FILTERS = "com.mongodb.client.model.Filters";
    private static final String STRING = "java.lang.String";

    private final CodeExpressions code;
    private final DriverValues values;

    FilterCalls(CodeExpressions code) {
        this.code = code;
        this.values = new DriverValues(code);
    }

    /**
     * @param prefix the written path of the array field an {@code elemMatch} filter is below, with its dot; empty at
     *               the root
     * @param fields where the constant field names written are collected
     */
    Filter filter(TreePath expression, String prefix, List<WrittenField> fields) {
        Optional<ResolvedCall> found = code.call(expression);
        if (found.isEmpty() || !found.get().ownerName().equals(FILTERS)) {
            return new Filter.Unreadable("a filter that is no call of Filters: " + expression.getLeaf());
        }
        ResolvedCall call = found.get();
        List<String> parameters = call.parameters(code.types());
        return switch (call.name()) {
            case "eq" ->
                parameters.size() == 1
                        // Filters.eq(value): the driver writes _id, which every document has
                        ? new Filter.Predicate("_id", values.equality(call.argument(0)))
                        : predicate(call, prefix, fields, v -> values.equality(v));
            case "ne" -> predicate(call, prefix, fields, v -> new Condition.NotEqual(CodeExpressions.isNullLiteral(v)));
            case "gt" -> range(call, prefix, fields, Condition.Comparison.GT);
            case "gte" -> range(call, prefix, fields, Condition.Comparison.GTE);
            case "lt" -> range(call, prefix, fields, Condition.Comparison.LT);
            case "lte" -> range(call, prefix, fields, Condition.Comparison.LTE);
            case "in" -> predicate(call, prefix, fields, v -> in(call, false));
            case "nin" -> predicate(call, prefix, fields, v -> in(call, true));
            case "and", "or", "nor" -> combination(call, prefix, fields);
            case "not" -> not(filter(call.argument(0), prefix, fields));
            case "exists" -> predicate(call, prefix, fields, v -> new Condition.Exists(exists(call)));
            case "type" -> predicate(call, prefix, fields, v -> new Condition.TypeIs());
            case "regex" -> predicate(call, prefix, fields, v -> new Condition.Regex(regex(call, parameters)));
            case "elemMatch" -> elemMatch(call, prefix, fields);
            case "text" -> new Filter.Predicate("", new Condition.Text());
            // a legacy coordinate pair is flat geometry; a GeoJSON point, or geometry given as a document (which the
            // driver writes under $geometry), is spherical
            case "near" ->
                predicate(
                        call,
                        prefix,
                        fields,
                        v -> new Condition.GeoNear(
                                parameters.get(1).equals("double") ? Condition.Truth.FALSE : Condition.Truth.TRUE));
            case "nearSphere" -> predicate(call, prefix, fields, v -> new Condition.GeoNear(Condition.Truth.TRUE));
            case "geoWithin", "geoWithinBox", "geoWithinPolygon", "geoWithinCenter", "geoWithinCenterSphere" ->
                predicate(call, prefix, fields, v -> new Condition.GeoWithin());
            case "all", "size", "mod", "bitsAllClear", "bitsAllSet", "bitsAnyClear", "bitsAnySet", "geoIntersects" ->
                predicate(call, prefix, fields, v -> new Condition.Unknown("$" + call.name()));
            case "empty" -> Filter.matchAll();
            default -> new Filter.Unreadable("Filters." + call.name() + ", which is not read");
        };
    }

    /** A predicate on the field the call's first argument names, with the condition its second argument gives. */
    private Filter predicate(
            ResolvedCall call, String prefix, List<WrittenField> fields, Function<TreePath, Condition> condition) {
        TreePath nameArgument = call.argument(0);
        Optional<String> name = code.constantString(nameArgument);
        if (name.isEmpty()) {
            return new Filter.Unreadable("a field name known at run time: " + nameArgument.getLeaf());
        }
        if (name.get().isEmpty()) {
            return new Filter.Unreadable("an empty field name");
        }
        fields.add(new WrittenField(prefix + name.get(), nameArgument));
        return new Filter.Predicate(name.get(), condition.apply(call.argumentCount() > 1 ? call.argument(1) : null));
    }

    private Filter range(ResolvedCall call, String prefix, List<WrittenField> fields, Condition.Comparison comparison) {
        return predicate(
                call,
                prefix,
                fields,
                v -> values.mayBeDocument(v) && !CodeExpressions.isNullLiteral(v)
                        ? new Condition.Unknown("a bound of " + values.typeName(v))
                        : new Condition.Range(comparison, values.literal(v)));
    }

    /** {@code $in}/{@code $nin} of the values written in place, or of a collection or array given at run time. */
    private Condition in(ResolvedCall call, boolean negated) {
        return values.in(negated, code.elements(call, 1), call.argument(1));
    }

    private Filter combination(ResolvedCall call, String prefix, List<WrittenField> fields) {
        String operator = "$" + call.name();
        Optional<List<TreePath>> elements = code.elements(call, 0);
        if (elements.isEmpty()) {
            return new Filter.Unreadable(operator + " of filters given at run time");
        }
        if (elements.get().isEmpty()) {
            // the driver sends {$and: []}; the server's MatchExpressionParser (parseTreeTopLevel) refuses it:
            // "$and/$or/$nor must be a nonempty array"
            return new Filter.Unreadable(operator + " of no filter, which the server refuses");
        }
        List<Filter> clauses = new ArrayList<>();
        for (TreePath element : elements.get()) {
            clauses.add(filter(element, prefix, fields));
        }
        return switch (call.name()) {
            case "and" -> new Filter.And(clauses);
            case "or" -> new Filter.Or(clauses);
            default -> new Filter.Nor(clauses);
        };
    }

    /**
     * {@code Filters.not}, as its {@code NotFilter} writes it: the one field of the negated filter with its value
     * under {@code $not} (a plain value as {@code {$not: {$eq: v}}}). A negated {@code $and}, {@code $or}, {@code $nor}
     * or {@code $text} becomes a top-level {@code $not}, which the server refuses ("unknown top level operator: $not").
     */
    private static Filter not(Filter negated) {
        if (negated instanceof Filter.Predicate p && !p.path().isEmpty()) {
            if (p.condition() instanceof Condition.GeoNear) {
                return new Filter.Predicate(p.path(), new Condition.Unknown("$not of $near"));
            }
            return new Filter.Predicate(p.path(), new Condition.Not(p.condition()));
        }
        if (negated instanceof Filter.Unreadable unreadable) {
            return unreadable;
        }
        return new Filter.Unreadable("a top-level $not, which the server refuses");
    }

    private Condition.Truth exists(ResolvedCall call) {
        if (call.argumentCount() == 1) {
            return Condition.Truth.TRUE;
        }
        return code.constant(call.argument(1))
                .filter(Boolean.class::isInstance)
                .map(b -> (Boolean) b ? Condition.Truth.TRUE : Condition.Truth.FALSE)
                .orElse(Condition.Truth.AT_RUN_TIME);
    }

    /** {@code regex(f, pattern)}, {@code regex(f, pattern, options)} and {@code regex(f, Pattern)}. */
    private RegexShape regex(ResolvedCall call, List<String> parameters) {
        if (!parameters.get(1).equals(STRING)) {
            return values.regexOf(call.argument(1));
        }
        Optional<String> pattern = code.constantString(call.argument(1));
        Optional<String> options = parameters.size() == 2
                ? Optional.of("")
                : CodeExpressions.isNullLiteral(call.argument(2))
                        ? Optional.of("")
                        : code.constantString(call.argument(2)).map(DriverValues::sorted);
        if (pattern.isPresent() && options.isPresent()) {
            return RegexShapes.of(pattern.get(), options.get());
        }
        if (pattern.isPresent()) {
            return RegexShapes.bound(pattern.get(), Optional.empty());
        }
        return RegexShapes.atRunTime(options);
    }

    /** {@code elemMatch(f, filter)}: a filter on the array's elements, its paths relative to an element. */
    private Filter elemMatch(ResolvedCall call, String prefix, List<WrittenField> fields) {
        Optional<String> name = code.constantString(call.argument(0));
        if (name.isEmpty() || name.get().isEmpty()) {
            return new Filter.Unreadable(
                    "a field name known at run time: " + call.argument(0).getLeaf());
        }
        fields.add(new WrittenField(prefix + name.get(), call.argument(0)));
        Filter element = filter(call.argument(1), prefix + name.get() + ".", fields);
        return new Filter.Predicate(name.get(), new Condition.ElemMatch(element));
    }
}
