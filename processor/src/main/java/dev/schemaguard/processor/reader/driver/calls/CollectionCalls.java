package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.schemaguard.processor.diagnostic.CodePosition;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Limit;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.CodeQuery;
import dev.schemaguard.processor.reader.code.CursorLimits;
import dev.schemaguard.processor.reader.code.FinalFieldValues;
import dev.schemaguard.processor.reader.code.QueryCalls;
import dev.schemaguard.processor.reader.code.ReadPart;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import dev.schemaguard.processor.reader.code.WrittenField;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The queries the driver's {@code com.mongodb.client.MongoCollection} calls of a tree send: {@code find},
 * {@code countDocuments}, {@code deleteOne} and {@code deleteMany} on a receiver whose type argument is a document of
 * the compilation (the collection is that document's), with the {@code FindIterable} chain written on a {@code find}
 * in the same expression ({@code sort}, {@code limit}, {@code projection}, {@code hint}, {@code hintString},
 * {@code collation}, {@code filter}, {@code first}). Each call is recognised by the method javac resolved it to.
 */
public final class CollectionCalls implements QueryCalls {

    static final String MONGO_COLLECTION = "com.mongodb.client.MongoCollection";
    private static final Set<String> ITERABLES =
            Set.of("com.mongodb.client.FindIterable", "com.mongodb.client.MongoIterable");
    private static final String BSON = "org.bson.conversions.Bson";

    private final Trees trees;
    private final CodeExpressions code;
    private final DriverBuilders builders;
    private final CollationCalls collations;
    private static final String MONGO_DATABASE = "com.mongodb.client.MongoDatabase";

    private final Function<String, Optional<DocumentModel>> documents;
    private final Function<String, Optional<DocumentModel>> storedIn;

    /**
     * @param documents the document of a class, by qualified name, when the compilation has one
     * @param storedIn  the one document stored in a collection, by the collection's name, when one is
     */
    public CollectionCalls(
            Trees trees,
            Types types,
            Elements elements,
            Function<String, Optional<DocumentModel>> documents,
            Function<String, Optional<DocumentModel>> storedIn) {
        this.trees = trees;
        this.code = new CodeExpressions(trees, types, elements);
        this.builders = new DriverBuilders(trees, types, elements);
        this.collations = new CollationCalls(code);
        this.documents = documents;
        this.storedIn = storedIn;
    }

    @Override
    public Set<String> callNames() {
        return CALL_NAMES;
    }

    /** The names of the driver's query methods ({@link #callNames()}). */
    public static final Set<String> CALL_NAMES = Set.of(
            "find",
            "countDocuments",
            "distinct",
            "aggregate",
            "deleteOne",
            "deleteMany",
            "updateOne",
            "updateMany",
            "replaceOne",
            "findOneAndDelete",
            "findOneAndUpdate",
            "findOneAndReplace");

    private static final String AGGREGATES = "com.mongodb.client.model.Aggregates";

    /**
     * The leading {@code $match} and {@code $sort} of a pipeline written in place
     * ({@code aggregate(List.of(match(f), sort(s), group(...)))}): the server plans them as a find's filter and order
     * ({@code DocumentSourceCursor} over a query the pipeline's optimisation pushes down); the stages after them do
     * not change which index serves. A pipeline built elsewhere is unknown.
     */
    private void pipeline(ResolvedCall call, List<String> parameters, Query.Builder query, List<WrittenField> fields) {
        int list = parameters.indexOf("java.util.List");
        Optional<List<TreePath>> stages = list < 0 ? Optional.empty() : code.elements(call, list);
        if (stages.isEmpty()) {
            query.filter(new Filter.Unreadable("a pipeline built at run time"));
            return;
        }
        boolean matched = false;
        boolean sorted = false;
        for (TreePath stage : stages.get()) {
            Optional<ResolvedCall> built = code.call(stage);
            if (built.isEmpty()
                    || !built.get().ownerName().equals(AGGREGATES)
                    || built.get().argumentCount() != 1) {
                if (built.isEmpty() && !matched) {
                    query.filter(new Filter.Unreadable("a stage built at run time"));
                }
                return;
            }
            if (built.get().name().equals("match") && !matched && !sorted) {
                query.filter(read(builders.filter(built.get().argument(0)), fields));
                matched = true;
            } else if (built.get().name().equals("sort") && !sorted) {
                query.sort(read(builders.sort(built.get().argument(0)), fields));
                sorted = true;
            } else {
                return;
            }
        }
    }

    @Override
    public List<CodeQuery> read(TreePath path) {
        return QueryCalls.eachCall(path, this::call);
    }

    private Optional<CodeQuery> call(TreePath path) {
        Optional<ResolvedCall> found = code.call(path);
        if (found.isEmpty() || !found.get().ownerName().equals(MONGO_COLLECTION)) {
            return Optional.empty();
        }
        ResolvedCall call = found.get();
        Query.Operation operation = switch (call.name()) {
            case "find", "distinct", "aggregate" -> Query.Operation.FIND;
            case "countDocuments" -> Query.Operation.COUNT;
            case "deleteOne", "deleteMany", "findOneAndDelete" -> Query.Operation.DELETE;
            case "updateOne", "updateMany", "replaceOne", "findOneAndUpdate", "findOneAndReplace" ->
                Query.Operation.UPDATE;
            default -> null;
        };
        if (operation == null || !(call.tree().getMethodSelect() instanceof MemberSelectTree select)) {
            return Optional.empty();
        }
        TreePath receiver = new TreePath(call.path(), select.getExpression());
        Optional<String> named = collectionName(receiver);
        Optional<DocumentModel> document = documentOf(code.typeOf(receiver))
                // getCollection("archive", Book.class): Book's codec, another collection and its indexes
                .filter(d -> named.isEmpty() || named.get().equals(d.collection()))
                .or(() -> named.flatMap(storedIn));
        if (document.isEmpty()) {
            return Optional.empty();
        }
        List<WrittenField> fields = new ArrayList<>();
        Query.Builder query =
                Query.builder(document.get(), CodePosition.of(trees, path)).operation(operation);
        List<String> parameters = call.parameters(code.types());
        int filter = parameters.indexOf(BSON);
        if (call.name().equals("aggregate")) {
            pipeline(call, parameters, query, fields);
        } else if (filter >= 0) {
            // the first Bson is the filter: updateOne(filter, update), replaceOne(filter, replacement) alike
            query.filter(read(builders.filter(call.argument(filter)), fields));
        }
        int options = parameters.size() - 1;
        if (options >= 0 && parameters.get(options).endsWith("Options")) {
            // the options may set a hint and a collation (and a count's limit), and FindOneAndUpdateOptions and the
            // like the order that picks the one document changed: unless built in place without them, at run time
            Optional<Set<String>> set = InPlaceOptions.setters(code, call.argument(options));
            if (call.name().startsWith("findOneAnd")
                    && set.map(s -> s.contains("sort")).orElse(true)) {
                query.sort(new Sort.Unknown("the order of the find-and-modify's options, given at run time"));
            }
            if (set.map(s -> s.contains("hint") || s.contains("hintString")).orElse(true)) {
                query.hint(new Hint.AtRunTime());
            }
            if (set.map(s -> s.contains("collation")).orElse(true)) {
                query.collation(new QueryCollation.AtRunTime());
            }
        }
        if (Set.of("deleteOne", "updateOne", "replaceOne").contains(call.name())
                || call.name().startsWith("findOneAnd")) {
            query.limit(new Limit.Fixed(1));
        }
        if (operation == Query.Operation.FIND) {
            chain(path, query, fields);
        }
        Query built = query.build();
        return Optional.of(new CodeQuery(
                built, DriverFieldNames.unknown(built.document(), fields, where -> CodePosition.of(trees, where))));
    }

    /** The document a {@code MongoCollection<T>} receiver's type argument is. */
    private Optional<DocumentModel> documentOf(Optional<TypeMirror> receiver) {
        if (receiver.isEmpty()
                || !(receiver.get() instanceof DeclaredType declared)
                || declared.getTypeArguments().size() != 1
                || !(code.types().asElement(declared.getTypeArguments().get(0)) instanceof TypeElement type)) {
            return Optional.empty();
        }
        return documents.apply(type.getQualifiedName().toString());
    }

    /**
     * The constant name of the collection the receiver was got by, {@code db.getCollection(BookSchema.COLLECTION)} in a
     * local, in a final field or in place: the one document stored in that collection is the one queried, whatever the
     * codec's class.
     */
    private Optional<String> collectionName(TreePath receiver) {
        TreePath defined = code.definition(receiver);
        if (code.element(defined) instanceof VariableElement field && field.getKind() == ElementKind.FIELD) {
            // a final field the constructors give one collection: this.books = db.getCollection("books")
            return FinalFieldValues.same(FinalFieldValues.of(trees, field), this::gotByConstantName);
        }
        return gotByConstantName(receiver);
    }

    private Optional<String> gotByConstantName(TreePath receiver) {
        Optional<ResolvedCall> got = code.call(receiver);
        if (got.isEmpty() || got.get().argumentCount() < 1) {
            return Optional.empty();
        }
        if (got.get().is(MONGO_DATABASE, "getCollection")) {
            return code.constantString(got.get().argument(0));
        }
        // a helper of the compilation that only returns db.getCollection(name) for its parameter: the name it is given
        return NameReturningHelper.nameParameter(code, trees, got.get().method())
                .flatMap(index -> index < got.get().argumentCount()
                        ? code.constantString(got.get().argument(index))
                        : Optional.empty());
    }

    /** The {@code FindIterable} calls written on the result of a {@code find}, outwards. */
    private void chain(TreePath find, Query.Builder query, List<WrittenField> fields) {
        TreePath current = find;
        while (current.getParentPath() != null
                && current.getParentPath().getLeaf() instanceof MemberSelectTree
                && current.getParentPath().getParentPath() != null) {
            TreePath outer = current.getParentPath().getParentPath();
            Optional<ResolvedCall> found = code.call(outer);
            if (found.isEmpty()
                    || !ITERABLES.contains(found.get().ownerName())
                    || ((MethodInvocationTree) outer.getLeaf()).getMethodSelect()
                            != current.getParentPath().getLeaf()) {
                return;
            }
            ResolvedCall call = found.get();
            switch (call.name()) {
                case "filter" -> query.filter(read(builders.filter(call.argument(0)), fields));
                case "sort" -> query.sort(read(builders.sort(call.argument(0)), fields));
                case "projection" -> query.projection(read(builders.projection(call.argument(0)), fields));
                case "limit" -> query.limit(CursorLimits.of(code.constant(call.argument(0))));
                case "first" -> query.limit(new Limit.Fixed(1));
                case "hintString" ->
                    query.hint(code.constantString(call.argument(0))
                            .<Hint>map(Hint.Index::new)
                            .orElseGet(Hint.AtRunTime::new));
                case "hint" -> query.hint(builders.hint(call.argument(0)));
                case "collation" -> query.collation(collations.collation(call.argument(0)));
                default -> {
                    // skip, batchSize, maxTime, comment and the like change no plan; a terminal call ends the chain
                }
            }
            current = outer;
        }
    }

    private static <T> T read(ReadPart<T> part, List<WrittenField> fields) {
        fields.addAll(part.fields());
        return part.value();
    }
}
