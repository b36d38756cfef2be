package dev.schemaguard.processor.query.planner;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.RegexShape;
import dev.schemaguard.processor.query.Sort;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Decides offline, from the indexes a document declares and the {@code _id_} index every collection has, how MongoDB
 * would run a query: which index it scans and how, whether a SORT stage sorts the matches in memory, whether an
 * {@code $or} is indexed, or whether the server refuses the query. It follows MongoDB's {@code QueryPlanner::plan}
 * ({@code src/mongo/db/query/query_planner.cpp}) and the index selection of {@code planner_ixselect.cpp}; where the
 * model does not tell what decides the plan, the plan is {@link Plan.Unknown}.
 *
 * <p>The server enumerates every indexed plan and races them in the multi-planner, keeping the one that produces
 * results with the least work on the data at hand. Offline there is no data, so one plan is chosen
 * deterministically: the index that binds the most leading keys to points (equality or {@code $in}), then the one
 * that gives the order asked for, then the one with bounded rather than whole-index reads, then the one that bounds
 * more keys, ties broken by the order of the indexes in the model (the {@code _id_} index first). The multi-planner
 * may pick another of equally relevant indexes, or an index that only gives the order; it never picks a collection
 * scan when an index is relevant, since the planner builds none then ({@code collScanRequired = 0 == out.size()}).
 */
public final class QueryPlanner {

    /** Plans one query. */
    public Plan plan(Query query) {
        Plan plan = new Planning(query, query.document().indexes()).plan();
        return query.document().indexesUndeclared() ? servedByIdOrUnknown(plan, query) : plan;
    }

    /**
     * The plan over a collection whose indexes the compilation does not declare: one the {@code _id_} index serves
     * whole (filter and order) is the plan whatever other index exists; any other depends on indexes made elsewhere.
     */
    private static Plan servedByIdOrUnknown(Plan plan, Query query) {
        if (plan instanceof Plan.IndexScan scan && scan.use() != Plan.Use.SORT_ONLY && !scan.sortsInMemory()) {
            return plan;
        }
        return new Plan.Unknown("the indexes of '" + query.document().collection() + "' are made outside the "
                + "compilation: " + query.document().simpleName() + " carries no document annotation");
    }

    /**
     * Plans a query as if its collection had only the {@code _id_} index and this one: whether the index can serve
     * the query at all, whichever other index the server would prefer today.
     */
    public Plan planWithOnly(Query query, IndexSpec index) {
        List<IndexSpec> declared = new ArrayList<>();
        query.document().indexes().stream().filter(IndexSpec::isDefaultIdIndex).forEach(declared::add);
        if (!index.isDefaultIdIndex()) {
            declared.add(index);
        }
        return new Planning(query, declared).plan();
    }

    /** The planning of one query, over its document's indexes. */
    private static final class Planning {

        private final Query query;
        private final DocumentModel document;
        private final List<ServingIndex> indexes;
        private final SortAnalysis sorts;
        private final PartialFilterImplication partials;
        private final Collations collations;
        private final IndexChoice choice;

        Planning(Query query, List<IndexSpec> declared) {
            this.query = query;
            this.document = query.document();
            PathFacts paths = new PathFacts(document);
            this.collations = new Collations(document, query.collation());
            this.sorts = new SortAnalysis(collations, paths);
            this.partials = new PartialFilterImplication(collations);
            this.indexes = servingIndexes(document, declared);
            this.choice = new IndexChoice(new KeyMatcher(collations, paths), sorts, partials);
        }

        /**
         * The implicit {@code _id_} first (the catalog lists it first), then the declared indexes in model order; a
         * hidden index is not in the planner's list (a hint naming it fails like a hint naming none).
         */
        private static List<ServingIndex> servingIndexes(DocumentModel document, List<IndexSpec> declared) {
            List<ServingIndex> out = new ArrayList<>();
            Optional<IndexSpec> declaredId =
                    declared.stream().filter(IndexSpec::isDefaultIdIndex).findFirst();
            out.add(declaredId
                    .map(i -> new ServingIndex(i, false))
                    .orElseGet(() -> ServingIndex.implicitIdIndex(document.qualifiedName())));
            for (IndexSpec index : declared) {
                if (!index.hidden()
                        && !index.isDefaultIdIndex()
                        && index.keys().stream().noneMatch(k -> k.type() == IndexKeyType.UNKNOWN)) {
                    out.add(new ServingIndex(index, false));
                }
            }
            return out;
        }

