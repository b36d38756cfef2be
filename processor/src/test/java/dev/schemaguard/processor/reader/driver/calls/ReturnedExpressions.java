package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.schemaguard.processor.reader.code.TreeApi;
import dev.schemaguard.processor.testing.EveryRoundProcessor;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;

/**
 * A test processor that, in the last round (when every generated class exists, as the schema classes whose constants
 * queries use), reads the expression each method of one class returns with {@link DriverBuilders}, and keeps what it
 * read by method name.
 */
final class ReturnedExpressions<T> extends EveryRoundProcessor {

    private final String className;
    private final Reading<T> read;
    private final Map<String, T> results = new TreeMap<>();

    /** What is read of one returned expression. */
    interface Reading<T> {
        T read(DriverBuilders builders, Trees trees, TreePath expression);
    }

    ReturnedExpressions(String className, Reading<T> read) {
        this.className = className;
        this.read = read;
    }

    /** What was read, by method name. */
    Map<String, T> results() {
        return results;
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
        if (!roundEnv.processingOver()) {
            return false;
        }
        Trees trees = TreeApi.of(processingEnv).orElseThrow();
        DriverBuilders builders =
                new DriverBuilders(trees, processingEnv.getTypeUtils(), processingEnv.getElementUtils());
        TypeElement type = processingEnv.getElementUtils().getTypeElement(className);
        for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
            TreePath methodPath = trees.getPath(method);
            MethodTree tree = (MethodTree) methodPath.getLeaf();
            TreePath body = new TreePath(methodPath, tree.getBody());
            StatementTree last = tree.getBody()
                    .getStatements()
                    .get(tree.getBody().getStatements().size() - 1);
            TreePath returned = new TreePath(new TreePath(body, last), ((ReturnTree) last).getExpression());
            results.put(method.getSimpleName().toString(), read.read(builders, trees, returned));
        }
        return false;
    }
}
