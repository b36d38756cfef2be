package dev.schemaguard.processor.reader.springdata.calls;

import com.sun.source.tree.MemberSelectTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.schemaguard.processor.diagnostic.CodePosition;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Limit;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.query.QueryRefusal;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.CodeQuery;
import dev.schemaguard.processor.reader.code.QueryCalls;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import dev.schemaguard.processor.reader.driver.calls.DriverValues;
import dev.schemaguard.processor.reader.springdata.repository.QueryKeys;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The queries Spring's {@code MongoTemplate} calls of a tree send: the {@code Query} methods of
 * {@code MongoOperations}, {@code MongoTemplate}, {@code ReactiveMongoOperations} and {@code ReactiveMongoTemplate}
 * ({@code find}, {@code findOne}, {@code stream}, {@code count}, {@code exists}, {@code remove}, {@code updateFirst},
 * {@code updateMulti}, {@code upsert}, {@code findAndModify}, {@code findAndRemove}, {@code findAllAndRemove},
 * {@code findDistinct}, {@code findAll}, {@code findById}) given the document's class literal, and the fluent
 * {@code query(X.class).matching(q)} chain up to its terminal call. Each call is recognised by the method javac
 * resolved it to; the {@code Query} is read as {@link QueryExpressions} builds it, in the statements before the call
 * ({@link StraightLine}).
 */
public final class TemplateCalls implements QueryCalls {

    private static final String CORE = "org.springframework.data.mongodb.core.";
    static final Set<String> TEMPLATES = Set.of(
            CORE + "MongoOperations",
            CORE + "MongoTemplate",
            CORE + "ReactiveMongoOperations",
            CORE + "ReactiveMongoTemplate");
    /** Where {@code query(Class)} is declared or overridden. */
    private static final Set<String> FLUENT_ENTRIES = Set.of(
            CORE + "ExecutableFindOperation",
            CORE + "ReactiveFindOperation",
            CORE + "MongoTemplate",
            CORE + "ReactiveMongoTemplate");
    /** The fluent find's interfaces, whose terminal calls run the query. */
    private static final Set<String> FLUENT = Set.of(
            CORE + "ExecutableFindOperation.TerminatingResults",
            CORE + "ExecutableFindOperation.TerminatingProjection",
            CORE + "ExecutableFindOperation.TerminatingFind",
            CORE + "ExecutableFindOperation.FindWithQuery",
            CORE + "ExecutableFindOperation.FindWithProjection",
            CORE + "ExecutableFindOperation.FindWithCollection",
            CORE + "ExecutableFindOperation.ExecutableFind",
            CORE + "ReactiveFindOperation.TerminatingResults",
            CORE + "ReactiveFindOperation.TerminatingProjection",
            CORE + "ReactiveFindOperation.TerminatingFind",
            CORE + "ReactiveFindOperation.FindWithQuery",
            CORE + "ReactiveFindOperation.FindWithProjection",
            CORE + "ReactiveFindOperation.FindWithCollection",
            CORE + "ReactiveFindOperation.ReactiveFind");

    private static final Set<String> TEMPLATE_METHODS = Set.of(
            "find",
            "findOne",
            "stream",
            "count",
            "exists",
            "remove",
            "updateFirst",
            "updateMulti",
            "upsert",
            "findAndModify",
            "findAndRemove",
            "findAllAndRemove",
            "findDistinct",
            "findAll",
            "findById");
    private static final String CLASS = "java.lang.Class";
    private static final String STRING = "java.lang.String";

    private final Trees trees;
    private final CodeExpressions code;
    private final DriverValues values;
    private final StraightLine straightLine;
    private final Function<String, Optional<DocumentModel>> documents;

    /** @param documents the document of a class, by qualified name, when the compilation has one */
    public TemplateCalls(
            Trees trees, Types types, Elements elements, Function<String, Optional<DocumentModel>> documents) {
        this.trees = trees;
        this.code = new CodeExpressions(trees, types, elements);
        this.values = new DriverValues(code);
        this.straightLine = new StraightLine(trees, code, elements);
        this.documents = documents;
    }

    @Override
    public Set<String> callNames() {
        return CALL_NAMES;
    }

    /** The template's query methods and the fluent find's terminal calls. */
    private static final Set<String> CALL_NAMES = Stream.concat(
                    TEMPLATE_METHODS.stream(), Stream.of("all", "one", "oneValue", "first", "firstValue"))
            .collect(Collectors.toUnmodifiableSet());

