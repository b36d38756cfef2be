package dev.schemaguard.processor.reader.springdata.repository;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A query method's parameters: the special ones SDC's {@code Parameters.TYPES} and SDM's
 * {@code MongoParameters.MongoParameter.isSpecialParameter} set apart, and the bindable rest, which
 * {@code MongoQueryCreator} takes in order and {@code ?N} placeholders name by index
 * ({@code ParametersParameterAccessor.getBindableValue}).
 */
final class QueryMethodParameters {

    static final String PAGEABLE = "org.springframework.data.domain.Pageable";
    static final String SORT = "org.springframework.data.domain.Sort";
    static final String LIMIT = "org.springframework.data.domain.Limit";
    static final String SCROLL_POSITION = "org.springframework.data.domain.ScrollPosition";
    static final String DISTANCE = "org.springframework.data.geo.Distance";
    static final String POINT = "org.springframework.data.geo.Point";
    static final String TEXT_CRITERIA = "org.springframework.data.mongodb.core.query.TextCriteria";
    static final String COLLATION = "org.springframework.data.mongodb.core.query.Collation";

    private static final List<String> SPECIAL =
            List.of(PAGEABLE, SORT, LIMIT, SCROLL_POSITION, DISTANCE, TEXT_CRITERIA, COLLATION);

    final MethodSignature method;
    private final List<ParameterType> bindable = new ArrayList<>();
    private final Set<String> special = new HashSet<>();
    /** Whether a parameter is the geo-near location: {@code @Near}, or the first point of a geo-near method. */
    final boolean nearLocation;

    private int next;

    QueryMethodParameters(MethodSignature method) {
        this.method = method;
        boolean near = false;
        for (ParameterType p : method.parameters()) {
            String specialType = SPECIAL.stream().filter(p::isA).findFirst().orElse(null);
            boolean location = !near
                    && (p.annotatedNear()
                            || method.returnsGeoResults()
                                    && (p.isA(POINT) || p.qualifiedName().equals("double[]")));
            if (specialType != null) {
                special.add(specialType);
            } else if (location) {
                near = true;
            } else {
                bindable.add(p);
            }
        }
        this.nearLocation = near;
    }

    boolean has(String specialType) {
        return special.contains(specialType);
    }

    /** A {@code Sort}, {@code Pageable} or {@code ScrollPosition} argument: sort keys known when the method is called. */
    boolean hasDynamicSort() {
        return has(SORT) || has(PAGEABLE) || has(SCROLL_POSITION);
    }

    boolean hasNext() {
        return next < bindable.size();
    }

    ParameterType next() {
        return bindable.get(next++);
    }

    /** How many parameters placeholders can name. */
    int bindableCount() {
        return bindable.size();
    }

    /** The bindable parameter a {@code ?index} placeholder names. */
    ParameterType bindable(int index) {
        return bindable.get(index);
    }
}
