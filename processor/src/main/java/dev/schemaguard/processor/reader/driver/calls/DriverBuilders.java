package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.ReadPart;
import dev.schemaguard.processor.reader.code.TreeApi;
import dev.schemaguard.processor.reader.code.WrittenField;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads the expressions an application builds with the Java driver's {@code Filters}, {@code Sorts},
 * {@code Projections} and {@code Indexes} (a hint's keys) into the query model. The expressions are javac trees of method bodies; their class is
 * attributed on demand, so that each call is recognised by the method it resolves to.
 */
public final class DriverBuilders {

    private final FilterCalls filters;
    private final SortCalls sorts;
    private final ProjectionCalls projections;
    private final HintCalls hints;

    /** @param trees javac's trees, from {@link TreeApi#of} */
    public DriverBuilders(Trees trees, Types types, Elements elements) {
        CodeExpressions code = new CodeExpressions(trees, types, elements);
        this.filters = new FilterCalls(code);
        this.sorts = new SortCalls(code);
        this.projections = new ProjectionCalls(code);
        this.hints = new HintCalls(code);
    }

    /** The filter an expression of type {@code Bson} sends. */
    public ReadPart<Filter> filter(TreePath expression) {
        List<WrittenField> fields = new ArrayList<>();
        Filter filter = filters.filter(expression, "", fields);
        return new ReadPart<>(filter, fields);
    }

    /** The order an expression of type {@code Bson} passed as a sort asks for. */
    public ReadPart<Sort> sort(TreePath expression) {
        List<WrittenField> fields = new ArrayList<>();
        Sort sort = sorts.sort(expression, fields);
        return new ReadPart<>(sort, fields);
    }

    /** The fields an expression of type {@code Bson} passed as a projection returns. */
    public ReadPart<Projection> projection(TreePath expression) {
        List<WrittenField> fields = new ArrayList<>();
        Projection projection = projections.projection(expression, fields);
        return new ReadPart<>(projection, fields);
    }

    /** The index an expression of type {@code Bson} passed as a hint names by its keys. */
    public Hint hint(TreePath expression) {
        return hints.hint(expression);
    }
}
