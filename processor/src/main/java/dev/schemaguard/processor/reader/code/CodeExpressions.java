package dev.schemaguard.processor.reader.code;

import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewArrayTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * What javac knows of an expression in a method body: the method a call resolves to, its static type, and its value
 * when it is a compile-time constant (JLS 15.29). Asking for an element attributes the enclosing class first
 * ({@code JavacTrees.getElement} runs {@code Attr.attribClass} on a class not attributed yet), so that types are known.
 */
public final class CodeExpressions {

    private final Trees trees;
    private final Types types;
    private final Elements elements;

    public CodeExpressions(Trees trees, Types types, Elements elements) {
        this.trees = trees;
        this.types = types;
        this.elements = elements;
    }

    public Types types() {
        return types;
    }

    /** The expression inside any parentheses. */
    public static TreePath unwrap(TreePath path) {
        TreePath p = path;
        while (p.getLeaf() instanceof ParenthesizedTree parenthesized) {
            p = new TreePath(p, parenthesized.getExpression());
        }
        return p;
    }

    /**
     * The expression a variable stands for: a local's initializer, when the variable is assigned nowhere else in the
     * body that declares it ({@code Bson filter = eq("author", a); books.find(filter)}), and a {@code static final}
     * field's. Any other expression is itself; so is a variable assigned again, or one without an initializer, whose
     * value depends on the path taken.
     */
    public TreePath definition(TreePath expression) {
        TreePath path = unwrap(expression);
        for (int hops = 0;
                hops < MAX_HOPS
                        && (path.getLeaf() instanceof IdentifierTree || path.getLeaf() instanceof MemberSelectTree);
                hops++) {
            if (!(element(path) instanceof VariableElement variable)) {
                return path;
            }
            Optional<TreePath> initializer = variable.getKind() == ElementKind.LOCAL_VARIABLE
                    ? LocalVariables.soleValue(trees, path, variable)
                    : constantInitializer(variable);
            if (initializer.isEmpty()) {
                return path;
            }
            path = unwrap(initializer.get());
        }
        return path;
    }

    /**
     * The initializer of a {@code static final} field written in the compilation ({@code static final Bson ACTIVE =
     * eq("status", "A")}, a generated schema class's {@code AUTHOR_COLLATION}): assigned once, before any use.
     */
    private Optional<TreePath> constantInitializer(VariableElement field) {
        if (field.getKind() != ElementKind.FIELD
                || !field.getModifiers().contains(Modifier.STATIC)
                || !field.getModifiers().contains(Modifier.FINAL)) {
            return Optional.empty();
        }
        TreePath declaration = trees.getPath(field);
        return declaration != null
                        && declaration.getLeaf() instanceof VariableTree variable
                        && variable.getInitializer() != null
                ? Optional.of(new TreePath(declaration, variable.getInitializer()))
                : Optional.empty();
    }

    /** {@code Bson a = ...; Bson b = a; Bson c = b;}: far beyond what code writes, a guard against a cycle. */
    private static final int MAX_HOPS = 8;

    /**
     * The call an expression is (or the local variable it names was given), with the method it resolves to; empty for
     * anything else or an unresolved call.
     */
    public Optional<ResolvedCall> call(TreePath expression) {
        TreePath path = definition(expression);
        if (!(path.getLeaf() instanceof MethodInvocationTree)) {
            return Optional.empty();
        }
        Element method = element(path);
        return method instanceof ExecutableElement executable
                ? Optional.of(new ResolvedCall(path, executable))
                : Optional.empty();
    }

    /** The element an expression names or calls, or {@code null}. */
    public Element element(TreePath path) {
        try {
            return trees.getElement(path);
        } catch (RuntimeException e) {
            // a tree javac cannot attribute (an erroneous expression): nothing is known of it
            return null;
        }
    }

    /** The static type of an expression, or empty when javac has none (an erroneous expression). */
    public Optional<TypeMirror> typeOf(TreePath expression) {
        element(expression);
        TypeMirror type = trees.getTypeMirror(expression);
        return type == null || type.getKind() == TypeKind.ERROR ? Optional.empty() : Optional.of(type);
    }

    /** Whether the expression's static type is the named class or a subtype of it. */
    public boolean isA(TreePath expression, String qualifiedName) {
        TypeElement type = elements.getTypeElement(qualifiedName);
        return type != null
                && typeOf(expression)
                        .map(t -> types.isAssignable(types.erasure(t), types.erasure(type.asType())))
                        .orElse(false);
    }

    /** Whether a value of the named class is assignable to the expression's static type (it may be one). */
    public boolean mayBeA(TreePath expression, String qualifiedName) {
        TypeElement type = elements.getTypeElement(qualifiedName);
        return type != null
                && typeOf(expression)
                        .map(t -> t.getKind() == TypeKind.TYPEVAR
                                || types.isAssignable(types.erasure(type.asType()), types.erasure(t)))
                        .orElse(true);
    }

    public static boolean isNullLiteral(TreePath expression) {
        return unwrap(expression).getLeaf().getKind() == Tree.Kind.NULL_LITERAL;
    }

