package dev.schemaguard.runtime;

import static dev.schemaguard.runtime.BsonComparison.flag;
import static dev.schemaguard.runtime.BsonComparison.number;
import static dev.schemaguard.runtime.BsonComparison.string;

import org.bson.BsonDocument;

/** Whether a collation the server reports is the one declared. */
final class CollationMatch {

    private CollationMatch() {}

    /**
     * The server fills in every attribute (jstests/core/collation.js): strength 3, caseLevel,
     * numericOrdering false and maxVariable "punct" whatever the locale, so those compare with
     * their defaults; caseFirst, alternate, normalization and backwards default by locale
     * ({@code fr_CA} has backwards true, see the manual's collation defaults table), so they count
     * only where the declaration sets them; the ICU {@code version} never counts. {@code null} and
     * the {@code simple} locale are both "no collation".
     */
    static boolean same(BsonDocument declared, BsonDocument existing) {
        boolean simpleA = declared == null || "simple".equals(string(declared, "locale", "simple"));
        boolean simpleB = existing == null || "simple".equals(string(existing, "locale", "simple"));
        if (simpleA || simpleB) {
            return simpleA == simpleB;
        }
        return string(declared, "locale", "").equals(string(existing, "locale", ""))
                && number(declared, "strength", 3) == number(existing, "strength", 3)
                && flag(declared, "caseLevel") == flag(existing, "caseLevel")
                && flag(declared, "numericOrdering") == flag(existing, "numericOrdering")
                && string(declared, "maxVariable", "punct").equals(string(existing, "maxVariable", "punct"))
                && (!declared.containsKey("caseFirst")
                        || string(declared, "caseFirst", "off").equals(string(existing, "caseFirst", "off")))
                && (!declared.containsKey("alternate")
                        || string(declared, "alternate", "non-ignorable")
                                .equals(string(existing, "alternate", "non-ignorable")))
                && (!declared.containsKey("normalization")
                        || flag(declared, "normalization") == flag(existing, "normalization"))
                && (!declared.containsKey("backwards") || flag(declared, "backwards") == flag(existing, "backwards"));
    }
}
