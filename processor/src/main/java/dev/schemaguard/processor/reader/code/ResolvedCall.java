package dev.schemaguard.processor.reader.code;

import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.util.TreePath;
import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Types;

/**
 * A method call with the method javac resolved it to, so that a call is recognised by its symbol (a static import,
 * a qualified call and an overload all resolve to one declared method), never by the name written.
 *
 * @param path   the path to the {@link MethodInvocationTree}
 * @param method the method it calls
 */
public record ResolvedCall(TreePath path, ExecutableElement method) {

    public MethodInvocationTree tree() {
        return (MethodInvocationTree) path.getLeaf();
    }

    /** Whether it calls a method of that name declared in the class of that qualified name. */
    public boolean is(String owner, String name) {
        return method.getSimpleName().contentEquals(name) && ownerName().equals(owner);
    }

    public String ownerName() {
        return method.getEnclosingElement() instanceof TypeElement type
                ? type.getQualifiedName().toString()
                : "";
    }

    public String name() {
        return method.getSimpleName().toString();
    }

    /** The erasures of the declared parameter types, which tell overloads apart ({@code java.lang.Object[]}). */
    public List<String> parameters(Types types) {
        return method.getParameters().stream()
                .map(p -> types.erasure(p.asType()).toString())
                .toList();
    }

    public int argumentCount() {
        return tree().getArguments().size();
    }

    public TreePath argument(int index) {
        return new TreePath(path, tree().getArguments().get(index));
    }
}
