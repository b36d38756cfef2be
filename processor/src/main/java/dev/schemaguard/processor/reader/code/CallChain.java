package dev.schemaguard.processor.reader.code;

import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.util.TreePath;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A chain of calls ({@code q.filter(a).filter(b).iterator()}): the expression the first call is made on and the
 * calls in the order they run, innermost first.
 *
 * @param receiver what the innermost call is made on ({@code q}, {@code new FindOptions()}, a class name); empty for a
 *                 call written without one ({@code eq(...)} statically imported, a method of the enclosing class)
 * @param calls    paths to the {@link MethodInvocationTree}s, innermost first
 */
public record CallChain(Optional<TreePath> receiver, List<TreePath> calls) {

    public CallChain {
        calls = List.copyOf(calls);
    }

    /** The chain an expression is, inside any parentheses; no calls for an expression that is no call. */
    public static CallChain of(TreePath expression) {
        List<TreePath> calls = new ArrayList<>();
        TreePath p = CodeExpressions.unwrap(expression);
        while (p.getLeaf() instanceof MethodInvocationTree call) {
            calls.add(p);
            if (!(call.getMethodSelect() instanceof MemberSelectTree select)) {
                Collections.reverse(calls);
                return new CallChain(Optional.empty(), calls);
            }
            p = CodeExpressions.unwrap(new TreePath(new TreePath(p, select), select.getExpression()));
        }
        Collections.reverse(calls);
        return new CallChain(Optional.of(p), calls);
    }
}
