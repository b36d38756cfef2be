package dev.schemaguard.processor.query.planner;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSource;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.query.RegexShape;
import dev.schemaguard.processor.query.Sort;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.bson.BsonDocument;
import org.bson.BsonRegularExpression;
import org.bson.BsonValue;

/**
 * Builds the planner's input the way a server test writes it: indexes as {@code createIndex} key documents and
 * options, a filter and a sort as shell JSON, then checks the plan against what {@code explain} would show. The
 * JSON filter is read into the query model by operator, as a reader does, with the literal values kept.
 */
final class PlannerFixture {

    private final Map<String, ValueType> fields = new LinkedHashMap<>();
    private final List<IndexSpec> indexes = new ArrayList<>();
    private CollationSpec collectionCollation;
    private Filter filter = Filter.matchAll();
    private final Set<String> paths = new LinkedHashSet<>();
    private Sort sort = Sort.none();
    private Hint hint = Hint.none();
    private QueryCollation collation = QueryCollation.collectionDefault();

    static final ValueType INT = ValueType.scalar(BsonType.INT32, "int");
    static final ValueType STRING = ValueType.scalar(BsonType.STRING, "java.lang.String");
    static final ValueType STRINGS = ValueType.array("java.util.List<java.lang.String>", STRING);
    static final ValueType INTS = ValueType.array("java.util.List<java.lang.Integer>", INT);

    /** A top-level field of the document, with its stored type. */
    PlannerFixture field(String name, ValueType type) {
        fields.put(name, type);
        return this;
    }

    /** {@code createIndex(keys, options)}: options name, unique, sparse, partialFilterExpression, collation, hidden. */
    PlannerFixture index(String keys, String options) {
        BsonDocument k = BsonDocument.parse(keys);
        BsonDocument o = BsonDocument.parse(options);
        List<IndexKey> parsed = new ArrayList<>();
        for (String path : k.keySet()) {
            BsonValue v = k.get(path);
            String suffix =
                    v.isString() ? v.asString().getValue() : v.asNumber().intValue() < 0 ? "-1" : "1";
            parsed.add(new IndexKey(path, path, IndexKeyType.fromSuffix(suffix).orElseThrow(), suffix, Origin.NONE));
            paths.add(path);
        }
        IndexSpec.Builder b = IndexSpec.builder()
                .keys(parsed)
                .source(IndexSource.CLASS)
                .declaringType("p.Doc")
                .origin(Origin.NONE);
        if (o.containsKey("name")) {
            b.explicitName(o.getString("name").getValue());
        }
        b.unique(o.getBoolean("unique", org.bson.BsonBoolean.FALSE).getValue());
        b.sparse(o.getBoolean("sparse", org.bson.BsonBoolean.FALSE).getValue());
        b.hidden(o.getBoolean("hidden", org.bson.BsonBoolean.FALSE).getValue());
        if (o.containsKey("partialFilterExpression")) {
            b.partialFilter(o.getDocument("partialFilterExpression").toJson());
        }
        if (o.containsKey("collation")) {
            b.collation(collation(o.getDocument("collation")));
        }
        indexes.add(b.build());
        return this;
    }

    PlannerFixture index(String keys) {
        return index(keys, "{}");
    }

    PlannerFixture collectionCollation(String collation) {
        collectionCollation = collation(BsonDocument.parse(collation));
        return this;
    }

    /** The query's collation, as {@code .collation(...)} gives it. */
    PlannerFixture collation(String collation) {
        this.collation = new QueryCollation.Explicit(collation(BsonDocument.parse(collation)));
        return this;
    }

    PlannerFixture collationAtRunTime() {
        this.collation = new QueryCollation.AtRunTime();
        return this;
    }

    PlannerFixture find(String json) {
        filter = filter(BsonDocument.parse(json));
        return this;
    }

    PlannerFixture find(Filter filter) {
        this.filter = filter;
        collect(filter);
        return this;
    }

    PlannerFixture sort(String json) {
        BsonDocument d = BsonDocument.parse(json);
        List<Sort.SortKey> keys = new ArrayList<>();
        for (String path : d.keySet()) {
            keys.add(new Sort.SortKey(
                    path,
                    d.get(path).asNumber().intValue() < 0 ? Sort.Direction.DESCENDING : Sort.Direction.ASCENDING));
            paths.add(path);
        }
        sort = new Sort.Static(keys);
        return this;
    }

    PlannerFixture sort(Sort sort) {
        this.sort = sort;
        return this;
    }

    PlannerFixture hint(String nameOrKeys) {
        hint = new Hint.Index(nameOrKeys);
        return this;
    }

    PlannerFixture hint(Hint hint) {
        this.hint = hint;
        return this;
    }

