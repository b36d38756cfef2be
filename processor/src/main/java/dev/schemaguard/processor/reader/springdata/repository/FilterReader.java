package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.RegexShape;
import dev.schemaguard.processor.query.RegexShapes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The filter a query document asks for, as SDM's {@code QueryMapper} sends it and the server reads it: each key mapped
 * to its stored path ({@link QueryKeys}), each value read as the server's {@code MatchExpressionParser} reads it (a
 * document whose first key starts with {@code $} holds operators; anything else is an equality). Placeholders are
 * values of known paths whose type is the bound argument's ({@code ParameterBindingJsonReader.bsonTypeForValue}: the
 * codec keeps the argument as it is, {@code QueryMapper} converts it).
 */
final class FilterReader {

    /** Extended JSON keys {@code ParameterBindingJsonReader.visitExtendedJSON} reads as one scalar value. */
    private static final Set<String> EXTENDED_SCALARS = Set.of(
            "$binary",
            "$uuid",
            "$code",
            "$date",
            "$maxKey",
            "$minKey",
            "$oid",
            "$symbol",
            "$timestamp",
            "$undefined",
            "$numberLong",
            "$numberInt",
            "$numberDouble",
            "$numberDecimal",
            "$dbPointer");

    private static final String PATTERN = "java.util.regex.Pattern";

    /** Argument types whose value may be a document of operators, or anything: known when the method is called. */
    private static final List<String> OPEN_TYPES =
            List.of("java.util.Map", "org.bson.conversions.Bson", "org.bson.Document", "org.bson.BsonValue");

    private final QueryKeys keys;
    private final QueryMethodParameters parameters;
    private final String attribute;
    private final int stage;
    private final List<UnknownQueryPath> unknownPaths;

    /**
     * @param attribute    the annotation member the document is written in, for the unknown paths
     * @param stage        the pipeline stage, or -1
     * @param unknownPaths where keys that name no stored field are collected
     */
    FilterReader(
            QueryKeys keys,
            QueryMethodParameters parameters,
            String attribute,
            int stage,
            List<UnknownQueryPath> unknownPaths) {
        this.keys = keys;
        this.parameters = parameters;
        this.attribute = attribute;
        this.stage = stage;
        this.unknownPaths = unknownPaths;
    }

    /**
     * The filter of a whole query string: a document; a placeholder for the whole filter is unreadable; any other
     * value reads as an empty document ({@code ParameterBindingDocumentCodec.decode} falls back to one when
     * {@code readStartDocument} fails).
     */
    Filter filter(BindingJson top) {
        if (top instanceof BindingJson.Document document) {
            return document(document, Scope.ROOT);
        }
        if (top instanceof BindingJson.Placeholder placeholder) {
            return new Filter.Unreadable("the whole filter is bound to " + placeholder.expression());
        }
        return Filter.matchAll();
    }

    /** Where keys are resolved: from the document, or below an array field for {@code $elemMatch}. */
    record Scope(String writtenPrefix, String storedPrefix) {
        static final Scope ROOT = new Scope("", "");
    }

    private Filter document(BindingJson.Document document, Scope scope) {
        List<Filter> clauses = new ArrayList<>();
        for (BindingJson.Member member : lastValuePerKey(document)) {
            clauses.addAll(member(member, scope));
        }
        return new Filter.And(clauses);
    }

    /** {@code Document.put}: a key written twice keeps its first place and its last value. */
    static List<BindingJson.Member> lastValuePerKey(BindingJson.Document document) {
        Map<String, BindingJson.Member> members = new LinkedHashMap<>();
        for (BindingJson.Member m : document.members()) {
            members.put(m.key(), m);
        }
        return List.copyOf(members.values());
    }

