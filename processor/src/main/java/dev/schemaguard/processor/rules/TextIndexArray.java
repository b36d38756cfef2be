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

/**
 * A text index tokenizes arrays of strings in its text keys, but the plain keys before and after
 * them must hold one value per document (fts_array.js, fts_partition_no_multikey.js).
 */
@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "A non-text key of a text index goes through an array, so MongoDB refuses such documents")
public final class TextIndexArray implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            if (!index.hasKeyOfType(IndexKeyType.TEXT)) {
                continue;
            }
            for (IndexKey key : index.keys()) {
                // a geo or hashed key beside text keys is IndexTypeMix's finding
                if (!key.type().isDirection()) {
                    continue;
                }
                PathResolution resolution = document.paths().resolve(key.javaPath());
                if (!resolution.arrayPaths().isEmpty()) {
                    report.report(
                            Message.TEXT_INDEX_ARRAY,
                            key.origin(),
                            index.describe(),
                            key.javaPath(),
                            resolution.arrayPaths().get(0));
                }
            }
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        TEXT_INDEX_ARRAY(
                "text index %s has the non-text key '%s' through '%s', an array: the keys beside the text keys of a "
                        + "text index cannot hold arrays, so MongoDB refuses every document where it does "
                        + "(CannotBuildIndexKeys, 201); index a scalar field there, or index the array in an index of "
                        + "its own");

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
