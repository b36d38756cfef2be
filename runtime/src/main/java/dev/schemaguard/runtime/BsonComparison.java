package dev.schemaguard.runtime;

import java.util.ArrayList;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/** Reads and compares option values as the server does: numbers by value, flags as truthy, defaults where absent. */
final class BsonComparison {

    private BsonComparison() {}

    /** A boolean option, which some clients write as a number. */
    static boolean flag(BsonDocument spec, String option) {
        BsonValue value = spec.get(option);
        return value != null
                && (value.isBoolean()
                        ? value.asBoolean().getValue()
                        : value.isNumber() && value.asNumber().doubleValue() != 0);
    }

    static String string(BsonDocument d, String key, String fallback) {
        return d.isString(key) ? d.getString(key).getValue() : fallback;
    }

    static double number(BsonDocument d, String key, double fallback) {
        return d.isNumber(key) ? d.getNumber(key).doubleValue() : fallback;
    }

    static boolean equalOrAbsent(BsonValue a, BsonValue b) {
        if (a == null || b == null) {
            return a == b;
        }
        return sameValue(a, b);
    }

    /** Numbers compare by value whatever their BSON type, as the server compares them, inside documents too. */
    static boolean sameValue(BsonValue a, BsonValue b) {
        if (a.isNumber() && b.isNumber()) {
            return a.asNumber().doubleValue() == b.asNumber().doubleValue();
        }
        if (a.isDocument() && b.isDocument()) {
            BsonDocument da = a.asDocument();
            BsonDocument db = b.asDocument();
            if (!new ArrayList<String>(da.keySet()).equals(new ArrayList<String>(db.keySet()))) {
                return false;
            }
            for (String key : da.keySet()) {
                if (!sameValue(da.get(key), db.get(key))) {
                    return false;
                }
            }
            return true;
        }
        if (a.isArray() && b.isArray()) {
            BsonArray aa = a.asArray();
            BsonArray ab = b.asArray();
            if (aa.size() != ab.size()) {
                return false;
            }
            for (int i = 0; i < aa.size(); i++) {
                if (!sameValue(aa.get(i), ab.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return a.equals(b);
    }
}
