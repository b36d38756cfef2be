package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.ReadProblem;

/**
 * A mapping annotation written where its framework never reads it: the framework accepts the class, so
 * nothing refuses it, but what the author meant (a stored name, an id) is not what is stored. Not fixed,
 * since the application runs; an annotation that only repeats what the framework does anyway (an ignore
 * marker on a method that stores nothing) is not recorded at all. The reader records what it sees
 * (the driver's PropertyReflectionUtils and PojoBuilderHelper, SDM's bean pairing, Morphia's field
 * discovery decide where each framework reads).
 */
@RuleDefinition(severity = Severity.WARNING,
        summary = "A mapping annotation where the framework never reads it: what it names or stores is not what is stored")
public final class UnreadAnnotation implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (ReadProblem p : document.problems()) {
            if (p.kind().reporter() == ReadProblem.Reporter.UNREAD_ANNOTATION) {
                report.report(ReadProblemMessage.of(p.kind()), p.origin(), p.args().toArray());
            }
        }
    }
}
