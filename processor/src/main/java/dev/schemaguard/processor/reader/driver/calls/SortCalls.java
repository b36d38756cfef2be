package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.util.TreePath;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import dev.schemaguard.processor.reader.code.WrittenField;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The order an expression built with the driver's {@code com.mongodb.client.model.Sorts} asks for. {@code orderBy}'s
 * {@code CompoundSort} puts each key into one {@code BsonDocument} in turn: a key given twice keeps its first place
 * and takes its last direction. A text-score key ({@code metaTextScore}), a key that is not constant or an expression
 * that is no call of {@code Sorts} leaves the order {@link Sort.Unknown}.
 */
final class SortCalls {

    static final String SORTS = "com.mongodb.client.model.Sorts";

    private final CodeExpressions code;

    SortCalls(CodeExpressions code) {
        this.code = code;
    }

    Sort sort(TreePath expression, List<WrittenField> fields) {
        Map<String, Sort.Direction> keys = new LinkedHashMap<>();
        Optional<String> unknown = collect(expression, keys, fields);
        if (unknown.isPresent()) {
            return new Sort.Unknown(unknown.get());
        }
        List<Sort.SortKey> out = new ArrayList<>();
        keys.forEach((path, direction) -> out.add(new Sort.SortKey(path, direction)));
        return new Sort.Static(out);
    }

    /** Puts the keys of one sort expression; the reason the order is unknown, if it is. */
    private Optional<String> collect(TreePath expression, Map<String, Sort.Direction> keys, List<WrittenField> fields) {
        Optional<ResolvedCall> found = code.call(expression);
        if (found.isEmpty() || !found.get().ownerName().equals(SORTS)) {
            return Optional.of("a sort that is no call of Sorts: " + expression.getLeaf());
        }
        ResolvedCall call = found.get();
        switch (call.name()) {
            case "ascending", "descending" -> {
                Sort.Direction direction =
                        call.name().equals("ascending") ? Sort.Direction.ASCENDING : Sort.Direction.DESCENDING;
                Optional<List<TreePath>> names = code.elements(call, 0);
                if (names.isEmpty()) {
                    return Optional.of("sort keys given at run time");
                }
                for (TreePath name : names.get()) {
                    Optional<String> path = code.constantString(name);
                    if (path.isEmpty()) {
                        return Optional.of("a sort key known at run time: " + name.getLeaf());
                    }
                    fields.add(new WrittenField(path.get(), name));
                    keys.put(path.get(), direction);
                }
                return Optional.empty();
            }
            case "orderBy" -> {
                Optional<List<TreePath>> sorts = code.elements(call, 0);
                if (sorts.isEmpty()) {
                    return Optional.of("sorts given at run time");
                }
                for (TreePath sort : sorts.get()) {
                    Optional<String> unknown = collect(sort, keys, fields);
                    if (unknown.isPresent()) {
                        return unknown;
                    }
                }
                return Optional.empty();
            }
            default -> {
                return Optional.of("Sorts." + call.name());
            }
        }
    }
}
