package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.mongodb.client.model.Collation;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.BsonDocument;
import org.bson.Document;
import org.junit.jupiter.api.Test;

/** An index as createIndexes sends it, with every option of the driver's IndexOptions that is set. */
class IndexSpecsTest {

    /** Found in review: a TTL above 2^31 - 1 seconds from a hand-built target wrapped around to a negative int. */
    @Test
    void aTtlPastAnIntIsKeptWhole() {
        IndexModel small = new IndexModel(
                new Document("at", 1), new IndexOptions().name("at_1").expireAfter(60L, TimeUnit.SECONDS));
        assertEquals(BsonDocument.parse("{key: {at: 1}, name: 'at_1', expireAfterSeconds: 60}"), IndexSpecs.of(small));
        IndexModel large = new IndexModel(
                new Document("at", 1), new IndexOptions().name("at_1").expireAfter(3_000_000_000L, TimeUnit.SECONDS));
        assertEquals(
                new org.bson.BsonInt64(3_000_000_000L), IndexSpecs.of(large).get("expireAfterSeconds"));
    }

    @Test
    void everySetOptionIsSentUnderTheServersName() {
        IndexModel model = new IndexModel(
                new Document("title", "text"),
                new IndexOptions()
                        .name("all")
                        .unique(true)
                        .sparse(true)
                        .expireAfter(2L, TimeUnit.MINUTES)
                        .partialFilterExpression(new Document("year", new Document("$gt", 2000)))
                        .collation(Collation.builder().locale("fr").build())
                        .hidden(true)
                        .weights(new Document("title", 5))
                        .defaultLanguage("french")
                        .languageOverride("lang")
                        .textVersion(3)
                        .version(2)
                        .background(true));
        assertEquals(BsonDocument.parse("""
                {key: {title: 'text'}, name: 'all', unique: true, sparse: true, expireAfterSeconds: 120,
                 partialFilterExpression: {year: {$gt: 2000}}, collation: {locale: 'fr'}, hidden: true, weights: {title: 5},
                 default_language: 'french', language_override: 'lang', v: 2, textIndexVersion: 3, background: true}"""), IndexSpecs.of(model));
    }

    /** These used to be dropped: a 2d index was built with the default precision and bounds, without a word. */
    @Test
    void geoAndStorageOptionsAreSentToo() {
        IndexModel flat = new IndexModel(
                new Document("position", "2d"),
                new IndexOptions()
                        .name("position_2d")
                        .bits(32)
                        .min(-500.0)
                        .max(500.0)
                        .storageEngine(new Document("wiredTiger", new Document("configString", ""))));
        assertEquals(BsonDocument.parse("""
                {key: {position: '2d'}, name: 'position_2d', bits: 32, min: -500.0, max: 500.0,
                 storageEngine: {wiredTiger: {configString: ''}}}"""), IndexSpecs.of(flat));
        IndexModel sphere = new IndexModel(
                new Document("location", "2dsphere"),
                new IndexOptions().name("location_2dsphere").sphereVersion(2));
        assertEquals(
                BsonDocument.parse(
                        "{key: {location: '2dsphere'}, name: 'location_2dsphere', '2dsphereIndexVersion': 2}"),
                IndexSpecs.of(sphere));
    }

    @Test
    void aDeclared2dPrecisionCountsInTheComparison() {
        IndexModel flat = new IndexModel(
                new Document("position", "2d"),
                new IndexOptions().name("position_2d").bits(32));
        BsonDocument listed = BsonDocument.parse("{v: 2, key: {position: '2d'}, name: 'position_2d', bits: 32}");
        Report same = new Report(true);
        IndexReconciler.reconcile("db.c", List.of(flat), List.of(listed), null, same);
        assertEquals(1, same.existingIndexes().size(), same.toString());
        Report other = new Report(true);
        IndexReconciler.reconcile(
                "db.c",
                List.of(flat),
                List.of(BsonDocument.parse("{v: 2, key: {position: '2d'}, name: 'position_2d'}")),
                null,
                other);
        assertEquals(1, other.conflicts().size(), other.toString());
    }

    @Test
    void aSpecIsDescribedByNameKeysAndTheOptionsThatAreSet() {
        assertEquals(
                "code_1 {\"code\": 1} unique=true partialFilterExpression={\"rank\": {\"$gt\": 0}}",
                IndexSpecs.describe(
                        BsonDocument.parse(
                                "{v: 2, key: {code: 1}, name: 'code_1', ns: 'db.c', unique: true, partialFilterExpression: {rank: {$gt: 0}}}")));
        assertEquals(
                "? {}",
                IndexSpecs.describe(new BsonDocument()),
                "a listed spec without name or keys does not break the report");
    }
}
