package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PathResolution;

/** hashed_index_with_arrays.js: no key of an index with a hashed key may be an array, hashed or not (16766). */
@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "A hashed index is unique, has several hashed keys, has a key on an array, or is compound before 4.4")
public final class HashedIndex implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            long hashed = index.keys().stream()
                    .filter(k -> k.type() == IndexKeyType.HASHED)
                    .count();
            if (hashed == 0) {
                continue;
            }
            if (index.unique()) {
                report.report(
                        Message.HASHED_UNIQUE,
                        index.originOf("unique"),
                        index.describe(),
                        document.spelling().uniqueIndex());
            }
            if (hashed > 1) {
                report.report(Message.HASHED_KEYS, index.originOf("keys"), index.describe(), hashed);
            } else if (index.keys().size() > 1 && options.mongodbVersion().isBefore(4, 4)) {
                report.report(
                        Message.HASHED_COMPOUND_BEFORE_44,
                        index.originOf("keys"),
                        index.describe(),
                        index.keys().size(),
                        options.mongodbVersion());
            }
            for (IndexKey key : index.keys()) {
                // another special key beside the hashed one is IndexTypeMix's finding
                if (!key.type().isDirection() && key.type() != IndexKeyType.HASHED) {
                    continue;
                }
                PathResolution resolution = document.paths().resolve(key.javaPath());
                if (!resolution.arrayPaths().isEmpty()) {
                    report.report(
                            Message.HASHED_ARRAY,
                            key.origin(),
                            index.describe(),
                            key.javaPath(),
                            resolution.arrayPaths().get(0));
                    break;
                }
            }
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        HASHED_UNIQUE("hashed index %s is unique, which MongoDB refuses (hashes can collide; error 16764); declare the "
                + "unique index on the field with %s, and a hashed one beside it if needed"),
        HASHED_KEYS("index %s has %d hashed keys: MongoDB allows one hashed key in an index and refuses more (error "
                + "31303); keep one"),
        HASHED_COMPOUND_BEFORE_44(
                "hashed index %s has %d keys: MongoDB %s refuses a compound hashed index (they exist from 4.4 on, "
                        + "which -Aschemaguard.mongodbVersion excludes); hash the field alone"),
        HASHED_ARRAY(
                "hashed index %s has the key '%s' through '%s', an array: no key of an index with a hashed key may "
                        + "hold an array, so MongoDB refuses every document where it does (error 16766); index a "
                        + "scalar field, or drop the hashed key");

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
