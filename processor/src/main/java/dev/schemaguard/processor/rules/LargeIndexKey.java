package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PathResolution;

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "An indexed String may be longer than 1024 characters (@Bounded): index a hash of it instead")
public final class LargeIndexKey implements DocumentRule {

    static final long MAX_CHARACTERS = 1024;

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            for (IndexKey key : index.keys()) {
                // hashed keys store a hash and text keys store words: only ascending and descending keys store the
                // value
                if (!key.type().isDirection()) {
                    continue;
                }
                PathResolution resolution = document.paths().resolve(key.javaPath());
                FieldModel field = resolution.isResolved() && !resolution.throughMap() ? resolution.lastField() : null;
                if (field == null
                        || !key.javaPath().endsWith(field.javaName())
                        || !field.type().innermost().isJavaString()) {
                    continue;
                }
                // a String field's own bound, or for strings in a container the type argument's (List<@Bounded(max =
                // 2000) String>)
                Long characters =
                        field.type().isContainer() ? field.type().innermost().bound() : field.bound();
                if (characters != null && characters > MAX_CHARACTERS) {
                    report.report(
                            Message.LARGE_INDEX_KEY,
                            key.origin(),
                            key.javaPath(),
                            characters,
                            document.spelling().hashedKeyOf(key.javaPath()));
                }
            }
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        LARGE_INDEX_KEY(
                "index key '%s' is a String of up to %,d characters (its declared bound): index entries over 1 KB "
                        + "bloat the index (MongoDB before 4.2 refused them); index a hash of it with %s, or bound it "
                        + "to 1024 characters");

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
