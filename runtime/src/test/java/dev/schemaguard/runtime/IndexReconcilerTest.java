package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.model.IndexModel;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonBoolean;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.junit.jupiter.api.Test;

/**
 * The comparison of declared indexes with {@code listIndexes} answers shaped as a real MongoDB
 * gives them. mongo-java-server gives back what it was sent, so it cannot show these shapes:
 * each is built from the source named beside it.
 */
class IndexReconcilerTest {

    /** The built-in index, as every listIndexes answer starts. */
    private static final BsonDocument REAL_ID = BsonDocument.parse("{v: 2, key: {_id: 1}, name: '_id_'}");

    /**
     * Text index: keys {@code {_fts: "text", _ftsx: 1}} in place of the text fields, between the
     * other keys (mongo src/mongo/db/fts/fts_spec.cpp, FTSSpec::fixSpec: "extraBefore fields, then
     * text fields, then extraAfter fields"), one weight per text field (default 1),
     * {@code default_language} "english", {@code language_override} "language",
     * {@code textIndexVersion} 3 (jstests/change_streams/ddl_create_drop_index_events.js: the spec
     * of {@code createIndex({e: "text"})} is {@code {v: 2, key: {_fts: "text", _ftsx: 1}, weights: {e: 1},
     * default_language: "english", language_override: "language", textIndexVersion: 3}}).
     */
    private static final BsonDocument REAL_TEXT = BsonDocument.parse("""
            {v: 2, key: {category: 1, _fts: 'text', _ftsx: 1, rank: -1}, name: 'place_text',
             weights: {blurb: 1, title: 1}, default_language: 'english', language_override: 'language',
             textIndexVersion: 3}""");

    /** 2dsphere: the key as written, plus {@code "2dsphereIndexVersion": 3} (jstests/change_streams/ddl_create_drop_index_events.js). */
    private static final BsonDocument REAL_2DSPHERE = BsonDocument.parse(
            "{v: 2, key: {location: '2dsphere'}, name: 'location_2dsphere', '2dsphereIndexVersion': 3}");

    /**
     * Hashed and wildcard keys come back as written, a wildcard with its {@code wildcardProjection}
     * when it has one ({@code {d: "hashed"}} and {@code {"$**": 1}} in
     * jstests/change_streams/ddl_create_drop_index_events.js).
     */
    private static final BsonDocument REAL_HASHED =
            BsonDocument.parse("{v: 2, key: {ownerId: 'hashed'}, name: 'ownerId_hashed'}");

    private static final BsonDocument REAL_WILDCARD = BsonDocument.parse("{v: 2, key: {'$**': 1}, name: '$**_1'}");

    /**
     * A collation with every attribute filled in, and the ICU version: jstests/core/collation.js
     * ({@code assertIndexHasCollation}), and {@code version: "57.1"} in the wildcard index collation
     * test and jstests/change_streams/ddl_create_drop_index_events.js.
     */
    private static final BsonDocument REAL_COLLATION_INDEX = BsonDocument.parse("""
            {v: 2, key: {owner: 1}, name: 'owner_ci', collation: {locale: 'fr', caseLevel: false, caseFirst: 'off',
             strength: 1, numericOrdering: true, alternate: 'non-ignorable', maxVariable: 'punct',
             normalization: false, backwards: false, version: '57.1'}}""");

    /** The fr_CA collection default as jstests/core/collation.js reads it back: {@code backwards: true} is fr_CA's default. */
    static final BsonDocument REAL_FR_CA = BsonDocument.parse("""
            {locale: 'fr_CA', caseLevel: false, caseFirst: 'off', strength: 3, numericOrdering: false,
             alternate: 'non-ignorable', maxVariable: 'punct', normalization: false, backwards: true}""");

    private static final BsonDocument REAL_UNIQUE_PARTIAL = BsonDocument.parse(
            "{v: 2, key: {code: 1}, name: 'code_1', unique: true, partialFilterExpression: {rank: {$gt: 0}}}");

    /**
     * A TTL index: {@code expireAfterSeconds} as the server has it, which may be an int, a long or
     * a double (whatever the creating client sent: the shell's numbers are doubles, jstests pass
     * {@code NumberLong(...)} to collMod, this bootstrap sends an int).
     */
    private static BsonDocument realTtl(String seconds) {
        return BsonDocument.parse(
                "{v: 2, key: {lockedAt: 1}, name: 'lockedAt_1', expireAfterSeconds: " + seconds + "}");
    }

