package dev.schemaguard.processor.reader.springdata.calls;

import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.TypeCastTree;
import com.sun.source.util.TreePath;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Limit;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.query.RegexShape;
import dev.schemaguard.processor.query.RegexShapes;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import dev.schemaguard.processor.reader.driver.calls.DriverValues;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * Evaluates the expressions that build an SDM {@code Query}: {@code Criteria}, {@code Query}, {@code Field}, SDC's
 * {@code Sort} and SDM's {@code Collation}, each call recognised by the method javac resolved it to and applied to a
 * {@link CriteriaState} or {@link QueryState} as SDM applies it. A local variable is the state the statements before
 * the query call left it in ({@link StraightLine} fills {@link #locals}); anything else (a parameter, a field, a call
 * of another method) is {@link NotFollowed}.
 */
final class QueryExpressions {

    static final String CRITERIA = "org.springframework.data.mongodb.core.query.Criteria";
    static final String QUERY = "org.springframework.data.mongodb.core.query.Query";
    static final String TEXT_QUERY = "org.springframework.data.mongodb.core.query.TextQuery";
    static final String TEXT_CRITERIA = "org.springframework.data.mongodb.core.query.TextCriteria";
    private static final String TERM = "org.springframework.data.mongodb.core.query.Term";
    private static final String LOCALE = "java.util.Locale";
    static final String FIELD = "org.springframework.data.mongodb.core.query.Field";
    static final String COLLATION = "org.springframework.data.mongodb.core.query.Collation";
    static final String COMPARISON_LEVEL = "org.springframework.data.mongodb.core.query.Collation.ComparisonLevel";
    static final String SORT = "org.springframework.data.domain.Sort";
    static final String ORDER = "org.springframework.data.domain.Sort.Order";
    static final String DIRECTION = "org.springframework.data.domain.Sort.Direction";
    private static final String DOCUMENT = "org.bson.Document";
    private static final String STRING = "java.lang.String";
    private static final String COLLECTION = "java.util.Collection";

    /** The classes whose values a local variable may hold and the reader follows. */
    static final List<String> FOLLOWED = List.of(CRITERIA, TEXT_CRITERIA, QUERY, FIELD, COLLATION, SORT, ORDER);

    /**
     * {@code TextCriteria} methods that add a term or set {@code $language}'s siblings: nothing the planner reads (it
     * needs a text index for any {@code $text}), so their arguments are not read.
     */
    private static final List<String> TEXT_CRITERIA_METHODS = List.of(
            "matching",
            "matchingAny",
            "matchingPhrase",
            "notMatching",
            "notMatchingAny",
            "notMatchingPhrase",
            "caseSensitive",
            "diacriticSensitive");

    /** {@code Query} methods that change nothing the plan depends on: they return the query itself. */
    private static final List<String> NEUTRAL_QUERY_METHODS = List.of(
            "maxTimeMsec",
            "maxTime",
            "comment",
            "allowDiskUse",
            "diskUse",
            "cursorBatchSize",
            "noCursorTimeout",
            "exhaust",
            "allowSecondaryReads",
            "partialResults",
            "withReadConcern",
            "withReadPreference");

    /** The letters SDM's {@code RegexFlags.toRegexFlags} knows; the driver's {@code PatternCodec} writes them back. */
    private static final String REGEX_FLAGS = "cdgimstux";

    private final CodeExpressions code;
    private final DriverValues values;
    /** The state of each followed local variable, or the {@link NotFollowed} that says why it is unknown. */
    final Map<VariableElement, Object> locals;

    QueryExpressions(CodeExpressions code, DriverValues values, Map<VariableElement, Object> locals) {
        this.code = code;
        this.values = values;
        this.locals = locals;
    }

    /** Whether a value is a {@code Pattern} or {@code BsonRegularExpression}: {@code Criteria} puts it under $regex. */
    boolean isRegex(Sent value) {
        return value instanceof Sent.Regex || value instanceof Sent.Value v && values.isRegex(v.expression());
    }

    QueryState query(TreePath expression) {
        return as(QueryState.class, expression, "a query");
    }

    CriteriaState criteria(TreePath expression) {
        return as(CriteriaState.class, expression, "a criteria");
    }

    /** What {@code Query.addCriteria(CriteriaDefinition)} takes: a {@code Criteria} or a {@code TextCriteria}. */
    CriteriaDefinition definition(TreePath expression) {
        return as(CriteriaDefinition.class, expression, "a criteria");
    }

    /** The order a {@code Sort} expression gives; unknown rather than thrown, so that the rest of a query is known. */
    QueryState.SortState sort(TreePath expression) {
        try {
            return as(QueryState.SortState.class, expression, "a sort");
        } catch (NotFollowed e) {
            return QueryState.SortState.unknown(e.reason());
        }
    }

    private <T> T as(Class<T> type, TreePath expression, String what) {
        Object value = value(expression);
        if (!type.isInstance(value)) {
            throw new NotFollowed(what + " that is not built where it is used: " + expression.getLeaf());
        }
        return type.cast(value);
    }

    /** The state an expression evaluates to, changing the states of its receivers as SDM's methods change them. */
    Object value(TreePath expression) {
        TreePath path = CodeExpressions.unwrap(expression);
        Tree leaf = path.getLeaf();
        if (leaf instanceof IdentifierTree) {
            return local(path);
        }
        if (leaf instanceof NewClassTree created) {
            return created(path, created);
        }
        if (!(leaf instanceof MethodInvocationTree)) {
            throw new NotFollowed("an expression the reader does not follow: " + leaf);
        }
        Optional<ResolvedCall> found = code.call(path);
        if (found.isEmpty()) {
            throw new NotFollowed("a call javac does not resolve: " + leaf);
        }
        ResolvedCall call = found.get();
        return switch (call.ownerName()) {
            case CRITERIA -> criteriaCall(call);
            case QUERY -> queryCall(call);
            case TEXT_QUERY -> textQueryCall(call);
            case TEXT_CRITERIA -> textCriteriaCall(call);
            case FIELD -> fieldCall(call);
            case SORT, ORDER -> sortCall(call);
            case COLLATION -> collationCall(call);
            default ->
                throw new NotFollowed("a call of " + call.ownerName() + "." + call.name() + ", which is not read");
        };
    }

    private Object local(TreePath identifier) {
        Element element = code.element(identifier);
        if (element instanceof VariableElement variable
                && variable.getKind() == ElementKind.LOCAL_VARIABLE
                && locals.containsKey(variable)) {
            Object value = locals.get(variable);
            if (value instanceof NotFollowed unknown) {
                throw unknown;
            }
            return value;
        }
        throw new NotFollowed("'" + identifier.getLeaf() + "', built outside the statements before the call");
    }

    private Object created(TreePath path, NewClassTree created) {
        if (created.getClassBody() != null || !(code.element(path) instanceof ExecutableElement constructor)) {
            throw new NotFollowed("a subclass created in place: " + created);
        }
        String owner = ((TypeElement) constructor.getEnclosingElement())
                .getQualifiedName()
                .toString();
        List<TreePath> arguments = new ArrayList<>();
        created.getArguments().forEach(a -> arguments.add(new TreePath(path, a)));
        switch (owner) {
            case QUERY -> {
                QueryState query = new QueryState();
                if (arguments.size() == 1) {
                    addCriteria(query, arguments.get(0));
                }
                return query;
            }
            case TEXT_QUERY -> {
                return textQuery(constructor, arguments);
            }
            // new TextCriteria(): the default language, as forDefaultLanguage()
            case TEXT_CRITERIA -> {
                return new TextCriteriaState();
            }
            case CRITERIA -> {
                return arguments.isEmpty()
                        ? CriteriaState.keyless(this::isRegex)
                        : CriteriaState.where(key(arguments.get(0)), arguments.get(0), this::isRegex);
            }
            case ORDER -> {
                if (arguments.size() == 2) {
                    return order(direction(arguments.get(0)), arguments.get(1));
                }
                throw new NotFollowed("a Sort.Order with null handling given in its constructor");
            }
            default -> throw new NotFollowed("a new " + owner + ", which is not read");
        }
    }

    /** A key written as a compile-time constant; a key known at run time leaves the query unknown. */
    private String key(TreePath argument) {
        if (!code.typeOf(argument).map(t -> t.toString().equals(STRING)).orElse(false)) {
            throw new NotFollowed("a property path given as " + argument.getLeaf());
        }
        return code.constantString(argument)
                .orElseThrow(() -> new NotFollowed("a field name known at run time: " + argument.getLeaf()));
    }

    private CriteriaState criteriaCall(ResolvedCall call) {
        String name = call.name();
        List<String> parameters = call.parameters(code.types());
        if (name.equals("where")) {
            return CriteriaState.where(key(call.argument(0)), call.argument(0), this::isRegex);
        }
        if (call.method().getModifiers().contains(javax.lang.model.element.Modifier.STATIC)) {
            throw new NotFollowed("Criteria." + name + ", which is not read");
        }
        CriteriaState criteria = as(CriteriaState.class, receiverPath(call), "a criteria");
        switch (name) {
            case "and" -> {
                return criteria.and(key(call.argument(0)), call.argument(0));
            }
            case "is" -> criteria.is(new Sent.Value(call.argument(0)));
            case "isNull" -> criteria.is(new Sent.Null());
            case "isNullValue" -> criteria.put("$type", new Sent.Computed("the null type"));
            case "eq", "ne", "lt", "lte", "gt", "gte", "size", "exists" ->
                criteria.put("$" + name, new Sent.Value(call.argument(0)));
            case "in", "nin", "all" -> criteria.put("$" + name, collection(call, parameters));
            case "mod", "type", "sampleRate", "within", "withinSphere", "intersects" ->
                criteria.put(operator(name), new Sent.Computed(name));
            case "near", "nearSphere" -> criteria.put("$" + name, new Sent.Value(call.argument(0)));
            case "maxDistance", "minDistance" -> criteria.distance("$" + name, new Sent.Value(call.argument(0)));
            case "not" -> criteria.not();
            case "regex" -> criteria.regex(regex(call, parameters));
            case "elemMatch" ->
                criteria.put("$elemMatch", criteria(call.argument(0)).criteriaObject());
            case "orOperator", "andOperator", "norOperator" ->
                criteria.combine("$" + name.substring(0, name.length() - "Operator".length()), criteriaList(call));
            case "raw" ->
                criteria.put(
                        code.constantString(call.argument(0))
                                .orElseThrow(() -> new NotFollowed("an operator known at run time")),
                        new Sent.Value(call.argument(1)));
            default -> throw new NotFollowed("Criteria." + name + ", which is not read");
        }
        return criteria;
    }

    private TreePath receiverPath(ResolvedCall call) {
        if (!(call.tree().getMethodSelect() instanceof MemberSelectTree select)) {
            throw new NotFollowed("a call of " + call.name() + " on an implicit receiver");
        }
        return new TreePath(call.path(), select.getExpression());
    }

    private static String operator(String method) {
        return switch (method) {
            case "within", "withinSphere" -> "$geoWithin";
            case "intersects" -> "$geoIntersects";
            default -> "$" + method;
        };
    }

    /** The values of {@code in(Object...)} or {@code in(Collection)}. */
    private Sent collection(ResolvedCall call, List<String> parameters) {
        Optional<List<TreePath>> elements = parameters.get(0).equals(COLLECTION)
                ? code.listElements(call.argument(0))
                : code.variableArguments(call, 0);
        return new Sent.Values(elements, call.argument(0));
    }

    private List<CriteriaState> criteriaList(ResolvedCall call) {
        Optional<List<TreePath>> elements = call.parameters(code.types()).get(0).equals(COLLECTION)
                ? code.listElements(call.argument(0))
                : code.variableArguments(call, 0);
        List<CriteriaState> out = new ArrayList<>();
        for (TreePath element : elements.orElseThrow(() -> new NotFollowed("criteria given at run time"))) {
            out.add(criteria(element));
        }
        return out;
    }

    /**
     * {@code regex(String)} and {@code regex(String, String)}: {@code Pattern.compile(regex, RegexFlags.toRegexFlags)},
     * which the driver's {@code PatternCodec} writes with its flags' letters in order; a letter {@code RegexFlags} does
     * not know throws. {@code regex(Pattern)} and {@code regex(BsonRegularExpression)}: the value itself.
     */
    private Sent regex(ResolvedCall call, List<String> parameters) {
        if (!parameters.get(0).equals(STRING)) {
            return new Sent.Value(call.argument(0));
        }
        Optional<String> options = parameters.size() == 1 || CodeExpressions.isNullLiteral(call.argument(1))
                ? Optional.of("")
                : code.constantString(call.argument(1)).map(QueryExpressions::flags);
        Optional<String> pattern = code.constantString(call.argument(0));
        RegexShape shape;
        if (pattern.isPresent() && options.isPresent()) {
            shape = RegexShapes.of(pattern.get(), options.get());
        } else if (pattern.isPresent()) {
            shape = RegexShapes.bound(pattern.get(), Optional.empty());
        } else {
            shape = RegexShapes.atRunTime(options);
        }
        return new Sent.Regex(shape);
    }

    private static String flags(String options) {
        TreeSet<Character> letters = new TreeSet<>();
        for (char c : options.toLowerCase(Locale.ROOT).toCharArray()) {
            if (REGEX_FLAGS.indexOf(c) < 0) {
                throw new NotFollowed(
                        "SDM's RegexFlags throws IllegalArgumentException: \"Unrecognized flag [" + c + "]\"");
            }
            letters.add(c);
        }
        StringBuilder out = new StringBuilder();
        letters.forEach(out::append);
        return out.toString();
    }

    private Object queryCall(ResolvedCall call) {
        String name = call.name();
        List<String> parameters = call.parameters(code.types());
        if (name.equals("query")) {
            QueryState query = new QueryState();
            addCriteria(query, call.argument(0));
            return query;
        }
        if (call.method().getModifiers().contains(javax.lang.model.element.Modifier.STATIC)) {
            throw new NotFollowed("Query." + name + ", which is not read");
        }
        QueryState query = as(QueryState.class, receiverPath(call), "a query");
        switch (name) {
            case "addCriteria" -> addCriteria(query, call.argument(0));
            case "with" -> with(query, call, parameters.get(0));
            case "limit" ->
                query.limit = parameters.get(0).equals("int") ? limit(call.argument(0)) : new Limit.AtRunTime();
            case "skip" ->
                query.skipped |= !code.constant(call.argument(0))
                        .map(n -> n instanceof Number number && number.longValue() == 0)
                        .orElse(false);
            case "withHint" ->
                query.hint = parameters.get(0).equals(STRING)
                        ? code.constantString(call.argument(0))
                                .<Hint>map(Hint.Index::new)
                                .orElseGet(Hint.AtRunTime::new)
                        : hintDocument(call.argument(0));
            case "collation" ->
                query.collation = CodeExpressions.isNullLiteral(call.argument(0))
                        ? QueryCollation.collectionDefault()
                        : collation(call.argument(0));
            case "fields" -> {
                return query.fields();
            }
            default -> {
                if (!NEUTRAL_QUERY_METHODS.contains(name)) {
                    throw new NotFollowed("Query." + name + ", which is not read");
                }
            }
        }
        return query;
    }

    /**
     * {@code addCriteria}: criteria the reader cannot build (a key known at run time) leave the filter unknown, and
     * the rest of the query (its sort, limit, collation) is still read.
     */
    private void addCriteria(QueryState query, TreePath criteria) {
        CriteriaDefinition built;
        try {
            built = definition(criteria);
        } catch (NotFollowed e) {
            query.criteriaUnknown(e);
            return;
        }
        query.addCriteria(built);
    }

    /**
     * {@code new TextQuery(words)}, {@code (words, language)}, {@code (words, locale)}: a query of
     * {@code TextCriteria.forLanguage(language).matching(words)}; {@code new TextQuery(TextCriteria)}: a query of that
     * criteria.
     */
    private QueryState textQuery(ExecutableElement constructor, List<TreePath> arguments) {
        QueryState query = new QueryState();
        List<String> parameters = constructor.getParameters().stream()
                .map(p -> code.types().erasure(p.asType()).toString())
                .toList();
        if (parameters.equals(List.of(TEXT_CRITERIA))) {
            addCriteria(query, arguments.get(0));
            return query;
        }
        if (parameters.size() == 2) {
            language(arguments.get(1), parameters.get(1).equals(LOCALE));
        }
        query.addCriteria(new TextCriteriaState());
        return query;
    }

    /**
     * A language given to {@code TextCriteria.forLanguage} (or a locale whose {@code getLanguage()} it takes), which
     * asserts {@code hasText}: a null or blank constant, or {@code Locale.ROOT} (language ""), throws, so it is not
     * followed. One known at run time is read as the text search it is meant to be.
     */
    private void language(TreePath argument, boolean locale) {
        // new TextQuery(words, (String) null): the cast that picks the constructor
        TreePath value = CodeExpressions.unwrap(argument);
        while (value.getLeaf() instanceof TypeCastTree cast) {
            value = CodeExpressions.unwrap(new TreePath(value, cast.getExpression()));
        }
        if (CodeExpressions.isNullLiteral(value)) {
            throw new NotFollowed("a null language, on which SDM's TextCriteria.forLanguage throws");
        }
        if (locale) {
            Element element = code.element(value);
            if (element != null
                    && element.getSimpleName().contentEquals("ROOT")
                    && element.getEnclosingElement() instanceof TypeElement type
                    && type.getQualifiedName().contentEquals(LOCALE)) {
                throw new NotFollowed("Locale.ROOT, whose empty language SDM's TextCriteria.forLanguage refuses");
            }
            return;
        }
        if (code.constantString(value).map(String::isBlank).orElse(false)) {
            throw new NotFollowed("a blank language, on which SDM's TextCriteria.forLanguage throws");
        }
    }

    /**
     * {@code TextQuery}'s own methods. {@code sortByScore} puts {@code {score: {$meta: "textScore"}}} into the sort
     * (first, or after the orders given before it) and the projection ({@code TextQuery.getSortObject},
     * {@code getFieldsObject}); {@code includeScore} into the projection. The model holds no {@code $meta} key: the
     * sort and the projection are unknown, as the driver's {@code Sorts.metaTextScore} and
     * {@code Projections.metaTextScore} leave them.
     */
    private QueryState textQueryCall(ResolvedCall call) {
        String name = call.name();
        if (name.equals("queryText")) {
            QueryState query = new QueryState();
            addCriteria(query, call.argument(0));
            return query;
        }
        QueryState query = as(QueryState.class, receiverPath(call), "a query");
        switch (name) {
            case "sortByScore" -> {
                query.sort =
                        query.sort.and(QueryState.SortState.unknown("a sort by text score (TextQuery.sortByScore)"));
                query.fields().unknown = "the text score TextQuery.sortByScore projects";
            }
            case "includeScore" -> query.fields().unknown = "the text score TextQuery.includeScore projects";
            // the name of the score field: the score's sort and projection are unknown whatever it is
            case "setScoreFieldName" -> {}
            default -> throw new NotFollowed("TextQuery." + name + ", which is not read");
        }
        return query;
    }

    /** {@code TextCriteria.forDefaultLanguage()}, {@code forLanguage(language)} and the methods that add to it. */
    private TextCriteriaState textCriteriaCall(ResolvedCall call) {
        String name = call.name();
        if (call.method().getModifiers().contains(javax.lang.model.element.Modifier.STATIC)) {
            switch (name) {
                case "forDefaultLanguage" -> {}
                case "forLanguage" -> language(call.argument(0), false);
                default -> throw new NotFollowed("TextCriteria." + name + ", which is not read");
            }
            return new TextCriteriaState();
        }
        TextCriteriaState criteria = as(TextCriteriaState.class, receiverPath(call), "a text criteria");
        if (!TEXT_CRITERIA_METHODS.contains(name)) {
            throw new NotFollowed("TextCriteria." + name + ", which is not read");
        }
        if (call.parameters(code.types()).equals(List.of(TERM)) && CodeExpressions.isNullLiteral(call.argument(0))) {
            throw new NotFollowed("a null term, on which SDM's TextCriteria.matching throws");
        }
        return criteria;
    }

    /** {@code with(Sort)}, {@code with(Pageable)} and the scroll positions. */
    private void with(QueryState query, ResolvedCall call, String parameter) {
        switch (parameter) {
            case SORT -> query.sort = query.sort.and(sort(call.argument(0)));
            case "org.springframework.data.domain.Pageable" -> {
                // Query.with(Pageable): its limit and offset, then its sort after the query's
                query.sort = query.sort.and(new QueryState.SortState(List.of(), true, null));
                query.limit = new Limit.AtRunTime();
                query.skipped = true;
            }
            default -> query.skipped = true;
        }
    }

    /** {@code Query.limit(int)}: a limit above 0, else none ({@code Limit.unlimited()}). */
    private Limit limit(TreePath argument) {
        Optional<Object> n = code.constant(argument);
        if (n.isEmpty() || !(n.get() instanceof Integer count)) {
            return new Limit.AtRunTime();
        }
        return count > 0 ? new Limit.Fixed(count) : Limit.none();
    }

    /**
     * {@code withHint(Document)}: {@code hint.toJson()}, which {@code HintFunction} parses back; known for a
     * {@code new Document(key, value)} with {@code append}s of constants.
     */
    private Hint hintDocument(TreePath argument) {
        List<String> keys = new ArrayList<>();
        TreePath current = CodeExpressions.unwrap(argument);
        while (true) {
            List<TreePath> pair;
            TreePath next;
            if (current.getLeaf() instanceof NewClassTree created
                    && created.getClassBody() == null
                    && created.getArguments().size() == 2
                    && code.isA(current, DOCUMENT)) {
                pair = List.of(
                        new TreePath(current, created.getArguments().get(0)),
                        new TreePath(current, created.getArguments().get(1)));
                next = null;
            } else {
                Optional<ResolvedCall> append = code.call(current).filter(c -> c.is(DOCUMENT, "append"));
                if (append.isEmpty() || !(append.get().tree().getMethodSelect() instanceof MemberSelectTree select)) {
                    return new Hint.AtRunTime();
                }
                pair = List.of(append.get().argument(0), append.get().argument(1));
                next = new TreePath(append.get().path(), select.getExpression());
            }
            Optional<String> key = code.constantString(pair.get(0));
            Optional<Object> value = code.constant(pair.get(1));
            if (key.isEmpty()
                    || value.isEmpty()
                    || !(value.get() instanceof Integer || value.get() instanceof String)) {
                return new Hint.AtRunTime();
            }
            keys.add(0, "\"" + key.get() + "\": " + (value.get() instanceof String s ? "\"" + s + "\"" : value.get()));
            if (next == null) {
                return new Hint.Index("{" + String.join(", ", keys) + "}");
            }
            current = CodeExpressions.unwrap(next);
        }
    }

    private QueryState.FieldsState fieldCall(ResolvedCall call) {
        QueryState.FieldsState fields = as(QueryState.FieldsState.class, receiverPath(call), "a projection");
        String name = call.name();
        List<String> parameters = call.parameters(code.types());
        switch (name) {
            case "include", "exclude" -> {
                Optional<List<TreePath>> names = parameters.get(0).equals(COLLECTION)
                        ? code.listElements(call.argument(0))
                        : parameters.get(0).equals(STRING)
                                ? Optional.of(List.of(call.argument(0)))
                                : code.variableArguments(call, 0)
                                        .filter(n -> parameters.get(0).equals("java.lang.String[]"));
                if (names.isEmpty()) {
                    fields.unknown = "projected fields given at run time";
                    return fields;
                }
                for (TreePath n : names.get()) {
                    Optional<String> path = code.constantString(n);
                    if (path.isEmpty()) {
                        fields.unknown = "a projected field known at run time: " + n.getLeaf();
                    } else {
                        fields.included.put(path.get(), name.equals("include"));
                        fields.where.put(path.get(), n);
                    }
                }
            }
            default -> fields.unknown = "Field." + name;
        }
        return fields;
    }

    /** SDC's {@code Sort} and {@code Sort.Order}. */
    private QueryState.SortState sortCall(ResolvedCall call) {
        String name = call.name();
        List<String> parameters = call.parameters(code.types());
        boolean isStatic = call.method().getModifiers().contains(javax.lang.model.element.Modifier.STATIC);
        if (isStatic) {
            return switch (name) {
                case "unsorted" -> QueryState.SortState.unsorted();
                case "asc", "by" ->
                    call.ownerName().equals(ORDER) ? order(true, call.argument(0)) : sortBy(call, parameters);
                case "desc" -> order(false, call.argument(0));
                default -> throw new NotFollowed("Sort." + name + ", which is not read");
            };
        }
        QueryState.SortState receiver = as(QueryState.SortState.class, receiverPath(call), "a sort");
        return switch (name) {
            case "and" -> receiver.and(sort(call.argument(0)));
            case "ascending" -> receiver.direction(true);
            case "descending" -> receiver.direction(false);
            case "with" ->
                parameters.get(0).equals(DIRECTION) ? receiver.direction(direction(call.argument(0))) : receiver;
            // Mongo has no null handling in a sort: SDM sends the order as it is
            case "nullsFirst", "nullsLast", "nullsNative", "with_NullHandling" -> receiver;
            case "ignoreCase" ->
                QueryState.SortState.unknown(
                        "an order ignoring case: SDM's Query.with throws IllegalArgumentException");
            default -> throw new NotFollowed("Sort." + name + ", which is not read");
        };
    }

    /** {@code Sort.by(String...)}, {@code by(Direction, String...)}, {@code by(Order...)}, {@code by(List<Order>)}. */
    private QueryState.SortState sortBy(ResolvedCall call, List<String> parameters) {
        if (parameters.get(0).equals(DIRECTION)) {
            boolean ascending = direction(call.argument(0));
            List<QueryState.Order> orders = new ArrayList<>();
            for (TreePath p :
                    code.variableArguments(call, 1).orElseThrow(() -> new NotFollowed("sort keys given at run time"))) {
                orders.add(order(ascending, p).orders().get(0));
            }
            return new QueryState.SortState(orders, false, null);
        }
        Optional<List<TreePath>> elements = parameters.get(0).equals("java.util.List")
                ? code.listElements(call.argument(0))
                : code.variableArguments(call, 0);
        if (elements.isEmpty()) {
            throw new NotFollowed("sort keys given at run time");
        }
        QueryState.SortState out = QueryState.SortState.unsorted();
        for (TreePath e : elements.get()) {
            out = out.and(parameters.get(0).equals("java.lang.String[]") ? order(true, e) : sort(e));
        }
        return out;
    }

    private QueryState.SortState order(boolean ascending, TreePath property) {
        String key = key(property);
        return new QueryState.SortState(List.of(new QueryState.Order(key, property, ascending)), false, null);
    }

    /** A constant of {@code Sort.Direction}: whether it is {@code ASC}. */
    private boolean direction(TreePath expression) {
        Element element = code.element(CodeExpressions.unwrap(expression));
        if (element != null
                && element.getKind() == ElementKind.ENUM_CONSTANT
                && element.getEnclosingElement() instanceof TypeElement type
                && type.getQualifiedName().contentEquals(DIRECTION)) {
            return element.getSimpleName().contentEquals("ASC");
        }
        throw new NotFollowed("a direction known at run time: " + expression.getLeaf());
    }

    /** The collation an expression of SDM's {@code Collation} gives: locale, strength, caseLevel, numericOrdering. */
    QueryCollation collation(TreePath expression) {
        try {
            return new QueryCollation.Explicit(
                    as(CollationValue.class, expression, "a collation").spec());
        } catch (NotFollowed e) {
            return new QueryCollation.AtRunTime();
        }
    }

    /** A {@code Collation} as far as the model describes it; any other setting leaves it unknown. */
    private record CollationValue(String locale, Integer strength, boolean caseLevel, boolean numericOrdering) {
        /** Strength 3 when none is given, as the server fills it ({@code Collation.from}). */
        CollationSpec spec() {
            return new CollationSpec(locale, strength == null ? 3 : strength, caseLevel, numericOrdering);
        }
    }

    private Object collationCall(ResolvedCall call) {
        String name = call.name();
        List<String> parameters = call.parameters(code.types());
        if (call.method().getModifiers().contains(javax.lang.model.element.Modifier.STATIC)) {
            return switch (name) {
                case "simple" -> new CollationValue("simple", null, false, false);
                case "of", "parse" -> {
                    if (!parameters.get(0).equals(STRING)) {
                        throw new NotFollowed("a collation of a java.util.Locale");
                    }
                    String locale = code.constantString(call.argument(0))
                            .filter(l -> !l.stripLeading().startsWith("{"))
                            .orElseThrow(() -> new NotFollowed("a locale known at run time"));
                    yield new CollationValue(locale, null, false, false);
                }
                default -> throw new NotFollowed("Collation." + name);
            };
        }
        CollationValue c = as(CollationValue.class, receiverPath(call), "a collation");
        return switch (name) {
            case "strength" ->
                new CollationValue(c.locale(), strength(call, parameters), c.caseLevel(), c.numericOrdering());
            // Collation.caseLevel: the strength stays, primary when none is set
            case "caseLevel" ->
                new CollationValue(
                        c.locale(),
                        c.strength() == null ? 1 : c.strength(),
                        truth(call.argument(0)),
                        c.numericOrdering());
            case "numericOrdering" ->
                new CollationValue(c.locale(), c.strength(), c.caseLevel(), truth(call.argument(0)));
            case "numericOrderingEnabled" -> new CollationValue(c.locale(), c.strength(), c.caseLevel(), true);
            case "numericOrderingDisabled" -> new CollationValue(c.locale(), c.strength(), c.caseLevel(), false);
            default -> throw new NotFollowed("Collation." + name);
        };
    }

    private int strength(ResolvedCall call, List<String> parameters) {
        if (parameters.get(0).equals("int")) {
            return code.constant(call.argument(0))
                    .filter(Integer.class::isInstance)
                    .map(Integer.class::cast)
                    .orElseThrow(() -> new NotFollowed("a strength known at run time"));
        }
        Optional<ResolvedCall> level = code.call(call.argument(0))
                .filter(l -> l.ownerName().equals(COMPARISON_LEVEL) && l.argumentCount() == 0);
        int n = level.map(l -> List.of("primary", "secondary", "tertiary", "quaternary", "identical")
                        .indexOf(l.name()))
                .orElse(-1);
        if (n < 0) {
            throw new NotFollowed("a comparison level the reader does not follow");
        }
        return n + 1;
    }

    private boolean truth(TreePath argument) {
        return code.constant(argument)
                .filter(Boolean.class::isInstance)
                .map(Boolean.class::cast)
                .orElseThrow(() -> new NotFollowed("a setting known at run time"));
    }
}
