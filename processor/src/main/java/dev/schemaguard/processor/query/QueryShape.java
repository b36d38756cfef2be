package dev.schemaguard.processor.query;

import java.util.List;

/**
 * A query's shape as messages and the report print it, without values, as MongoDB's query shapes leave them out:
 * {@code {status: eq, createdAt: range} sort {createdAt: -1}}.
 */
public final class QueryShape {

    private QueryShape() {}

    /** The filter's shape, then the sort's when the query asks for an order. */
    public static String of(Query query) {
        String filter = filter(query.filter());
        String sort = sort(query.sort());
        return sort.isEmpty() ? filter : filter + " sort " + sort;
    }

    public static String filter(Filter filter) {
        if (filter instanceof Filter.And and) {
            return "{" + join(and.clauses()) + "}";
        }
        if (filter instanceof Filter.Or or) {
            return "{$or: [" + clauses(or.clauses()) + "]}";
        }
        if (filter instanceof Filter.Nor nor) {
            return "{$nor: [" + clauses(nor.clauses()) + "]}";
        }
        if (filter instanceof Filter.Predicate predicate) {
            return "{" + predicate(predicate) + "}";
        }
        return "{?}";
    }

    private static String join(List<Filter> clauses) {
        StringBuilder sb = new StringBuilder();
        for (Filter clause : clauses) {
            sb.append(sb.length() == 0 ? "" : ", ");
            if (clause instanceof Filter.Predicate predicate) {
                sb.append(predicate(predicate));
            } else {
                String inner = filter(clause);
                sb.append(inner, 1, inner.length() - 1);
            }
        }
        return sb.toString();
    }

    private static String clauses(List<Filter> clauses) {
        StringBuilder sb = new StringBuilder();
        for (Filter clause : clauses) {
            sb.append(sb.length() == 0 ? "" : ", ").append(filter(clause));
        }
        return sb.toString();
    }

    private static String predicate(Filter.Predicate predicate) {
        return (predicate.path().isEmpty() ? "$text" : predicate.path()) + ": " + operator(predicate.condition());
    }

    /** The operator class of a condition, as the planner tells them apart. */
    public static String operator(Condition condition) {
        if (condition instanceof Condition.Equality) {
            return "eq";
        } else if (condition instanceof Condition.NullEquality) {
            return "null";
        } else if (condition instanceof Condition.In in) {
            return in.size().isPresent() ? "in[" + in.size().getAsInt() + "]" : "in";
        } else if (condition instanceof Condition.Range range) {
            return range.comparison().operator();
        } else if (condition instanceof Condition.Regex regex) {
            return "regex"
                    + regex.shape()
                            .options()
                            .map(o -> o.isEmpty() ? "" : "/" + o)
                            .orElse("");
        } else if (condition instanceof Condition.NotEqual) {
            return "$ne";
        } else if (condition instanceof Condition.NotIn) {
            return "$nin";
        } else if (condition instanceof Condition.Not not) {
            return "$not(" + operator(not.negated()) + ")";
        } else if (condition instanceof Condition.Exists) {
            return "$exists";
        } else if (condition instanceof Condition.TypeIs) {
            return "$type";
        } else if (condition instanceof Condition.ElemMatch) {
            return "$elemMatch";
        } else if (condition instanceof Condition.Text) {
            return "text";
        } else if (condition instanceof Condition.GeoNear) {
            return "$near";
        } else if (condition instanceof Condition.GeoWithin) {
            return "$geoWithin";
        }
        return "?";
    }

    /** {@code {createdAt: -1}}, {@code {createdAt: -1, +caller's}} for a dynamic one, empty without an order. */
    public static String sort(Sort sort) {
        if (sort instanceof Sort.Static fixed) {
            return fixed.keys().isEmpty() ? "" : keys(fixed.keys(), "");
        }
        if (sort instanceof Sort.Dynamic dynamic) {
            return keys(dynamic.leadingKeys(), "the caller's");
        }
        return "{?}";
    }

    private static String keys(List<Sort.SortKey> keys, String more) {
        StringBuilder sb = new StringBuilder("{");
        for (Sort.SortKey key : keys) {
            sb.append(sb.length() == 1 ? "" : ", ")
                    .append(key.path())
                    .append(": ")
                    .append(key.direction().value());
        }
        if (!more.isEmpty()) {
            sb.append(sb.length() == 1 ? "" : ", ").append(more);
        }
        return sb.append('}').toString();
    }
}
