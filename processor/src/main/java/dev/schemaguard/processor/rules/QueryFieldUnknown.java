package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.QueryRefusal;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.query.UnknownField;
import dev.schemaguard.processor.query.planner.Plan;
import java.util.Optional;

/**
 * A query names a property its document does not have. For a derived query method Spring Data Commons' {@code
 * PropertyPath.from} throws {@code PropertyReferenceException} when the repository is created, so the application
 * does not start. Suppressible: a method a custom repository base class implements is never derived, and the
 * compilation cannot see which base class the application configures. In query code, Morphia refuses a name it
 * validates when the query runs (an error); the driver and MongoTemplate send a name as written and the server runs
 * the query, which matches nothing there: a warning, as IndexFieldNotMapped is for an index key sent as written. So
 * is a name in a repository's {@code @Query} JSON, which {@code QueryMapper} sends unchanged when no property maps it.
 */
@RuleDefinition(
        severity = Severity.ERROR,
        summary =
                "A query names a field its document does not have: refused at startup or when it runs, or it matches nothing")
public final class QueryFieldUnknown implements QueryRule {

    @Override
    public void check(QuerySite query, Plan plan, SchemaGuardOptions options, ValidationReport report) {
        for (UnknownField field : query.unknownFields()) {
            // QueryMapper sends a key it cannot map unchanged, and the driver's builders write the name they are given
            // (Filters' SimpleEncodingFilter): no error, a query that matches nothing there
            report.report(
                    query.form() != QuerySite.Form.CODE_CALL
                            ? Message.NO_STORED_FIELD
                            : field.refused() ? Message.NAME_REFUSED_WHEN_RUN : Message.NAME_SENT_AS_WRITTEN,
                    field.origin(),
                    query.name(),
                    field.path(),
                    field.property(),
                    field.didYouMean().map(p -> " (did you mean '" + p + "'?)").orElse(""));
        }
        if (query.derivation() instanceof Derivation.Refused refused
                && (refused.refusal().reason() == QueryRefusal.Reason.UNKNOWN_PROPERTY
                        || refused.refusal().reason() == QueryRefusal.Reason.MISSING_PROPERTY)) {
            report.report(
                    Message.NO_SUCH_PROPERTY,
                    query.origin(),
                    query.name(),
                    refused.refusal().detail(),
                    refused.refusal()
                            .didYouMean()
                            .map(p -> " (did you mean '" + p + "'?)")
                            .orElse(""));
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        NO_STORED_FIELD(
                "%s queries '%s', but no stored field is named '%s'%s: Spring Data sends the name unchanged, "
                        + "so the query matches nothing there; write the property or stored name the document has",
                Severity.WARNING),
        NAME_SENT_AS_WRITTEN(
                "%s queries '%s', but no stored field is named '%s'%s: the name is sent as written, so "
                        + "the query matches nothing there; write the stored name the document has",
                Severity.WARNING),
        NAME_REFUSED_WHEN_RUN("%s queries '%s', but no property is named '%s'%s: Morphia validates the name and "
                + "throws a ValidationException when the query runs; write the property or stored name the document "
                + "has"),
        NO_SUCH_PROPERTY("%s names no property %s%s; Spring Data refuses the method when it creates the repository "
                + "(PropertyReferenceException), so the application does not start");

        private final String template;
        private final Optional<Severity> severity;

        Message(String template) {
            this(template, null);
        }

        /** @param severity a finding's severity when it is not the rule's */
        Message(String template, Severity severity) {
            this.template = template;
            this.severity = Optional.ofNullable(severity);
        }

        @Override
        public String template() {
            return template;
        }

        @Override
        public Optional<Severity> severity() {
            return severity;
        }
    }
}
