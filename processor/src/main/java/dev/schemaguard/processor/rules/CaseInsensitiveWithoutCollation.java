package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.FieldPaths;
import dev.schemaguard.processor.model.IndexRelations;
import dev.schemaguard.processor.model.Spelling;

@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "A @CaseInsensitive field has no index that starts with it under a strength 1 or 2 collation")
public final class CaseInsensitiveWithoutCollation implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        IndexRelations relations = new IndexRelations(document.collation());
        for (FieldPaths.FieldPath path : FieldPaths.of(document)) {
            FieldModel field = path.field();
            if (field.caseInsensitive()
                    && field.type().holdsStrings()
                    && relations
                            .caseInsensitiveIndex(document.indexes(), path.javaPath())
                            .isEmpty()) {
                String prefix = path.javaPath()
                        .substring(
                                0, path.javaPath().length() - field.javaName().length());
                report.report(
                        Message.CASE_INSENSITIVE_WITHOUT_COLLATION,
                        field.originOf("CaseInsensitive"),
                        path.javaPath(),
                        hintToAdd(document, prefix, path.javaPath()));
            }
        }
    }

    /** The index that fixes it, in the document's vocabulary: on the field itself at the root, on the document class for a nested field. */
    private static String hintToAdd(DocumentModel document, String prefix, String path) {
        String locale = document.collation() != null ? document.collation().locale() : "en";
        Spelling spelling = document.spelling();
        String collation = spelling.collation(locale, 2);
        return prefix.isEmpty()
                ? spelling.fieldIndexWith(collation) + " on the field"
                : spelling.classIndexWith(path, collation) + " on '" + document.simpleName() + "'";
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        CASE_INSENSITIVE_WITHOUT_COLLATION(
                "'%s' is @CaseInsensitive but no index starts with it under a case-insensitive collation (strength 1 "
                        + "or 2), so lookups that ignore case scan the collection or fall back to a $regex with option "
                        + "i; add %s and query with the same collation");

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
