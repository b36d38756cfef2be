package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.model.ValueType;

/** The server builds a TTL index on any field; the TTL monitor deletes only documents whose value is a date. */
@RuleDefinition(
        severity = Severity.ERROR,
        summary = "A TTL index is on a field that holds no date, so no document ever expires")
public final class TtlNeverExpires implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            // TtlIndex reports a compound TTL or one on _id, which the server refuses outright
            if (!index.isTtl() || index.keys().size() != 1 || index.isDefaultIdIndex()) {
                continue;
            }
            IndexKey key = index.keys().get(0);
            PathResolution resolution = document.paths().resolve(key.javaPath());
            FieldModel field = resolution.isResolved() ? resolution.lastField() : null;
            // a key into a map entry or an unknown type holds whatever is stored there: nothing to say
            if (field == null || resolution.throughMap() || !key.javaPath().endsWith(field.javaName())) {
                continue;
            }
            BsonType stored = throughArrays(field.type()).bson();
            if (stored != BsonType.DATE && stored != BsonType.ANY) {
                report.report(
                        Message.TTL_NOT_DATE,
                        index.originOf("expireAfterSeconds"),
                        index.describe(),
                        key.javaPath(),
                        field.type().javaType());
            }
        }
    }

    /** An array of dates expires by its earliest date; a map of dates is an embedded document, which never does. */
    private static ValueType throughArrays(ValueType type) {
        ValueType t = type;
        while (t.bson() == BsonType.ARRAY && !t.isByteArray()) {
            t = t.element();
        }
        return t;
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        TTL_NOT_DATE(
                "TTL index %s is on '%s' of type %s: MongoDB builds it, but it only deletes documents whose indexed "
                        + "field holds a date or an array of dates, so these documents never expire; index a "
                        + "java.util.Date, Instant, LocalDate or LocalDateTime field");

        private final String template;

        Message(String template) {
            this.template = template;
        }

        @Override
        public String template() {
            return template;
        }
    }
}