    /**
     * The value of a compile-time constant expression: a literal, a {@code static final} constant (javac's
     * {@link VariableElement#getConstantValue()}, which a generated schema class's constants are), and the string
     * concatenations and integer {@code +}/{@code |} of constants, and an enum constant's {@code name()}. Empty for
     * anything else.
     */
    public Optional<Object> constant(TreePath expression) {
        TreePath path = unwrap(expression);
        Tree leaf = path.getLeaf();
        switch (leaf.getKind()) {
            case STRING_LITERAL,
                    INT_LITERAL,
                    LONG_LITERAL,
                    FLOAT_LITERAL,
                    DOUBLE_LITERAL,
                    BOOLEAN_LITERAL,
                    CHAR_LITERAL -> {
                return Optional.ofNullable(((LiteralTree) leaf).getValue());
            }
            case IDENTIFIER, MEMBER_SELECT -> {
                return element(path) instanceof VariableElement variable
                        ? Optional.ofNullable(variable.getConstantValue())
                        : Optional.empty();
            }
            case METHOD_INVOCATION -> {
                return enumConstantName(path);
            }
            case PLUS, OR -> {
                BinaryTree binary = (BinaryTree) leaf;
                Optional<Object> left = constant(new TreePath(path, binary.getLeftOperand()));
                Optional<Object> right = constant(new TreePath(path, binary.getRightOperand()));
                if (left.isEmpty() || right.isEmpty()) {
                    return Optional.empty();
                }
                return combine(leaf.getKind(), left.get(), right.get());
            }
            default -> {
                return Optional.empty();
            }
        }
    }

    /**
     * {@code Status.OPEN.name()}: the constant's name, which {@code Enum.name} returns as declared (it is final), and
     * which codecs store for an enum ({@code EnumCodec}, Spring Data's and Morphia's converters).
     */
    private Optional<Object> enumConstantName(TreePath invocation) {
        MethodInvocationTree call = (MethodInvocationTree) invocation.getLeaf();
        if (!call.getArguments().isEmpty()
                || !(call.getMethodSelect() instanceof MemberSelectTree select)
                || !(element(invocation) instanceof ExecutableElement method)
                || !method.getSimpleName().contentEquals("name")
                || !(method.getEnclosingElement() instanceof TypeElement owner)
                || !owner.getQualifiedName().contentEquals("java.lang.Enum")) {
            return Optional.empty();
        }
        Element receiver = element(new TreePath(invocation, select.getExpression()));
        return receiver != null && receiver.getKind() == ElementKind.ENUM_CONSTANT
                ? Optional.of(receiver.getSimpleName().toString())
                : Optional.empty();
    }

    private static Optional<Object> combine(Tree.Kind operator, Object left, Object right) {
        if (operator == Tree.Kind.PLUS && (left instanceof String || right instanceof String)) {
            return Optional.of(String.valueOf(left) + right);
        }
        if (left instanceof Integer l && right instanceof Integer r) {
            return Optional.of(operator == Tree.Kind.PLUS ? l + r : l | r);
        }
        return Optional.empty();
    }

    /** A constant string, such as a field name; empty for any other expression. */
    public Optional<String> constantString(TreePath expression) {
        return constant(expression).filter(String.class::isInstance).map(String.class::cast);
    }

    /**
     * The values a call passes from its parameter {@code index} on: the elements of a list written in place for a
     * {@code List} or {@code Iterable} parameter, else those of its variable-arity parameter; empty when they are
     * known only at run time.
     */
    public Optional<List<TreePath>> elements(ResolvedCall call, int index) {
        String parameter = call.parameters(types).get(index);
        return parameter.equals("java.util.List") || parameter.equals("java.lang.Iterable")
                ? listElements(call.argument(index))
                : variableArguments(call, index);
    }

    /**
     * The elements a call passes for its variable-arity parameter from {@code from} on: the arguments themselves, or,
     * when one array is passed in its place (JLS 15.12.2: the call is applicable without variable arity), the
     * initializers of a {@code new T[]{...}}; empty when the array is built elsewhere.
     */
    public Optional<List<TreePath>> variableArguments(ResolvedCall call, int from) {
        int count = call.argumentCount();
        List<? extends VariableElement> parameters = call.method().getParameters();
        if (call.method().isVarArgs() && count == parameters.size()) {
            TreePath last = call.argument(count - 1);
            TypeMirror declared = types.erasure(parameters.get(count - 1).asType());
            boolean passedAsArray = CodeExpressions.isNullLiteral(last)
                    || typeOf(last).map(t -> types.isAssignable(t, declared)).orElse(true);
            if (passedAsArray) {
                return arrayElements(last);
            }
        }
        List<TreePath> out = new ArrayList<>();
        for (int i = from; i < count; i++) {
            out.add(call.argument(i));
        }
        return Optional.of(out);
    }

    private static Optional<List<TreePath>> arrayElements(TreePath array) {
        TreePath path = unwrap(array);
        if (path.getLeaf() instanceof NewArrayTree created && created.getInitializers() != null) {
            List<TreePath> out = new ArrayList<>();
            for (ExpressionTree e : created.getInitializers()) {
                out.add(new TreePath(path, e));
            }
            return Optional.of(out);
        }
        return Optional.empty();
    }

    /**
     * The elements of a list written in place: {@code List.of(...)} or {@code Arrays.asList(...)}; empty for a list
     * built elsewhere, whose size and elements are known only at run time.
     */
    public Optional<List<TreePath>> listElements(TreePath expression) {
        Optional<ResolvedCall> call = call(expression);
        if (call.isEmpty()
                || !(call.get().is("java.util.List", "of") || call.get().is("java.util.Arrays", "asList"))) {
            return Optional.empty();
        }
        return variableArguments(call.get(), 0);
    }
}
