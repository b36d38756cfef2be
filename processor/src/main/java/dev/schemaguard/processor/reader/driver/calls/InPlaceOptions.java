package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.util.TreePath;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;

/**
 * The setters called on an options object of the driver written in place, {@code new UpdateOptions().upsert(true)}:
 * the driver's options classes ({@code com.mongodb.client.model.UpdateOptions}, {@code CountOptions},
 * {@code FindOneAndUpdateOptions}, …) start with no hint, no collation and no sort, and only their setters give one.
 * An options object from anywhere else (a variable, which a statement may change before the call; a field; a method)
 * may carry anything.
 */
final class InPlaceOptions {

    private static final String PACKAGE = "com.mongodb.client.model.";

    private InPlaceOptions() {}

    /** The names of the setters called, in order of name; empty when the object is not built in place. */
    static Optional<Set<String>> setters(CodeExpressions code, TreePath expression) {
        Set<String> called = new TreeSet<>();
        TreePath current = CodeExpressions.unwrap(expression);
        while (current.getLeaf() instanceof MethodInvocationTree invocation
                && invocation.getMethodSelect() instanceof MemberSelectTree select) {
            Optional<ResolvedCall> call = code.call(current);
            if (call.isEmpty() || !isOptions(call.get().ownerName())) {
                return Optional.empty();
            }
            called.add(call.get().name());
            current = CodeExpressions.unwrap(new TreePath(current, select.getExpression()));
        }
        if (!(current.getLeaf() instanceof NewClassTree created)
                || !created.getArguments().isEmpty()
                || created.getClassBody() != null
                || !(code.typeOf(current).orElse(null) instanceof DeclaredType type)
                || !(type.asElement() instanceof TypeElement options)
                || !isOptions(options.getQualifiedName().toString())) {
            return Optional.empty();
        }
        return Optional.of(called);
    }

    private static boolean isOptions(String className) {
        return className.startsWith(PACKAGE)
                && className.indexOf('.', PACKAGE.length()) < 0
                && className.endsWith("Options");
    }
}
