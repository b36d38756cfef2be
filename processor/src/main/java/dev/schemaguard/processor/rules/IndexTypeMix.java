package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import java.util.EnumSet;
import java.util.Set;

/**
 * index_plugins.js: each special index type is its own access method, and one index has one, so
 * createIndexes refuses any two of 2d, 2dsphere, text and hashed together (CannotCreateIndex).
 */
@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "One index mixes two special key types among 2d, 2dsphere, text, hashed and wildcard")
public final class IndexTypeMix implements DocumentRule {

    private static final Set<IndexKeyType> SPECIAL =
            EnumSet.of(IndexKeyType.GEO_2D, IndexKeyType.GEO_2DSPHERE, IndexKeyType.TEXT, IndexKeyType.HASHED);

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            IndexKey first = null;
            for (IndexKey key : index.keys()) {
                if (!SPECIAL.contains(key.type()) && !isWildcard(key)) {
                    continue;
                }
                if (first == null) {
                    first = key;
                } else if (kind(key) != kind(first)) {
                    report.report(Message.INDEX_TYPE_MIX, key.origin(), index.describe(), kind(first), kind(key));
                    break;
                }
            }
        }
    }

    /** A wildcard key ({@code $**}) is its own index type too, and compounds with no other special key. */
    private static boolean isWildcard(IndexKey key) {
        return key.javaPath().endsWith(FieldPathResolver.WILDCARD);
    }

    private static String kind(IndexKey key) {
        return isWildcard(key) ? "wildcard" : key.type().suffix();
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        INDEX_TYPE_MIX(
                "index %s has a %s key and a %s key: MongoDB refuses an index that mixes two special key types among "
                        + "2d, 2dsphere, text and hashed (CannotCreateIndex, 67); declare one index for each");

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
