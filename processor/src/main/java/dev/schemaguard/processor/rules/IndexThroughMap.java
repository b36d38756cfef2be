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
import java.util.Arrays;

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "An index key goes into a Map's dynamic keys: it indexes one key only (use the attribute pattern)")
public final class IndexThroughMap implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            for (IndexKey key : index.keys()) {
                PathResolution resolution = document.paths().resolve(key.javaPath());
                if (!resolution.isResolved() || resolution.mapField().isEmpty()) {
                    continue;
                }
                FieldModel map = resolution.mapField().get();
                int at = resolution.fields().indexOf(map);
                String mapPath = resolution.fieldPaths().get(at);
                String[] rest = key.javaPath().substring(mapPath.length() + 1).split("\\.", -1);
                String entry = String.join(".", Arrays.copyOf(rest, Math.min(rest.length, mapDepth(map.type()))));
                report.report(Message.INDEX_THROUGH_MAP, key.origin(), key.javaPath(), mapPath, entry);
            }
        }
    }

    /** How many dynamic keys a value of this type takes: 1 for a map, 2 for a map of maps, and so on. */
    private static int mapDepth(ValueType type) {
        int depth = 0;
        for (ValueType t = type; t != null; t = t.element()) {
            if (t.bson() == BsonType.MAP) {
                depth++;
            } else if (t.bson() != BsonType.ARRAY || t.isByteArray()) {
                break;
            }
        }
        return Math.max(1, depth);
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        INDEX_THROUGH_MAP(
                "index key '%s' goes into the map '%s', so it indexes the one dynamic key '%s' only; store the entries "
                        + "as an array of {k, v} documents (attribute pattern) and index its 'k' and 'v'");

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
