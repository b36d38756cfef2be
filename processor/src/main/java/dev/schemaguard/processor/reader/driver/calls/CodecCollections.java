package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import dev.schemaguard.processor.diagnostic.CodePosition;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.ExecutableElement;
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

    /**
     * A method or constructor of the compilation that hands two of its parameters, unchanged, to
     * {@code getCollection(name, type)} or to another such method: a generic base class's
     * {@code BaseCollection(String name, Class<T> type)} (gatos-backend's, through a static {@code Database.getCollection}).
     * A call of it with a constant name and a class literal gets that collection for that class, as the driver's call
     * would.
     *
     * @param executable     the method or constructor
     * @param nameParameter  the index of the parameter that is the collection's name
     * @param classParameter the index of the parameter that is the class
     */
    public record Forwarder(ExecutableElement executable, int nameParameter, int classParameter) {}

    /**
     * What one class's code gets collections with.
     *
     * @param uses       its calls that get a collection for a class, in source order
     * @param forwarders its methods and constructors that hand their parameters on to such a call
     */
    public record Read(List<Use> uses, List<Forwarder> forwarders) {}

    /** Every {@code getCollection} call with a document class below {@code path}, in source order. */
    public List<Use> read(TreePath path) {
        return read(path, Map.of()).uses();
    }

    /**
     * Every call below {@code path} that gets a collection for a class: the driver's, or one of the forwarders known so
     * far; and the methods below it that forward their parameters to such a call.
     */
    public Read read(TreePath path, Map<ExecutableElement, Forwarder> forwarders) {
        List<Use> uses = new ArrayList<>();
        List<Forwarder> found = new ArrayList<>();
        new TreePathScanner<Void, Void>() {
            @Override
            public Void visitMethodInvocation(MethodInvocationTree node, Void unused) {
                TreePath at = getCurrentPath();
                Optional<ResolvedCall> call = code.call(at);
                if (call.isPresent()) {
                    ExecutableElement method = call.get().method();
                    List<? extends ExpressionTree> arguments = node.getArguments();
                    if (call.get().is(MONGO_DATABASE, "getCollection") && arguments.size() == 2) {
                        got(at, arguments, 0, 1, uses, found);
                    } else if (forwarders.containsKey(method)) {
                        Forwarder forwarder = forwarders.get(method);
                        got(at, arguments, forwarder.nameParameter(), forwarder.classParameter(), uses, found);
                    } else {
                        use(call.get(), at).ifPresent(uses::add);
                    }
                }
                return super.visitMethodInvocation(node, unused);
            }

            @Override
            public Void visitNewClass(NewClassTree node, Void unused) {
                // new BaseCollection<>("flows", Flow.class): a forwarding constructor called directly
                if (code.element(getCurrentPath()) instanceof ExecutableElement constructor
                        && forwarders.containsKey(constructor)) {
                    Forwarder forwarder = forwarders.get(constructor);
                    got(
                            getCurrentPath(),
                            node.getArguments(),
                            forwarder.nameParameter(),
                            forwarder.classParameter(),
                            uses,
                            found);
                }
                return super.visitNewClass(node, unused);
            }
        }.scan(path, null);
        return new Read(uses, found);
    }

    /**
     * A call that gets the collection its arguments name: a use when the class is a class literal's, a forwarder when
     * both arguments are parameters of the method that holds the call, else nothing known.
     */
    private void got(
            TreePath call,
            List<? extends ExpressionTree> arguments,
            int nameIndex,
            int classIndex,
            List<Use> uses,
            List<Forwarder> forwarders) {
        if (nameIndex >= arguments.size() || classIndex >= arguments.size()) {
            return;
        }
        TreePath name = new TreePath(call, arguments.get(nameIndex));
        TreePath type = new TreePath(call, arguments.get(classIndex));
        Optional<Use> use = use(type, code.constantString(name), call);
        if (use.isPresent()) {
            uses.add(use.get());
            return;
        }
        ForwardedParameters.of(code, call, name, type)
                .ifPresent(p -> forwarders.add(new Forwarder(p.method(), p.nameIndex(), p.classIndex())));
    }

    private Optional<Use> use(ResolvedCall call, TreePath path) {
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
