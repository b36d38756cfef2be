package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.tree.BlockTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import java.util.Optional;
import javax.lang.model.element.ExecutableElement;

/**
 * A method of the compilation whose body is only {@code return database.getCollection(name);} for one of its
 * parameters (gatos-backend's static {@code Database.getCollection(String)}): a call of it gets the collection its
 * argument names. A body that does anything else, or passes anything but the parameter as it came, tells nothing.
 */
final class NameReturningHelper {

    private NameReturningHelper() {}

    /** The index of the parameter the method returns the collection of, when it is such a helper. */
    static Optional<Integer> nameParameter(CodeExpressions code, Trees trees, ExecutableElement method) {
        TreePath declaration = trees.getPath(method);
        if (declaration == null
                || !(declaration.getLeaf() instanceof MethodTree tree)
                || tree.getBody() == null
                || tree.getBody().getStatements().size() != 1
                || !(tree.getBody().getStatements().get(0) instanceof ReturnTree returned)
                || returned.getExpression() == null) {
            return Optional.empty();
        }
        BlockTree body = tree.getBody();
        TreePath statement = new TreePath(new TreePath(declaration, body), returned);
        Optional<ResolvedCall> got = code.call(new TreePath(statement, returned.getExpression()));
        if (got.isEmpty()
                || !got.get().is(CodecCollections.MONGO_DATABASE, "getCollection")
                || got.get().argumentCount() != 1
                || !(got.get().argument(0).getLeaf() instanceof IdentifierTree)) {
            return Optional.empty();
        }
        int index = method.getParameters().indexOf(code.element(got.get().argument(0)));
        return index < 0 ? Optional.empty() : Optional.of(index);
    }
}
