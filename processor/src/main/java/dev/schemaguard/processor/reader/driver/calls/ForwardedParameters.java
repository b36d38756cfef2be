package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.CompoundAssignmentTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.UnaryTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;

/**
 * A collection's name and class that a method gets as two of its own parameters and hands on unchanged: the arguments
 * are those parameters by name, in the method's own body (not in a lambda or a class inside it, which may run later or
 * elsewhere), and the method assigns neither.
 *
 * @param method     the method or constructor
 * @param nameIndex  the index of the name's parameter
 * @param classIndex the index of the class's parameter
 */
record ForwardedParameters(ExecutableElement method, int nameIndex, int classIndex) {

    static Optional<ForwardedParameters> of(CodeExpressions code, TreePath call, TreePath name, TreePath type) {
        TreePath method = enclosingMethod(call);
        if (method == null
                || !(code.element(method) instanceof ExecutableElement executable)
                || !(name.getLeaf() instanceof IdentifierTree)
                || !(type.getLeaf() instanceof IdentifierTree)) {
            return Optional.empty();
        }
        int nameIndex = executable.getParameters().indexOf(code.element(name));
        int classIndex = executable.getParameters().indexOf(code.element(type));
        if (nameIndex < 0
                || classIndex < 0
                || assigns(
                        code,
                        method,
                        Set.of(
                                executable.getParameters().get(nameIndex),
                                executable.getParameters().get(classIndex)))) {
            return Optional.empty();
        }
        return Optional.of(new ForwardedParameters(executable, nameIndex, classIndex));
    }

    /** The method whose own body holds the call; null inside a lambda or a class declared in the body. */
    private static TreePath enclosingMethod(TreePath call) {
        for (TreePath p = call.getParentPath(); p != null; p = p.getParentPath()) {
            Tree.Kind kind = p.getLeaf().getKind();
            if (kind == Tree.Kind.METHOD) {
                return p;
            }
            if (kind == Tree.Kind.LAMBDA_EXPRESSION || p.getLeaf() instanceof com.sun.source.tree.ClassTree) {
                return null;
            }
        }
        return null;
    }

    /** Whether the method's body assigns one of the parameters, anywhere. */
    private static boolean assigns(CodeExpressions code, TreePath method, Set<? extends Element> parameters) {
        Boolean found = new TreePathScanner<Boolean, Void>() {
            @Override
            public Boolean visitAssignment(AssignmentTree node, Void unused) {
                return target(node.getVariable()) || Boolean.TRUE.equals(super.visitAssignment(node, unused));
            }

            @Override
            public Boolean visitCompoundAssignment(CompoundAssignmentTree node, Void unused) {
                return target(node.getVariable()) || Boolean.TRUE.equals(super.visitCompoundAssignment(node, unused));
            }

            @Override
            public Boolean visitUnary(UnaryTree node, Void unused) {
                return target(node.getExpression()) || Boolean.TRUE.equals(super.visitUnary(node, unused));
            }

            private boolean target(ExpressionTree variable) {
                return variable instanceof IdentifierTree
                        && parameters.contains(code.element(new TreePath(getCurrentPath(), variable)));
            }

            @Override
            public Boolean reduce(Boolean a, Boolean b) {
                return Boolean.TRUE.equals(a) || Boolean.TRUE.equals(b);
            }
        }.scan(method, null);
        return Boolean.TRUE.equals(found);
    }
}