    private static List<BsonDocument> realPlaceIndexes() {
        return new ArrayList<>(List.of(
                REAL_ID,
                REAL_TEXT,
                REAL_2DSPHERE,
                REAL_HASHED,
                REAL_WILDCARD,
                REAL_COLLATION_INDEX,
                realTtl("86400"),
                REAL_UNIQUE_PARTIAL));
    }

    @Test
    void everyIndexKindAsARealServerListsItIsAlreadyThere() {
        Outcome outcome = reconcile(Schemas.placeIndexes(), realPlaceIndexes(), null);
        assertEquals(List.of(), outcome.conflicts, outcome.toString());
        assertEquals(List.of(), outcome.missing, outcome.toString());
        assertEquals(List.of(), outcome.undeclared, outcome.toString());
        assertEquals(
                7,
                outcome.existing.size(),
                "text, 2dsphere, hashed, wildcard, collation, TTL, unique partial: " + outcome);
    }

    @Test
    void indexesAsTheEmbeddedServerListsThemAreAlreadyThereToo() {
        // mongo-java-server keeps what it was sent: the text fields as declared, no weights, no collation defaults
        List<BsonDocument> sent = new ArrayList<>(List.of(REAL_ID));
        for (IndexModel model : Schemas.placeIndexes()) {
            sent.add(IndexSpecs.of(model).append("v", new BsonInt32(2)));
        }
        Outcome outcome = reconcile(Schemas.placeIndexes(), sent, null);
        assertEquals(List.of(), outcome.conflicts, outcome.toString());
        assertEquals(7, outcome.existing.size(), outcome.toString());
    }

    @Test
    void aTtlCountsWhateverTheNumericTypeOfItsSecondsAndAnotherDurationIsAConflict() {
        for (String seconds : List.of("86400", "{$numberLong: '86400'}", "86400.0")) {
            Outcome outcome = reconcile(Schemas.placeIndexes(), realPlaceIndexesWith(realTtl(seconds)), null);
            assertEquals(List.of(), outcome.conflicts, seconds + ": " + outcome);
            assertEquals(7, outcome.existing.size(), seconds + ": " + outcome);
        }
        assertConflict("lockedAt_1", realTtl("3600"));
        assertConflict("lockedAt_1", without(realTtl("86400"), "expireAfterSeconds"));
    }

    @Test
    void aTextIndexWithOtherWeightsFieldsLanguageOrKeysIsAConflict() {
        assertConflict("place_text", with(REAL_TEXT, "weights", BsonDocument.parse("{blurb: 1, title: 10}")));
        assertConflict("place_text", with(REAL_TEXT, "weights", BsonDocument.parse("{title: 1}")));
        assertConflict("place_text", with(REAL_TEXT, "default_language", new BsonString("spanish")));
        assertConflict("place_text", with(REAL_TEXT, "language_override", new BsonString("lang")));
        assertConflict("place_text", with(REAL_TEXT, "key", BsonDocument.parse("{_fts: 'text', _ftsx: 1, rank: -1}")));
        assertConflict(
                "place_text", with(REAL_TEXT, "key", BsonDocument.parse("{category: 1, _fts: 'text', _ftsx: 1}")));
        // a collection has one text index: another name on the same text keys cannot be built beside it
        assertConflict("place_text", with(REAL_TEXT, "name", new BsonString("other_text")));
    }

    @Test
    void declaredTextWeightsAndLanguageCountAgainstTheServersDefaults() {
        IndexModel weighted = new IndexModel(
                new org.bson.Document("title", "text").append("blurb", "text"),
                new com.mongodb.client.model.IndexOptions()
                        .name("weighted")
                        .weights(new org.bson.Document("title", 10.0d))
                        .defaultLanguage("french"));
        BsonDocument listed = BsonDocument.parse("""
                {v: 2, key: {_fts: 'text', _ftsx: 1}, name: 'weighted', weights: {blurb: 1, title: 10},
                 default_language: 'french', language_override: 'language', textIndexVersion: 3}""");
        assertEquals(
                1,
                reconcile(List.of(weighted), List.of(REAL_ID, listed), null)
                        .existing
                        .size());
        Outcome english = reconcile(
                List.of(weighted), List.of(REAL_ID, with(listed, "default_language", new BsonString("english"))), null);
        assertEquals(List.of("weighted"), english.conflicts, english.toString());
        Outcome unweighted = reconcile(
                List.of(weighted),
                List.of(REAL_ID, with(listed, "weights", BsonDocument.parse("{blurb: 1, title: 1}"))),
                null);
        assertEquals(List.of("weighted"), unweighted.conflicts, unweighted.toString());
    }

