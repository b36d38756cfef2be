package dev.schemaguard.processor.reader.code;

import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ExpressionStatementTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.VariableElement;

/**
 * The calls that build a local variable's value up to one use of it, in one method body: its initializer, then each
 * statement of the declaring block between the declaration and the statement of the use that is a chain of calls on
 * the variable ({@code q.filter(eq("a", x));}, {@code o.projection().include("a");}), in statement order, as they run.
 * Any other use before it (the variable passed to a method, a call on it in a nested block or a lambda, an assignment)
 * makes the value depend on what is not followed: nothing is returned then.
 */
public final class LocalChains {

    private final Trees trees;

    public LocalChains(Trees trees) {
        this.trees = trees;
    }

    /**
     * @param use       an identifier naming the local variable
     * @param readsOnly whether a call made on the variable leaves its value as it was (a terminal call of a query)
     * @return the initializer, then the chains of the statements after it, each an expression whose innermost receiver
     *     is the variable; empty when the value is not built so
     */
    public Optional<List<TreePath>> of(TreePath use, VariableElement variable, Predicate<ExecutableElement> readsOnly) {
        Optional<TreePath> initializer = LocalVariables.soleValue(trees, use, variable);
        if (initializer.isEmpty()) {
            return Optional.empty();
        }
        TreePath declaration = initializer.get().getParentPath();
        TreePath block = declaration.getParentPath();
        if (block == null || !(block.getLeaf() instanceof BlockTree body)) {
            return Optional.empty();
        }
        TreePath statement = use;
        while (statement.getParentPath() != null && statement.getParentPath().getLeaf() != body) {
            statement = statement.getParentPath();
        }
        List<? extends StatementTree> statements = body.getStatements();
        int from = statements.indexOf(declaration.getLeaf());
        int to = statements.indexOf(statement.getLeaf());
        if (statement.getParentPath() == null || from < 0 || to <= from) {
            return Optional.empty();
        }
        List<TreePath> out = new ArrayList<>();
        out.add(initializer.get());
        for (int i = from + 1; i < to; i++) {
            TreePath each = new TreePath(block, statements.get(i));
            Optional<TreePath> chain = chainOn(each, variable);
            if (chain.isPresent() && uses(each, variable, readsOnly, chain.get()) == 1) {
                out.add(chain.get());
            } else if (uses(each, variable, readsOnly, null) > 0) {
                return Optional.empty();
            }
        }
        return uses(statement, variable, readsOnly, use) > 1 ? Optional.empty() : Optional.of(out);
    }

    /** The expression of {@code v.m(...)...;}: a statement that is a chain of calls on the variable. */
    private Optional<TreePath> chainOn(TreePath statement, VariableElement variable) {
        if (!(statement.getLeaf() instanceof ExpressionStatementTree expression)
                || !(expression.getExpression() instanceof MethodInvocationTree)) {
            return Optional.empty();
        }
        TreePath chain = new TreePath(statement, expression.getExpression());
        Optional<TreePath> receiver = CallChain.of(chain).receiver();
        return receiver.isPresent()
                        && receiver.get().getLeaf() instanceof IdentifierTree
                        && variable.equals(element(receiver.get()))
                ? Optional.of(chain)
                : Optional.empty();
    }

    /**
     * How many times the tree names the variable other than as the receiver of a call that reads only, counting the
     * innermost receiver of {@code counted} (a chain or a use) once whatever it is.
     */
    private int uses(
            TreePath tree, VariableElement variable, Predicate<ExecutableElement> readsOnly, TreePath counted) {
        Tree countedRoot = counted == null ? null : innermost(counted);
        int[] found = {0};
        new TreePathScanner<Void, Void>() {
            @Override
            public Void visitIdentifier(IdentifierTree node, Void unused) {
                if (variable.equals(element(getCurrentPath()))
                        && (node == countedRoot || !readOnlyReceiver(getCurrentPath(), readsOnly))) {
                    found[0]++;
                }
                return null;
            }
        }.scan(tree, null);
        return found[0];
    }

    private static Tree innermost(TreePath expression) {
        return CallChain.of(expression).receiver().map(TreePath::getLeaf).orElse(null);
    }

    private boolean readOnlyReceiver(TreePath identifier, Predicate<ExecutableElement> readsOnly) {
        TreePath select = identifier.getParentPath();
        TreePath call = select == null ? null : select.getParentPath();
        return select != null
                && select.getLeaf() instanceof MemberSelectTree
                && call != null
                && call.getLeaf() instanceof MethodInvocationTree invocation
                && invocation.getMethodSelect() == select.getLeaf()
                && element(call) instanceof ExecutableElement method
                && readsOnly.test(method);
    }

    private Element element(TreePath path) {
        try {
            return trees.getElement(path);
        } catch (RuntimeException e) {
            // a tree javac cannot attribute: nothing is known of it
            return null;
        }
    }
}