    private List<Filter> member(BindingJson.Member member, Scope scope) {
        String key = member.key();
        if (member.keyBound()) {
            return List.of(new Filter.Unreadable("a key bound when the method is called: " + key));
        }
        if (key.startsWith("$")) {
            return topLevelOperator(key, member.value(), scope);
        }
        Optional<String> path = storedPath(key, member.keyOffset(), scope);
        if (path.isEmpty()) {
            return List.of(new Filter.Unreadable(
                    "'" + scope.writtenPrefix() + key + "', which the schema model does not describe"));
        }
        List<Filter> out = new ArrayList<>();
        for (Condition c : conditions(member.value(), new Scope(scope.writtenPrefix() + key + ".", path.get() + "."))) {
            out.add(new Filter.Predicate(
                    path.get().substring(scope.storedPrefix().length()), c));
        }
        return out;
    }

    /** The stored path of a key (absolute), or empty when the model cannot follow it. */
    Optional<String> storedPath(String key, int offset, Scope scope) {
        QueryKeys.Mapped mapped = keys.map(scope.writtenPrefix() + key);
        if (mapped instanceof QueryKeys.Mapped.Stored stored) {
            if (!stored.path().startsWith(scope.storedPrefix())) {
                return Optional.empty();
            }
            return Optional.of(stored.path());
        }
        if (mapped instanceof QueryKeys.Mapped.NoSuchField missing) {
            unknownPaths.add(new UnknownQueryPath(
                    attribute, stage, missing.path(), offset, missing.property(), missing.didYouMean()));
            return Optional.of(scope.storedPrefix() + key);
        }
        return Optional.empty();
    }

    private List<Filter> topLevelOperator(String operator, BindingJson value, Scope scope) {
        switch (operator) {
            case "$and", "$or", "$nor" -> {
                if (!(value instanceof BindingJson.Array array)) {
                    return List.of(new Filter.Unreadable(operator + " of " + describe(value)));
                }
                List<Filter> children = new ArrayList<>();
                for (BindingJson element : array.elements()) {
                    children.add(
                            element instanceof BindingJson.Document d
                                    ? document(d, scope)
                                    : new Filter.Unreadable(operator + " of " + describe(element)));
                }
                Filter combined = switch (operator) {
                    case "$and" -> new Filter.And(children);
                    case "$or" -> new Filter.Or(children);
                    default -> new Filter.Nor(children);
                };
                return List.of(combined);
            }
            case "$text" -> {
                return List.of(new Filter.Predicate("", new Condition.Text()));
            }
            // a comment changes nothing the planner reads
            case "$comment" -> {
                return List.of();
            }
            default -> {
                return List.of(new Filter.Unreadable(operator + ", which is not read"));
            }
        }
    }

    /** What a field's value asks of it: one condition per operator. */
    private List<Condition> conditions(BindingJson value, Scope below) {
        if (value instanceof BindingJson.Null) {
            return List.of(new Condition.NullEquality());
        }
        if (value instanceof BindingJson.Regex regex) {
            return List.of(new Condition.Regex(regexShape(regex)));
        }
        if (value instanceof BindingJson.Placeholder placeholder) {
            return List.of(placeholderValue(placeholder));
        }
        if (value instanceof BindingJson.Document document
                && !document.members().isEmpty()
                && document.members().get(0).key().startsWith("$")
                && !EXTENDED_SCALARS.contains(document.members().get(0).key())) {
            return operators(document, below);
        }
        return List.of(new Condition.Equality());
    }