    @Test
    void aCollationWithAnotherStrengthOrLocaleIsAConflict() {
        BsonDocument strength2 = REAL_COLLATION_INDEX.clone();
        strength2.getDocument("collation").put("strength", new BsonInt32(2));
        assertConflict("owner_ci", strength2);
        BsonDocument frCa = REAL_COLLATION_INDEX.clone();
        frCa.getDocument("collation").put("locale", new BsonString("fr_CA"));
        assertConflict("owner_ci", frCa);
        assertConflict("owner_ci", without(REAL_COLLATION_INDEX, "collation"));
    }

    @Test
    void anIndexWithoutItsOwnCollationTakesTheCollectionsAsTheServerFilledItIn() {
        List<IndexModel> declared = Schemas.placeIndexes().stream()
                .filter(m -> m.getOptions().getName().equals("code_1"))
                .toList();
        assertEquals(1, declared.size());
        BsonDocument existing = REAL_UNIQUE_PARTIAL.clone().append("collation", REAL_FR_CA);
        Outcome outcome = reconcile(declared, List.of(REAL_ID, existing), REAL_FR_CA);
        assertEquals(List.of(), outcome.conflicts, outcome.toString());
        assertEquals(1, outcome.existing.size(), outcome.toString());
        // without the collection's collation, the same listed index is another one
        Outcome simple = reconcile(declared, List.of(REAL_ID, existing), null);
        assertEquals(List.of("code_1"), simple.conflicts, simple.toString());
    }

    @Test
    void otherKeysOrOptionsOnHashedWildcardGeoAndPlainIndexesAreConflicts() {
        assertConflict("ownerId_hashed", with(REAL_HASHED, "key", BsonDocument.parse("{ownerId: 1}")));
        assertConflict("$**_1", with(REAL_WILDCARD, "wildcardProjection", BsonDocument.parse("{title: 1}")));
        assertConflict("location_2dsphere", with(REAL_2DSPHERE, "sparse", BsonBoolean.TRUE));
        assertConflict("location_2dsphere", with(REAL_2DSPHERE, "hidden", BsonBoolean.TRUE));
        assertConflict("code_1", without(REAL_UNIQUE_PARTIAL, "unique"));
        assertConflict(
                "code_1", with(REAL_UNIQUE_PARTIAL, "partialFilterExpression", BsonDocument.parse("{rank: {$gt: 1}}")));
        // a direction is a number: the shell writes doubles
        Outcome doubles = reconcile(
                Schemas.placeIndexes(),
                realPlaceIndexesWith(with(
                        REAL_TEXT, "key", BsonDocument.parse("{category: 1.0, _fts: 'text', _ftsx: 1.0, rank: -1.0}"))),
                null);
        assertEquals(List.of(), doubles.conflicts, doubles.toString());
        // and so is a flag: some clients write unique: 1
        Outcome numericFlag = reconcile(
                Schemas.placeIndexes(),
                realPlaceIndexesWith(with(REAL_UNIQUE_PARTIAL, "unique", new BsonInt32(1))),
                null);
        assertEquals(List.of(), numericFlag.conflicts, numericFlag.toString());
    }

    @Test
    void formatVersionsAndObsoleteOptionsDoNotCount() {
        BsonDocument old = with(
                with(realTtl("86400"), "ns", new BsonString("boot_places.places")), "background", BsonBoolean.TRUE);
        Outcome outcome = reconcile(Schemas.placeIndexes(), realPlaceIndexesWith(old), null);
        assertEquals(List.of(), outcome.conflicts, outcome.toString());
        assertEquals(7, outcome.existing.size(), outcome.toString());
    }

