package dev.schemaguard.processor.reader.morphia.calls;

import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.schemaguard.processor.diagnostic.CodePosition;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Limit;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.reader.code.CallChain;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.CodeQuery;
import dev.schemaguard.processor.reader.code.LocalChains;
import dev.schemaguard.processor.reader.code.QueryCalls;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The queries Morphia 2's {@code dev.morphia.query.Query} calls of a tree send: a query started by
 * {@code Datastore.find(X.class)} (the collection is document X's), given filters by {@code filter(Filter...)} in the
 * same chain or in statements on a local variable before the call, run by {@code iterator}, {@code stream},
 * {@code first}, {@code find} or {@code execute} (a find), {@code count} or {@code delete}, with the options the call
 * passes; an update ({@code update(UpdateOptions, ...)}, {@code update(...).execute()}) or a {@code modify} of it.
 * Morphia writes every filter of a query into one document ({@code MorphiaQuery.getQueryDocument}). Each call is
 * recognised by the method javac resolved it to. The default {@code QueryFactory} ({@code MorphiaConfig}) makes
 * {@code MorphiaQuery}s; {@code legacy()}'s {@code LegacyQuery} refuses {@code filter(Filter...)}.
 */
public final class MorphiaCalls implements QueryCalls {

    static final String DATASTORE = "dev.morphia.Datastore";
    static final String QUERY = "dev.morphia.query.Query";

    /** The calls that run a query, and what they do. */
    private static final Map<String, Query.Operation> TERMINALS = Map.of(
            "iterator", Query.Operation.FIND,
            "stream", Query.Operation.FIND,
            "first", Query.Operation.FIND,
            "find", Query.Operation.FIND,
            "execute", Query.Operation.FIND,
            "count", Query.Operation.COUNT,
            "delete", Query.Operation.DELETE,
            "findAndDelete", Query.Operation.DELETE);

    /** Calls on a query that leave its filters as they are. */
    private static final Set<String> READS_ONLY = Set.of(
            "explain", "getEntityClass", "toDocument", "keys", "update", "modify", "toString", "hashCode", "equals");

    private final Trees trees;
    private final Types types;
    private final Elements elements;
    private final CodeExpressions code;
    private final LocalChains locals;
    private final MorphiaFilters filters;
    private final MorphiaOptions options;
    private final Function<String, Optional<DocumentModel>> documents;

    /** @param documents the document of a class, by qualified name, when the compilation has one */
    public MorphiaCalls(
            Trees trees, Types types, Elements elements, Function<String, Optional<DocumentModel>> documents) {
        this.trees = trees;
        this.types = types;
        this.elements = elements;
        this.code = new CodeExpressions(trees, types, elements);
        this.locals = new LocalChains(trees);
        this.filters = new MorphiaFilters(code, locals);
        this.options = new MorphiaOptions(code, locals);
        this.documents = documents;
    }

    @Override
    public Set<String> callNames() {
        return CALL_NAMES;
    }

    /** The calls that run a query, updates and modifies included (their {@code execute} is among the terminals). */
    private static final Set<String> CALL_NAMES = Stream.concat(
                    TERMINALS.keySet().stream(), Stream.of("update", "modify"))
            .collect(Collectors.toUnmodifiableSet());

    @Override
    public List<CodeQuery> read(TreePath path) {
        return QueryCalls.eachCall(path, this::call);
    }

    /** A query being built: its document, and its filter document once the query's calls are written into it. */
    private record Building(DocumentModel document, FilterDocument filter, MorphiaPaths paths) {}

    /**
     * What a call runs: the query expression it runs, how ({@code TERMINALS}' names, {@code update},
     * {@code modify}) and the options it passes.
     */
    private record Run(TreePath query, String kind, Optional<TreePath> options) {}

    private Optional<CodeQuery> call(TreePath path) {
        Optional<Run> found = run(path);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Run run = found.get();
        Optional<Building> building = query(run.query());
        if (building.isEmpty()) {
            return Optional.empty();
        }
        DocumentModel document = building.get().document();
        MorphiaPaths paths = building.get().paths();
        MorphiaOptions.Read read = run.options().isEmpty()
                ? new MorphiaOptions.Read()
                : run.kind().equals("findAndDelete")
                        ? MorphiaOptions.Read.atRunTime("FindAndDeleteOptions, which are not read")
                        : options.read(run.options().get(), document, paths);
        if (read.otherCollection) {
            // the options run it on another collection than the document's
            return Optional.empty();
        }
        if (run.kind().equals("update") && document.typeKey() != null) {
            // Update.execute: an upsert's filter gets the entity's discriminator
            if (read.upsert.isEmpty()) {
                building.get().filter().replace(document.typeKey(), unreadable("an upsert given at run time"));
            } else if (read.upsert.get()) {
                building.get()
                        .filter()
                        .replace(document.typeKey(), new FilterDocument.Plain(new Condition.Equality(), false));
            }
        }
        Query.Builder query = Query.builder(document, CodePosition.of(trees, path))
                .operation(TERMINALS.getOrDefault(run.kind(), Query.Operation.UPDATE))
                .filter(building.get().filter().filter())
                .hint(read.hint)
                .collation(read.collation);
        switch (run.kind()) {
            case "count" -> query.limit(read.limit);
            // MorphiaQuery.delete and Update.execute: deleteMany, updateMany with multi(true), else deleteOne,
            // updateOne
            case "delete" -> query.limit(one(read.multi));
            case "update" -> query.limit(one(read.multi)).sort(read.sort);
            // findOneAndDelete, findOneAndUpdate
            case "findAndDelete", "modify" -> query.limit(new Limit.Fixed(1)).sort(read.sort);
            default -> {
                query.sort(read.sort).projection(read.projection);
                // MorphiaQuery.first: options.copy().limit(1)
                query.limit(run.kind().equals("first") ? new Limit.Fixed(1) : read.limit);
            }
        }
        return Optional.of(new CodeQuery(query.build(), paths.unknown()));
    }

    private static Limit one(Optional<Boolean> multi) {
        return multi.<Limit>map(m -> m ? Limit.none() : new Limit.Fixed(1)).orElseGet(Limit.AtRunTime::new);
    }

    /**
     * A call that runs a query: a terminal call of {@code Query}, {@code Query.update(UpdateOptions, ...)} and
     * {@code Query.modify(ModifyOptions, ...)}, or {@code execute} on the {@code Update} or {@code Modify} another
     * {@code update} or {@code modify} of a query returns.
     */
    private Optional<Run> run(TreePath path) {
        Optional<ResolvedCall> found = code.call(path);
        if (found.isEmpty() || !(found.get().tree().getMethodSelect() instanceof MemberSelectTree select)) {
            return Optional.empty();
        }
        ResolvedCall call = found.get();
        TreePath receiver = new TreePath(new TreePath(path, select), select.getExpression());
        Optional<TreePath> argument = call.argumentCount() > 0 ? Optional.of(call.argument(0)) : Optional.empty();
        if (declaredIn(call.method(), QUERY)) {
            if (TERMINALS.containsKey(call.name())) {
                return Optional.of(new Run(receiver, call.name(), argument));
            }
            return runsAtOnce(call) ? Optional.of(new Run(receiver, call.name(), argument)) : Optional.empty();
        }
        if (call.name().equals("execute")
                && (call.ownerName().equals("dev.morphia.query.Update")
                        || call.ownerName().equals("dev.morphia.query.Modify"))) {
            Optional<ResolvedCall> update = code.call(receiver);
            if (update.isPresent()
                    && declaredIn(update.get().method(), QUERY)
                    && (update.get().name().equals("update")
                            || update.get().name().equals("modify"))
                    && !runsAtOnce(update.get())
                    && update.get().tree().getMethodSelect() instanceof MemberSelectTree inner) {
                return Optional.of(new Run(
                        new TreePath(new TreePath(update.get().path(), inner), inner.getExpression()),
                        update.get().name(),
                        argument));
            }
        }
        return Optional.empty();
    }

    /** Whether a {@code Query.update} or {@code modify} runs at once: it takes its options first. */
    private boolean runsAtOnce(ResolvedCall call) {
        List<String> parameters = call.parameters(types);
        String first = parameters.isEmpty() ? "" : parameters.get(0);
        return call.name().equals("update") && first.equals(MorphiaOptions.UPDATE_OPTIONS)
                || call.name().equals("modify") && first.equals(MorphiaOptions.MODIFY_OPTIONS);
    }

    /**
     * The query an expression of type {@code Query} is: a chain of calls from {@code Datastore.find(X.class)}, or a
     * local variable given one and changed by statements before; empty for a query from anywhere else.
     */
    private Optional<Building> query(TreePath expression) {
        CallChain chain = CallChain.of(expression);
        List<ResolvedCall> calls = new ArrayList<>();
        for (TreePath c : chain.calls()) {
            Optional<ResolvedCall> resolved = code.call(c);
            if (resolved.isEmpty()) {
                return Optional.empty();
            }
            calls.add(resolved.get());
        }
        Optional<Building> building;
        if (!calls.isEmpty() && isFind(calls.get(0))) {
            building = started(calls.remove(0));
        } else if (chain.receiver().isPresent() && chain.receiver().get().getLeaf() instanceof IdentifierTree) {
            building = local(chain.receiver().get());
        } else {
            return Optional.empty();
        }
        if (building.isEmpty()) {
            return building;
        }
        for (ResolvedCall call : calls) {
            if (!declaredIn(call.method(), QUERY)) {
                return Optional.empty();
            }
            apply(call, building.get());
        }
        return building;
    }

    /** A query in a local variable: its initializer's, changed by the statements on it before the use. */
    private Optional<Building> local(TreePath use) {
        if (!(code.element(use) instanceof VariableElement variable)
                || variable.getKind() != ElementKind.LOCAL_VARIABLE) {
            return Optional.empty();
        }
        Optional<List<TreePath>> chains = locals.of(
                use,
                variable,
                m -> declaredIn(m, QUERY)
                        && (TERMINALS.containsKey(m.getSimpleName().toString())
                                || READS_ONLY.contains(m.getSimpleName().toString())));
        if (chains.isEmpty()) {
            return Optional.empty();
        }
        Optional<Building> building = query(chains.get().get(0));
        if (building.isEmpty()) {
            return building;
        }
        for (TreePath statement : chains.get().subList(1, chains.get().size())) {
            for (TreePath c : CallChain.of(statement).calls()) {
                Optional<ResolvedCall> call = code.call(c);
                if (call.isEmpty() || !declaredIn(call.get().method(), QUERY)) {
                    return Optional.empty();
                }
                apply(call.get(), building.get());
            }
        }
        return building;
    }

    /** {@code Datastore.find(Class)} with a class literal of a document of the compilation. */
    private Optional<Building> started(ResolvedCall find) {
        TreePath argument = CodeExpressions.unwrap(find.argument(0));
        if (!(argument.getLeaf() instanceof MemberSelectTree literal)
                || !literal.getIdentifier().contentEquals("class")
                || !(code.element(new TreePath(argument, literal.getExpression())) instanceof TypeElement type)) {
            return Optional.empty();
        }
        return documents
                .apply(type.getQualifiedName().toString())
                .map(d -> new Building(
                        d, new FilterDocument(), new MorphiaPaths(d, where -> CodePosition.of(trees, where))));
    }

    private boolean isFind(ResolvedCall call) {
        return call.name().equals("find")
                && call.parameters(types).equals(List.of("java.lang.Class"))
                && declaredIn(call.method(), DATASTORE);
    }

    /** A call on a query before it runs: {@code filter(Filter...)}, {@code search}; any other is not read. */
    private void apply(ResolvedCall call, Building building) {
        FilterDocument into = building.filter();
        switch (call.name()) {
            case "filter" -> {
                if (!call.parameters(types).equals(List.of("dev.morphia.query.filters.Filter[]"))) {
                    // the legacy Query.filter("field >", value) of Morphia 1
                    into.put(into.uniqueKey(), unreadable("a filter written as a condition string"));
                    return;
                }
                Optional<List<TreePath>> written = code.variableArguments(call, 0);
                if (written.isEmpty()) {
                    into.put(into.uniqueKey(), unreadable("filters given at run time"));
                    return;
                }
                for (TreePath filter : written.get()) {
                    filters.write(filter, into, mapped(building));
                }
            }
            // MorphiaQuery.search: filter(text(searchText))
            case "search" -> into.put("$text", new FilterDocument.TextSearch());
            // whether a name no property has fails when the query runs or is sent as written
            case "disableValidation" -> building.paths().validateFilters(false);
            case "enableValidation" -> building.paths().validateFilters(true);
            default -> {
                if (!TERMINALS.containsKey(call.name()) && !READS_ONLY.contains(call.name())) {
                    into.put(into.uniqueKey(), unreadable("Query." + call.name() + ", which is not read"));
                }
                // a query run or explained before, in a statement of its own, keeps its filters
            }
        }
    }

    private static FilterDocument.Opaque unreadable(String reason) {
        return new FilterDocument.Opaque(new Filter.Unreadable(reason));
    }

    /** The names of a query's filters: mapped by Morphia; inside an {@code $elemMatch}, sent as written. */
    private static MorphiaFilters.Names mapped(Building building) {
        return new MorphiaFilters.Names() {
            @Override
            public MorphiaPaths.Translated path(String written, TreePath where) {
                return building.paths().filterPath(written, where);
            }

            @Override
            public MorphiaFilters.Names elements(String arrayPath) {
                return asWritten(building.paths(), arrayPath + ".");
            }
        };
    }

    private static MorphiaFilters.Names asWritten(MorphiaPaths paths, String prefix) {
        return new MorphiaFilters.Names() {
            @Override
            public MorphiaPaths.Translated path(String written, TreePath where) {
                paths.asWritten(prefix + written, where);
                return new MorphiaPaths.Translated.Path(written);
            }

            @Override
            public MorphiaFilters.Names elements(String arrayPath) {
                return asWritten(paths, prefix + arrayPath + ".");
            }
        };
    }

    /** Whether the method is declared in, or overrides one of, the named type or a subtype of it. */
    private boolean declaredIn(ExecutableElement method, String qualifiedName) {
        TypeElement type = elements.getTypeElement(qualifiedName);
        return type != null
                && method.getEnclosingElement() instanceof TypeElement owner
                && types.isSubtype(types.erasure(owner.asType()), types.erasure(type.asType()));
    }
}