    private List<Condition> operators(BindingJson.Document document, Scope below) {
        List<BindingJson.Member> members = lastValuePerKey(document);
        List<Condition> out = new ArrayList<>();
        Optional<BindingJson> options = members.stream()
                .filter(m -> m.key().equals("$options"))
                .map(BindingJson.Member::value)
                .findFirst();
        for (BindingJson.Member member : members) {
            BindingJson operand = member.value();
            switch (member.key()) {
                case "$eq" ->
                    out.add(
                            operand instanceof BindingJson.Null
                                    ? new Condition.NullEquality()
                                    : new Condition.Equality());
                case "$ne" -> out.add(new Condition.NotEqual(operand instanceof BindingJson.Null));
                case "$gt" -> out.add(new Condition.Range(Condition.Comparison.GT));
                case "$gte" -> out.add(new Condition.Range(Condition.Comparison.GTE));
                case "$lt" -> out.add(new Condition.Range(Condition.Comparison.LT));
                case "$lte" -> out.add(new Condition.Range(Condition.Comparison.LTE));
                case "$in" -> out.add(in(operand, false));
                case "$nin" -> out.add(in(operand, true));
                case "$regex" -> out.add(regex(operand, options, isPattern(operand)));
                case "$options" -> {
                    if (members.stream().noneMatch(m -> m.key().equals("$regex"))) {
                        out.add(new Condition.Unknown("$options without $regex"));
                    }
                }
                case "$not" -> out.add(not(operand, below));
                case "$exists" -> out.add(new Condition.Exists(truth(operand)));
                case "$type" -> out.add(new Condition.TypeIs());
                case "$elemMatch" -> out.add(elemMatch(operand, below));
                case "$near" -> out.add(new Condition.GeoNear(Condition.Truth.FALSE));
                case "$nearSphere" -> out.add(new Condition.GeoNear(Condition.Truth.TRUE));
                case "$geoWithin", "$within" -> out.add(new Condition.GeoWithin());
                default -> out.add(new Condition.Unknown(member.key()));
            }
        }
        return out;
    }

    private Condition in(BindingJson operand, boolean negated) {
        OptionalInt size;
        boolean regexElements;
        if (operand instanceof BindingJson.Array array) {
            size = OptionalInt.of(array.elements().size());
            regexElements = array.elements().stream().anyMatch(e -> e instanceof BindingJson.Regex || isPattern(e));
        } else if (operand instanceof BindingJson.Placeholder placeholder
                && parameterType(placeholder).map(ParameterType::collectionLike).orElse(true)) {
            size = OptionalInt.empty();
            regexElements = false;
        } else {
            // the server refuses an $in that is no array ("$in needs an array")
            return new Condition.Unknown((negated ? "$nin" : "$in") + " of " + describe(operand));
        }
        return negated ? new Condition.NotIn(size, regexElements) : new Condition.In(size, regexElements);
    }

    private boolean isPattern(BindingJson value) {
        return value instanceof BindingJson.Placeholder p
                && parameterType(p).map(t -> t.isA(PATTERN)).orElse(false);
    }

    /** {@code {$regex: ..., $options: ...}}: the pattern and options as strings, regex literals or placeholders. */
    private static Condition regex(BindingJson pattern, Optional<BindingJson> options, boolean patternArgument) {
        Optional<String> writtenOptions = options.isEmpty()
                ? Optional.of("")
                : options.get() instanceof BindingJson.Text t && !t.bound() ? Optional.of(t.value()) : Optional.empty();
        if (pattern instanceof BindingJson.Text text) {
            return new Condition.Regex(
                    text.bound()
                            ? RegexShapes.bound(text.value(), writtenOptions)
                            : writtenOptions
                                    .map(o -> RegexShapes.of(text.value(), o))
                                    .orElseGet(() -> RegexShapes.bound(text.value(), Optional.empty())));
        }
        if (pattern instanceof BindingJson.Regex literal) {
            Optional<String> combined = writtenOptions.map(o -> literal.options() + o);
            return new Condition.Regex(
                    literal.bound() || combined.isEmpty()
                            ? RegexShapes.bound(literal.pattern(), combined)
                            : RegexShapes.of(literal.pattern(), combined.get()));
        }
        if (pattern instanceof BindingJson.Placeholder) {
            // without $options, a String argument has none and a Pattern argument brings its own flags
            return new Condition.Regex(
                    RegexShapes.atRunTime(options.isEmpty() && patternArgument ? Optional.empty() : writtenOptions));
        }
        return new Condition.Unknown("$regex of " + describe(pattern));
    }