    Query query() {
        List<FieldModel> declared = new ArrayList<>();
        Map<String, ValueType> all = new LinkedHashMap<>();
        for (String p : paths) {
            if (!p.contains(".") && !p.isEmpty() && !p.startsWith("$")) {
                all.put(p, p.equals("_id") ? ValueType.scalar(BsonType.OBJECT_ID, "org.bson.types.ObjectId") : INT);
            }
        }
        all.putAll(fields);
        all.forEach((name, type) -> declared.add(FieldModel.builder()
                .javaName(name)
                .storedName(name)
                .type(type)
                .id(name.equals("_id"))
                .declaringType("p.Doc")
                .origin(Origin.NONE)
                .build()));
        TypeModel root =
                new TypeModel("p.Doc", "p.Doc", TypeModel.Kind.CLASS, declared, false, true, List.of(), Origin.NONE);
        DocumentModel document = DocumentModel.builder()
                .packageName("p")
                .root(root)
                .collection("doc")
                .collation(collectionCollation)
                .indexes(indexes)
                .origin(Origin.NONE)
                .build();
        return Query.builder(document, Origin.NONE)
                .filter(filter)
                .sort(sort)
                .hint(hint)
                .collation(collation)
                .build();
    }

    Plan plan() {
        return new QueryPlanner().plan(query());
    }

    // ------------------------------------------------------------------ shell JSON to the query model

    private static CollationSpec collation(BsonDocument d) {
        return new CollationSpec(
                d.getString("locale").getValue(),
                d.containsKey("strength") ? d.getNumber("strength").intValue() : 3,
                d.getBoolean("caseLevel", org.bson.BsonBoolean.FALSE).getValue(),
                d.getBoolean("numericOrdering", org.bson.BsonBoolean.FALSE).getValue());
    }

    private Filter filter(BsonDocument d) {
        List<Filter> clauses = new ArrayList<>();
        for (String key : d.keySet()) {
            BsonValue v = d.get(key);
            switch (key) {
                case "$and" -> clauses.add(new Filter.And(list(v)));
                case "$or" -> clauses.add(new Filter.Or(list(v)));
                case "$nor" -> clauses.add(new Filter.Nor(list(v)));
                case "$text" -> clauses.add(new Filter.Predicate("", new Condition.Text()));
                default -> {
                    paths.add(key);
                    conditions(v).forEach(c -> clauses.add(new Filter.Predicate(key, c)));
                }
            }
        }
        return clauses.size() == 1 ? clauses.get(0) : new Filter.And(clauses);
    }

    private List<Filter> list(BsonValue v) {
        List<Filter> out = new ArrayList<>();
        v.asArray().forEach(e -> out.add(filter(e.asDocument())));
        return out;
    }

    private List<Condition> conditions(BsonValue v) {
        if (v.isDocument()
                && !v.asDocument().isEmpty()
                && v.asDocument().keySet().stream().allMatch(k -> k.startsWith("$"))) {
            BsonDocument ops = v.asDocument();
            List<Condition> out = new ArrayList<>();
            for (String op : ops.keySet()) {
                if (op.equals("$options")) {
                    continue;
                }
                out.add(operator(op, ops.get(op), ops));
            }
            return out;
        }
        return List.of(value(v));
    }

    private static Condition value(BsonValue v) {
        if (v.isNull()) {
            return new Condition.NullEquality();
        }
        if (v.isRegularExpression()) {
            BsonRegularExpression r = v.asRegularExpression();
            return regex(r.getPattern(), r.getOptions());
        }
        return new Condition.Equality(Optional.of(v));
    }

    private Condition operator(String op, BsonValue v, BsonDocument all) {
        return switch (op) {
            case "$eq" -> value(v);
            case "$gt" -> new Condition.Range(Condition.Comparison.GT, Optional.of(v));
            case "$gte" -> new Condition.Range(Condition.Comparison.GTE, Optional.of(v));
            case "$lt" -> new Condition.Range(Condition.Comparison.LT, Optional.of(v));
            case "$lte" -> new Condition.Range(Condition.Comparison.LTE, Optional.of(v));
            case "$in" ->
                new Condition.In(
                        OptionalInt.of(v.asArray().size()),
                        v.asArray().stream().anyMatch(BsonValue::isRegularExpression));
            case "$nin" ->
                new Condition.NotIn(
                        OptionalInt.of(v.asArray().size()),
                        v.asArray().stream().anyMatch(BsonValue::isRegularExpression));
            case "$ne" -> new Condition.NotEqual(v.isNull());
            case "$not" ->
                new Condition.Not(
                        v.isRegularExpression() ? value(v) : conditions(v).get(0));
            case "$exists" ->
                new Condition.Exists(
                        v.isBoolean() && v.asBoolean().getValue()
                                        || v.isNumber() && v.asNumber().intValue() != 0
                                ? Condition.Truth.TRUE
                                : Condition.Truth.FALSE);
            case "$type" -> new Condition.TypeIs();
            case "$regex" ->
                v.isRegularExpression()
                        ? value(v)
                        : regex(
                                v.asString().getValue(),
                                all.containsKey("$options")
                                        ? all.getString("$options").getValue()
                                        : "");
            case "$elemMatch" -> new Condition.ElemMatch(elemMatch(v.asDocument()));
            case "$near" -> new Condition.GeoNear(Condition.Truth.FALSE);
            case "$nearSphere" -> new Condition.GeoNear(Condition.Truth.TRUE);
            case "$geoWithin", "$within" -> new Condition.GeoWithin();
            default -> new Condition.Unknown(op);
        };
    }

