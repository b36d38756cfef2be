package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.ShardKeySpec;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryShape;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.query.planner.Plan;

/**
 * On a sharded collection, a query whose filter does not bind the shard key's first field goes to every shard: mongos
 * cannot tell which chunks hold the matches, so it broadcasts the query and merges the answers (a scatter-gather,
 * manual "Query Sharded Data" / "Targeted Operations vs. Broadcast Operations"), and its cost grows with the number of
 * shards. An equality or {@code $in} on that field targets the shards that own the values; so does a range on a
 * ranged (not hashed) key. Not reported on an empty filter, a scan the application asked for.
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary = "On a sharded collection, a query that does not bind the shard key's first field goes to every shard")
public final class QueryWithoutShardKey implements QueryRule {

    @Override
    public void check(QuerySite site, Plan plan, SchemaGuardOptions options, ValidationReport report) {
        ShardKeySpec shardKey = site.document().shardKey();
        if (shardKey == null
                || shardKey.keys().isEmpty()
                || !(site.derivation() instanceof Derivation.Derived derived)) {
            return;
        }
        IndexKey first = shardKey.keys().get(0);
        String field = first.effectivePath();
        Query query = derived.query();
        if (field == null || query.filter().isEmpty()) {
            return;
        }
        Binding binding = binds(query.filter(), field, first.type() == IndexKeyType.HASHED);
        if (binding == Binding.NO) {
            report.report(
                    Message.BROADCAST,
                    site.origin(),
                    site.name(),
                    QueryShape.of(query),
                    field,
                    shardKey.keysDocument(),
                    ProposedIndex.javaPath(site.document(), field));
        }
    }

    private enum Binding {
        YES,
        NO,
        UNKNOWN
    }

    /** Whether every match of the filter has the shard key field within bounds mongos can target. */
    private static Binding binds(Filter filter, String field, boolean hashed) {
        if (filter instanceof Filter.Unreadable) {
            return Binding.UNKNOWN;
        }
        if (filter instanceof Filter.Predicate predicate) {
            if (!predicate.path().equals(field)) {
                return Binding.NO;
            }
            Condition c = predicate.condition();
            if (c instanceof Condition.Unknown) {
                return Binding.UNKNOWN;
            }
            boolean targets = c instanceof Condition.Equality
                    || c instanceof Condition.In
                    || !hashed
                            && (c instanceof Condition.Range
                                    || c instanceof Condition.Regex regex
                                            && regex.shape().literalPrefix().isPresent());
            return targets ? Binding.YES : Binding.NO;
        }
        if (filter instanceof Filter.And and) {
            Binding out = Binding.NO;
            for (Filter clause : and.clauses()) {
                Binding b = binds(clause, field, hashed);
                if (b == Binding.YES) {
                    return Binding.YES;
                }
                if (b == Binding.UNKNOWN) {
                    out = Binding.UNKNOWN;
                }
            }
            return out;
        }
        if (filter instanceof Filter.Or or) {
            // mongos targets an $or by the union of its clauses' shards: every clause must bind the key
            Binding out = Binding.YES;
            for (Filter clause : or.clauses()) {
                Binding b = binds(clause, field, hashed);
                if (b == Binding.NO) {
                    return Binding.NO;
                }
                if (b == Binding.UNKNOWN) {
                    out = Binding.UNKNOWN;
                }
            }
            return out;
        }
        return Binding.NO;
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        BROADCAST("%s %s does not bind '%s', the first field of the shard key %s: mongos sends it to every shard and "
                + "merges the answers (scatter-gather), so its cost grows with the cluster; compare '%s' by equality "
                + "in the query where the application knows it");

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
