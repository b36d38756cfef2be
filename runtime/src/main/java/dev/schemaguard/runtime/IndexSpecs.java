package dev.schemaguard.runtime;

import com.mongodb.MongoClientSettings;
import com.mongodb.client.model.Collation;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import java.util.concurrent.TimeUnit;
import org.bson.BsonBoolean;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonString;
import org.bson.conversions.Bson;

/** An index as {@code createIndexes} sends it and {@code listIndexes} writes it, and its one-line description. */
final class IndexSpecs {

    private IndexSpecs() {}

    /** The spec document of a declared index: its keys, name, and every option that is set. */
    static BsonDocument of(IndexModel model) {
        IndexOptions options = model.getOptions();
        BsonDocument spec =
                new BsonDocument("key", document(model.getKeys())).append("name", new BsonString(options.getName()));
        if (options.isUnique()) {
            spec.append("unique", BsonBoolean.TRUE);
        }
        if (options.isSparse()) {
            spec.append("sparse", BsonBoolean.TRUE);
        }
        Long ttl = options.getExpireAfter(TimeUnit.SECONDS);
        if (ttl != null) {
            // an int as the shell and the generated code send it; a hand-built target's larger value is kept whole
            spec.append(
                    "expireAfterSeconds", ttl == ttl.intValue() ? new BsonInt32(ttl.intValue()) : new BsonInt64(ttl));
        }
        if (options.getPartialFilterExpression() != null) {
            spec.append("partialFilterExpression", document(options.getPartialFilterExpression()));
        }
        Collation collation = options.getCollation();
        if (collation != null) {
            spec.append("collation", collation.asDocument());
        }
        // a driver before 4.1 has no hidden option: no index it builds is hidden
        if (DriverFeature.HIDDEN_INDEXES.available() && options.isHidden()) {
            spec.append("hidden", BsonBoolean.TRUE);
        }
        if (options.getWeights() != null) {
            // a text index's weights (Spring Data MongoDB's @TextIndexed(weight)): another weight is another index
            spec.append("weights", document(options.getWeights()));
        }
        if (options.getDefaultLanguage() != null) {
            spec.append("default_language", new BsonString(options.getDefaultLanguage()));
        }
        if (options.getLanguageOverride() != null) {
            spec.append("language_override", new BsonString(options.getLanguageOverride()));
        }
        if (options.getWildcardProjection() != null) {
            spec.append("wildcardProjection", document(options.getWildcardProjection()));
        }
        // the rest, under the names the driver's own createIndex sends: left out, a declared
        // option would be dropped without a word (a 2d index built with the default precision)
        if (options.getBits() != null) {
            spec.append("bits", new BsonInt32(options.getBits()));
        }
        if (options.getMin() != null) {
            spec.append("min", new BsonDouble(options.getMin()));
        }
        if (options.getMax() != null) {
            spec.append("max", new BsonDouble(options.getMax()));
        }
        if (options.getStorageEngine() != null) {
            spec.append("storageEngine", document(options.getStorageEngine()));
        }
        if (options.getVersion() != null) {
            spec.append("v", new BsonInt32(options.getVersion()));
        }
        if (options.getTextVersion() != null) {
            spec.append("textIndexVersion", new BsonInt32(options.getTextVersion()));
        }
        if (options.getSphereVersion() != null) {
            spec.append("2dsphereIndexVersion", new BsonInt32(options.getSphereVersion()));
        }
        if (options.isBackground()) {
            spec.append("background", BsonBoolean.TRUE);
        }
        return spec;
    }

    static String name(BsonDocument spec) {
        return spec.getString("name").getValue();
    }

    /** {@code author_1 {"author": 1} unique=true}: the name, the keys and the options that are set. */
    static String describe(BsonDocument spec) {
        StringBuilder out = new StringBuilder(
                        spec.getString("name", new BsonString("?")).getValue())
                .append(' ')
                .append(spec.getDocument("key", new BsonDocument()).toJson());
        for (String option : spec.keySet()) {
            if (!option.equals("name") && !option.equals("key") && !option.equals("v") && !option.equals("ns")) {
                // a one-field document renders any BSON value as JSON: {"v": ...}
                String json = new BsonDocument("v", spec.get(option)).toJson();
                out.append(' ').append(option).append('=').append(json, 6, json.length() - 1);
            }
        }
        return out.toString();
    }

    /** A driver {@code Bson} (a filter, keys, options) as the document it encodes to; {@code null} stays null. */
    static BsonDocument document(Bson bson) {
        return bson == null
                ? null
                : bson.toBsonDocument(BsonDocument.class, MongoClientSettings.getDefaultCodecRegistry());
    }
}
