package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSource;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Limit;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.query.QueryRefusal;
import dev.schemaguard.processor.query.RegexShape;
import dev.schemaguard.processor.query.Sort;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The query Spring Data MongoDB derives from a repository method name: parsed as SDC's {@code PartTree} parses it,
 * each part turned into what SDM's {@code MongoQueryCreator} builds, paths mapped to stored paths through the schema
 * model. What SDM refuses comes back as a {@link QueryRefusal}, in the order SDM finds it.
 */
public final class DerivedQueryCreator {

    /** {@code OrderBySource.BLOCK_SPLIT}: several sort keys only with a direction between them. */
    private static final Pattern BLOCK_SPLIT = Pattern.compile("(?<=Asc|Desc)(?=\\p{Lu})");

    private static final Pattern DIRECTION_SPLIT = Pattern.compile("(.+?)(Asc|Desc)?$");

    private static final String PATTERN = "java.util.regex.Pattern";

    private final DocumentModel document;
    private final PropertyPaths paths;

    public DerivedQueryCreator(DocumentModel document) {
        this.document = document;
        this.paths = new PropertyPaths(document);
    }

    public Derivation derive(MethodSignature method) {
        MethodName name = MethodName.parse(method.name());
        if (name.maxResults().isPresent() && name.maxResults().getAsInt() < 0) {
            return refused(QueryRefusal.Reason.INVALID_LIMIT, method.name());
        }
        if (name.orderByCount() > 1) {
            return refused(QueryRefusal.Reason.ORDER_BY_REPEATED, method.name());
        }
        // PartTree resolves every property when the repository is created: the parts, then the OrderBy clause
        List<List<ResolvedPart>> groups = new ArrayList<>();
        for (List<MethodName.PartSource> group : name.orGroups()) {
            List<ResolvedPart> parts = new ArrayList<>();
            for (MethodName.PartSource source : group) {
                PartType type = PartType.of(source.text());
                String property = type.property(source.text());
                if (property.isEmpty()) {
                    return refused(QueryRefusal.Reason.MISSING_PROPERTY, source.text());
                }
                PropertyPathResult path = paths.resolve(property);
                if (path instanceof PropertyPathResult.NoSuchProperty missing) {
                    return unknownProperty(missing);
                }
                parts.add(new ResolvedPart(type, source.ignoreCase(), path));
            }
            groups.add(parts);
        }
        SortOrRefusal orderBy = orderBy(name.orderBy());
        if (orderBy.refusal != null) {
            return new Derivation.Refused(orderBy.refusal);
        }
        QueryMethodParameters parameters = new QueryMethodParameters(method);
        FilterOrRefusal filter = filter(groups, parameters);
        if (filter.refusal != null) {
            return new Derivation.Refused(filter.refusal);
        }
        Query.Builder query = Query.builder(document, method.origin())
                .operation(name.operation())
                .filter(parameters.has(QueryMethodParameters.TEXT_CRITERIA) ? withText(filter.filter) : filter.filter)
                .sort(parameters.hasDynamicSort() ? dynamic(orderBy.sort) : orderBy.sort)
                .limit(limit(name, parameters))
                .projection(
                        method.returnsDocument() || name.operation() != Query.Operation.FIND
                                ? Projection.wholeDocument()
                                : new Projection.Unknown("a projection of the return type"));
        if (parameters.has(QueryMethodParameters.COLLATION)) {
            query.collation(new QueryCollation.AtRunTime());
        }
        return new Derivation.Derived(query.build());
    }

    /** {@code OrderBySource(String, Optional)}: each block a property path and an optional direction. */
    private SortOrRefusal orderBy(String clause) {
        if (clause.isEmpty()) {
            return new SortOrRefusal(Sort.none(), null);
        }
        List<Sort.SortKey> keys = new ArrayList<>();
        for (String block : BLOCK_SPLIT.split(clause)) {
            Matcher m = DIRECTION_SPLIT.matcher(block);
            if (!m.find() || (m.group(1).equals("Asc") || m.group(1).equals("Desc")) && m.group(2) == null) {
                return new SortOrRefusal(null, QueryRefusal.of(QueryRefusal.Reason.INVALID_ORDER_SYNTAX, block));
            }
            PropertyPathResult path = paths.resolve(m.group(1));
            if (path instanceof PropertyPathResult.NoSuchProperty missing) {
                return new SortOrRefusal(null, unknownProperty(missing).refusal());
            }
            if (path instanceof PropertyPathResult.BeyondModel beyond) {
                return new SortOrRefusal(new Sort.Unknown(beyond.reason()), null);
            }
            Sort.Direction direction = "Desc".equals(m.group(2)) ? Sort.Direction.DESCENDING : Sort.Direction.ASCENDING;
            keys.add(new Sort.SortKey(((PropertyPathResult.Resolved) path).storedPath(), direction));
        }
        return new SortOrRefusal(new Sort.Static(keys), null);
    }