    @Override
    public List<CodeQuery> read(TreePath path) {
        return QueryCalls.eachCall(path, this::call);
    }

    private Optional<CodeQuery> call(TreePath path) {
        Optional<ResolvedCall> found = code.call(path);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        ResolvedCall call = found.get();
        if (TEMPLATES.contains(call.ownerName()) && TEMPLATE_METHODS.contains(call.name())) {
            return templateCall(call);
        }
        if (FLUENT.contains(call.ownerName())) {
            return fluentCall(call);
        }
        return Optional.empty();
    }

    /** Whether an expression is a template call that leaves its {@code Query} as it is (all but {@code findOne}). */
    private boolean leavesQueryUnchanged(TreePath expression) {
        return code.call(expression)
                .filter(c -> TEMPLATES.contains(c.ownerName()) && TEMPLATE_METHODS.contains(c.name()))
                .filter(c -> !c.name().equals("findOne"))
                .isPresent();
    }

    private Optional<CodeQuery> templateCall(ResolvedCall call) {
        List<String> parameters = call.parameters(code.types());
        int entity = parameters.indexOf(CLASS);
        if (entity < 0) {
            // count(Query, String) and the like: QueryMapper.getMappedObject(query, null) maps no key, and which
            // document the collection holds is not known here
            return Optional.empty();
        }
        Optional<DocumentModel> document = documentOf(call.argument(entity));
        if (document.isEmpty()) {
            return Optional.empty();
        }
        List<Integer> strings = new ArrayList<>();
        for (int i = 0; i < parameters.size(); i++) {
            if (parameters.get(i).equals(STRING)) {
                strings.add(i);
            }
        }
        boolean distinct = call.name().equals("findDistinct");
        int collectionName = strings.size() > (distinct ? 1 : 0) ? strings.get(distinct ? 1 : 0) : -1;
        if (collectionName >= 0 && !isCollectionOf(call.argument(collectionName), document.get())) {
            return Optional.empty();
        }
        Query.Builder query = Query.builder(document.get(), CodePosition.of(trees, call.path()));
        SentFilters sent = sent(document.get());
        if (call.name().equals("findAll")) {
            return Optional.of(new CodeQuery(query.build(), List.of()));
        }
        if (call.name().equals("findById")) {
            // doFindOne(collectionName, new Document("_id", id), ...)
            query.filter(new Filter.Predicate("_id", values.equality(call.argument(0))))
                    .limit(new Limit.Fixed(1));
            return Optional.of(new CodeQuery(query.build(), List.of()));
        }
        int queryArgument = parameters.indexOf(QueryExpressions.QUERY);
        if (queryArgument < 0) {
            return Optional.empty();
        }
        QueryRead read = read(call, call.argument(queryArgument), query, sent);
        shape(call.name(), query, read.skipped());
        if (distinct) {
            query.projection(distinctField(call.argument(strings.get(0)), sent));
        }
        return Optional.of(new CodeQuery(query.build(), sent.unknownFields, read.refusal()));
    }