        Plan plan() {
            if (document.collectionOptions().timeSeries() != null) {
                return new Plan.Unknown("a time-series collection: the server plans over its buckets");
            }
            Optional<String> unreadable = unreadable(query.filter());
            if (unreadable.isPresent()) {
                return new Plan.Unknown("the filter is not known at build time: " + unreadable.get());
            }
            if (query.hint() instanceof Hint.AtRunTime) {
                return new Plan.Unknown("the hint is given at run time");
            }
            if (query.hint() instanceof Hint.Index hint) {
                return hinted(hint.nameOrKeys().strip());
            }
            if (contains(query.filter(), Condition.Text.class)) {
                return text();
            }
            if (contains(query.filter(), Condition.GeoNear.class)) {
                return near();
            }
            Optional<Plan> indexed = indexed(query.filter(), indexes, query.sort());
            if (indexed.isPresent()) {
                return indexed.get();
            }
            return sortOnlyOrCollectionScan(collectionScanReason());
        }

        private Plan.CollectionScan.Reason collectionScanReason() {
            Leaf.Clause clause = Leaf.of(query.filter());
            if (clause.isEmpty()) {
                return Plan.CollectionScan.Reason.NO_FILTER;
            }
            if (query.filter() instanceof Filter.Or || clause.leaves().isEmpty()) {
                return Plan.CollectionScan.Reason.OR_CLAUSE_NOT_INDEXED;
            }
            boolean unanchoredOnIndexedKey = clause.leaves().stream()
                    .anyMatch(l -> l.condition() instanceof Condition.Regex r
                            && !r.shape().anchoring().startsAnchored()
                            && r.shape().anchoring() != RegexShape.Anchoring.AT_RUN_TIME
                            && indexes.stream()
                                    .anyMatch(i -> i.spec()
                                            .keys()
                                            .get(0)
                                            .effectivePath()
                                            .equals(l.path())));
            return unanchoredOnIndexedKey
                    ? Plan.CollectionScan.Reason.UNANCHORED_REGEX
                    : Plan.CollectionScan.Reason.NO_RELEVANT_INDEX;
        }

        // ---------------------------------------------------------------- indexed plans

        /**
         * The indexed plan of a filter over these indexes, empty when none is relevant. An {@code $or} is indexed
         * only when each of its clauses is ({@code PlanEnumerator::prepMemo}: "For an OR to be indexed, all its
         * children must be indexed"); an AND is served through an index relevant to its own predicates, else
         * through one of its {@code $or}s.
         */
        private Optional<Plan> indexed(Filter filter, List<ServingIndex> candidates, Sort sort) {
            if (filter instanceof Filter.Or or) {
                return or(or.clauses(), candidates, sort);
            }
            Leaf.Clause clause = Leaf.of(filter);
            Optional<Plan> chosen = choice.choose(clause.leaves(), candidates, sort);
            if (chosen.isPresent()) {
                return chosen;
            }
            for (Filter.Or or : clause.ors()) {
                Optional<Plan> p = or(or.clauses(), candidates, sort);
                if (p.isPresent()) {
                    return p;
                }
            }
            return Optional.empty();
        }

        private Optional<Plan> or(List<Filter> clauses, List<ServingIndex> candidates, Sort sort) {
            if (clauses.size() == 1) {
                return indexed(clauses.get(0), candidates, sort);
            }
            List<Plan> plans = new ArrayList<>();
            String unknown = null;
            for (Filter clause : clauses) {
                Optional<Plan> p = indexed(clause, candidates, sort);
                if (p.isEmpty()) {
                    // one clause no index serves: the whole $or is a collection scan, whatever the others
                    return Optional.empty();
                }
                if (p.get() instanceof Plan.Unknown u) {
                    unknown = unknown == null ? u.reason() : unknown;
                } else if (p.get() instanceof Plan.Refused) {
                    return p;
                }
                plans.add(p.get());
            }
            if (unknown != null) {
                return Optional.of(new Plan.Unknown(unknown));
            }
            return Optional.of(new Plan.OrScan(plans, orSort(plans, sort)));
        }

