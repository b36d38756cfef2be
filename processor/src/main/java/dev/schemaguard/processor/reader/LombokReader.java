package dev.schemaguard.processor.reader;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;

/**
 * What Lombok is about to generate, read before it has: the names of its accessors, and the annotations
 * that its {@code @Getter(onMethod_ = ...)} or {@code @Setter(onMethod_ = ...)} (or the older
 * {@code onMethod = @__(...)}) puts on them. javac keeps no {@code onMethod_} member in the annotation
 * mirror, so those are read in the source, as Lombok itself reads them, and resolved to qualified names
 * through the file's imports (an annotation of another package that shares a simple name is not taken
 * for a framework's). Lombok is no dependency of the processor.
 */
public final class LombokReader {

    public static final String GETTER = "lombok.Getter";
    public static final String SETTER = "lombok.Setter";

    private LombokReader() {}

    /** Of {@code wanted} (qualified names), those that the Lombok annotation on {@code annotated} lists in its {@code onMethod}. */
    public static Set<String> annotations(Trees trees, Element annotated, AnnotationMirror lombok, Set<String> wanted) {
        Tree tree;
        TreePath path;
        try {
            tree = trees.getTree(annotated, lombok);
            path = trees.getPath(annotated);
        } catch (RuntimeException e) {
            return Set.of();
        }
        if (!(tree instanceof AnnotationTree annotation) || path == null) {
            return Set.of();
        }
        CompilationUnitTree unit = path.getCompilationUnit();
        Set<String> found = new TreeSet<>();
        for (ExpressionTree argument : annotation.getArguments()) {
            if (argument instanceof AssignmentTree assignment
                    && assignment.getVariable() instanceof IdentifierTree member
                    && member.getName().toString().startsWith("onMethod")) {
                new TreeScanner<Void, Void>() {
                    @Override
                    public Void visitAnnotation(AnnotationTree inner, Void unused) {
                        String qualified = qualified(inner.getAnnotationType().toString(), unit, wanted);
                        if (qualified != null) {
                            found.add(qualified);
                        }
                        return super.visitAnnotation(inner, unused);
                    }
                }.scan(assignment.getExpression(), null);
            }
        }
        return found;
    }

    /** The one of {@code wanted} that the name written in the source means in that file, or {@code null}. */
    private static String qualified(String written, CompilationUnitTree unit, Set<String> wanted) {
        if (wanted.contains(written)) {
            return written;
        }
        // a nested annotation is written through its enclosing type: Unwrapped.Nullable
        int dot = written.indexOf('.');
        String first = dot < 0 ? written : written.substring(0, dot);
        String rest = dot < 0 ? "" : written.substring(dot);
        // as Java resolves a simple name: a single-type import binds it, whatever an on-demand import offers
        for (ImportTree i : unit.getImports()) {
            String imported = i.getQualifiedIdentifier().toString();
            if (!i.isStatic() && !imported.endsWith(".*") && imported.endsWith("." + first)) {
                return wanted.contains(imported + rest) ? imported + rest : null;
            }
        }
        for (ImportTree i : unit.getImports()) {
            String imported = i.getQualifiedIdentifier().toString();
            if (!i.isStatic() && imported.endsWith(".*")) {
                String candidate = imported.substring(0, imported.length() - 1) + first + rest;
                if (wanted.contains(candidate)) {
                    return candidate;
                }
            }
        }
        String samePackage = unit.getPackageName() == null ? written : unit.getPackageName() + "." + written;
        return wanted.contains(samePackage) ? samePackage : null;
    }

    /**
     * The getter Lombok names for a field of this name (already stripped of an {@code @Accessors} prefix):
     * {@code get} and the capitalized name, {@code is} for a {@code boolean}, whose own leading {@code is}
     * is kept ({@code isActive()} of {@code isActive}).
     */
    public static String getterName(String name, boolean primitiveBoolean) {
        if (primitiveBoolean) {
            return isPrefixed(name) ? name : "is" + capitalized(name);
        }
        return "get" + capitalized(name);
    }

    /** The setter Lombok names for a field of this name: a {@code boolean}'s leading {@code is} is dropped ({@code setActive}). */
    public static String setterName(String name, boolean primitiveBoolean) {
        return "set" + capitalized(primitiveBoolean && isPrefixed(name) ? name.substring(2) : name);
    }

    private static boolean isPrefixed(String name) {
        return name.length() > 2 && name.startsWith("is") && Character.isUpperCase(name.charAt(2));
    }

    private static String capitalized(String name) {
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** Whether the class has a method of that name, as Lombok asks before it generates one. */
    public static boolean hasMethod(TypeElement type, String name) {
        return ElementFilter.methodsIn(type.getEnclosedElements()).stream()
                .anyMatch(m -> m.getSimpleName().contentEquals(name));
    }

    public static String simpleName(String qualified) {
        return qualified.substring(qualified.lastIndexOf('.') + 1);
    }
}