    @Test
    void aConflictNamesBothSpecsAndItsReason() {
        Report report = new Report(true);
        IndexReconciler.reconcile(
                "boot_places.places", Schemas.placeIndexes(), realPlaceIndexesWith(realTtl("3600")), null, report);
        assertEquals(1, report.conflicts().size(), report.toString());
        Conflict conflict = report.conflicts().get(0);
        assertEquals("boot_places.places", conflict.namespace());
        assertEquals("lockedAt_1", conflict.index());
        assertEquals("lockedAt_1 {\"lockedAt\": 1} expireAfterSeconds=86400", conflict.declared());
        assertEquals("lockedAt_1 {\"lockedAt\": 1} expireAfterSeconds=3600", conflict.existing());
        assertEquals("an index with this name exists with another spec", conflict.reason());
        Report byKeys = new Report(true);
        IndexReconciler.reconcile(
                "boot_places.places",
                Schemas.placeIndexes(),
                withExtra(with(realTtl("86400"), "name", new BsonString("ttl")), "lockedAt_1"),
                null,
                byKeys);
        assertEquals(
                "an index on the same keys exists under another name or with other options",
                byKeys.conflicts().get(0).reason(),
                byKeys.toString());
        assertEquals(
                "ttl {\"lockedAt\": 1} expireAfterSeconds=86400",
                byKeys.conflicts().get(0).existing());
        assertEquals(List.of(), byKeys.undeclaredIndexes(), "the index in conflict is not also undeclared");
    }

    @Test
    void missingAndUndeclaredIndexesAreToldApart() {
        BsonDocument undeclared = BsonDocument.parse("{v: 2, key: {title: 1}, name: 'title_1'}");
        Outcome outcome = reconcile(Schemas.placeIndexes(), List.of(REAL_ID, REAL_TEXT, undeclared), null);
        assertEquals(List.of(), outcome.conflicts, outcome.toString());
        assertEquals(
                List.of(
                        "boot_places.places place_text {\"category\": 1, \"title\": \"text\", \"blurb\": \"text\", \"rank\": -1}"),
                outcome.existing);
        assertEquals(
                List.of("location_2dsphere", "ownerId_hashed", "owner_ci", "lockedAt_1", "code_1", "$**_1"),
                outcome.missing.stream().map(IndexSpecs::name).toList(),
                "in declaration order");
        assertEquals(List.of("boot_places.places title_1 {\"title\": 1}"), outcome.undeclared);
    }

    @Test
    void aMissingIndexIsSentWithItsNameAndEveryOptionThatIsSet() {
        Outcome outcome = reconcile(Schemas.placeIndexes(), List.of(), null);
        assertEquals(
                List.of(
                        BsonDocument.parse(
                                "{key: {category: 1, title: 'text', blurb: 'text', rank: -1}, name: 'place_text'}"),
                        BsonDocument.parse("{key: {location: '2dsphere'}, name: 'location_2dsphere'}"),
                        BsonDocument.parse("{key: {ownerId: 'hashed'}, name: 'ownerId_hashed'}"),
                        BsonDocument.parse(
                                "{key: {owner: 1}, name: 'owner_ci', collation: {locale: 'fr', strength: 1, numericOrdering: true}}"),
                        BsonDocument.parse("{key: {lockedAt: 1}, name: 'lockedAt_1', expireAfterSeconds: 86400}"),
                        BsonDocument.parse(
                                "{key: {code: 1}, name: 'code_1', unique: true, partialFilterExpression: {rank: {$gt: 0}}}"),
                        BsonDocument.parse("{key: {'$**': 1}, name: '$**_1'}")),
                outcome.missing);
        assertEquals(List.of(), outcome.undeclared, "nothing exists, not even _id_ (a collection still to create)");
    }

    @Test
    void textKeysCompareAsTheServerRewritesThem() {
        BsonDocument declared = BsonDocument.parse("{key: {a: 1, b: 'text', c: 'text', d: -1}}");
        assertTrue(
                IndexReconciler.sameKeys(declared, BsonDocument.parse("{key: {a: 1, _fts: 'text', _ftsx: 1, d: -1}}")));
        assertTrue(IndexReconciler.sameKeys(
                declared, BsonDocument.parse("{key: {a: 1.0, c: 'text', d: {$numberLong: '-1'}}}")));
        assertFalse(
                IndexReconciler.sameKeys(declared, BsonDocument.parse("{key: {_fts: 'text', _ftsx: 1, a: 1, d: -1}}")),
                "a key before the text fields stays before them");
        assertFalse(
                IndexReconciler.sameKeys(
                        BsonDocument.parse("{key: {a: 1, b: 1}}"), BsonDocument.parse("{key: {b: 1, a: 1}}")),
                "key order counts");
        assertFalse(
                IndexReconciler.sameKeys(BsonDocument.parse("{key: {a: 1}}"), BsonDocument.parse("{key: {a: -1}}")));
        assertFalse(IndexReconciler.sameKeys(
                BsonDocument.parse("{key: {a: 'hashed'}}"), BsonDocument.parse("{key: {a: 1}}")));
    }