    private Filter elemMatch(BsonDocument d) {
        if (d.keySet().stream().allMatch(k -> k.startsWith("$"))) {
            List<Filter> out = new ArrayList<>();
            conditions(d).forEach(c -> out.add(new Filter.Predicate("", c)));
            return out.size() == 1 ? out.get(0) : new Filter.And(out);
        }
        return filter(d);
    }

    /** A regex's shape as {@code analyze_regex.cpp} reads it: anchored by {@code ^}, with the literal text after it. */
    static Condition.Regex regex(String pattern, String options) {
        RegexShape.Anchoring anchoring;
        boolean start = pattern.startsWith("^");
        boolean end = pattern.endsWith("$") && !pattern.endsWith("\\$");
        if (start) {
            anchoring = end ? RegexShape.Anchoring.WHOLE_VALUE : RegexShape.Anchoring.START;
        } else {
            anchoring = end ? RegexShape.Anchoring.END : RegexShape.Anchoring.NONE;
        }
        Optional<String> prefix = Optional.empty();
        if (start) {
            StringBuilder literal = new StringBuilder();
            for (int i = 1; i < pattern.length(); i++) {
                char c = pattern.charAt(i);
                if ("^$.[()+{*?|\\".indexOf(c) >= 0) {
                    break;
                }
                literal.append(c);
            }
            prefix = Optional.of(literal.toString());
        }
        return new Condition.Regex(new RegexShape(anchoring, prefix, Optional.of(options)));
    }

    private void collect(Filter f) {
        if (f instanceof Filter.Predicate p) {
            paths.add(p.path());
        } else if (f instanceof Filter.And a) {
            a.clauses().forEach(this::collect);
        } else if (f instanceof Filter.Or o) {
            o.clauses().forEach(this::collect);
        }
    }

    // ------------------------------------------------------------------ what explain shows

    /**
     * Checks the plan against what a server test asserts, written as space-separated facts: {@code COLLSCAN},
     * {@code IXSCAN} (on any index) or {@code IXSCAN=name}, {@code OR} (an indexed $or), {@code SORT} (a blocking
     * SORT stage), {@code NO_SORT} (no SORT stage, decided), {@code SORT_MERGE}, {@code BOUNDED}, {@code WHOLE}
     * (every key read), {@code ERROR=code}, {@code UNKNOWN}.
     */
    static void assertPlan(String expected, Plan plan, String context) {
        for (String fact : expected.split(" ")) {
            assertTrue(holds(fact, plan), context + ": expected " + fact + " in '" + expected + "', got " + plan);
        }
    }

    private static boolean holds(String fact, Plan plan) {
        if (fact.startsWith("IXSCAN=")) {
            return plan instanceof Plan.IndexScan s && s.index().name().equals(fact.substring("IXSCAN=".length()));
        }
        if (fact.startsWith("ERROR=")) {
            return plan instanceof Plan.Refused r
                    && r.error().code() == Integer.parseInt(fact.substring("ERROR=".length()));
        }
        return switch (fact) {
            case "COLLSCAN" -> plan instanceof Plan.CollectionScan;
            case "IXSCAN" -> plan instanceof Plan.IndexScan;
            case "OR" -> plan instanceof Plan.OrScan;
            case "SORT" -> plan.sortsInMemory();
            case "NO_SORT" -> !plan.sortsInMemory() && plan.sortOrder() != Plan.SortOrder.UNDECIDED;
            case "SORT_MERGE" -> plan.sortOrder() == Plan.SortOrder.MERGE_SORT;
            case "BOUNDED" -> plan instanceof Plan.IndexScan s && s.bounds() == Plan.Bounds.BOUNDED;
            case "WHOLE" -> plan instanceof Plan.IndexScan s && s.bounds() == Plan.Bounds.WHOLE_INDEX;
            case "UNKNOWN" -> plan instanceof Plan.Unknown;
            default -> throw new IllegalArgumentException("unknown fact " + fact);
        };
    }
}
