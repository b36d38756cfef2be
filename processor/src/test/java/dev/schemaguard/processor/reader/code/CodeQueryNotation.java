package dev.schemaguard.processor.reader.code;

import dev.schemaguard.processor.diagnostic.CodePosition;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Limit;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryShape;

/** One line per query read from code, for the tests of the readers of query calls. */
public final class CodeQueryNotation {

    private CodeQueryNotation() {}

    /** {@code line operation shape limit hint}. */
    public static String describe(Query query) {
        return ((CodePosition) query.origin()).line() + " " + query.operation() + " " + QueryShape.of(query) + " "
                + limit(query.limit()) + " " + hint(query.hint());
    }

    private static String limit(Limit limit) {
        return limit instanceof Limit.Fixed fixed
                ? "limit " + fixed.count()
                : limit.getClass().getSimpleName();
    }

    private static String hint(Hint hint) {
        return hint instanceof Hint.Index index
                ? "hint " + index.nameOrKeys()
                : hint.getClass().getSimpleName();
    }
}
