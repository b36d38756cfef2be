package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Spelling;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.query.RegexShape;
import dev.schemaguard.processor.query.planner.Plan;
import java.util.ArrayList;
import java.util.List;

/**
 * A query matches a string with a case-insensitive regular expression. The server takes index bounds from a regex
 * only through its literal prefix, and takes none when the flags hold anything but {@code m}, {@code s} or
 * {@code x} ({@code analyze_regex::getRegexPrefixMatch}, which {@code IndexBoundsBuilder::simpleRegex} calls): with
 * {@code i} an index on the field is read whole and every key is tested, and without one every document is. The seeds' conventions article measured 2.8 to 7 s on 2 million documents for
 * such a lookup, and 2 ms once rewritten. Spring Data's {@code IgnoreCase} is always such a regex
 * ({@code MongoQueryCreator.toLikeRegex}), never a collation.
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary = "A query matches a string with a case-insensitive regex, which no index bounds: every key is read")
public final class CaseInsensitiveRegex implements QueryRule {

    @Override
    public void check(QuerySite query, Plan plan, SchemaGuardOptions options, ValidationReport report) {
        if (!(query.derivation() instanceof Derivation.Derived derived)) {
            return;
        }
        List<String> reported = new ArrayList<>();
        for (Filter.Predicate predicate : derived.query().filter().predicates()) {
            RegexShape.Anchoring anchoring = caseInsensitiveAnchoring(predicate.condition());
            if (anchoring == null || reported.contains(predicate.path())) {
                continue;
            }
            reported.add(predicate.path());
            String path = ProposedIndex.javaPath(query.document(), predicate.path());
            switch (anchoring) {
                case WHOLE_VALUE ->
                    report.report(
                            Message.CASE_INSENSITIVE_EQUALITY,
                            query.origin(),
                            query.name(),
                            path,
                            collationFix(query, path));
                case START ->
                    report.report(
                            Message.CASE_INSENSITIVE_PREFIX,
                            query.origin(),
                            query.name(),
                            path,
                            path,
                            // StartingWith is a method name's keyword: a query written as JSON or as a call anchors
                            // with ^
                            query.form() == QuerySite.Form.DERIVED_METHOD
                                    ? "StartingWith on the copy"
                                    : "a regex anchored with ^ on the copy");
                default -> report.report(Message.CASE_INSENSITIVE_SEARCH, query.origin(), query.name(), path, path);
            }
        }
    }

    /** The anchoring of a case-insensitive regex condition, or {@code null} for any other condition. */
    private static RegexShape.Anchoring caseInsensitiveAnchoring(Condition condition) {
        if (condition instanceof Condition.Regex regex
                && regex.shape().options().isPresent()
                && regex.shape().ignoresCase()) {
            return regex.shape().anchoring();
        }
        if (condition instanceof Condition.In in && in.regexElements()) {
            // SDM's IgnoreCase on In: each element becomes ^value$ with option i (MongoQueryCreator.toLikeRegex)
            return RegexShape.Anchoring.WHOLE_VALUE;
        }
        return null;
    }

    /** The fix of a whole-value match: equality under a case-insensitive collation, on an index with the same one. */
    private static String collationFix(QuerySite query, String path) {
        DocumentModel document = query.document();
        Spelling spelling = document.spelling();
        String locale = document.collation() != null ? document.collation().locale() : "en";
        String collation = "{'locale': '" + locale + "', 'strength': 2}";
        String how = query.form() == QuerySite.Form.DERIVED_METHOD
                ? "drop IgnoreCase from the method name and annotate the method @Collation(\"" + collation + "\")"
                : "match by equality and give the query the collation " + collation;
        String index = path.contains(".")
                ? spelling.classIndexWith(path, spelling.collation(locale, 2)) + " on '" + document.simpleName() + "'"
                : spelling.fieldIndexWith(spelling.collation(locale, 2)) + " on '" + path + "'";
        return how + ", and index the field under the same collation: " + index;
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        CASE_INSENSITIVE_EQUALITY("%s matches '%s' with a case-insensitive regex, which no index bounds: every key of "
                + "an index on it, or every document, is read; %s"),
        CASE_INSENSITIVE_PREFIX("%s matches the start of '%s' with a case-insensitive regex, which no index bounds: "
                + "every key of an index on it, or every document, is read; store a lower-cased copy of '%s' and "
                + "match its start case-sensitively (%s, with the value lower-cased), which an "
                + "index on the copy bounds"),
        CASE_INSENSITIVE_SEARCH("%s searches '%s' with a case-insensitive regex that is not anchored at the start: "
                + "every key of an index on it, or every document, is read; for words use a text index on '%s' "
                + "(or Atlas Search), for exact values match by equality under a case-insensitive collation");

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