        /**
         * An {@code $or}'s order: merged from its clauses when each clause's scan gives it (SORT_MERGE, as
         * {@code explodeForSort} builds over an OR of index scans), else a SORT stage.
         */
        private static Plan.SortOrder orSort(List<Plan> clauses, Sort sort) {
            if (sort instanceof Sort.Static s && s.keys().isEmpty()) {
                return Plan.SortOrder.NOT_REQUESTED;
            }
            boolean undecided = false;
            for (Plan p : clauses) {
                Plan.SortOrder o = p.sortOrder();
                if (o == Plan.SortOrder.BLOCKING) {
                    return Plan.SortOrder.BLOCKING;
                }
                undecided |= o == Plan.SortOrder.UNDECIDED;
            }
            return undecided ? Plan.SortOrder.UNDECIDED : Plan.SortOrder.MERGE_SORT;
        }

        // ---------------------------------------------------------------- no relevant index

        /**
         * With no index relevant to the filter, an index that gives the order is scanned whole
         * ({@code QueryPlanner::plan}: every non-sparse btree or hashed index whose collation matches and whose
         * partial filter the query implies, when its key pattern up to the first hashed key gives the order);
         * otherwise the collection is scanned, then sorted.
         */
        private Plan sortOnlyOrCollectionScan(Plan.CollectionScan.Reason reason) {
            Sort sort = query.sort();
            boolean noOrder = sort instanceof Sort.Static s && s.keys().isEmpty();
            if (noOrder) {
                return new Plan.CollectionScan(Plan.SortOrder.NOT_REQUESTED, reason);
            }
            List<Leaf> leaves = Leaf.of(query.filter()).leaves();
            String unknown = null;
            boolean anyEligible = false;
            for (ServingIndex index : indexes) {
                IndexSpec spec = index.spec();
                if (spec.sparse() || KeyMatcher.isSpecial(spec) || IndexChoice.isWildcard(spec)) {
                    continue;
                }
                Answer collation = collations.match(spec);
                Answer partial = spec.isPartial() ? partials.implied(spec, leaves) : Answer.YES;
                if (collation == Answer.NO || partial == Answer.NO) {
                    continue;
                }
                anyEligible = true;
                List<KeyBound> none =
                        spec.keys().stream().map(k -> KeyBound.NONE).toList();
                SortAnalysis.Outcome outcome = sorts.analyse(spec, none, sort);
                boolean gives = outcome.order() == Plan.SortOrder.INDEX_ORDER;
                if (gives && collation == Answer.YES && partial == Answer.YES) {
                    return new Plan.IndexScan(
                            index,
                            Plan.Use.SORT_ONLY,
                            0,
                            Plan.Bounds.WHOLE_INDEX,
                            Plan.SortOrder.INDEX_ORDER,
                            outcome.backward(),
                            "");
                }
                if ((gives || outcome.order() == Plan.SortOrder.UNDECIDED) && unknown == null) {
                    unknown = gives
                            ? "whether index '" + index.name() + "' may give the order depends on "
                                    + (collation != Answer.YES ? "the query's collation" : "values bound at run time")
                            : "index '" + index.name() + "' may give the order, which is given at run time";
                }
            }
            boolean orderUnknown = sort instanceof Sort.Unknown
                    || sort instanceof Sort.Dynamic d && d.leadingKeys().isEmpty();
            if (orderUnknown && anyEligible) {
                return new Plan.Unknown("the order is given at run time, and an index may give it");
            }
            if (unknown != null) {
                return new Plan.Unknown(unknown);
            }
            return new Plan.CollectionScan(
                    orderUnknown || sort instanceof Sort.Dynamic ? Plan.SortOrder.UNDECIDED : Plan.SortOrder.BLOCKING,
                    reason);
        }

        // ---------------------------------------------------------------- hint

