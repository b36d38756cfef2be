package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

@RuleDefinition(severity = Severity.ERROR, fixed = true,
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
                if (otherName != null && !otherName.equals(name)
                        && otherName.toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                    otherSpellings.computeIfAbsent(otherName, k -> new java.util.ArrayList<>()).add(other.simpleName());
                }
            }
            if (!otherSpellings.isEmpty()) {
                String others = otherSpellings.entrySet().stream()
                        .map(e -> "'" + e.getKey() + "' of " + e.getValue().stream().map(n -> "'" + n + "'")
                                .collect(Collectors.joining(", ")))
                        .collect(Collectors.joining("; "));
                report.report(Message.DATABASE_NAME_CASE, document.originOf("database"), name, document.simpleName(),
                        others);
            }
        }
    }
}
