package dev.schemaguard.processor.reader.springdata.calls;

import com.sun.source.tree.BlockTree;
import com.sun.source.tree.CaseTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionStatementTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.LocalVariables;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import javax.lang.model.element.Element;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * The local variables of SDM's query classes as the statements run before a query call leave them: in each block from
 * the method's body down to the call, the statements before the one that holds the call, in order. A declaration sets
 * its variable (unless the variable is assigned again anywhere, whose value then depends on the path taken); a
 * statement that calls methods on a variable ({@code q.addCriteria(...)}, {@code q.fields().include(...)}) changes its
 * state as SDM's methods change the object. A variable named anywhere else before the call (in a branch, a loop, passed
 * to another method) is not followed: its state depends on what the reader does not see. So is one named in a loop or
 * a lambda that holds the call and runs it more than once, or later.
 */
final class StraightLine {

    private final Trees trees;
    private final CodeExpressions code;
    private final Elements elements;

    StraightLine(Trees trees, CodeExpressions code, Elements elements) {
        this.trees = trees;
        this.code = code;
        this.elements = elements;
    }

    /**
     * Fills {@code expressions.locals} for a call.
     *
     * @param call      the query call
     * @param unchanged a statement's expression that names variables without changing them (another query call)
     */
    void before(TreePath call, QueryExpressions expressions, Predicate<TreePath> unchanged) {
        List<TreePath> path = new ArrayList<>();
        for (TreePath p = call; p != null; p = p.getParentPath()) {
            path.add(p);
            if (p.getLeaf() instanceof MethodTree || p.getLeaf() instanceof ClassTree) {
                break;
            }
        }
        Collections.reverse(path);
        Map<VariableElement, Object> locals = expressions.locals;
        for (int i = 0; i + 1 < path.size(); i++) {
            TreePath node = path.get(i);
            Tree child = path.get(i + 1).getLeaf();
            List<? extends StatementTree> statements = statementsOf(node.getLeaf());
            if (statements != null) {
                for (StatementTree statement : statements) {
                    if (statement == child) {
                        break;
                    }
                    run(new TreePath(node, statement), expressions, unchanged);
                }
            } else {
                // what runs in this node besides the way to the call: a condition, another branch
                forget(locals, mentioned(node, child), "named where the reader does not follow it");
            }
            Tree.Kind kind = node.getLeaf().getKind();
            if (repeats(kind) && i > 0) {
                forget(locals, mentioned(node, call.getLeaf()), "changed in a loop or lambda around the call");
                if (kind == Tree.Kind.LAMBDA_EXPRESSION || kind == Tree.Kind.CLASS) {
                    // a lambda runs later: whatever changes the variable after it may come first
                    forget(locals, mentioned(path.get(0), call.getLeaf()), "captured by a lambda");
                }
            }
        }
    }

    private static boolean repeats(Tree.Kind kind) {
        return switch (kind) {
            case FOR_LOOP, ENHANCED_FOR_LOOP, WHILE_LOOP, DO_WHILE_LOOP, LAMBDA_EXPRESSION, CLASS, SWITCH -> true;
            default -> false;
        };
    }

    private static List<? extends StatementTree> statementsOf(Tree tree) {
        if (tree instanceof BlockTree block) {
            return block.getStatements();
        }
        if (tree instanceof CaseTree c) {
            return c.getStatements();
        }
        return null;
    }

    /** One statement before the call. */
    private void run(TreePath statement, QueryExpressions expressions, Predicate<TreePath> unchanged) {
        Map<VariableElement, Object> locals = expressions.locals;
        Tree leaf = statement.getLeaf();
        if (leaf instanceof VariableTree declaration
                && declaration.getInitializer() != null
                && code.element(statement) instanceof VariableElement variable
                && followed(variable.asType())) {
            TreePath initializer = new TreePath(statement, declaration.getInitializer());
            Optional<TreePath> sole = LocalVariables.soleValue(trees, statement, variable);
            if (sole.isEmpty()) {
                forget(locals, mentioned(initializer, null), "named where the reader does not follow it");
                locals.put(variable, new NotFollowed("'" + variable + "', assigned more than once"));
                return;
            }
            locals.put(variable, evaluate(initializer, expressions));
            return;
        }
        if (leaf instanceof VariableTree declaration
                && declaration.getInitializer() != null
                && unchanged.test(new TreePath(statement, declaration.getInitializer()))) {
            return;
        }
        if (leaf instanceof ExpressionStatementTree expression) {
            TreePath value = new TreePath(statement, expression.getExpression());
            if (unchanged.test(value)) {
                return;
            }
            Set<VariableElement> named = mentioned(value, null);
            named.retainAll(locals.keySet());
            if (!named.isEmpty() && evaluate(value, expressions) instanceof NotFollowed unknown) {
                forget(locals, named, unknown);
            }
            return;
        }
        forget(locals, mentioned(statement, null), "named where the reader does not follow it");
    }

    /** The state an expression leaves, or why it is not known; the variables it names are then not followed. */
    private Object evaluate(TreePath expression, QueryExpressions expressions) {
        try {
            return expressions.value(expression);
        } catch (NotFollowed e) {
            forget(expressions.locals, mentioned(expression, null), e);
            return e;
        }
    }

    private boolean followed(TypeMirror type) {
        for (String name : QueryExpressions.FOLLOWED) {
            var element = elements.getTypeElement(name);
            if (element != null
                    && code.types()
                            .isAssignable(
                                    code.types().erasure(type), code.types().erasure(element.asType()))) {
                return true;
            }
        }
        return false;
    }

    private static void forget(Map<VariableElement, Object> locals, Set<VariableElement> named, String reason) {
        forget(locals, named, new NotFollowed(reason));
    }

    /** The variables' values are unknown for that cause; a throw of SDM's stays one (every call fails). */
    private static void forget(Map<VariableElement, Object> locals, Set<VariableElement> named, NotFollowed cause) {
        for (VariableElement v : named) {
            if (locals.containsKey(v) && !(locals.get(v) instanceof NotFollowed)) {
                locals.put(v, cause.of(v.toString()));
            }
        }
    }

    /** The local variables named below {@code root}, outside {@code skipped}. */
    private Set<VariableElement> mentioned(TreePath root, Tree skipped) {
        Set<VariableElement> out = new HashSet<>();
        new TreePathScanner<Void, Void>() {
            @Override
            public Void scan(Tree tree, Void p) {
                return tree == skipped ? null : super.scan(tree, p);
            }

            @Override
            public Void visitIdentifier(IdentifierTree node, Void p) {
                Element e = code.element(getCurrentPath());
                if (e instanceof VariableElement v) {
                    out.add(v);
                }
                return null;
            }
        }.scan(root, null);
        return out;
    }
}
