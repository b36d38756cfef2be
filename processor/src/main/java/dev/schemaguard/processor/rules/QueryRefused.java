package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.QueryRefusal;
import dev.schemaguard.processor.query.QueryShape;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.query.planner.Plan;

/**
 * A query the framework or the server refuses: for a derived query method, what Spring Data Commons'
 * {@code PartTree} rejects when the repository is created, and what Spring Data MongoDB's {@code MongoQueryCreator}
 * rejects on every call; for any query, what the server's planner refuses with the declared indexes ({@code $text}
 * without a text index: {@code jstests/core/aggregation/sources/match/text_search_requires_index.js}; a hint naming no
 * index: {@code jstests/core/query/distinct/distinct_hint.js}; as the planner's oracle rows assert). Suppressible, as QueryFieldUnknown is: a custom repository base class may implement the
 * method.
 */
@RuleDefinition(
        severity = Severity.ERROR,
        summary = "Spring Data or MongoDB refuses the query: the application does not start, or every call fails")
public final class QueryRefused implements QueryRule {

    @Override
    public void check(QuerySite query, Plan plan, SchemaGuardOptions options, ValidationReport report) {
        if (query.derivation() instanceof Derivation.Derived derived && plan instanceof Plan.Refused server) {
            report.report(
                    Message.SERVER_REFUSES,
                    query.origin(),
                    query.name(),
                    QueryShape.of(derived.query()),
                    server.error().codeName(),
                    server.error().code(),
                    server.message(),
                    switch (server.error()) {
                        case BAD_VALUE -> "hint an index the document declares, by its name";
                        case INDEX_NOT_FOUND ->
                            server.message().startsWith("text")
                                    // in the document's own annotations: a code call's document may be any
                                    // vocabulary's (a driver call on a schemaguard @Document, a Morphia @Entity)
                                    ? "declare the text index the query needs, on the fields it searches, e.g. "
                                            + query.document().spelling().oneTextIndex()
                                    : "hint the index by its name";
                        case NO_QUERY_EXECUTION_PLANS ->
                            "declare the index the query needs (a geo index on the field "
                                    + "of $near, or indexes on the other clauses of an $or beside $text)";
                    });
            return;
        }
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
            case MALFORMED_JSON -> Message.MALFORMED_JSON;
            case AMBIGUOUS_OPERATION -> Message.AMBIGUOUS_OPERATION;
            case PARAMETER_OUT_OF_RANGE -> Message.PARAMETER_OUT_OF_RANGE;
            case QUERY_BUILD_THROWS -> Message.QUERY_BUILD_THROWS;
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
        MALFORMED_JSON("%s: the annotation's JSON does not parse (%s); Spring Data parses it on every call, and every "
                + "call fails; correct the JSON"),
        AMBIGUOUS_OPERATION("%s: the query is more than one of count, exists and delete (%s); Spring Data refuses it "
                + "when it creates the repository; keep one of them"),
        PARAMETER_OUT_OF_RANGE("%s: a placeholder names no parameter of the method (%s); every call fails with an "
                + "IndexOutOfBoundsException; number the placeholders from ?0 up to the last parameter"),
        QUERY_BUILD_THROWS("%s: Spring Data throws when it builds this query, so every call fails (%s); give each "
                + "field one Criteria with all its operators (where(\"total\").gte(a).lte(b)), or join whole Criteria "
                + "with andOperator"),
        SERVER_REFUSES("%s %s is refused by the server: %s (%d), \"%s\"; %s"),
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
