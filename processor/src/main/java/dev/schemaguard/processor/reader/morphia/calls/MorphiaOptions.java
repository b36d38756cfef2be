package dev.schemaguard.processor.reader.morphia.calls;

import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.util.TreePath;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Limit;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.reader.code.CallChain;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.CursorLimits;
import dev.schemaguard.processor.reader.code.LocalChains;
import dev.schemaguard.processor.reader.code.ProjectedFields;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import dev.schemaguard.processor.reader.driver.calls.CollationCalls;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.VariableElement;
import org.bson.BsonDocument;
import org.bson.BsonInt32;

/**
 * What the options of a Morphia query call set: {@code FindOptions} (sort, limit, projection, collation, hint),
 * {@code CountOptions} (limit, hint, collation), {@code DeleteOptions} (multi, hint, collation), {@code UpdateOptions}
 * (multi, upsert, hint, collation) and {@code ModifyOptions} (hint, collation; a sort is a {@code Bson} not read),
 * each written in place
 * ({@code new FindOptions().sort(...)}) or built in a local variable of the method. Options of any other origin set
 * everything at run time.
 */
final class MorphiaOptions {

    static final String FIND_OPTIONS = "dev.morphia.query.FindOptions";
    static final String COUNT_OPTIONS = "dev.morphia.query.CountOptions";
    static final String DELETE_OPTIONS = "dev.morphia.DeleteOptions";
    static final String UPDATE_OPTIONS = "dev.morphia.UpdateOptions";
    static final String MODIFY_OPTIONS = "dev.morphia.ModifyOptions";
    /** The options Morphia's extend, whose methods a call may resolve to. */
    private static final Set<String> OPTIONS = Set.of(
            FIND_OPTIONS,
            COUNT_OPTIONS,
            DELETE_OPTIONS,
            UPDATE_OPTIONS,
            MODIFY_OPTIONS,
            "com.mongodb.client.model.CountOptions",
            "com.mongodb.client.model.UpdateOptions",
            "com.mongodb.client.model.FindOneAndUpdateOptions");

    private static final String PROJECTION = "dev.morphia.query.Projection";
    private static final String SORT = "dev.morphia.query.Sort";
    /** {@code MapperOptions}' discriminator keys: the default's and {@code legacy()}'s. */
    private static final Set<String> CONFIG_DISCRIMINATOR_KEYS = Set.of("_t", "className");

    /** What a query's options set; each starts as {@code new FindOptions()} (or its count, delete kin) has it. */
    static final class Read {
        Sort sort = Sort.none();
        Limit limit = Limit.none();
        Projection projection = Projection.wholeDocument();
        QueryCollation collation = QueryCollation.collectionDefault();
        Hint hint = Hint.none();
        /** {@code DeleteOptions.multi}, {@code UpdateOptions.multi}: false by default, one document. */
        Optional<Boolean> multi = Optional.of(false);
        /** {@code UpdateOptions.upsert}: false by default. */
        Optional<Boolean> upsert = Optional.of(false);
        /** Whether the options name another collection ({@code collection(String)}), or may. */
        boolean otherCollection;

        private final Map<String, Boolean> projected = new LinkedHashMap<>();
        private final List<String> excluded = new ArrayList<>();
        private Optional<String> unknownProjection = Optional.empty();

        /** Options not read: everything given at run time. */
        static Read atRunTime(String reason) {
            Read read = new Read();
            read.sort = new Sort.Unknown(reason);
            read.limit = new Limit.AtRunTime();
            read.projection = new Projection.Unknown(reason);
            read.collation = new QueryCollation.AtRunTime();
            read.hint = new Hint.AtRunTime();
            read.multi = Optional.empty();
            read.upsert = Optional.empty();
            return read;
        }
    }

    private static final String COLLATION = "com.mongodb.client.model.Collation";

    private final CodeExpressions code;
    private final LocalChains locals;
    private final CollationCalls collations;

    MorphiaOptions(CodeExpressions code, LocalChains locals) {
        this.code = code;
        this.locals = locals;
        this.collations = new CollationCalls(code);
    }