    /**
     * What each method sends of the {@code Query} (MongoTemplate 5.1): {@code findOne} one document;
     * {@code count} a {@code countDocuments} with the query's limit and hint ({@code CountContext.getCountOptions});
     * {@code exists} a count limited to 1 without hint ({@code ExistsCallback}); {@code remove} a delete without sort
     * or hint ({@code DeleteContext.getDeleteOptions}) unless the query has a limit or skip, when {@code doRemove}
     * first finds the documents with the query's sort, limit and hint; {@code updateFirst} and {@code upsert} an
     * {@code updateOne}, {@code updateMulti} an {@code updateMany}, with the query's sort and hint
     * ({@code UpdateContext.getUpdateOptions}); {@code findAndModify} and {@code findAndRemove} one document with the
     * sort and fields, no hint ({@code FindAndModifyCallback}, {@code FindAndRemoveCallback}); {@code findDistinct} the
     * distinct values of a field, without sort, limit or hint.
     */
    private static void shape(String method, Query.Builder query, boolean skipped) {
        Query read = query.build();
        switch (method) {
            case "findOne" -> query.limit(new Limit.Fixed(1));
            case "count" -> {
                query.operation(Query.Operation.COUNT).sort(Sort.none()).projection(Projection.wholeDocument());
                if (read.filter().predicates().stream().anyMatch(p -> p.condition() instanceof Condition.GeoNear)) {
                    // CountQuery.toQueryDocument rewrites $near and $nearSphere into $geoWithin
                    query.filter(new Filter.Unreadable("$near in a count, which SDM's CountQuery rewrites"));
                }
            }
            case "exists" ->
                query.operation(Query.Operation.EXISTS)
                        .sort(Sort.none())
                        .limit(Limit.none())
                        .projection(Projection.wholeDocument())
                        .hint(Hint.none());
            case "remove" -> {
                query.operation(Query.Operation.DELETE).projection(Projection.wholeDocument());
                if (read.limit() instanceof Limit.None && !skipped) {
                    query.sort(Sort.none()).hint(Hint.none());
                }
            }
            case "findAllAndRemove" -> query.operation(Query.Operation.DELETE).projection(Projection.wholeDocument());
            case "updateFirst", "upsert" ->
                query.operation(Query.Operation.UPDATE)
                        .limit(new Limit.Fixed(1))
                        .projection(Projection.wholeDocument());
            case "updateMulti" ->
                query.operation(Query.Operation.UPDATE).limit(Limit.none()).projection(Projection.wholeDocument());
            case "findAndModify" ->
                query.operation(Query.Operation.UPDATE)
                        .limit(new Limit.Fixed(1))
                        .hint(Hint.none());
            case "findAndRemove" ->
                query.operation(Query.Operation.DELETE)
                        .limit(new Limit.Fixed(1))
                        .hint(Hint.none());
            case "findDistinct" -> query.sort(Sort.none()).limit(Limit.none()).hint(Hint.none());
            default -> {
                // find, stream: the whole query (QueryCursorPreparer)
            }
        }
    }

    /**
     * The fluent {@code query(X.class)[.inCollection(c)][.as(Y.class)][.matching(q)]} and its terminal call:
     * {@code all} and {@code stream} find, {@code one} finds at most two ({@code oneValue}: a second one throws),
     * {@code first} one, {@code count} and {@code exists} as the template's ({@code ExecutableFindOperationSupport}).
     */
    private Optional<CodeQuery> fluentCall(ResolvedCall terminal) {
        String name = terminal.name();
        if (!Set.of("all", "stream", "one", "oneValue", "first", "firstValue", "count", "exists")
                .contains(name)) {
            return Optional.empty();
        }
        TreePath matching = null;
        boolean projected = false;
        TreePath collection = null;
        Optional<ResolvedCall> current = receiverCall(terminal);
        while (current.isPresent() && FLUENT.contains(current.get().ownerName())) {
            ResolvedCall link = current.get();
            switch (link.name()) {
                case "matching" -> matching = link.argument(0);
                case "as" -> projected = true;
                case "inCollection" -> collection = link.argument(0);
                default -> {
                    return Optional.empty();
                }
            }
            current = receiverCall(link);
        }
        if (current.isEmpty()
                || !FLUENT_ENTRIES.contains(current.get().ownerName())
                || !current.get().name().equals("query")
                || current.get().argumentCount() != 1) {
            return Optional.empty();
        }
        Optional<DocumentModel> document = documentOf(current.get().argument(0));
        if (document.isEmpty() || collection != null && !isCollectionOf(collection, document.get())) {
            return Optional.empty();
        }
        Query.Builder query = Query.builder(document.get(), CodePosition.of(trees, terminal.path()));
        SentFilters sent = sent(document.get());
        Optional<QueryRefusal> refusal = Optional.empty();
        if (matching != null) {
            refusal = read(terminal, matching, query, sent).refusal();
        }
        switch (name) {
            case "one", "oneValue" -> query.limit(new Limit.Fixed(2));
            case "first", "firstValue" -> query.limit(new Limit.Fixed(1));
            case "count", "exists" -> shape(name, query, false);
            default -> {
                // all, stream
            }
        }
        if (projected
                && (name.equals("all")
                        || name.equals("stream")
                        || name.startsWith("one")
                        || name.startsWith("first"))) {
            query.projection(new Projection.Unknown("the properties of the type given to as()"));
        }
        return Optional.of(new CodeQuery(query.build(), sent.unknownFields, refusal));
    }

