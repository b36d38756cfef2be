package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Finding;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DatabaseSource;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.TypeModel;
import java.util.List;
import org.junit.jupiter.api.Test;

class RuleRunnerTest {

    @RuleDefinition(severity = Severity.ERROR, summary = "always throws")
    static final class Exploding implements DocumentRule {
        @Override
        public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
            throw new IllegalStateException("boom");
        }
    }

    private static DocumentModel document(String collection) {
        return document(collection, null);
    }

    private static DocumentModel document(String collection, String database) {
        TypeModel root =
                new TypeModel("p.Book", "p.Book", TypeModel.Kind.CLASS, List.of(), false, true, List.of(), Origin.NONE);
        return DocumentModel.builder()
                .packageName("p")
                .root(root)
                .collection(collection)
                .database(database)
                .databaseSource(database == null ? DatabaseSource.UNKNOWN : DatabaseSource.OPTION)
                .origin(Origin.NONE)
                .build();
    }

    @Test
    void aThrowingRuleBecomesAnInternalErrorAndTheOtherRulesStillRun() {
        RuleRegistry registry = new RuleRegistry(List.of(new Exploding(), new DatabaseNameStyle()), List.of());
        ValidationReport report =
                new RuleRunner(registry, SchemaGuardOptions.defaults()).validate(document("books", "Library"));
        List<String> rules = report.findings().stream().map(Finding::rule).toList();
        assertEquals(List.of("DatabaseNameStyle", "InternalError"), rules);
        String message = report.findings().get(1).message();
        assertTrue(message.startsWith("[InternalError] schemaguard failed in rule Exploding on 'p.Book'"), message);
        assertTrue(message.contains("IllegalStateException: boom"), message);
    }

    @Test
    void modelsBuiltByHandNeedNoJavac() {
        ValidationReport report = new RuleRunner(RuleRegistry.standard(), SchemaGuardOptions.defaults())
                .validate(document("book_reviews"));
        assertEquals(List.of(), report.findings());
    }
}