    /**
     * {@code AbstractQueryCreator.createCriteria}: the parts of a group chained with {@code and}, the groups folded
     * left with {@code or} ({@code MongoQueryCreator.or} nests: {@code {$or: [{$or: [A, B]}, C]}}).
     */
    private FilterOrRefusal filter(List<List<ResolvedPart>> groups, QueryMethodParameters parameters) {
        List<Filter> folded = new ArrayList<>();
        List<Set<String>> keysPerGroup = new ArrayList<>();
        for (List<ResolvedPart> group : groups) {
            List<Filter> clauses = new ArrayList<>();
            Set<String> keys = new HashSet<>();
            String repeated = null;
            for (ResolvedPart part : group) {
                PredicatesOrRefusal created = create(part, parameters);
                if (created.refusal != null) {
                    return new FilterOrRefusal(null, created.refusal);
                }
                clauses.addAll(created.predicates);
                if (part.path instanceof PropertyPathResult.Resolved resolved
                        && !created.predicates.isEmpty()
                        && !keys.add(resolved.javaPath())
                        && repeated == null) {
                    repeated = resolved.javaPath();
                }
            }
            keysPerGroup.add(repeated == null ? Set.of() : Set.of(repeated));
            folded.add(new Filter.And(clauses));
        }
        // Criteria.getCriteriaObject merges a group's chain once every part is created: the duplicate shows then
        for (Set<String> repeated : keysPerGroup) {
            if (!repeated.isEmpty()) {
                return new FilterOrRefusal(
                        null,
                        QueryRefusal.of(
                                QueryRefusal.Reason.SECOND_EXPRESSION_ON_PATH,
                                repeated.iterator().next()));
            }
        }
        if (folded.isEmpty()) {
            return new FilterOrRefusal(Filter.matchAll(), null);
        }
        Filter base = folded.get(0);
        for (Filter group : folded.subList(1, folded.size())) {
            base = new Filter.Or(List.of(base, group));
        }
        return new FilterOrRefusal(base, null);
    }

