package dev.schemaguard.processor.diagnostic;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ModifiersTree;
import com.sun.source.tree.NewArrayTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Map.Entry;
import java.util.Optional;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.tools.Diagnostic;

/**
 * Prints at the source of an annotation value through javac's tree API. Needed because javac's
 * {@code Messager} cannot place a message on a repeated annotation: javac wraps repeated
 * {@code @IndexHint}s in a synthesized {@code @IndexHints} that has no source, and falls back to
 * the class. Pairs mirrors with annotation trees by type name and order, then walks values and
 * trees in step. Where the tree API is not there (another compiler, a wrapped environment) it
 * answers {@code false} and the caller uses the {@code Messager}.
 */
final class AnnotationTreeLocator {

    private final Trees trees;
    private final Messager messager;
    /** The source text of the unit last located in: findings come document by document. */
    private CompilationUnitTree lastUnit;

    private CharSequence lastText;

    private AnnotationTreeLocator(Trees trees, Messager messager) {
        this.trees = trees;
        this.messager = messager;
    }

    static AnnotationTreeLocator of(ProcessingEnvironment env) {
        try {
            return new AnnotationTreeLocator(Trees.instance(env), env.getMessager());
        } catch (RuntimeException | LinkageError e) {
            return new AnnotationTreeLocator(null, env.getMessager());
        }
    }

