package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "Two database names differ only in case, which MongoDB refuses")
public final class DatabaseNameCase implements SchemaRule {

    @Override
    public void check(List<DocumentModel> documents, SchemaGuardOptions options, ValidationReport report) {
        for (DocumentModel document : documents) {
            String name = document.database();
            if (name == null) {
                continue;
            }
            Map<String, List<String>> otherSpellings = new TreeMap<>();
            for (DocumentModel other : documents) {
                String otherName = other.database();
                if (otherName != null
                        && !otherName.equals(name)
                        && otherName.toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                    otherSpellings
                            .computeIfAbsent(otherName, k -> new ArrayList<>())
                            .add(other.simpleName());
                }
            }
            if (!otherSpellings.isEmpty()) {
                String others = otherSpellings.entrySet().stream()
                        .map(e -> "'" + e.getKey() + "' of "
                                + e.getValue().stream().map(n -> "'" + n + "'").collect(Collectors.joining(", ")))
                        .collect(Collectors.joining("; "));
                report.report(
                        Message.DATABASE_NAME_CASE, document.originOf("database"), name, document.simpleName(), others);
            }
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        DATABASE_NAME_CASE(
                "database name '%s' of '%s' differs only in case from %s: MongoDB refuses to create a database whose "
                        + "name differs from an existing one only in case (DatabaseDifferCase, 13297); spell the name "
                        + "one way everywhere");

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
