package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexSpec;

/** What createIndexes refuses of a TTL (ttl_index_options.js, index_id_options.js); TtlNeverExpires has what it builds in vain. */
@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "A TTL index has several keys or is on _id, which MongoDB refuses")
public final class TtlIndex implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            if (!index.isTtl()) {
                continue;
            }
            if (index.keys().size() > 1) {
                report.report(
                        Message.TTL_KEYS,
                        index.originOf("expireAfterSeconds"),
                        index.describe(),
                        index.keys().size());
            } else if (index.isDefaultIdIndex()) {
                report.report(Message.TTL_ON_ID, index.originOf("expireAfterSeconds"), index.describe());
            }
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        TTL_KEYS("TTL index %s has %d keys: MongoDB refuses expireAfterSeconds on a compound index (CannotCreateIndex, "
                + "67); index the date field alone with the TTL, and declare the compound index without it"),
        TTL_ON_ID("TTL index %s is on _id: the _id index takes no expireAfterSeconds and MongoDB refuses it "
                + "(InvalidIndexSpecificationOption, 197); index a date field such as createdAt");

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
