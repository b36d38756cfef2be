package dev.schemaguard.processor.reader.code;

import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * One framework's query calls in method bodies: the driver's {@code MongoCollection}, Spring's {@code MongoTemplate},
 * Morphia's {@code Datastore}. Each reader recognises its own calls by the methods javac resolves them to, and leaves
 * every other call alone, so that the readers of all frameworks can read the same class.
 */
public interface QueryCalls {

    /** Every query call of this framework below {@code path} (a class, a method), in source order. */
    List<CodeQuery> read(TreePath path);

    /** The queries {@code call} reads at each method invocation below {@code path}, in source order. */
    static List<CodeQuery> atEachCall(TreePath path, Function<TreePath, Optional<CodeQuery>> call) {
        List<CodeQuery> out = new ArrayList<>();
        new TreePathScanner<Void, Void>() {
            @Override
            public Void visitMethodInvocation(MethodInvocationTree node, Void unused) {
                call.apply(getCurrentPath()).ifPresent(out::add);
                return super.visitMethodInvocation(node, unused);
            }
        }.scan(path, null);
        return out;
    }
}
