package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import dev.schemaguard.processor.diagnostic.CodePosition;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The collections the code gets with the driver's codec for a class: {@code database.getCollection("books",
 * Book.class)}. The driver's {@code MongoDatabase.getCollection(String, Class)} gives a collection whose documents the
 * codec registry encodes from and decodes to that class; with the default registry, the POJO codec
 * ({@code PojoCodecProvider}) or, for a record, the {@code RecordCodecProvider} writes it.
 */
public final class CodecCollections {

    /** The names of the calls this reader reads, for the pre-filter. */
    public static final Set<String> CALL_NAMES = Set.of("getCollection", "withDocumentClass");

    /** The driver's database, whose {@code getCollection} gives a collection of documents of a class. */
    public static final String MONGO_DATABASE = "com.mongodb.client.MongoDatabase";

    private final Trees trees;
    private final CodeExpressions code;

    public CodecCollections(Trees trees, Types types, Elements elements) {
        this.trees = trees;
        this.code = new CodeExpressions(trees, types, elements);
    }

    /**
     * One {@code getCollection(name, X.class)} call.
     *
     * @param documentClass the class the codec writes, by qualified name
     * @param collection    the collection's name when it is a compile-time constant, else empty
     * @param at            the call
     */
    public record Use(String documentClass, Optional<String> collection, CodePosition at) {}

    /** Every {@code getCollection} call with a document class below {@code path}, in source order. */
    public List<Use> read(TreePath path) {
        List<Use> out = new ArrayList<>();
        new TreePathScanner<Void, Void>() {
            @Override
            public Void visitMethodInvocation(MethodInvocationTree node, Void unused) {
                use(getCurrentPath()).ifPresent(out::add);
                return super.visitMethodInvocation(node, unused);
            }
        }.scan(path, null);
        return out;
    }

    private Optional<Use> use(TreePath path) {
        Optional<ResolvedCall> found = code.call(path);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        ResolvedCall call = found.get();
        if (call.is(MONGO_DATABASE, "getCollection") && call.argumentCount() == 2) {
            return use(call.argument(1), code.constantString(call.argument(0)), path);
        }
        // db.getCollection("books").withDocumentClass(Book.class): the same collection, decoded to another class
        if (call.is(CollectionCalls.MONGO_COLLECTION, "withDocumentClass")
                && call.argumentCount() == 1
                && call.tree().getMethodSelect() instanceof MemberSelectTree select) {
            Optional<ResolvedCall> got = code.call(new TreePath(call.path(), select.getExpression()));
            Optional<String> name = got.isPresent()
                            && got.get().is(MONGO_DATABASE, "getCollection")
                            && got.get().argumentCount() >= 1
                    ? code.constantString(got.get().argument(0))
                    : Optional.empty();
            return use(call.argument(0), name, path);
        }
        return Optional.empty();
    }

    private Optional<Use> use(TreePath classArgument, Optional<String> collection, TreePath call) {
        return classOf(code.typeOf(classArgument))
                .map(type -> new Use(type.getQualifiedName().toString(), collection, CodePosition.of(trees, call)));
    }

    /** {@code X} of a {@code Class<X>}; empty for a wildcard, a type variable, a raw {@code Class}. */
    private Optional<TypeElement> classOf(Optional<TypeMirror> classType) {
        if (classType.isEmpty()
                || !(classType.get() instanceof DeclaredType declared)
                || declared.getTypeArguments().size() != 1
                || declared.getTypeArguments().get(0).getKind() != TypeKind.DECLARED) {
            return Optional.empty();
        }
        return Optional.of(
                (TypeElement) ((DeclaredType) declared.getTypeArguments().get(0)).asElement());
    }
}
