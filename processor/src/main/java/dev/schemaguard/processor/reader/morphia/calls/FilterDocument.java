package dev.schemaguard.processor.reader.morphia.calls;

import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.RegexShape;
import dev.schemaguard.processor.query.RegexShapes;
import dev.schemaguard.processor.reader.driver.calls.DriverValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One filter document as Morphia writes it: every filter of a query (of an {@code $elemMatch}, of one clause of an
 * {@code $and}) puts its keys into the same document, and a key put again is merged as Morphia's
 * {@code DocumentState.MergingDocument.put} does: two operator documents under one path become one (an operator given
 * again takes the later operand, in its first place), two {@code $and} or {@code $or} arrays become an {@code $and} of
 * both, anything else is replaced in place by the later value.
 */
final class FilterDocument {

    /** What a key holds. */
    sealed interface Value {}

    /** Operators under a path ({@code {$gte: 1, $lt: 9}}), in the order written. */
    record Operators(Map<String, Operand> operands) implements Value {
        Operators {
            operands = new LinkedHashMap<>(operands);
        }

        static Operators of(String operator, Operand operand) {
            return new Operators(Map.of(operator, operand));
        }
    }

    /**
     * A value written as it is, an equality ({@code Filters.eq}'s {@code {f: v}}).
     *
     * @param mayBeDocument whether it may be written as a document, which another filter's operators merge into
     */
    record Plain(Condition condition, boolean mayBeDocument) implements Value {}

    /** {@code $and}, {@code $or} or {@code $nor}, each clause a document of its own. */
    record Clauses(String operator, List<Filter> clauses) implements Value {
        Clauses {
            clauses = List.copyOf(clauses);
        }
    }

    /** {@code $text}'s document of {@code $search} and its options. */
    record TextSearch() implements Value {}

    /** A key whose value is not read. */
    record Opaque(Filter.Unreadable reason) implements Value {}

    /** One operator's operand. */
    sealed interface Operand {
        record Known(Condition condition) implements Operand {}

        /** {@code $regex}: the pattern, when it is a constant; its options are {@code $options}'. */
        record Pattern(Optional<String> pattern) implements Operand {}

        /** {@code $options}: empty when given at run time. */
        record Options(Optional<String> options) implements Operand {}
    }

    private final Map<String, Value> entries = new LinkedHashMap<>();
    private int opaque;

    /** A key no other filter writes, for a filter whose key is not known. */
    String uniqueKey() {
        return "\u0000" + opaque++;
    }

    /** A key put as {@code Document.put} does, replacing its value in place. */
    void replace(String key, Value value) {
        entries.put(key, value);
    }

    void put(String key, Value value) {
        Value current = entries.get(key);
        if (current == null) {
            entries.put(key, value);
        } else if (isDocument(current) && isDocument(value)) {
            entries.put(key, merged(key, current, value));
        } else if ((key.equals("$and") || key.equals("$or"))
                && current instanceof Clauses before
                && value instanceof Clauses after) {
            entries.remove(key);
            put("$and", new Clauses("$and", List.of(combined(before), combined(after))));
        } else {
            entries.put(key, value);
        }
    }

    private static boolean isDocument(Value value) {
        return value instanceof Operators
                || value instanceof TextSearch
                || value instanceof Plain plain && plain.mayBeDocument();
    }

    /** {@code Document.putAll} of the later document into the earlier one. */
    private static Value merged(String key, Value current, Value value) {
        if (current instanceof Operators before && value instanceof Operators after) {
            Map<String, Operand> operands = new LinkedHashMap<>(before.operands());
            operands.putAll(after.operands());
            return new Operators(operands);
        }
        if (current instanceof TextSearch && value instanceof TextSearch) {
            return current;
        }
        return key.startsWith("$")
                ? new Opaque(new Filter.Unreadable("two values of " + key + " merged"))
                : new Plain(new Condition.Unknown("a document value merged with operators"), true);
    }

    private static Filter combined(Clauses clauses) {
        return switch (clauses.operator()) {
            case "$or" -> new Filter.Or(clauses.clauses());
            case "$nor" -> new Filter.Nor(clauses.clauses());
            default -> new Filter.And(clauses.clauses());
        };
    }

    /** The document as the model's filter: each path's operators as predicates of their own, in order. */
    Filter filter() {
        List<Filter> out = new ArrayList<>();
        entries.forEach((key, value) -> {
            if (value instanceof Operators operators) {
                predicates(key, operators, out);
            } else if (value instanceof Plain plain) {
                out.add(new Filter.Predicate(key, plain.condition()));
            } else if (value instanceof Clauses clauses) {
                // the server's MatchExpressionParser refuses an empty one: "$and/$or/$nor must be a nonempty array"
                out.add(
                        clauses.clauses().isEmpty()
                                ? new Filter.Unreadable(clauses.operator() + " of no filter, which the server refuses")
                                : combined(clauses));
            } else if (value instanceof TextSearch) {
                out.add(new Filter.Predicate("", new Condition.Text()));
            } else if (value instanceof Opaque o) {
                out.add(o.reason());
            }
        });
        return out.size() == 1 ? out.get(0) : new Filter.And(out);
    }

    private static void predicates(String path, Operators operators, List<Filter> out) {
        for (Map.Entry<String, Operand> e : operators.operands().entrySet()) {
            if (e.getValue() instanceof Operand.Known known) {
                out.add(new Filter.Predicate(path, known.condition()));
            } else if (e.getValue() instanceof Operand.Pattern pattern) {
                Operand options = operators.operands().get("$options");
                out.add(new Filter.Predicate(
                        path,
                        new Condition.Regex(regex(
                                pattern.pattern(),
                                options instanceof Operand.Options given ? given.options() : Optional.of("")))));
            }
        }
    }

    /** A {@code $regex} with its {@code $options}, which the server reads as the options of the expression. */
    static RegexShape regex(Optional<String> pattern, Optional<String> options) {
        Optional<String> sorted = options.map(DriverValues::sorted);
        if (pattern.isPresent() && sorted.isPresent()) {
            return RegexShapes.of(pattern.get(), sorted.get());
        }
        return pattern.isPresent() ? RegexShapes.bound(pattern.get(), sorted) : RegexShapes.atRunTime(sorted);
    }
}