        /**
         * A hinted query runs on the hinted index: bounded when the filter constrains its first key, else read
         * whole. A hint naming no index fails with BadValue; a key pattern two indexes share with IndexNotFound
         * ({@code QueryPlanner::plan}); {@code {$natural: 1}} forces a collection scan.
         */
        private Plan hinted(String hint) {
            HintedIndex.Lookup lookup = HintedIndex.lookUp(hint, indexes);
            if (lookup.unreadable() != null) {
                return new Plan.Unknown("the hint " + hint + " cannot be read: " + lookup.unreadable());
            }
            if (lookup.natural()) {
                Sort sort = query.sort();
                boolean noOrder = sort instanceof Sort.Static s && s.keys().isEmpty();
                return new Plan.CollectionScan(
                        noOrder
                                ? Plan.SortOrder.NOT_REQUESTED
                                : sort instanceof Sort.Static ? Plan.SortOrder.BLOCKING : Plan.SortOrder.UNDECIDED,
                        Plan.CollectionScan.Reason.NATURAL_HINT);
            }
            List<ServingIndex> matching = lookup.matching();
            if (matching.isEmpty()) {
                return new Plan.Refused(
                        Plan.ServerError.BAD_VALUE, "hint provided does not correspond to an existing index");
            }
            if (matching.size() > 1) {
                return new Plan.Refused(
                        Plan.ServerError.INDEX_NOT_FOUND,
                        "Hint matched multiple indexes, must hint by index name. Matched: "
                                + matching.get(0).describe() + " and "
                                + matching.get(1).describe());
            }
            if (contains(query.filter(), Condition.Text.class) || contains(query.filter(), Condition.GeoNear.class)) {
                return new Plan.Unknown("a hinted $text or $near query");
            }
            ServingIndex index = matching.get(0);
            Optional<Plan> indexed = indexed(query.filter(), List.of(index), query.sort());
            if (indexed.isPresent()) {
                return indexed.get();
            }
            List<KeyBound> none =
                    index.spec().keys().stream().map(k -> KeyBound.NONE).toList();
            SortAnalysis.Outcome outcome = sorts.analyse(index.spec(), none, query.sort());
            return new Plan.IndexScan(
                    index,
                    Plan.Use.HINT,
                    0,
                    Plan.Bounds.WHOLE_INDEX,
                    outcome.order(),
                    outcome.backward(),
                    outcome.note());
        }

        // ---------------------------------------------------------------- $text and $near

        /**
         * {@code $text} needs the collection's text index: none is IndexNotFound, "text index required for $text
         * query"; a compound text index needs an equality on each key before its text keys, and a {@code $text}
         * inside an {@code $or} needs every other clause indexed, else NoQueryExecutionPlans.
         */
        private Plan text() {
            List<ServingIndex> text = indexes.stream()
                    .filter(i -> i.spec().hasKeyOfType(IndexKeyType.TEXT))
                    .toList();
            if (text.isEmpty()) {
                return new Plan.Refused(Plan.ServerError.INDEX_NOT_FOUND, "text index required for $text query");
            }
            if (text.size() > 1) {
                return new Plan.Unknown("more than one text index is declared; MongoDB keeps one per collection");
            }
            ServingIndex index = text.get(0);
            Filter filter = query.filter();
            if (filter instanceof Filter.Or or) {
                List<Plan> plans = new ArrayList<>();
                for (Filter clause : or.clauses()) {
                    if (contains(clause, Condition.Text.class)) {
                        Plan p = textScan(index, Leaf.of(clause).leaves());
                        if (!(p instanceof Plan.IndexScan)) {
                            return p;
                        }
                        plans.add(p);
                    } else {
                        Optional<Plan> p = indexed(clause, indexes, Sort.none());
                        if (p.isEmpty()) {
                            return new Plan.Refused(
                                    Plan.ServerError.NO_QUERY_EXECUTION_PLANS,
                                    "Failed to produce a solution for TEXT under OR - other non-TEXT clauses under"
                                            + " OR have to be indexed as well.");
                        }
                        plans.add(p.get());
                    }
                }
                return new Plan.OrScan(plans, blockingIfRequested());
            }
            Leaf.Clause clause = Leaf.of(filter);
            if (clause.leaves().stream().noneMatch(l -> l.condition() instanceof Condition.Text)) {
                return new Plan.Unknown("a $text below the top level of the filter");
            }
            return textScan(index, clause.leaves());
        }

        private Plan textScan(ServingIndex index, List<Leaf> leaves) {
            int prefix = 0;
            for (var key : index.spec().keys()) {
                if (key.type() == IndexKeyType.TEXT) {
                    break;
                }
                boolean equality = leaves.stream()
                        .anyMatch(l -> l.path().equals(key.effectivePath())
                                && (l.condition() instanceof Condition.Equality
                                        || l.condition() instanceof Condition.NullEquality));
                if (!equality) {
                    return new Plan.Refused(
                            Plan.ServerError.NO_QUERY_EXECUTION_PLANS,
                            "failed to use text index to satisfy $text query (if text index is compound, are equality"
                                    + " predicates given for all prefix fields?)");
                }
                prefix++;
            }
            return new Plan.IndexScan(
                    index, Plan.Use.TEXT, prefix, Plan.Bounds.BOUNDED, blockingIfRequested(), false, "");
        }