    /** The options an argument of a query call gives. */
    Read read(TreePath argument, DocumentModel document, MorphiaPaths paths) {
        TreePath path = CodeExpressions.unwrap(argument);
        List<TreePath> chains = List.of(path);
        if (path.getLeaf() instanceof IdentifierTree) {
            Optional<List<TreePath>> local = code.element(path) instanceof VariableElement variable
                            && variable.getKind() == ElementKind.LOCAL_VARIABLE
                    ? locals.of(path, variable, m -> false)
                    : Optional.empty();
            if (local.isEmpty()) {
                return Read.atRunTime("options given at run time: " + path.getLeaf());
            }
            chains = local.get();
        }
        CallChain first = CallChain.of(chains.get(0));
        if (first.receiver().isEmpty()
                || !(first.receiver().get().getLeaf() instanceof NewClassTree created)
                || !created.getArguments().isEmpty()
                || created.getClassBody() != null) {
            return Read.atRunTime(
                    "options that are not built here: " + chains.get(0).getLeaf());
        }
        Read read = new Read();
        for (TreePath chain : chains) {
            for (TreePath c : CallChain.of(chain).calls()) {
                Optional<ResolvedCall> call = code.call(c);
                if (call.isEmpty()) {
                    return Read.atRunTime("options that are not built here: " + c.getLeaf());
                }
                apply(call.get(), read, paths);
            }
        }
        if (read.unknownProjection.isPresent()) {
            read.projection = new Projection.Unknown(read.unknownProjection.get());
        } else if (!read.projected.isEmpty() || !read.excluded.isEmpty()) {
            read.projection = projection(read, document);
        }
        return read;
    }

    private void apply(ResolvedCall call, Read read, MorphiaPaths paths) {
        String owner = call.ownerName();
        if (owner.equals(PROJECTION)) {
            projection(call, read, paths);
            return;
        }
        if (!OPTIONS.contains(owner)) {
            return;
        }
        List<String> parameters = call.parameters(code.types());
        if (parameters.isEmpty()) {
            // a getter (collection(), multi()) or projection(), which changes nothing
            return;
        }
        switch (call.name()) {
            case "sort" ->
                read.sort = parameters.equals(List.of(SORT + "[]"))
                        ? sort(call, paths)
                        : new Sort.Unknown("a sort of " + String.join(", ", parameters));
            case "limit" ->
                read.limit = owner.equals(FIND_OPTIONS)
                        ? CursorLimits.of(code.constant(call.argument(0)))
                        : countLimit(call.argument(0));
            case "hint", "hintString" ->
                read.hint = parameters.equals(List.of("java.lang.String"))
                        ? code.constantString(call.argument(0))
                                .<Hint>map(h -> new Hint.Index(
                                        owner.equals(COUNT_OPTIONS)
                                                        && call.name().equals("hint")
                                                // Morphia's CountOptions.hint(String): hint(new Document(hint, 1))
                                                ? new BsonDocument(h, new BsonInt32(1)).toJson()
                                                : h))
                                .orElseGet(Hint.AtRunTime::new)
                        : new Hint.AtRunTime();
            // each options class takes the driver's Collation, which FindOptions.apply (and the driver's options
            // Morphia's others extend) sends as given
            case "collation" ->
                read.collation = parameters.equals(List.of(COLLATION))
                        ? collations.collation(call.argument(0))
                        : new QueryCollation.AtRunTime();
            case "collection" -> read.otherCollection = true;
            case "multi" -> read.multi = flag(call.argument(0));
            case "upsert" -> read.upsert = flag(call.argument(0));
            default -> {
                // skip, batch size, comments, read preference, time limits: no other plan
            }
        }
    }

    private Optional<Boolean> flag(TreePath argument) {
        return code.constant(argument).filter(Boolean.class::isInstance).map(Boolean.class::cast);
    }

    /**
     * {@code CountOptions.limit}: the driver's {@code CountDocumentsOperation} adds a {@code $limit} stage only for a
     * positive limit.
     */
    private Limit countLimit(TreePath argument) {
        Optional<Object> constant = code.constant(argument);
        if (constant.isEmpty() || !(constant.get() instanceof Integer n)) {
            return new Limit.AtRunTime();
        }
        return n > 0 ? new Limit.Fixed(n) : Limit.none();
    }

