package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexRelations;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.TypeModel;
import java.util.HashSet;
import java.util.Set;

@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "A @CaseInsensitive field has no index that starts with it under a strength 1 or 2 collation")
public final class CaseInsensitiveWithoutCollation implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        IndexRelations relations = new IndexRelations(document.collation());
        walk(document, document.root(), "", relations, new HashSet<>(), report);
        for (TypeModel subtype : document.subtypes()) {
            walk(document, subtype, "", relations, new HashSet<>(), report);
        }
    }

    /** Every @CaseInsensitive field at any depth of embedding, by its Java path from the root. */
    private void walk(DocumentModel document, TypeModel type, String prefix, IndexRelations relations,
            Set<String> visiting, ValidationReport report) {
        for (FieldModel field : type.fields()) {
            String path = prefix + field.javaName();
            if (field.caseInsensitive() && field.type().holdsStrings() && !covered(document, path, relations)) {
                report.report(Message.CASE_INSENSITIVE_WITHOUT_COLLATION, field.originOf("CaseInsensitive"), path,
                        hintToAdd(document, prefix, path));
            }
            String next = field.isReference() ? null : field.type().innermostTypeKey();
            if (next != null && document.types().containsKey(next) && visiting.add(next)) {
                walk(document, document.types().get(next), path + ".", relations, visiting, report);
                visiting.remove(next);
            }
        }
    }

    private static boolean covered(DocumentModel document, String path, IndexRelations relations) {
        for (IndexSpec index : document.indexes()) {
            CollationSpec collation = relations.effectiveCollation(index);
            if (index.keys().get(0).javaPath().equals(path) && index.keys().get(0).type().isDirection()
                    && collation != null && collation.isCaseInsensitive()) {
                return true;
            }
        }
        return false;
    }

    /** The hint that fixes it: on the field itself at the root, on the document class for a nested field. */
    private static String hintToAdd(DocumentModel document, String prefix, String path) {
        String locale = document.collation() != null ? document.collation().locale() : "en";
        String collation = "collation = @Collation(locale = \"" + locale + "\", strength = 2)";
        return prefix.isEmpty()
                ? "@IndexHint(" + collation + ") on the field"
                : "@IndexHint(keys = \"" + path + "\", " + collation + ") on '" + document.simpleName() + "'";
    }
}
