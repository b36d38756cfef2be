package dev.schemaguard.processor.query.planner;

import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/**
 * The indexes a hint names, as {@code QueryPlannerIXSelect::findIndexesByHint} ({@code planner_ixselect.cpp})
 * finds them: by catalog name, or by key pattern compared as BSON compares documents (so {@code {a: 1}} and
 * {@code {a: 1.0}} are one pattern).
 */
final class HintedIndex {

    private HintedIndex() {}

    /**
     * What a hint names.
     *
     * @param natural    whether it is {@code {$natural: ...}}, which forces a collection scan
     * @param matching   the indexes it names, in the planner's order
     * @param unreadable the JSON reader's message when the key document cannot be read, else {@code null}
     */
    record Lookup(boolean natural, List<ServingIndex> matching, String unreadable) {
        Lookup {
            matching = List.copyOf(matching);
        }
    }

    static Lookup lookUp(String hint, List<ServingIndex> indexes) {
        List<ServingIndex> matching = new ArrayList<>();
        if (!hint.startsWith("{")) {
            indexes.stream().filter(i -> i.name().equals(hint)).forEach(matching::add);
            return new Lookup(false, matching, null);
        }
        BsonDocument keys;
        try {
            keys = BsonDocument.parse(hint);
        } catch (RuntimeException e) {
            return new Lookup(false, List.of(), String.valueOf(e.getMessage()));
        }
        if (keys.containsKey("$natural")) {
            return new Lookup(true, List.of(), null);
        }
        indexes.stream().filter(i -> sameKeys(i.spec(), keys)).forEach(matching::add);
        return new Lookup(false, matching, null);
    }

    private static boolean sameKeys(IndexSpec index, BsonDocument keys) {
        List<String> hinted = new ArrayList<>(keys.keySet());
        if (hinted.size() != index.keys().size()) {
            return false;
        }
        for (int i = 0; i < hinted.size(); i++) {
            var key = index.keys().get(i);
            BsonValue value = keys.get(hinted.get(i));
            if (!hinted.get(i).equals(key.effectivePath())) {
                return false;
            }
            boolean same = value.isNumber()
                    ? key.type().isDirection()
                            && value.asNumber().doubleValue() == (key.type() == IndexKeyType.ASCENDING ? 1 : -1)
                    : value.isString()
                            && value.asString().getValue().equals(key.type().suffix());
            if (!same) {
                return false;
            }
        }
        return true;
    }
}