    /** Prints at the most precise tree of the position; {@code false} when it cannot be found. */
    boolean print(Diagnostic.Kind kind, String message, SourcePosition position) {
        if (trees == null || position.annotation() == null) {
            return false;
        }
        try {
            TreePath path = trees.getPath(position.element());
            Tree found = path == null ? null : annotationTree(path, position);
            if (found == null) {
                return false;
            }
            TreePath javacs = trees.getPath(position.element(), position.annotation(), position.value());
            if (javacs != null && javacs.getLeaf() == found) {
                // the Messager prints at that very tree, and gives javac back the file it had
                return false;
            }
            printGivingTheFileBack(kind, message, found, path.getCompilationUnit(), position.element());
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** Prints at an expression of a method body, a query call or a name it writes. */
    void print(Diagnostic.Kind kind, String message, CodePosition position) {
        if (trees == null) {
            messager.printMessage(kind, message, position.enclosing());
            return;
        }
        printGivingTheFileBack(kind, message, position.tree(), position.unit(), position.enclosing());
    }

    /** Where javac shows a message printed at an expression: its tree's preferred position. */
    Optional<SourceRegion> locate(CodePosition position) {
        if (trees == null) {
            return Optional.empty();
        }
        return regionOf(position.tree(), position.unit());
    }

    /** The line and column javac shows a message printed at the tree at. */
    private Optional<SourceRegion> regionOf(Tree target, CompilationUnitTree unit) {
        long at = PreferredPosition.of(target, unit, textOf(unit), trees.getSourcePositions());
        if (at < 0) {
            return Optional.empty();
        }
        return Optional.of(new SourceRegion(
                unit.getSourceFile().toUri(),
                unit.getLineMap().getLineNumber(at),
                unit.getLineMap().getColumnNumber(at)));
    }

    /**
     * Prints through JavacTrees from inside a Messager call on the element. JavacTrees' printMessage
     * gives javac back the file it was on only when there was one, and while processors run there is
     * none: after it, javac would name this file in every message without an element, the summary
     * among them. JavacMessager gives "none" back: it sets the element's file, reads the message, and
     * restores the file in a finally block. The message, read in between, prints through JavacTrees
     * and stops the Messager's own print by throwing. A Messager that never reads it leaves the print
     * to JavacTrees alone, as before.
     */
    private void printGivingTheFileBack(
            Diagnostic.Kind kind, String message, Tree at, CompilationUnitTree unit, Element element) {
        PrintedInside inside = new PrintedInside(() -> trees.printMessage(kind, message, at, unit));
        try {
            messager.printMessage(Diagnostic.Kind.NOTE, inside, element);
        } catch (PrintedInside.Printed expected) {
            return;
        }
        if (!inside.printed) {
            trees.printMessage(kind, message, at, unit);
        }
    }

    /** The message of the Messager call, whose first reading prints the real one and throws. */
    private static final class PrintedInside implements CharSequence {

        /** Stops the Messager's print; no stack trace, it never leaves the locator. */
        static final class Printed extends RuntimeException {
            private static final long serialVersionUID = 1L;

            Printed() {
                super(null, null, false, false);
            }
        }

        private final Runnable print;
        boolean printed;

        PrintedInside(Runnable print) {
            this.print = print;
        }

        private Printed printOnce() {
            if (!printed) {
                printed = true;
                print.run();
            }
            return new Printed();
        }

        @Override
        public int length() {
            throw printOnce();
        }

        @Override
        public char charAt(int index) {
            throw printOnce();
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            throw printOnce();
        }

        @Override
        public String toString() {
            throw printOnce();
        }
    }

    /**
     * Where javac shows a message printed at the position (by {@link #print}, else by the
     * {@code Messager}): the line and column of the tree's preferred position, as javac's own
     * diagnostic has them. Empty without the tree API or a source for the element.
     */
    Optional<SourceRegion> locate(SourcePosition position) {
        if (trees == null || position.element() == null) {
            return Optional.empty();
        }
        try {
            TreePath path = trees.getPath(position.element());
            if (path == null) {
                return Optional.empty();
            }
            Tree target = null;
            if (position.annotation() != null) {
                target = annotationTree(path, position);
                if (target == null) {
                    // what the Messager falls back to: javac's own matching of the annotation and value
                    TreePath matched = trees.getPath(position.element(), position.annotation(), position.value());
                    target = matched == null ? null : matched.getLeaf();
                }
            }
            if (target == null) {
                target = path.getLeaf();
            }
            return regionOf(target, path.getCompilationUnit());
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private CharSequence textOf(CompilationUnitTree unit) {
        if (unit != lastUnit) {
            lastUnit = unit;
            try {
                lastText = unit.getSourceFile().getCharContent(true);
            } catch (IOException | RuntimeException e) {
                lastText = null;
            }
        }
        return lastText;
    }

    /** The tree of the position's annotation or value on the element of {@code path}, or {@code null}. */
    private static Tree annotationTree(TreePath path, SourcePosition position) {
        ModifiersTree modifiers = modifiersOf(path.getLeaf());
        if (modifiers == null) {
            return null;
        }
        for (Entry<AnnotationMirror, AnnotationTree> pair :
                pair(position.element(), modifiers).entrySet()) {
            Tree found = matchMirror(pair.getKey(), pair.getValue(), position);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private static ModifiersTree modifiersOf(Tree leaf) {
        if (leaf instanceof ClassTree c) {
            return c.getModifiers();
        }
        if (leaf instanceof VariableTree v) {
            return v.getModifiers();
        }
        if (leaf instanceof MethodTree m) {
            return m.getModifiers();
        }
        return null;
    }

    /** Each annotation as javac models it, with the tree that wrote it; a synthesized container's parts with theirs. */
    private static Map<AnnotationMirror, AnnotationTree> pair(Element element, ModifiersTree modifiers) {
        Map<String, List<AnnotationTree>> byName = new HashMap<>();
        for (AnnotationTree t : modifiers.getAnnotations()) {
            byName.computeIfAbsent(simpleName(t.getAnnotationType().toString()), k -> new ArrayList<>())
                    .add(t);
        }
        Map<AnnotationMirror, AnnotationTree> out = new LinkedHashMap<>();
        for (AnnotationMirror m : element.getAnnotationMirrors()) {
            List<AnnotationTree> written =
                    byName.get(simpleName(m.getAnnotationType().toString()));
            if (written != null && !written.isEmpty()) {
                out.put(m, written.remove(0));
                continue;
            }
            for (AnnotationMirror part : containedAnnotations(m)) {
                List<AnnotationTree> parts =
                        byName.get(simpleName(part.getAnnotationType().toString()));
                if (parts != null && !parts.isEmpty()) {
                    out.put(part, parts.remove(0));
                }
            }
        }
        return out;
    }

    private static List<AnnotationMirror> containedAnnotations(AnnotationMirror container) {
        List<AnnotationMirror> out = new ArrayList<>();
        for (Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
                container.getElementValues().entrySet()) {
            if (e.getKey().getSimpleName().contentEquals("value")
                    && e.getValue().getValue() instanceof List<?> list) {
                for (Object o : list) {
                    if (((AnnotationValue) o).getValue() instanceof AnnotationMirror part) {
                        out.add(part);
                    }
                }
            }
        }
        return out;
    }

    private static Tree matchMirror(AnnotationMirror mirror, AnnotationTree tree, SourcePosition target) {
        boolean isTarget = mirror == target.annotation();
        for (Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
                mirror.getElementValues().entrySet()) {
            ExpressionTree expression =
                    argument(tree, e.getKey().getSimpleName().toString());
            if (expression == null) {
                continue;
            }
            Tree found = matchValue(e.getValue(), expression, target, isTarget);
            if (found != null) {
                return found;
            }
        }
        return isTarget ? tree : null;
    }

    private static Tree matchValue(
            AnnotationValue value, ExpressionTree expression, SourcePosition target, boolean inTarget) {
        if (inTarget && value == target.value()) {
            return expression;
        }
        Object v = value.getValue();
        if (v instanceof AnnotationMirror nested && expression instanceof AnnotationTree nestedTree) {
            return matchMirror(nested, nestedTree, target);
        }
        if (v instanceof List<?> list) {
            List<? extends ExpressionTree> elements =
                    expression instanceof NewArrayTree array && array.getInitializers() != null
                            ? array.getInitializers()
                            : List.of(expression);
            for (int i = 0; i < list.size() && i < elements.size(); i++) {
                Tree found = matchValue((AnnotationValue) list.get(i), elements.get(i), target, inTarget);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** The expression given for a member: {@code member = expr}, or the lone unnamed argument for {@code value}. */
    private static ExpressionTree argument(AnnotationTree tree, String member) {
        for (ExpressionTree arg : tree.getArguments()) {
            if (arg instanceof AssignmentTree a
                    && a.getVariable() instanceof IdentifierTree id
                    && id.getName().contentEquals(member)) {
                return a.getExpression();
            }
            if (!(arg instanceof AssignmentTree) && member.equals("value")) {
                return arg;
            }
        }
        return null;
    }

    private static String simpleName(String typeName) {
        return typeName.substring(typeName.lastIndexOf('.') + 1);
    }
}
