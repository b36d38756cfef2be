package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexRelations;
import dev.schemaguard.processor.model.IndexSpec;
import java.util.List;

@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "Two indexes have the same keys, collation and partial filter, or the same name")
public final class DuplicateIndex implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        IndexRelations relations = new IndexRelations(document.collation());
        List<IndexSpec> indexes = document.indexes();
        for (int later = 1; later < indexes.size(); later++) {
            IndexSpec b = indexes.get(later);
            for (int earlier = 0; earlier < later; earlier++) {
                IndexSpec a = indexes.get(earlier);
                if (relations.sameIndex(a, b)) {
                    boolean directions = a.keys().size() == 1 && a.keys().get(0).type() != b.keys().get(0).type();
                    report.report(directions ? Message.DUPLICATE_INDEX_DIRECTION : Message.DUPLICATE_INDEX, b.origin(),
                            b.describe(), a.describe());
                    break;
                }
                if (a.name().equals(b.name())) {
                    report.report(Message.DUPLICATE_INDEX_NAME, b.originOf("name"), b.name(), a.keysDocument(),
                            b.keysDocument());
                    break;
                }
            }
        }
    }
}
