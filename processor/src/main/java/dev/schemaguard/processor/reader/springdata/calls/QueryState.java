package dev.schemaguard.processor.reader.springdata.calls;

import com.sun.source.util.TreePath;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Limit;
import dev.schemaguard.processor.query.QueryCollation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One SDM {@code org.springframework.data.mongodb.core.query.Query} as the code builds it: its criteria by key in the
 * order added, its sort, limit, skip, fields, collation and hint, changed by the same methods as {@code Query}'s.
 * {@link #queryObject()} renders the criteria as {@code getQueryObject()} does.
 */
final class QueryState {

    /** {@code criteria}: a {@code LinkedHashMap} by {@code getKey()}, which may be null. */
    private final Map<Optional<String>, CriteriaDefinition> criteria = new LinkedHashMap<>();

    /** Why the criteria are not known, when they are not. */
    private NotFollowed criteriaUnknown;

    SortState sort = SortState.unsorted();
    Limit limit = Limit.none();
    /** Whether a skip may be set: {@code remove} then finds the documents first. */
    boolean skipped;

    QueryCollation collation = QueryCollation.collectionDefault();
    Hint hint = Hint.none();
    FieldsState fields;

    /** {@code addCriteria}: a second criteria with the same key throws. */
    void addCriteria(CriteriaDefinition definition) {
        Optional<String> key = Optional.ofNullable(definition.key());
        if (criteria.containsKey(key)) {
            throw NotFollowed.thrownBySdm(
                    "SDM's Query.addCriteria throws InvalidMongoDbApiUsageException: \"you can't add a" + " second '"
                            + key.orElse(null) + "' criteria\"");
        }
        criteria.put(key, definition);
    }

    /** Marks the criteria as not known: the query was changed where the reader does not follow it. */
    void criteriaUnknown(NotFollowed reason) {
        if (criteriaUnknown == null) {
            criteriaUnknown = reason;
        }
    }

    /** {@code fields()}: the one {@code Field} of the query, made on first use. */
    FieldsState fields() {
        if (fields == null) {
            fields = new FieldsState();
        }
        return fields;
    }

    /** {@code getQueryObject()}: one criteria's object, or every object's keys put into one document. */
    Sent.Document queryObject() {
        if (criteriaUnknown != null) {
            throw criteriaUnknown;
        }
        if (criteria.size() == 1) {
            return criteria.values().iterator().next().criteriaObject();
        }
        Sent.Document out = new Sent.Document();
        for (CriteriaDefinition c : criteria.values()) {
            out.putAll(c.criteriaObject());
        }
        return out;
    }

    /**
     * SDC's {@code Sort} as {@code Query.with(Sort)} appends it: properties and directions in order, possibly followed
     * by orders given at run time.
     *
     * @param unknown why the order is not known, or null
     */
    record SortState(List<Order> orders, boolean dynamic, String unknown) {

        static SortState unsorted() {
            return new SortState(List.of(), false, null);
        }

        static SortState unknown(String reason) {
            return new SortState(List.of(), false, reason);
        }

        /** {@code Sort.and}. */
        SortState and(SortState other) {
            if (unknown != null) {
                return this;
            }
            if (other.unknown != null) {
                return other;
            }
            if (dynamic) {
                return this;
            }
            List<Order> all = new ArrayList<>(orders);
            all.addAll(other.orders);
            return new SortState(all, other.dynamic, null);
        }

        /** {@code Sort.ascending()}, {@code descending()}: every order in that direction. */
        SortState direction(boolean ascending) {
            if (unknown != null || dynamic) {
                return unknown("a direction applied to orders given at run time");
            }
            return new SortState(
                    orders.stream()
                            .map(o -> new Order(o.property(), o.where(), ascending))
                            .toList(),
                    false,
                    null);
        }
    }

    /** One {@code Sort.Order}: a property as written and where. */
    record Order(String property, TreePath where, boolean ascending) {}

    /**
     * SDM's {@code Field}: the inclusions and exclusions (its {@code criteria} is a {@code HashMap}, in no order: they
     * are kept here in the order written, for output that does not depend on hashing), or why the projection is
     * something else ({@code slice}, {@code elemMatch}, {@code position}, {@code projectAs}).
     */
    static final class FieldsState {
        final Map<String, Boolean> included = new LinkedHashMap<>();
        final Map<String, TreePath> where = new LinkedHashMap<>();
        String unknown;
    }
}