    /**
     * {@code FindOptions.sort(Sort...)}: a document of the keys in turn (a key given again keeps its place and takes
     * the later direction), each mapped with validation when the query runs ({@code FindOptions.apply}).
     */
    private Sort sort(ResolvedCall call, MorphiaPaths paths) {
        Optional<List<TreePath>> sorts = code.variableArguments(call, 0);
        if (sorts.isEmpty()) {
            return new Sort.Unknown("sorts given at run time");
        }
        Map<String, Sort.Direction> keys = new LinkedHashMap<>();
        for (TreePath sort : sorts.get()) {
            Optional<ResolvedCall> key = code.call(sort);
            if (key.isEmpty() || !key.get().ownerName().equals(SORT)) {
                return new Sort.Unknown("a sort that is no call of Sort: " + sort.getLeaf());
            }
            if (!key.get().name().equals("ascending") && !key.get().name().equals("descending")) {
                return new Sort.Unknown("Sort." + key.get().name());
            }
            Optional<String> written = code.constantString(key.get().argument(0));
            if (written.isEmpty()) {
                return new Sort.Unknown(
                        "a sort key known at run time: " + key.get().argument(0).getLeaf());
            }
            MorphiaPaths.Translated translated =
                    paths.mapped(written.get(), key.get().argument(0), true);
            if (translated instanceof MorphiaPaths.Translated.Refused refused) {
                return new Sort.Unknown(refused.reason());
            }
            keys.put(
                    ((MorphiaPaths.Translated.Path) translated).stored(),
                    key.get().name().equals("ascending") ? Sort.Direction.ASCENDING : Sort.Direction.DESCENDING);
        }
        List<Sort.SortKey> out = new ArrayList<>();
        keys.forEach((path, direction) -> out.add(new Sort.SortKey(path, direction)));
        return new Sort.Static(out);
    }

    /** {@code Projection.include}/{@code exclude} add names; {@code project} and {@code knownFields} are not read. */
    private void projection(ResolvedCall call, Read read, MorphiaPaths paths) {
        boolean include = call.name().equals("include");
        if (!include && !call.name().equals("exclude")) {
            read.unknownProjection = Optional.of("Projection." + call.name());
            return;
        }
        Optional<List<TreePath>> names = code.variableArguments(call, 0);
        if (names.isEmpty()) {
            read.unknownProjection = Optional.of("projected fields given at run time");
            return;
        }
        for (TreePath name : names.get()) {
            Optional<String> written = code.constantString(name);
            if (written.isEmpty()) {
                read.unknownProjection = Optional.of("a projected field known at run time: " + name.getLeaf());
                return;
            }
            MorphiaPaths.Translated translated = paths.mapped(written.get(), name, true);
            if (translated instanceof MorphiaPaths.Translated.Refused refused) {
                read.unknownProjection = Optional.of(refused.reason());
                return;
            }
            String stored = ((MorphiaPaths.Translated.Path) translated).stored();
            if (include) {
                read.projected.put(stored, true);
            } else {
                read.excluded.add(stored);
            }
        }
    }

    /**
     * {@code Projection.project}: the included fields, then the excluded ones, then, when it includes fields of an
     * entity with a discriminator, {@code MapperOptions}' discriminator key.
     */
    private static Projection projection(Read read, DocumentModel document) {
        Map<String, Boolean> fields = new LinkedHashMap<>(read.projected);
        read.excluded.forEach(e -> fields.put(e, false));
        if (!read.projected.isEmpty() && document.typeKey() != null) {
            if (!CONFIG_DISCRIMINATOR_KEYS.contains(document.typeKey())) {
                // Projection adds MapperOptions' key, not the entity's own discriminatorKey
                return new Projection.Unknown("the discriminator key of MapperOptions, which Morphia adds");
            }
            fields.put(document.typeKey(), true);
        }
        return ProjectedFields.of(fields);
    }
}
