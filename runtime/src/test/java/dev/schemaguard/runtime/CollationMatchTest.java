package dev.schemaguard.runtime;

import static dev.schemaguard.runtime.IndexReconcilerTest.REAL_FR_CA;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.model.Collation;
import com.mongodb.client.model.CollationStrength;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;

/** A declared collation against the one a real server reports, every attribute filled in (jstests/core/collation.js). */
class CollationMatchTest {

    /** {@code {locale: "fr", strength: 1, numericOrdering: true}} as a real server lists it, with its ICU version. */
    private static final BsonDocument REAL_FR_PRIMARY = BsonDocument.parse("""
            {locale: 'fr', caseLevel: false, caseFirst: 'off', strength: 1, numericOrdering: true,
             alternate: 'non-ignorable', maxVariable: 'punct', normalization: false, backwards: false, version: '57.1'}""");

    @Test
    void aDeclaredCollationMatchesTheServersFilledInFormAndTheIcuVersionNeverCounts() {
        BsonDocument declared = Collation.builder()
                .locale("fr")
                .collationStrength(CollationStrength.PRIMARY)
                .numericOrdering(true)
                .build()
                .asDocument();
        assertTrue(CollationMatch.same(declared, REAL_FR_PRIMARY));
        assertTrue(CollationMatch.same(declared, without(REAL_FR_PRIMARY, "version")));
        assertTrue(
                CollationMatch.same(
                        BsonDocument.parse("{locale: 'fr', strength: 1.0, numericOrdering: 1}"), REAL_FR_PRIMARY),
                "numbers and flags by value, whatever their BSON type");
    }

    @Test
    void localeDependentCollationDefaultsCountOnlyWhereDeclared() {
        assertTrue(CollationMatch.same(BsonDocument.parse("{locale: 'fr_CA'}"), REAL_FR_CA));
        assertTrue(
                CollationMatch.same(BsonDocument.parse("{locale: 'fr_CA', strength: 3, backwards: true}"), REAL_FR_CA));
        assertFalse(CollationMatch.same(BsonDocument.parse("{locale: 'fr_CA', backwards: false}"), REAL_FR_CA));
        assertFalse(CollationMatch.same(BsonDocument.parse("{locale: 'fr_CA', strength: 2}"), REAL_FR_CA));
        assertFalse(CollationMatch.same(BsonDocument.parse("{locale: 'fr_CA', caseLevel: true}"), REAL_FR_CA));
        assertFalse(CollationMatch.same(BsonDocument.parse("{locale: 'fr_CA', numericOrdering: true}"), REAL_FR_CA));
        assertFalse(CollationMatch.same(BsonDocument.parse("{locale: 'fr'}"), REAL_FR_CA));
    }

    @Test
    void caseFirstAlternateAndNormalizationCountWhereDeclared() {
        assertTrue(CollationMatch.same(
                BsonDocument.parse("{locale: 'fr_CA', caseFirst: 'off', alternate: 'non-ignorable'}"), REAL_FR_CA));
        assertFalse(CollationMatch.same(BsonDocument.parse("{locale: 'fr_CA', caseFirst: 'upper'}"), REAL_FR_CA));
        assertFalse(CollationMatch.same(BsonDocument.parse("{locale: 'fr_CA', alternate: 'shifted'}"), REAL_FR_CA));
        assertFalse(CollationMatch.same(BsonDocument.parse("{locale: 'fr_CA', normalization: true}"), REAL_FR_CA));
        assertFalse(
                CollationMatch.same(BsonDocument.parse("{locale: 'fr_CA', maxVariable: 'space'}"), REAL_FR_CA),
                "maxVariable defaults to punct whatever the locale: it counts even where not declared");
    }

    @Test
    void noCollationAndTheSimpleLocaleAreTheSame() {
        assertTrue(CollationMatch.same(null, null));
        assertTrue(CollationMatch.same(BsonDocument.parse("{locale: 'simple'}"), null), "simple is no collation");
        assertTrue(CollationMatch.same(null, BsonDocument.parse("{locale: 'simple'}")));
        assertFalse(CollationMatch.same(null, REAL_FR_CA));
        assertFalse(CollationMatch.same(REAL_FR_CA, null));
        assertFalse(CollationMatch.same(BsonDocument.parse("{locale: 'simple'}"), REAL_FR_CA));
    }

    private static BsonDocument without(BsonDocument document, String key) {
        BsonDocument out = document.clone();
        out.remove(key);
        return out;
    }
}