    /** {@code MongoQueryCreator.from}: the predicates one part gives, taking its arguments from the parameters. */
    private PredicatesOrRefusal create(ResolvedPart part, QueryMethodParameters parameters) {
        if (part.type == PartType.NEAR && parameters.method.returnsGeoResults()) {
            // MongoQueryCreator skips the part; GeoNearExecution runs $geoNear, which needs a geo index just the same
            return part.path instanceof PropertyPathResult.BeyondModel beyond
                    ? unreadable(beyond)
                    : part.predicates(new Condition.GeoNear(Condition.Truth.AT_RUN_TIME));
        }
        List<ParameterType> arguments = new ArrayList<>();
        int taken = part.type == PartType.NEAR && parameters.nearLocation ? 0 : part.type.argumentsTaken();
        for (int i = 0; i < taken; i++) {
            if (!parameters.hasNext()) {
                return PredicatesOrRefusal.refused(
                        QueryRefusal.of(QueryRefusal.Reason.TOO_FEW_ARGUMENTS, parameters.method.name()));
            }
            arguments.add(parameters.next());
        }
        if (!(part.path instanceof PropertyPathResult.Resolved path)) {
            return unreadable((PropertyPathResult.BeyondModel) part.path);
        }
        boolean simpleComparison = switch (part.ignoreCase) {
            case NEVER -> true;
            // isSimpleComparisionPossible looks at the first property of the path, not at its leaf
            case WHEN_POSSIBLE -> !path.headIsString();
            case ALWAYS -> false;
        };
        String regexOptions = part.ignoreCase == MethodName.IgnoreCase.NEVER ? "" : "i";
        return switch (part.type) {
            case AFTER, GREATER_THAN -> part.predicates(new Condition.Range(Condition.Comparison.GT));
            case GREATER_THAN_EQUAL -> part.predicates(new Condition.Range(Condition.Comparison.GTE));
            case BEFORE, LESS_THAN -> part.predicates(new Condition.Range(Condition.Comparison.LT));
            case LESS_THAN_EQUAL -> part.predicates(new Condition.Range(Condition.Comparison.LTE));
            // computeBetweenPart: two plain arguments are both exclusive; a Range argument's bounds are known at run
            // time
            case BETWEEN ->
                arguments.get(0).isA("org.springframework.data.domain.Range")
                        ? part.predicates(new Condition.Unknown("a Range argument, whose bounds are known at run time"))
                        : part.predicates(
                                new Condition.Range(Condition.Comparison.GT),
                                new Condition.Range(Condition.Comparison.LT));
            case IS_NOT_NULL -> part.predicates(new Condition.NotEqual(true));
            case IS_NULL -> part.predicates(new Condition.NullEquality());
            case NOT_IN -> part.predicates(new Condition.NotIn(size(arguments.get(0)), !simpleComparison));
            case IN -> part.predicates(new Condition.In(size(arguments.get(0)), !simpleComparison));
            case LIKE, STARTING_WITH, ENDING_WITH, CONTAINING ->
                part.predicates(containing(part, path, arguments.get(0), simpleComparison, regexOptions));
            case NOT_LIKE, NOT_CONTAINING ->
                part.predicates(
                        new Condition.Not(containing(part, path, arguments.get(0), simpleComparison, regexOptions)));
            // a Pattern argument keeps its own flags; anything else is its toString(), without options
            case REGEX ->
                part.predicates(new Condition.Regex(new RegexShape(
                        RegexShape.Anchoring.AT_RUN_TIME,
                        java.util.Optional.empty(),
                        arguments.get(0).isA(PATTERN) ? java.util.Optional.empty() : java.util.Optional.of(""))));
            case EXISTS -> part.predicates(new Condition.Exists(Condition.Truth.AT_RUN_TIME));
            case TRUE, FALSE -> part.predicates(new Condition.Equality());
            case NEAR -> part.predicates(new Condition.GeoNear(spherical(path, parameters)));
            case WITHIN -> part.predicates(new Condition.GeoWithin());
            case IS_EMPTY, IS_NOT_EMPTY ->
                part.predicates(new Condition.Unknown(part.type + ", which depends on the SDM version"));
            case SIMPLE_PROPERTY, NEGATING_SIMPLE_PROPERTY -> {
                boolean negated = part.type == PartType.NEGATING_SIMPLE_PROPERTY;
                if (simpleComparison) {
                    yield part.predicates(negated ? new Condition.NotEqual(false) : new Condition.Equality());
                }
                // createLikeRegexCriteriaOrThrow checks the leaf's type only when IgnoreCase is written on the part
                if (part.ignoreCase == MethodName.IgnoreCase.ALWAYS && !path.leafIsString()) {
                    yield PredicatesOrRefusal.refused(
                            QueryRefusal.of(QueryRefusal.Reason.IGNORE_CASE_NOT_STRING, path.javaPath()));
                }
                Condition regex = new Condition.Regex(RegexShape.of(RegexShape.Anchoring.WHOLE_VALUE, "i"));
                yield part.predicates(negated ? new Condition.Not(regex) : regex);
            }
        };
    }

    private static PredicatesOrRefusal unreadable(PropertyPathResult.BeyondModel path) {
        return new PredicatesOrRefusal(List.of(new Filter.Unreadable(path.reason())), null);
    }

    /**
     * {@code createContainingCriteria}: {@code $in} of the argument on an array or collection, else a regex anchored
     * by {@code MongoRegexCreator.toRegularExpression}'s match mode (LIKE is not anchored).
     */
    private static Condition containing(
            ResolvedPart part,
            PropertyPathResult.Resolved path,
            ParameterType argument,
            boolean simpleComparison,
            String options) {
        if (path.leafCollectionLike()) {
            return new Condition.In(size(argument), !simpleComparison);
        }
        RegexShape.Anchoring anchoring = switch (part.type) {
            case STARTING_WITH -> RegexShape.Anchoring.START;
            case ENDING_WITH -> RegexShape.Anchoring.END;
            default -> RegexShape.Anchoring.NONE;
        };
        return new Condition.Regex(RegexShape.of(anchoring, options));
    }

