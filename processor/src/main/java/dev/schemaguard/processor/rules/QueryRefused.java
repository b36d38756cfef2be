package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.QueryRefusal;
import dev.schemaguard.processor.query.QuerySite;

/**
 * A query the framework or the server refuses: for a derived query method, what Spring Data Commons'
 * {@code PartTree} rejects when the repository is created, and what Spring Data MongoDB's {@code MongoQueryCreator}
 * rejects on every call. Suppressible, as QueryFieldUnknown is: a custom repository base class may implement the
 * method.
 */
@RuleDefinition(
        severity = Severity.ERROR,
        summary = "Spring Data or MongoDB refuses the query: the application does not start, or every call fails")
public final class QueryRefused implements QueryRule {

    @Override
    public void check(QuerySite query, SchemaGuardOptions options, ValidationReport report) {
        if (!(query.derivation() instanceof Derivation.Refused refused)) {
            return;
        }
        QueryRefusal refusal = refused.refusal();
        Message message = switch (refusal.reason()) {
            case UNKNOWN_PROPERTY, MISSING_PROPERTY -> null; // QueryFieldUnknown's
            case ORDER_BY_REPEATED -> Message.ORDER_BY_REPEATED;
            case INVALID_ORDER_SYNTAX -> Message.INVALID_ORDER_SYNTAX;
            case INVALID_LIMIT -> Message.INVALID_LIMIT;
            case IGNORE_CASE_NOT_STRING -> Message.IGNORE_CASE_NOT_STRING;
            case SECOND_EXPRESSION_ON_PATH -> Message.SECOND_EXPRESSION_ON_PATH;
            case TOO_FEW_ARGUMENTS -> Message.TOO_FEW_ARGUMENTS;
        };
        if (message != null) {
            report.report(message, query.origin(), query.name(), refusal.detail());
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        ORDER_BY_REPEATED("%s: OrderBy appears more than once in '%s'; Spring Data refuses the method name when it "
                + "creates the repository ('OrderBy must not be used more than once in a method name'); list every "
                + "sort key after one OrderBy (OrderByLastNameAscFirstNameDesc)"),
        INVALID_ORDER_SYNTAX("%s: the sort key '%s' has a direction but no property; Spring Data refuses the method "
                + "name when it creates the repository ('Invalid order syntax'); write the property before Asc or "
                + "Desc"),
        INVALID_LIMIT("%s: the First/Top count of '%s' is beyond an int; Spring Data refuses the method name "
                + "when it creates the repository; write First or Top with a count of 1 or more"),
        IGNORE_CASE_NOT_STRING("%s: IgnoreCase on '%s', which does not hold a String; every call fails "
                + "(MongoQueryCreator: 'must be of type String'); drop IgnoreCase from that part"),
        SECOND_EXPRESSION_ON_PATH("%s: two conditions on '%s' in one And group; every call fails with "
                + "InvalidMongoDbApiUsageException (\"you can't add a second '%2$s' expression\"); use one keyword "
                + "that takes both bounds (Between), or write the query with @Query"),
        TOO_FEW_ARGUMENTS("%s: its parts take more arguments than '%s' has parameters; every call fails "
                + "(\"You seem to have declared too little query method parameters\"); add the missing parameters");

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
