package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.util.TreePath;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import java.util.List;
import java.util.Optional;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.BsonValue;

/**
 * The index a {@code hint(Bson)} names by its key document, built with the driver's
 * {@code com.mongodb.client.model.Indexes} (the builders of an index's keys) or {@code Sorts}, whose documents have the
 * same shape: {@code FindIterable.hint} sends the document as the find command's {@code hint}, and the server looks the
 * index up by that key pattern ({@code QueryPlannerIXSelect::findIndexesByHint}). Each builder puts its keys into one
 * document in turn, as the driver's {@code CompoundIndex} and {@code CompoundSort} do: a key given twice keeps its first
 * place and takes its last value. Any other expression, or a key that is not constant, is a hint given at run time.
 */
final class HintCalls {

    static final String INDEXES = "com.mongodb.client.model.Indexes";

    private final CodeExpressions code;

    HintCalls(CodeExpressions code) {
        this.code = code;
    }

    Hint hint(TreePath expression) {
        BsonDocument keys = new BsonDocument();
        // an empty document names no index: what the server makes of it is not claimed here
        return collect(expression, keys) && !keys.isEmpty() ? new Hint.Index(keys.toJson()) : new Hint.AtRunTime();
    }

    private boolean collect(TreePath expression, BsonDocument keys) {
        Optional<ResolvedCall> found = code.call(expression);
        if (found.isEmpty()
                || !(found.get().ownerName().equals(INDEXES)
                        || found.get().ownerName().equals(SortCalls.SORTS))) {
            return false;
        }
        ResolvedCall call = found.get();
        return switch (call.name()) {
            case "ascending" -> put(call, new BsonInt32(1), keys);
            case "descending" -> put(call, new BsonInt32(-1), keys);
            case "geo2dsphere" -> put(call, new BsonString("2dsphere"), keys);
            case "geo2d" -> put(call, new BsonString("2d"), keys);
            case "hashed" -> put(call, new BsonString("hashed"), keys);
            // Indexes.text() is the wildcard text index, {$**: "text"}
            case "text" ->
                call.argumentCount() == 0
                        ? putKey("$**", new BsonString("text"), keys)
                        : put(call, new BsonString("text"), keys);
            case "compoundIndex", "orderBy" -> {
                Optional<List<TreePath>> parts = code.elements(call, 0);
                yield parts.isPresent() && parts.get().stream().allMatch(part -> collect(part, keys));
            }
            // metaTextScore and the other builders make no index's key pattern
            default -> false;
        };
    }

    /** The call's key names, each with the value: false when one is not known. */
    private boolean put(ResolvedCall call, BsonValue value, BsonDocument keys) {
        if (call.argumentCount() == 0) {
            return false;
        }
        Optional<List<TreePath>> names = call.method().isVarArgs()
                        || call.parameters(code.types()).get(0).equals("java.util.List")
                ? code.elements(call, 0)
                : Optional.of(List.of(call.argument(0)));
        if (names.isEmpty()) {
            return false;
        }
        for (TreePath name : names.get()) {
            Optional<String> path = code.constantString(name);
            if (path.isEmpty()) {
                return false;
            }
            putKey(path.get(), value, keys);
        }
        return true;
    }

    private static boolean putKey(String path, BsonValue value, BsonDocument keys) {
        keys.put(path, value);
        return true;
    }
}
