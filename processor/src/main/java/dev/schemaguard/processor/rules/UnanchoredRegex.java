package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.query.RegexShape;
import dev.schemaguard.processor.query.planner.Plan;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A query matches a string with a case-sensitive regex that has no literal prefix anchored at the start (Spring Data's
 * {@code Containing}, {@code EndingWith}, {@code Like}): the server bounds an index by a regex only through such a
 * prefix ({@code analyze_regex::getRegexPrefixMatch}), so it reads every key of the index on the field, or scans the
 * collection ({@code jstests/core/query/regex/regex_collations.js}). Not reported when no index starts with the
 * field: QueryWithoutIndex says that. A case-insensitive regex is CaseInsensitiveRegex's.
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary = "A regex without a literal prefix anchored at the start: no index bounds it, every key is read")
public final class UnanchoredRegex implements QueryRule {

    @Override
    public void check(QuerySite site, Plan plan, SchemaGuardOptions options, ValidationReport report) {
        if (!(site.derivation() instanceof Derivation.Derived derived)) {
            return;
        }
        List<String> reported = new ArrayList<>();
        for (Filter.Predicate predicate : derived.query().filter().predicates()) {
            if (!(predicate.condition() instanceof Condition.Regex regex)
                    || !unanchored(regex.shape())
                    || reported.contains(predicate.path())) {
                continue;
            }
            Optional<IndexSpec> index = site.document().indexes().stream()
                    .filter(i -> !i.keys().isEmpty()
                            && predicate.path().equals(i.keys().get(0).effectivePath()))
                    .findFirst();
            if (index.isEmpty()) {
                continue;
            }
            reported.add(predicate.path());
            boolean derivedMethod = site.form() == QuerySite.Form.DERIVED_METHOD;
            report.report(
                    Message.UNANCHORED_REGEX,
                    site.origin(),
                    site.name(),
                    ProposedIndex.javaPath(site.document(), predicate.path()),
                    // a method name's keywords say nothing to a query written as JSON or as a call
                    derivedMethod ? " (Containing, EndingWith, Like)" : "",
                    index.get().name(),
                    derivedMethod ? "StartingWith, a pattern beginning with ^" : "a pattern beginning with ^");
        }
    }

    /** Case-sensitive, with options known, and no literal prefix anchored at the start. */
    private static boolean unanchored(RegexShape shape) {
        if (shape.options().isEmpty() || shape.ignoresCase()) {
            return false;
        }
        return switch (shape.anchoring()) {
            case NONE, END -> true;
            case START, WHOLE_VALUE ->
                shape.literalPrefix().isPresent() && shape.literalPrefix().get().isEmpty();
            case AT_RUN_TIME -> false;
        };
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        UNANCHORED_REGEX("%s matches '%s' with a regex that is not anchored at the start%s: the index '%s' cannot be "
                + "bounded by it, so every key (or every document) is read; match the start instead (%s), or search "
                + "words with a text index or Atlas Search");

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