    private static RegexShape regexShape(BindingJson.Regex regex) {
        return regex.bound()
                ? RegexShapes.bound(regex.pattern(), Optional.of(regex.options()))
                : RegexShapes.of(regex.pattern(), regex.options());
    }

    /** {@code $not} takes a regular expression or a document of operators; the server refuses anything else. */
    private Condition not(BindingJson operand, Scope below) {
        if (operand instanceof BindingJson.Regex regex) {
            return new Condition.Not(new Condition.Regex(regexShape(regex)));
        }
        if (operand instanceof BindingJson.Placeholder placeholder) {
            return new Condition.Not(placeholderValue(placeholder));
        }
        if (operand instanceof BindingJson.Document document
                && !document.members().isEmpty()) {
            List<Condition> negated = operators(document, below);
            return new Condition.Not(
                    negated.size() == 1 ? negated.get(0) : new Condition.Unknown("$not of several operators"));
        }
        return new Condition.Unknown("$not of " + describe(operand));
    }

    /** {@code $exists}: the server reads any value as a boolean (numbers by zero or not). */
    private static Condition.Truth truth(BindingJson operand) {
        if (operand instanceof BindingJson.Bool b) {
            return b.value() ? Condition.Truth.TRUE : Condition.Truth.FALSE;
        }
        if (operand instanceof BindingJson.Numeral n) {
            return n.value() != 0 ? Condition.Truth.TRUE : Condition.Truth.FALSE;
        }
        return Condition.Truth.AT_RUN_TIME;
    }

    /**
     * {@code $elemMatch}: a document of operators matches array elements themselves (paths relative to the element are
     * empty); any other document is a filter on the element's fields, mapped against the element's type
     * ({@code QueryMapper.getMappedKeyword(Field, Keyword)} maps it with the property's entity).
     */
    private Condition elemMatch(BindingJson operand, Scope below) {
        if (!(operand instanceof BindingJson.Document document)) {
            return new Condition.Unknown("$elemMatch of " + describe(operand));
        }
        boolean onValues = !document.members().isEmpty()
                && document.members().stream().allMatch(m -> m.key().startsWith("$"))
                && document.members().stream()
                        .noneMatch(m -> Set.of("$and", "$or", "$nor", "$where", "$expr", "$text")
                                .contains(m.key()));
        if (onValues) {
            List<Filter> predicates = new ArrayList<>();
            for (Condition c : operators(document, below)) {
                predicates.add(new Filter.Predicate("", c));
            }
            return new Condition.ElemMatch(new Filter.And(predicates));
        }
        return new Condition.ElemMatch(document(document, below));
    }

    private Condition placeholderValue(BindingJson.Placeholder placeholder) {
        Optional<ParameterType> type = parameterType(placeholder);
        if (type.isEmpty()) {
            return new Condition.Unknown(placeholder.expression() + ", whose type is known when the method is called");
        }
        if (type.get().isA(PATTERN) || type.get().isA("org.bson.BsonRegularExpression")) {
            // QueryMapper sends a Pattern argument as a regular expression, with the Pattern's own flags
            return new Condition.Regex(RegexShapes.atRunTime(Optional.empty()));
        }
        if (OPEN_TYPES.stream().anyMatch(type.get()::isA)
                || type.get().qualifiedName().equals("java.lang.Object")) {
            return new Condition.Unknown(placeholder.expression() + " bound to a "
                    + type.get().qualifiedName() + ", which may hold operators");
        }
        // a collection or array argument is an array: an equality with the whole array
        return new Condition.Equality();
    }

    private Optional<ParameterType> parameterType(BindingJson.Placeholder placeholder) {
        if (placeholder.parameter().isEmpty() || placeholder.parameter().getAsInt() >= parameters.bindableCount()) {
            return Optional.empty();
        }
        return Optional.of(parameters.bindable(placeholder.parameter().getAsInt()));
    }

    static String describe(BindingJson value) {
        if (value instanceof BindingJson.Placeholder p) {
            return p.expression();
        }
        return value.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT);
    }
}
