package dev.schemaguard.processor.reader.springdata.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.RegexShape;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.testing.RecordingServer;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Date;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonRegularExpression;
import org.bson.BsonValue;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.SimpleMongoClientDatabaseFactory;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.repository.support.MongoRepositoryFactory;

/**
 * What the differential tests of repository queries share: a repository method as the javac reader will describe it
 * (here from reflection), and one notation for the filter schemaguard's model holds and the filter SDM sent, so that
 * the two can be compared ({@code *} in the model's notation stands for what it leaves to run time).
 */
public final class SentQueryShapes {

    private SentQueryShapes() {}

    static String messages(Throwable e) {
        StringBuilder out = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            out.append(t).append(" / ");
        }
        return out.toString();
    }

    static Method methodNamed(Class<?> type, String name) {
        return Arrays.stream(type.getDeclaredMethods())
                .filter(m -> m.getName().equals(name))
                .findFirst()
                .orElseThrow();
    }

    /** The neutral description the javac reader will build from the method's element, here from reflection. */
    static MethodSignature signature(Method method) {
        List<ParameterType> parameters = new ArrayList<>();
        for (java.lang.reflect.Parameter p : method.getParameters()) {
            Set<String> supertypes = new LinkedHashSet<>();
            collectSupertypes(p.getType(), supertypes);
            boolean near = Arrays.stream(p.getAnnotations())
                    .anyMatch(a ->
                            a.annotationType().getName().equals("org.springframework.data.mongodb.repository.Near"));
            parameters.add(new ParameterType(
                    p.getType().getTypeName(),
                    supertypes,
                    p.getType().isArray() || Collection.class.isAssignableFrom(p.getType()),
                    near));
        }
        return new MethodSignature(method.getName(), parameters, true, false, Origin.NONE);
    }

    static void collectSupertypes(Class<?> type, Set<String> out) {
        if (type == null || !out.add(type.getName())) {
            return;
        }
        collectSupertypes(type.getSuperclass(), out);
        for (Class<?> i : type.getInterfaces()) {
            collectSupertypes(i, out);
        }
    }

    /** A model filter with {@code *} where it says a value is known only at run time. */
    public static String render(Filter filter) {
        if (filter instanceof Filter.And and) {
            List<String> clauses = new ArrayList<>();
            flattenAnd(and, clauses);
            return clauses.size() == 1 ? clauses.get(0) : "and(" + String.join(",", clauses) + ")";
        }
        if (filter instanceof Filter.Or or) {
            return "or(" + or.clauses().stream().map(SentQueryShapes::render).collect(Collectors.joining(",")) + ")";
        }
        if (filter instanceof Filter.Nor nor) {
            return "nor(" + nor.clauses().stream().map(SentQueryShapes::render).collect(Collectors.joining(",")) + ")";
        }
        if (filter instanceof Filter.Predicate p) {
            return p.path() + ":" + render(p.condition());
        }
        return "unreadable";
    }

    static void flattenAnd(Filter filter, List<String> out) {
        if (filter instanceof Filter.And and) {
            and.clauses().forEach(c -> flattenAnd(c, out));
        } else {
            out.add(render(filter));
        }
    }

    static String render(Condition condition) {
        if (condition instanceof Condition.In in) {
            return "in" + (in.regexElements() ? "/re" : "") + "["
                    + (in.size().isPresent() ? String.valueOf(in.size().getAsInt()) : "*") + "]";
        }
        if (condition instanceof Condition.NotIn nin) {
            return "nin" + (nin.regexElements() ? "/re" : "") + "["
                    + (nin.size().isPresent() ? String.valueOf(nin.size().getAsInt()) : "*") + "]";
        }
        if (condition instanceof Condition.Range r) {
            return r.comparison().operator().substring(1);
        }
        if (condition instanceof Condition.Regex r) {
            return "regex("
                    + (r.shape().anchoring() == RegexShape.Anchoring.AT_RUN_TIME
                            ? "*"
                            : r.shape().anchoring().name()) + ","
                    + r.shape().options().orElse("*") + ")";
        }
        if (condition instanceof Condition.NotEqual ne) {
            return ne.nullValue() ? "ne(null)" : "ne";
        }
        if (condition instanceof Condition.Not not) {
            return "not(" + render(not.negated()) + ")";
        }
        if (condition instanceof Condition.Exists ex) {
            return "exists("
                    + (ex.value() == Condition.Truth.AT_RUN_TIME
                            ? "*"
                            : ex.value().name().toLowerCase(java.util.Locale.ROOT))
                    + ")";
        }
        if (condition instanceof Condition.Equality) {
            return "eq";
        }
        if (condition instanceof Condition.NullEquality) {
            return "null";
        }
        if (condition instanceof Condition.ElemMatch elemMatch) {
            return "elemMatch(" + render(elemMatch.element()) + ")";
        }
        if (condition instanceof Condition.TypeIs) {
            return "type";
        }
        if (condition instanceof Condition.Text) {
            return "text";
        }
        if (condition instanceof Condition.GeoNear near) {
            return "near("
                    + (near.spherical() == Condition.Truth.AT_RUN_TIME
                            ? "*"
                            : near.spherical().name().toLowerCase(java.util.Locale.ROOT))
                    + ")";
        }
        if (condition instanceof Condition.GeoWithin) {
            return "geoWithin";
        }
        return condition.getClass().getSimpleName();
    }

    /**
     * The filter sent (by SDM, by the driver), in the same notation, each field's operators as predicates of their
     * own; {@code $text} as a predicate on the empty path, as the model holds it.
     */
    public static String renderSent(BsonDocument filter) {
        List<String> clauses = new ArrayList<>();
        sentClauses(filter, clauses);
        return clauses.size() == 1 ? clauses.get(0) : "and(" + String.join(",", clauses) + ")";
    }

    /** The clauses of a filter document, an {@code $and}'s flattened into them as the model's notation flattens. */
    private static void sentClauses(BsonDocument filter, List<String> clauses) {
        for (Map.Entry<String, BsonValue> field : filter.entrySet()) {
            String key = field.getKey();
            if (key.equals("$text")) {
                clauses.add(":text");
            } else if (key.equals("$and")) {
                field.getValue().asArray().forEach(c -> sentClauses(c.asDocument(), clauses));
            } else if (key.equals("$or") || key.equals("$nor")) {
                clauses.add(key.substring(1) + "("
                        + field.getValue().asArray().stream()
                                .map(c -> renderSent(c.asDocument()))
                                .collect(Collectors.joining(","))
                        + ")");
            } else {
                renderSentConditions(field.getValue()).forEach(c -> clauses.add(key + ":" + c));
            }
        }
    }

    static List<String> renderSentConditions(BsonValue value) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, BsonValue> op : sentOperators(value)) {
            BsonValue operand = op.getValue();
            switch (op.getKey()) {
                case "", "$eq" -> out.add(operand.isNull() ? "null" : "eq");
                case "$gt", "$gte", "$lt", "$lte" -> out.add(op.getKey().substring(1));
                case "$type" -> out.add("type");
                case "$geoWithin" -> out.add("geoWithin");
                // a GeoJSON point ($geometry) is spherical geometry, a legacy pair flat; $nearSphere is spherical
                case "$near" ->
                    out.add("near("
                            + (operand.isDocument() && operand.asDocument().containsKey("$geometry")) + ")");
                case "$nearSphere" -> out.add("near(true)");
                case "$maxDistance", "$minDistance" -> {}
                case "$elemMatch" -> out.add("elemMatch(" + renderSentElements(operand.asDocument()) + ")");
                case "$ne" -> out.add(operand.isNull() ? "ne(null)" : "ne");
                case "$in", "$nin" ->
                    out.add(op.getKey().substring(1)
                            + (operand.asArray().stream().anyMatch(BsonValue::isRegularExpression) ? "/re" : "")
                            + "[" + operand.asArray().size() + "]");
                case "$exists" -> out.add("exists(" + operand.asBoolean().getValue() + ")");
                case "$not" -> out.add("not(" + String.join(",", renderSentConditions(operand)) + ")");
                case "$regex" -> out.add(renderRegex(operand.asRegularExpression()));
                default -> out.add(op.getKey());
            }
        }
        return out;
    }

    /** An {@code $elemMatch} operand: operators on the values themselves (a predicate on the empty path), or a filter. */
    private static String renderSentElements(BsonDocument operand) {
        if (!operand.isEmpty()
                && operand.keySet().stream().allMatch(k -> k.startsWith("$"))
                && operand.keySet().stream()
                        .noneMatch(k -> Set.of("$and", "$or", "$nor").contains(k))) {
            List<String> clauses = new ArrayList<>();
            renderSentConditions(operand).forEach(c -> clauses.add(":" + c));
            return clauses.size() == 1 ? clauses.get(0) : "and(" + String.join(",", clauses) + ")";
        }
        return renderSent(operand);
    }

    /**
     * A field's value as SDM sent it, one operator and its operand at a time: a value that is no operator document
     * under the key {@code ""} (equality), a regex as {@code $regex} with the options of {@code $options}.
     */
    private static List<Map.Entry<String, BsonValue>> sentOperators(BsonValue value) {
        if (value.isRegularExpression()) {
            return List.of(Map.entry("$regex", value));
        }
        if (!value.isDocument() || value.asDocument().keySet().stream().noneMatch(k -> k.startsWith("$"))) {
            return List.of(Map.entry("", value));
        }
        BsonDocument operators = value.asDocument();
        List<Map.Entry<String, BsonValue>> out = new ArrayList<>();
        for (Map.Entry<String, BsonValue> op : operators.entrySet()) {
            BsonValue operand = op.getValue();
            if (op.getKey().equals("$regex")) {
                out.add(Map.entry(
                        "$regex",
                        new BsonRegularExpression(
                                operand.isString()
                                        ? operand.asString().getValue()
                                        : operand.asRegularExpression().getPattern(),
                                operators.containsKey("$options")
                                        ? operators.getString("$options").getValue()
                                        : "")));
            } else if (!op.getKey().equals("$options")) {
                out.add(op);
            }
        }
        return out;
    }

    /**
     * The command SDM sent in the schema report's notation ({@code QueryShape}): {@code {status: eq, age: $gte} sort
     * {createdAt: -1}}, each field's operators as predicates of their own, {@code $maxDistance} and the like as the
     * modifiers of their {@code $near}.
     */
    static String reportNotation(BsonDocument filter, BsonDocument sort) {
        String shape = "{" + reportClauses(filter) + "}";
        if (sort.isEmpty()) {
            return shape;
        }
        return shape + " sort {"
                + sort.entrySet().stream()
                        .map(e -> e.getKey() + ": " + e.getValue().asNumber().intValue())
                        .collect(Collectors.joining(", "))
                + "}";
    }

    private static String reportClauses(BsonDocument filter) {
        List<String> clauses = new ArrayList<>();
        for (Map.Entry<String, BsonValue> field : filter.entrySet()) {
            String key = field.getKey();
            if (key.equals("$or") || key.equals("$nor")) {
                clauses.add(key + ": ["
                        + field.getValue().asArray().stream()
                                .map(c -> "{" + reportClauses(c.asDocument()) + "}")
                                .collect(Collectors.joining(", "))
                        + "]");
            } else if (key.equals("$and")) {
                field.getValue().asArray().forEach(c -> clauses.add(reportClauses(c.asDocument())));
            } else if (key.equals("$text")) {
                clauses.add("$text: text");
            } else {
                reportOperators(field.getValue()).forEach(op -> clauses.add(key + ": " + op));
            }
        }
        return String.join(", ", clauses);
    }

    private static List<String> reportOperators(BsonValue value) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, BsonValue> op : sentOperators(value)) {
            BsonValue operand = op.getValue();
            switch (op.getKey()) {
                case "", "$eq" -> out.add(operand.isNull() ? "null" : "eq");
                case "$in" -> out.add("in[" + operand.asArray().size() + "]");
                case "$regex" ->
                    out.add(reportRegex(operand.asRegularExpression().getOptions()));
                case "$not" -> out.add("$not(" + String.join(", ", reportOperators(operand)) + ")");
                case "$nearSphere", "$near" -> out.add("$near");
                case "$maxDistance", "$minDistance" -> {}
                default -> out.add(op.getKey());
            }
        }
        return out;
    }

    private static String reportRegex(String options) {
        return options.isEmpty() ? "regex" : "regex/" + options;
    }

    static String renderRegex(BsonRegularExpression regex) {
        String p = regex.getPattern();
        String anchoring = p.startsWith("^") && p.endsWith("$")
                ? "WHOLE_VALUE"
                : p.startsWith("^") ? "START" : p.endsWith("$") ? "END" : "NONE";
        return "regex(" + anchoring + "," + regex.getOptions() + ")";
    }

    /** Whether the observed rendering is the model's with each {@code *} standing for what the model leaves open. */
    public static boolean globMatches(String model, String observed) {
        String regex =
                Arrays.stream(model.split("\\*", -1)).map(Pattern::quote).collect(Collectors.joining("[A-Za-z0-9_]*"));
        return observed.matches(regex);
    }

    static String keys(List<Sort.SortKey> keys) {
        return keys.stream().map(k -> k.path() + ":" + k.direction().value()).collect(Collectors.joining(","));
    }

    static Object[] sampleArguments(Method method) {
        return Arrays.stream(method.getParameterTypes())
                .map(SentQueryShapes::sample)
                .toArray();
    }

    static Object sample(Class<?> type) {
        if (type == String.class) {
            return "^ab";
        }
        if (type == int.class) {
            return 3;
        }
        if (type == boolean.class) {
            return true;
        }
        if (type == Date.class) {
            return new Date(0);
        }
        if (Collection.class.isAssignableFrom(type)) {
            return List.of(1, 2);
        }
        if (type == Pattern.class) {
            return Pattern.compile("^ab", Pattern.CASE_INSENSITIVE);
        }
        if (type == org.springframework.data.domain.Sort.class) {
            return org.springframework.data.domain.Sort.by("firstname");
        }
        if (type == org.springframework.data.domain.Pageable.class) {
            return PageRequest.of(0, 5, org.springframework.data.domain.Sort.Direction.DESC, "age");
        }
        if (type == org.springframework.data.geo.Point.class) {
            return new org.springframework.data.geo.Point(2.35, 48.85);
        }
        if (type == org.springframework.data.geo.Distance.class) {
            return new org.springframework.data.geo.Distance(5, org.springframework.data.geo.Metrics.KILOMETERS);
        }
        throw new AssertionError("no sample of " + type);
    }

    public static BsonDocument filterOf(BsonDocument command) {
        if (command.containsKey("find")) {
            return command.getDocument("filter", new BsonDocument());
        }
        if (command.containsKey("delete")) {
            return command.getArray("deletes").get(0).asDocument().getDocument("q");
        }
        if (command.containsKey("count")) {
            return command.getDocument("query", new BsonDocument());
        }
        return command.getArray("pipeline").get(0).asDocument().getDocument("$match");
    }

    static Query.Operation expectedOperation(BsonDocument command) {
        if (command.containsKey("delete")) {
            return Query.Operation.DELETE;
        }
        if (command.containsKey("find")) {
            return Query.Operation.FIND;
        }
        // countDocuments is an aggregation; SDM's exists counts with a limit of 1
        boolean limited = command.getArray("pipeline", new BsonArray()).stream()
                .anyMatch(stage -> stage.asDocument().containsKey("$limit"));
        return limited ? Query.Operation.EXISTS : Query.Operation.COUNT;
    }

    static void assertSortAgrees(Sort sort, BsonDocument sent) {
        String observed = sent.entrySet().stream()
                .map(e -> e.getKey() + ":" + e.getValue().asNumber().intValue())
                .collect(Collectors.joining(","));
        if (sort instanceof Sort.Static fixed) {
            assertEquals(keys(fixed.keys()), observed);
        } else if (sort instanceof Sort.Dynamic dynamic) {
            assertTrue(observed.startsWith(keys(dynamic.leadingKeys())), observed);
            assertTrue(observed.length() > keys(dynamic.leadingKeys()).length(), "no key appended: " + observed);
        } else {
            throw new AssertionError("sort unknown: " + sort);
        }
    }

    /** SDM's repository factory over a {@code MongoTemplate} on the recording server, loading from the compilation. */
    static MongoRepositoryFactory repositoryFactory(RecordingServer server, String database, ClassLoader loader) {
        MongoMappingContext context = new MongoMappingContext();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.afterPropertiesSet();
        MongoRepositoryFactory factory = new MongoRepositoryFactory(
                new MongoTemplate(new SimpleMongoClientDatabaseFactory(server.client(), database), converter));
        factory.setBeanClassLoader(loader);
        return factory;
    }
}