    /** {@code nextAsList}: a collection or array argument is flattened, anything else is one value. */
    private static OptionalInt size(ParameterType argument) {
        return argument.collectionLike() ? OptionalInt.empty() : OptionalInt.of(1);
    }

    /**
     * {@code MongoQueryCreator.createNearCriteria}: {@code $nearSphere} whenever the property carries
     * {@code @GeoSpatialIndexed(type = GEO_2DSPHERE)} ({@code isSpherical}, which reads the property's own
     * annotation: a 2dsphere key of a compound index does not count), else {@code $nearSphere} or {@code $near} by the
     * metric of a Distance argument, known only at run time; without either, {@code $near}. The model tells the
     * property's own annotation by an index of one 2dsphere key declared on the field; one inherited from a
     * superclass may be either, and stays unknown.
     */
    private Condition.Truth spherical(PropertyPathResult.Resolved path, QueryMethodParameters parameters) {
        boolean annotatedSphere = document.indexes().stream()
                .anyMatch(i -> i.source() == IndexSource.FIELD
                        && i.keys().size() == 1
                        && i.keys().get(0).type() == IndexKeyType.GEO_2DSPHERE
                        && path.storedPath().equals(i.keys().get(0).storedPath()));
        if (annotatedSphere) {
            return Condition.Truth.TRUE;
        }
        boolean sphereIndexed = document.indexes().stream()
                .flatMap(i -> i.keys().stream())
                .anyMatch(k -> k.type() == IndexKeyType.GEO_2DSPHERE
                        && path.storedPath().equals(k.storedPath()));
        return parameters.has(QueryMethodParameters.DISTANCE) || sphereIndexed
                ? Condition.Truth.AT_RUN_TIME
                : Condition.Truth.FALSE;
    }

    private static Limit limit(MethodName name, QueryMethodParameters parameters) {
        if (parameters.has(QueryMethodParameters.PAGEABLE)
                || parameters.has(QueryMethodParameters.LIMIT)
                || parameters.has(QueryMethodParameters.SCROLL_POSITION)) {
            return new Limit.AtRunTime();
        }
        // Top0 is accepted and sends no limit at all: 0 is the server's "no limit" (DerivedQueryDifferentialTest)
        return name.maxResults().isPresent() && name.maxResults().getAsInt() > 0
                ? new Limit.Fixed(name.maxResults().getAsInt())
                : Limit.none();
    }

    private static Sort dynamic(Sort orderBy) {
        return orderBy instanceof Sort.Static fixed ? new Sort.Dynamic(fixed.keys()) : orderBy;
    }

    /** SDM adds a {@code TextCriteria} argument to the filter ({@code PartTreeMongoQuery.createQuery}). */
    private static Filter withText(Filter filter) {
        List<Filter> clauses = new ArrayList<>();
        clauses.add(filter);
        clauses.add(new Filter.Predicate("", new Condition.Text()));
        return new Filter.And(clauses);
    }

    private static Derivation.Refused refused(QueryRefusal.Reason reason, String detail) {
        return new Derivation.Refused(QueryRefusal.of(reason, detail));
    }

    private static Derivation.Refused unknownProperty(PropertyPathResult.NoSuchProperty missing) {
        return new Derivation.Refused(new QueryRefusal(
                QueryRefusal.Reason.UNKNOWN_PROPERTY,
                missing.property() + " of " + missing.owner(),
                missing.didYouMean()));
    }

    private record ResolvedPart(PartType type, MethodName.IgnoreCase ignoreCase, PropertyPathResult path) {
        PredicatesOrRefusal predicates(Condition... conditions) {
            String stored = ((PropertyPathResult.Resolved) path).storedPath();
            List<Filter> out = new ArrayList<>();
            for (Condition c : conditions) {
                out.add(new Filter.Predicate(stored, c));
            }
            return new PredicatesOrRefusal(out, null);
        }
    }

    private record PredicatesOrRefusal(List<Filter> predicates, QueryRefusal refusal) {
        static PredicatesOrRefusal refused(QueryRefusal refusal) {
            return new PredicatesOrRefusal(List.of(), refusal);
        }
    }

    private record FilterOrRefusal(Filter filter, QueryRefusal refusal) {}

    private record SortOrRefusal(Sort sort, QueryRefusal refusal) {}
}