    private Optional<ResolvedCall> receiverCall(ResolvedCall call) {
        if (!(call.tree().getMethodSelect() instanceof MemberSelectTree select)) {
            return Optional.empty();
        }
        return code.call(new TreePath(call.path(), select.getExpression()));
    }

    private SentFilters sent(DocumentModel document) {
        return new SentFilters(new QueryKeys(document), values, code, where -> CodePosition.of(trees, where));
    }

    /**
     * Reads the {@code Query} (or {@code CriteriaDefinition}, for the fluent {@code matching}) an argument gives, with
     * the statements before the call, into the query's filter, sort, limit, fields, collation and hint.
     */
    private QueryRead read(ResolvedCall call, TreePath argument, Query.Builder query, SentFilters sent) {
        QueryExpressions expressions = new QueryExpressions(code, values, new HashMap<>());
        straightLine.before(call.path(), expressions, this::leavesQueryUnchanged);
        QueryState state;
        try {
            if (code.isA(argument, QueryExpressions.QUERY)) {
                state = expressions.query(argument);
            } else {
                // matching(CriteriaDefinition): Query.query(criteria)
                state = new QueryState();
                state.addCriteria(expressions.definition(argument));
            }
        } catch (NotFollowed e) {
            query.filter(new Filter.Unreadable(e.reason()))
                    .sort(new Sort.Unknown(e.reason()))
                    .limit(new Limit.AtRunTime())
                    .projection(new Projection.Unknown(e.reason()))
                    .collation(new QueryCollation.AtRunTime())
                    .hint(new Hint.AtRunTime());
            return new QueryRead(true, refusal(e));
        }
        Optional<QueryRefusal> refusal = Optional.empty();
        try {
            query.filter(sent.filter(state.queryObject()));
        } catch (NotFollowed e) {
            query.filter(new Filter.Unreadable(e.reason()));
            refusal = refusal(e);
        }
        query.sort(sent.sort(state.sort))
                .limit(state.limit)
                .projection(sent.projection(state.fields))
                .collation(state.collation)
                .hint(state.hint);
        return new QueryRead(state.skipped, refusal);
    }

    /**
     * What reading a call's {@code Query} told beside the query.
     *
     * @param skipped whether the query may skip documents (the model has no skip: a remove with one is planned as
     *                the find {@code doRemove} runs first)
     * @param refusal why SDM throws on the query on every call, when it does
     */
    private record QueryRead(boolean skipped, Optional<QueryRefusal> refusal) {}

    private static Optional<QueryRefusal> refusal(NotFollowed e) {
        return e.isThrownBySdm()
                ? Optional.of(QueryRefusal.of(QueryRefusal.Reason.QUERY_BUILD_THROWS, e.reason()))
                : Optional.empty();
    }

    /** The document of a class literal ({@code Book.class}), when the compilation has one. */
    private Optional<DocumentModel> documentOf(TreePath argument) {
        TreePath path = CodeExpressions.unwrap(argument);
        if (!(path.getLeaf() instanceof MemberSelectTree select)
                || !select.getIdentifier().contentEquals("class")) {
            return Optional.empty();
        }
        if (!(code.element(new TreePath(path, select.getExpression())) instanceof TypeElement type)) {
            return Optional.empty();
        }
        return documents.apply(type.getQualifiedName().toString());
    }

    /**
     * Whether a collection name argument is the document's collection. A name known only at run time, or another
     * collection's, sends the query elsewhere ({@code MongoTemplate.find(Query, Class, String)} runs on the collection
     * named, not the entity's {@code getCollectionName}): the call is skipped.
     */
    private boolean isCollectionOf(TreePath name, DocumentModel document) {
        return !document.collectionAtRunTime()
                && code.constantString(name).map(document.collection()::equals).orElse(false);
    }

    /** {@code findDistinct}'s field, mapped as {@code DistinctQueryContext.getMappedFieldName} maps it. */
    private Projection distinctField(TreePath field, SentFilters sent) {
        Optional<String> name = code.constantString(field);
        if (name.isEmpty()) {
            return new Projection.Unknown("a distinct field known at run time");
        }
        QueryState.FieldsState fields = new QueryState.FieldsState();
        fields.included.put(name.get(), true);
        fields.where.put(name.get(), field);
        fields.included.put("_id", false);
        Projection projection = sent.projection(fields);
        return projection;
    }
}
