package dev.schemaguard.processor.query.planner;

import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.Sort;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The index that would serve a query, keys in ESR order: the equality keys first, then the sort keys in the sort's
 * direction, then the range keys (MongoDB manual, "The ESR (Equality, Sort, Range) Guideline",
 * https://www.mongodb.com/docs/manual/tutorial/equality-sort-range-guideline/). {@code $in} counts as an equality:
 * the server explodes it into one scan per value to give the order (up to 200 scans, {@code explodeForSort});
 * {@code $ne}, {@code $nin}, {@code $not} and a regex count as ranges, as the guideline says. Stored paths, neutral
 * of any mapping's vocabulary: the rules render them.
 *
 * @param keys the keys in order, each with its direction (equality and range keys ascending)
 * @param roles what each key is for, in the same order
 */
public record IndexProposal(List<Sort.SortKey> keys, List<Role> roles) {

    public IndexProposal {
        keys = List.copyOf(keys);
        roles = List.copyOf(roles);
        if (keys.size() != roles.size()) {
            throw new IllegalArgumentException("one role per key");
        }
    }

    /** What a proposed key serves. */
    public enum Role {
        EQUALITY,
        SORT,
        RANGE
    }

    /** Whether there is nothing to propose: no predicate an index can bound and no static order. */
    public boolean isEmpty() {
        return keys.isEmpty();
    }

    /**
     * The indexes that would serve the query: one for its ANDed predicates with its order, or, for a filter that is
     * an {@code $or}, one per clause (each clause needs its own index).
     */
    public static List<IndexProposal> forQuery(Query query) {
        List<Sort.SortKey> sort = staticKeys(query.sort());
        Filter filter = query.filter();
        // a @Query document {$or: [...]} is read as an AND of its one key, the $or
        while (filter instanceof Filter.And and && and.clauses().size() == 1) {
            filter = and.clauses().get(0);
        }
        if (filter instanceof Filter.Or or) {
            List<IndexProposal> out = new ArrayList<>();
            for (Filter clause : or.clauses()) {
                IndexProposal p = of(clause, sort);
                if (!p.isEmpty() && !out.contains(p)) {
                    out.add(p);
                }
            }
            return out;
        }
        IndexProposal p = of(filter, sort);
        return p.isEmpty() ? List.of() : List.of(p);
    }

    /** The ESR index for the ANDed predicates of one filter and an order. */
    static IndexProposal of(Filter filter, List<Sort.SortKey> sort) {
        Map<String, Role> byPath = new LinkedHashMap<>();
        for (Leaf leaf : Leaf.of(filter).leaves()) {
            Role role = roleOf(leaf.condition());
            if (role != null) {
                byPath.merge(leaf.path(), role, (a, b) -> a == Role.EQUALITY || b == Role.EQUALITY ? Role.EQUALITY : a);
            }
        }
        List<Sort.SortKey> keys = new ArrayList<>();
        List<Role> roles = new ArrayList<>();
        byPath.forEach((path, role) -> {
            if (role == Role.EQUALITY) {
                keys.add(new Sort.SortKey(path, Sort.Direction.ASCENDING));
                roles.add(Role.EQUALITY);
            }
        });
        for (Sort.SortKey k : sort) {
            if (byPath.get(k.path()) != Role.EQUALITY
                    && keys.stream().noneMatch(e -> e.path().equals(k.path()))) {
                keys.add(k);
                roles.add(Role.SORT);
            }
        }
        byPath.forEach((path, role) -> {
            if (role == Role.RANGE && keys.stream().noneMatch(e -> e.path().equals(path))) {
                keys.add(new Sort.SortKey(path, Sort.Direction.ASCENDING));
                roles.add(Role.RANGE);
            }
        });
        return new IndexProposal(keys, roles);
    }

    /** An index key's role for a condition, or null for one no btree key serves ($text, geo, unknown, $exists: true). */
    private static Role roleOf(Condition c) {
        if (c instanceof Condition.Equality
                || c instanceof Condition.NullEquality
                || c instanceof Condition.In
                || c instanceof Condition.Exists e && e.value() == Condition.Truth.FALSE) {
            return Role.EQUALITY;
        }
        if (c instanceof Condition.Range
                || c instanceof Condition.Regex
                || c instanceof Condition.TypeIs
                || c instanceof Condition.NotEqual
                || c instanceof Condition.NotIn
                || c instanceof Condition.Not) {
            return Role.RANGE;
        }
        return null;
    }

    /** The keys of the order known at build time: all of a static one, the leading keys of a dynamic one. */
    private static List<Sort.SortKey> staticKeys(Sort sort) {
        if (sort instanceof Sort.Static s) {
            return s.keys();
        }
        if (sort instanceof Sort.Dynamic d) {
            return d.leadingKeys();
        }
        return List.of();
    }

    /** The keys as MongoDB writes a key pattern, for messages and tests: {@code {status: 1, createdAt: -1}}. */
    public String keyPattern() {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < keys.size(); i++) {
            sb.append(i == 0 ? "" : ", ")
                    .append(keys.get(i).path())
                    .append(": ")
                    .append(keys.get(i).direction().value());
        }
        return sb.append('}').toString();
    }
}
