package dev.schemaguard.processor.reader.code;

import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.CompoundAssignmentTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.UnaryTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import java.util.Optional;
import javax.lang.model.element.VariableElement;

/**
 * The one value a local variable holds: the initializer of its declaration, when nothing in the body that declares it
 * assigns it again. Then every use of the variable is that expression, evaluated once before it, as javac's
 * definite-assignment rules for an effectively final variable (JLS 4.12.4) guarantee.
 */
public final class LocalVariables {

    private LocalVariables() {}

    /** The initializer of {@code variable}, named at {@code use}, when it is its only value. */
    public static Optional<TreePath> soleValue(Trees trees, TreePath use, VariableElement variable) {
        TreePath body = enclosingBody(use);
        if (body == null) {
            return Optional.empty();
        }
        TreePath[] initializer = {null};
        boolean[] reassigned = {false};
        new TreePathScanner<Void, Void>() {
            @Override
            public Void visitVariable(VariableTree node, Void unused) {
                if (node.getInitializer() != null && variable.equals(trees.getElement(getCurrentPath()))) {
                    initializer[0] = new TreePath(getCurrentPath(), node.getInitializer());
                }
                return super.visitVariable(node, unused);
            }

            @Override
            public Void visitAssignment(AssignmentTree node, Void unused) {
                reassigned[0] |= assigns(node.getVariable());
                return super.visitAssignment(node, unused);
            }

            @Override
            public Void visitCompoundAssignment(CompoundAssignmentTree node, Void unused) {
                reassigned[0] |= assigns(node.getVariable());
                return super.visitCompoundAssignment(node, unused);
            }

            @Override
            public Void visitUnary(UnaryTree node, Void unused) {
                switch (node.getKind()) {
                    case PREFIX_INCREMENT, PREFIX_DECREMENT, POSTFIX_INCREMENT, POSTFIX_DECREMENT ->
                        reassigned[0] |= assigns(node.getExpression());
                    default -> {
                        // a negation or a sign reads the variable
                    }
                }
                return super.visitUnary(node, unused);
            }

            private boolean assigns(Tree target) {
                return variable.equals(trees.getElement(new TreePath(getCurrentPath(), target)));
            }
        }.scan(body, null);
        return reassigned[0] ? Optional.empty() : Optional.ofNullable(initializer[0]);
    }

    /** The body of the method or lambda the use is in; a local of an enclosing method is declared there too. */
    private static TreePath enclosingBody(TreePath use) {
        TreePath body = null;
        for (TreePath p = use; p != null; p = p.getParentPath()) {
            Tree leaf = p.getLeaf();
            if (leaf instanceof MethodTree method && method.getBody() != null) {
                return new TreePath(p, method.getBody());
            }
            if (leaf instanceof LambdaExpressionTree || leaf instanceof BlockTree) {
                body = p; // outside a method (an initializer block, a field's lambda): the outermost
            }
        }
        return body;
    }
}
