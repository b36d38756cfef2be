package dev.schemaguard.processor.report;

import dev.schemaguard.processor.json.JsonWriter;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.SizeEstimate;
import dev.schemaguard.processor.model.SizeEstimator;
import dev.schemaguard.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code schema.json}: the model for other tools, versioned by {@code formatVersion}. Collections
 * sorted by database, collection and class; fields in document order, indexes in declaration
 * order (both fixed by the sources, not by javac); findings sorted. A change that removes or
 * renames a member, or changes its meaning, raises the version; adding members does not.
 */
final class SchemaJsonWriter {

    static final int FORMAT_VERSION = 1;

    private SchemaJsonWriter() {}

    static String json(List<ReportedDocument> documents, List<ReportedFinding> across) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("formatVersion", FORMAT_VERSION);
        root.put("generator", "schemaguard");
        List<Object> collections = new ArrayList<>();
        for (ReportedDocument document : SchemaReportGenerator.ordered(documents)) {
            collections.add(collection(document, documents));
        }
        root.put("collections", collections);
        root.put("findingsAcrossDocuments", findings(across));
        return JsonWriter.tree(root);
    }

    private static Map<String, Object> collection(ReportedDocument reported, List<ReportedDocument> all) {
        DocumentModel model = reported.model();
        SizeEstimate estimate = SizeEstimator.estimate(model);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("database", model.database());
        out.put("databaseSource", lower(model.databaseSource()));
        out.put("collection", model.collection());
        out.put("collectionAtRunTime", model.collectionAtRunTime());
        out.put("class", model.qualifiedName());
        out.put(
                "subclasses",
                model.subtypes().stream().map(TypeModel::qualifiedName).toList());
        out.put("typeKey", model.typeKey());
        out.put("worstCaseBytes", estimate.bytes());
        out.put("worstCaseClass", estimate.type());
        out.put("maxDocumentBytes", SizeEstimator.maxDocumentBytes(model));
        List<Object> fields = new ArrayList<>();
        for (StoredField field : StoredField.of(model, estimate)) {
            Map<String, Object> f = new LinkedHashMap<>();
            f.put("path", field.storedPath());
            f.put("javaPath", field.javaPath());
            f.put("javaType", field.field().type().javaType());
            f.put("bsonType", field.bsonType());
            f.put("type", field.type());
            f.put("bound", field.field().limit());
            f.put("boundUnit", field.field().limit() == null ? null : field.boundUnit());
            f.put("nullable", field.nullable());
            f.put("worstCaseBytes", field.worstCaseBytes());
            f.put("indexes", field.indexes());
            fields.add(f);
        }
        out.put("fields", fields);
        List<Object> indexes = new ArrayList<>();
        for (IndexSpec index : model.indexes()) {
            indexes.add(index(index));
        }
        out.put("indexes", indexes);
        if (model.indexesUndeclared()) {
            // a class the driver's codec stores without a document annotation: its indexes are made elsewhere
            out.put("indexesMadeOutsideTheCompilation", true);
        }
        out.put("options", options(model));
        out.put("shardKey", shardKey(model));
        List<Object> references = new ArrayList<>();
        for (References.Edge edge : References.of(model, all)) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("path", edge.storedPath());
            r.put("target", edge.target());
            r.put("targetDatabase", edge.targetDatabase());
            r.put("targetCollection", edge.targetCollection());
            r.put("storage", lower(edge.storage()));
            r.put("extended", edge.extended());
            r.put("many", edge.many());
            r.put("maxTargets", edge.maxTargets());
            references.add(r);
        }
        out.put("references", references);
        List<Object> queries = new ArrayList<>();
        for (ReportedQuery query : reported.queries()) {
            Map<String, Object> q = new LinkedHashMap<>();
            q.put("name", query.name());
            q.put("shape", query.shape());
            q.put("plan", query.plan());
            q.put("index", query.index());
            q.put("order", query.sort());
            queries.add(q);
        }
        out.put("queries", queries);
        out.put("findings", findings(reported.findings()));
        return out;
    }

    private static List<Object> keys(List<IndexKey> keys) {
        List<Object> out = new ArrayList<>();
        for (IndexKey key : keys) {
            Map<String, Object> k = new LinkedHashMap<>();
            k.put("path", key.effectivePath());
            k.put("resolved", key.isResolved());
            k.put("type", key.type().suffix() != null ? key.type().suffix() : key.suffix());
            out.add(k);
        }
        return out;
    }

    /** The shard key (docs/guide/sharding.md), in stored paths, or {@code null}. */
    private static Map<String, Object> shardKey(DocumentModel model) {
        if (model.shardKey() == null) {
            return null;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("keys", keys(model.shardKey().keys()));
        out.put("unique", model.shardKey().unique());
        return out;
    }

    private static Map<String, Object> index(IndexSpec index) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", index.name());
        out.put("explicitName", index.explicitName() != null);
        out.put("keys", keys(index.keys()));
        out.put("unique", index.unique());
        out.put("sparse", index.sparse());
        out.put("hidden", index.hidden());
        out.put("expireAfterSeconds", index.isTtl() ? index.expireAfterSeconds().getAsLong() : null);
        out.put("partialFilter", index.partialFilter());
        out.put("collation", collation(index.collation()));
        Map<String, Object> weights = new LinkedHashMap<>();
        index.weights().forEach(weights::put);
        out.put("weights", weights);
        out.put("options", new LinkedHashMap<>(index.options()));
        out.put("declaredBy", index.declaringType());
        return out;
    }

    private static Map<String, Object> options(DocumentModel model) {
        CollectionOptions options = model.collectionOptions();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("collation", collation(model.collation()));
        Map<String, Object> capped = null;
        if (options.capped() != null) {
            capped = new LinkedHashMap<>();
            capped.put("sizeBytes", options.capped().sizeBytes());
            capped.put(
                    "maxDocuments",
                    options.capped().maxDocuments() > 0 ? options.capped().maxDocuments() : null);
        }
        out.put("capped", capped);
        Map<String, Object> timeSeries = null;
        if (options.timeSeries() != null) {
            CollectionOptions.TimeSeries ts = options.timeSeries();
            timeSeries = new LinkedHashMap<>();
            timeSeries.put("timeField", ts.timeField());
            timeSeries.put("metaField", ts.hasMetaField() ? ts.metaField() : null);
            timeSeries.put(
                    "granularity",
                    ts.granularity() == null ? null : ts.granularity().serverName());
            timeSeries.put("bucketMaxSpanSeconds", ts.bucketMaxSpanSeconds() != 0 ? ts.bucketMaxSpanSeconds() : null);
            timeSeries.put(
                    "bucketRoundingSeconds", ts.bucketRoundingSeconds() != 0 ? ts.bucketRoundingSeconds() : null);
            timeSeries.put("expireAfterSeconds", ts.expireAfterSeconds() >= 0 ? ts.expireAfterSeconds() : null);
        }
        out.put("timeSeries", timeSeries);
        Map<String, Object> storage = null;
        if (options.storage() != null) {
            storage = new LinkedHashMap<>();
            CollectionOptions.Compressor compressor = options.storage().blockCompressor();
            storage.put("blockCompressor", compressor == null ? null : compressor.wiredTigerName());
            storage.put(
                    "configString",
                    options.storage().configString().isEmpty()
                            ? null
                            : options.storage().configString());
        }
        out.put("storage", storage);
        Map<String, Object> validation = null;
        if (options.validation() != null) {
            validation = new LinkedHashMap<>();
            CollectionOptions.Validation v = options.validation();
            validation.put("level", v.level() == null ? null : v.level().serverName());
            validation.put("action", v.action() == null ? null : v.action().serverName());
        }
        out.put("validation", validation);
        return out;
    }

    private static Map<String, Object> collation(CollationSpec collation) {
        if (collation == null) {
            return null;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("locale", collation.locale());
        out.put("strength", collation.strength());
        out.put("caseLevel", collation.caseLevel());
        out.put("numericOrdering", collation.numericOrdering());
        return out;
    }

    private static List<Object> findings(List<ReportedFinding> findings) {
        List<Object> out = new ArrayList<>();
        for (ReportedFinding finding : findings) {
            Map<String, Object> f = new LinkedHashMap<>();
            f.put("rule", finding.rule());
            f.put("severity", finding.severity().name());
            f.put("class", finding.document());
            f.put("where", finding.where());
            f.put("message", finding.message());
            out.add(f);
        }
        return out;
    }

    private static String lower(Enum<?> value) {
        return value == null ? null : value.name().toLowerCase(Locale.ROOT);
    }
}