        /**
         * {@code $near}/{@code $nearSphere} needs a geo index on its path: a 2d index takes both (a spherical query on
         * a 2d index as long as it does not wrap around the globe, which is taken as given); a 2dsphere index takes
         * a query with spherical geometry, which {@code $nearSphere} is and {@code $near} is only with a GeoJSON
         * point ({@code _compatible}: {@code centroid->crs == SPHERE}). None: NoQueryExecutionPlans, "unable to find
         * index for $geoNear query".
         */
        private Plan near() {
            Leaf.Clause clause = Leaf.of(query.filter());
            Optional<Leaf> near = clause.leaves().stream()
                    .filter(l -> l.condition() instanceof Condition.GeoNear && !l.underElemMatch())
                    .findFirst();
            if (near.isEmpty()) {
                return new Plan.Unknown("a $near below the top level of the filter");
            }
            Condition.Truth spherical = ((Condition.GeoNear) near.get().condition()).spherical();
            String unknown = null;
            for (ServingIndex index : indexes) {
                for (var key : index.spec().keys()) {
                    if (!key.effectivePath().equals(near.get().path())) {
                        continue;
                    }
                    Answer serves = Answer.NO;
                    if (key.type() == IndexKeyType.GEO_2D) {
                        serves = Answer.YES;
                    } else if (key.type() == IndexKeyType.GEO_2DSPHERE) {
                        serves = spherical == Condition.Truth.TRUE ? Answer.YES : Answer.UNKNOWN;
                    }
                    if (serves == Answer.YES) {
                        return new Plan.IndexScan(
                                index, Plan.Use.GEO_NEAR, 0, Plan.Bounds.BOUNDED, blockingIfRequested(), false, "");
                    }
                    if (serves == Answer.UNKNOWN && unknown == null) {
                        unknown = "whether the 2dsphere index '" + index.name() + "' serves $near depends on the"
                                + " point: a GeoJSON point yes, a legacy coordinate pair no";
                    }
                }
            }
            if (unknown != null) {
                return new Plan.Unknown(unknown);
            }
            return new Plan.Refused(
                    Plan.ServerError.NO_QUERY_EXECUTION_PLANS, "unable to find index for $geoNear query");
        }

        /** The order of a text or geo-near scan, which gives none of its own: a SORT stage when one is asked for. */
        private Plan.SortOrder blockingIfRequested() {
            Sort sort = query.sort();
            if (sort instanceof Sort.Static s) {
                return s.keys().isEmpty() ? Plan.SortOrder.NOT_REQUESTED : Plan.SortOrder.BLOCKING;
            }
            return sort instanceof Sort.Dynamic d && !d.leadingKeys().isEmpty()
                    ? Plan.SortOrder.BLOCKING
                    : Plan.SortOrder.UNDECIDED;
        }

        // ---------------------------------------------------------------- filter walks

        private static Optional<String> unreadable(Filter filter) {
            if (filter instanceof Filter.Unreadable u) {
                return Optional.of(u.reason());
            }
            for (Filter child : children(filter)) {
                Optional<String> r = unreadable(child);
                if (r.isPresent()) {
                    return r;
                }
            }
            return Optional.empty();
        }

        private static boolean contains(Filter filter, Class<? extends Condition> type) {
            if (filter instanceof Filter.Predicate p && type.isInstance(p.condition())) {
                return true;
            }
            return children(filter).stream().anyMatch(c -> contains(c, type));
        }

        private static List<Filter> children(Filter filter) {
            if (filter instanceof Filter.And and) {
                return and.clauses();
            }
            if (filter instanceof Filter.Or or) {
                return or.clauses();
            }
            if (filter instanceof Filter.Nor nor) {
                return nor.clauses();
            }
            if (filter instanceof Filter.Predicate p && p.condition() instanceof Condition.ElemMatch e) {
                return List.of(e.element());
            }
            return List.of();
        }
    }
}
