package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryShape;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.query.planner.Plan;
import java.util.List;

/**
 * The only conditions of a query an index could use are negations ({@code $ne}, {@code $nin}, {@code $not},
 * {@code $exists: false}): their index bounds are everything but a few points, so the server reads nearly the whole
 * index, or the collection (the seeds' conventions article lists these operators as ones to avoid). Not reported
 * when an equality or a range sits beside the negation and an index serves the query by it.
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary = "A query's only indexable conditions are negations ($ne, $nin, $not, $exists: false)")
public final class NegationQuery implements QueryRule {

    @Override
    public void check(QuerySite site, Plan plan, SchemaGuardOptions options, ValidationReport report) {
        if (!(site.derivation() instanceof Derivation.Derived derived)) {
            return;
        }
        Query query = derived.query();
        if (query.filter() instanceof Filter.Or || query.filter().isEmpty()) {
            return;
        }
        List<Filter.Predicate> predicates = query.filter().predicates();
        boolean onlyNegations = predicates.stream().allMatch(p -> isNegation(p.condition()));
        boolean negatedIndexKey = plan instanceof Plan.IndexScan scan
                && scan.use() == Plan.Use.FILTER
                && !scan.index().spec().keys().isEmpty()
                && predicates.stream()
                        .filter(p -> p.path()
                                .equals(scan.index().spec().keys().get(0).effectivePath()))
                        .allMatch(p -> isNegation(p.condition()));
        if (onlyNegations && (plan instanceof Plan.CollectionScan || plan instanceof Plan.IndexScan)
                || negatedIndexKey) {
            report.report(Message.NEGATION_ONLY, site.origin(), site.name(), QueryShape.of(query));
        }
    }

    static boolean isNegation(Condition condition) {
        return condition instanceof Condition.NotEqual
                || condition instanceof Condition.NotIn
                || condition instanceof Condition.Not
                || condition instanceof Condition.Exists exists && exists.value() == Condition.Truth.FALSE;
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        NEGATION_ONLY("%s %s can use an index only through negations ($ne, $nin, $not, $exists: false), which bound "
                + "nearly every key: the server reads almost the whole index or collection; compare with the values "
                + "wanted instead ($in of the other statuses, an equality on a flag), or add an equality or a range "
                + "on an indexed field");

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
