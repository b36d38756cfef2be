package dev.schemaguard.processor.diagnostic;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.schemaguard.processor.model.Origin;
import java.util.Objects;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * An expression in a method body, where a finding about query code is printed ({@code Trees.printMessage} takes the
 * tree and its compilation unit) and suppressed (on its enclosing method or class).
 *
 * @param unit      the compilation unit it is written in
 * @param tree      the expression
 * @param enclosing the innermost method, field or class that holds it
 * @param line      its line, from 1: for a call, the line of the called method's name, where javac marks it
 * @param column    its column, from 1, on that line
 */
public record CodePosition(CompilationUnitTree unit, Tree tree, Element enclosing, long line, long column)
        implements Origin {

    public CodePosition {
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(tree, "tree");
        Objects.requireNonNull(enclosing, "enclosing");
    }

    public static CodePosition of(Trees trees, TreePath path) {
        CompilationUnitTree unit = path.getCompilationUnit();
        long start = trees.getSourcePositions().getStartPosition(unit, path.getLeaf());
        Element enclosing = null;
        for (TreePath p = path; p != null && enclosing == null; p = p.getParentPath()) {
            Tree.Kind kind = p.getLeaf().getKind();
            if (kind == Tree.Kind.METHOD
                    || kind == Tree.Kind.VARIABLE && isMember(p)
                    || p.getLeaf() instanceof com.sun.source.tree.ClassTree) {
                enclosing = trees.getElement(p);
            }
        }
        // javac marks a call at the parenthesis after its method's name (JavacParser.arguments): in a chain written
        // over several lines that is the called method's line, not the chain's first, and messages name that line
        long marked = path.getLeaf() instanceof MethodInvocationTree call
                        && trees.getSourcePositions().getEndPosition(unit, call.getMethodSelect()) > start
                ? trees.getSourcePositions().getEndPosition(unit, call.getMethodSelect())
                : start;
        return new CodePosition(
                unit,
                path.getLeaf(),
                Objects.requireNonNull(enclosing, "an expression outside any class"),
                unit.getLineMap().getLineNumber(marked),
                unit.getLineMap().getColumnNumber(marked));
    }

    /**
     * What the code writes there, for the baseline: the method a call names ({@code find}), else the expression's
     * text (a field name's literal), at most {@value #LABEL_LENGTH} characters.
     */
    public String label() {
        Tree at = tree;
        if (at instanceof MethodInvocationTree call) {
            at = call.getMethodSelect();
        }
        if (at instanceof MemberSelectTree select) {
            return select.getIdentifier().toString();
        }
        if (at instanceof IdentifierTree identifier) {
            return identifier.getName().toString();
        }
        String text = at.toString();
        return text.length() <= LABEL_LENGTH ? text : text.substring(0, LABEL_LENGTH);
    }

    private static final int LABEL_LENGTH = 60;

    private static boolean isMember(TreePath variable) {
        return variable.getParentPath() != null
                && variable.getParentPath().getLeaf() instanceof com.sun.source.tree.ClassTree;
    }

    @Override
    public String writtenIn() {
        for (Element e = enclosing; e != null; e = e.getEnclosingElement()) {
            if (e instanceof TypeElement type) {
                return type.getQualifiedName().toString();
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return unit.getSourceFile().getName() + ":" + line + ":" + column;
    }
}