    @Test
    void compoundKeysInAnotherOrderAreAnotherIndex() {
        IndexModel declared = new IndexModel(
                new org.bson.Document("breed", 1).append("age", -1),
                new com.mongodb.client.model.IndexOptions().name("breed_1_age_-1"));
        // the same name on the keys in another order: not the declared index
        Outcome sameName = reconcile(
                List.of(declared),
                List.of(REAL_ID, BsonDocument.parse("{v: 2, key: {age: -1, breed: 1}, name: 'breed_1_age_-1'}")),
                null);
        assertEquals(List.of("breed_1_age_-1"), sameName.conflicts, sameName.toString());
        assertEquals(List.of(), sameName.existing, sameName.toString());
        // another name on the keys in another order: MongoDB builds both, so the declared one is missing
        Outcome otherName = reconcile(
                List.of(declared),
                List.of(REAL_ID, BsonDocument.parse("{v: 2, key: {age: -1, breed: 1}, name: 'age_-1_breed_1'}")),
                null);
        assertEquals(List.of(), otherName.conflicts, otherName.toString());
        assertEquals(
                List.of("breed_1_age_-1"),
                otherName.missing.stream().map(IndexSpecs::name).toList(),
                otherName.toString());
        assertEquals(List.of("boot_places.places age_-1_breed_1 {\"age\": -1, \"breed\": 1}"), otherName.undeclared);
    }

    // ---- helpers ----

    /** What {@code reconcile} made of one collection: indexes already there, conflicts (by name), missing, undeclared. */
    private record Outcome(
            List<String> existing, List<String> conflicts, List<BsonDocument> missing, List<String> undeclared) {}

    private static Outcome reconcile(
            List<IndexModel> declared, List<BsonDocument> existing, BsonDocument collectionCollation) {
        Report report = new Report(true);
        List<BsonDocument> missing =
                IndexReconciler.reconcile("boot_places.places", declared, existing, collectionCollation, report);
        return new Outcome(
                report.existingIndexes(),
                report.conflicts().stream().map(Conflict::index).toList(),
                missing,
                report.undeclaredIndexes());
    }

    private static void assertConflict(String index, BsonDocument existing) {
        Outcome outcome = reconcile(
                Schemas.placeIndexes(),
                existing.getString("name").getValue().equals(index)
                        ? realPlaceIndexesWith(existing)
                        : withExtra(existing, index),
                null);
        assertEquals(List.of(index), outcome.conflicts, existing.toJson() + ": " + outcome);
        assertEquals(List.of(), outcome.missing, "a conflicting index is not sent again: " + outcome);
        assertEquals(6, outcome.existing.size(), "the other indexes are still found: " + outcome);
    }

    /** The real indexes with one replaced by {@code replacement} (same name). */
    private static List<BsonDocument> realPlaceIndexesWith(BsonDocument replacement) {
        List<BsonDocument> out = realPlaceIndexes();
        String name = replacement.getString("name").getValue();
        out.replaceAll(index -> index.getString("name").getValue().equals(name) ? replacement : index);
        assertTrue(out.contains(replacement), name);
        return out;
    }

    /** The real indexes but {@code replaced}, with {@code extra} beside them (another name). */
    private static List<BsonDocument> withExtra(BsonDocument extra, String replaced) {
        List<BsonDocument> out = realPlaceIndexes();
        assertTrue(out.removeIf(index -> index.getString("name").getValue().equals(replaced)), replaced);
        out.add(extra);
        return out;
    }

    private static BsonDocument with(BsonDocument document, String key, BsonValue value) {
        BsonDocument out = document.clone();
        out.put(key, value);
        return out;
    }

    private static BsonDocument without(BsonDocument document, String key) {
        BsonDocument out = document.clone();
        out.remove(key);
        return out;
    }
}
