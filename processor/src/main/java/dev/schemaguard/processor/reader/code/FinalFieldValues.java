package dev.schemaguard.processor.reader.code;

import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.VariableElement;

/**
 * The values a {@code final} field of the compilation is given: its initializer, or what the constructors and
 * initializer blocks of its class assign it. javac lets nothing else assign a final field, and each constructor assigns
 * it exactly once on every path (JLS 16, definite assignment), so when all these values are one expression, the field
 * holds what it evaluates to: {@code this.books = db.getCollection("books")} in the one constructor.
 */
public final class FinalFieldValues {

    private FinalFieldValues() {}

    /** Every expression the field is given, in source order; empty for a field that is not final or not in a tree. */
    public static List<TreePath> of(Trees trees, VariableElement field) {
        if (field.getKind() != ElementKind.FIELD || !field.getModifiers().contains(Modifier.FINAL)) {
            return List.of();
        }
        TreePath owner = trees.getPath(field.getEnclosingElement());
        if (owner == null) {
            return List.of();
        }
        List<TreePath> values = new ArrayList<>();
        new TreePathScanner<Void, Void>() {
            @Override
            public Void visitVariable(VariableTree node, Void unused) {
                if (node.getInitializer() != null && field.equals(trees.getElement(getCurrentPath()))) {
                    values.add(new TreePath(getCurrentPath(), node.getInitializer()));
                }
                return super.visitVariable(node, unused);
            }

            @Override
            public Void visitAssignment(AssignmentTree node, Void unused) {
                if (field.equals(trees.getElement(new TreePath(getCurrentPath(), node.getVariable())))) {
                    values.add(new TreePath(getCurrentPath(), node.getExpression()));
                }
                return super.visitAssignment(node, unused);
            }
        }.scan(owner, null);
        return values;
    }

    /** The one value of every expression the field is given, by {@code valueOf}; empty when they differ or one is unknown. */
    public static <T> Optional<T> same(
            List<TreePath> values, java.util.function.Function<TreePath, Optional<T>> valueOf) {
        Optional<T> found = Optional.empty();
        for (TreePath value : values) {
            Optional<T> one = valueOf.apply(value);
            if (one.isEmpty() || found.isPresent() && !found.get().equals(one.get())) {
                return Optional.empty();
            }
            found = one;
        }
        return found;
    }
}
