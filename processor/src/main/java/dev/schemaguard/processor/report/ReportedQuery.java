package dev.schemaguard.processor.report;

import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.query.QueryShape;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.query.planner.Plan;
import java.util.Objects;

/**
 * One query of a collection as the schema report lists it: where it is written, its shape, and how the server would
 * run it, as {@code explain} would say.
 *
 * @param name  how the source names it: {@code OrderRepository.findByStatus}
 * @param shape its filter, sort and collation without values, or why it has none
 * @param plan  the plan: {@code IXSCAN status_1}, {@code COLLSCAN}, the refusal, or unknown and why
 * @param index the index that serves it, or {@code null}
 * @param sort  how its order is produced: none asked, index order, in memory, known at run time
 */
public record ReportedQuery(String name, String shape, String plan, String index, String sort)
        implements Comparable<ReportedQuery> {

    public ReportedQuery {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(plan, "plan");
        Objects.requireNonNull(sort, "sort");
    }

    /** The report's line of a query read, refused or skipped. */
    public static ReportedQuery of(String name, Derivation derivation, Plan plan) {
        if (derivation instanceof Derivation.Refused refused) {
            return new ReportedQuery(
                    name,
                    "—",
                    "refused: "
                            + refused.refusal()
                                    .reason()
                                    .name()
                                    .toLowerCase(java.util.Locale.ROOT)
                                    .replace('_', ' ') + " ("
                            + refused.refusal().detail() + ")",
                    null,
                    "—");
        }
        if (derivation instanceof Derivation.NotRead notRead) {
            return new ReportedQuery(name, "—", "not read: " + notRead.reason(), null, "—");
        }
        Derivation.Derived derived = (Derivation.Derived) derivation;
        return new ReportedQuery(
                name,
                QueryShape.of(derived.query()) + collation(derived.query().collation()),
                plan(plan),
                index(plan),
                sort(derived.query().sort(), plan));
    }

    /**
     * The collation the query sends, which decides which indexes may bound its strings
     * ({@code CollatorInterface::collatorsMatch} in {@code planner_ixselect.cpp}); nothing when it runs with the
     * collection's default, which the collection's options list.
     */
    private static String collation(QueryCollation collation) {
        if (collation instanceof QueryCollation.Explicit explicit) {
            CollationSpec spec = explicit.collation();
            return " collation {locale: '" + spec.locale() + "', strength: " + spec.strength()
                    + (spec.caseLevel() ? ", caseLevel: true" : "")
                    + (spec.numericOrdering() ? ", numericOrdering: true" : "") + "}";
        }
        return collation instanceof QueryCollation.AtRunTime ? " collation {?}" : "";
    }

    private static String plan(Plan plan) {
        if (plan instanceof Plan.IndexScan scan) {
            String how = switch (scan.use()) {
                case FILTER -> scan.bounds() == Plan.Bounds.WHOLE_INDEX ? ", every key" : "";
                case SORT_ONLY -> ", every key, for the order";
                case HINT -> ", hinted";
                case TEXT -> ", text";
                case GEO_NEAR -> ", geo";
            };
            return "IXSCAN " + scan.index().name() + how;
        }
        if (plan instanceof Plan.CollectionScan) {
            return "COLLSCAN";
        }
        if (plan instanceof Plan.OrScan or) {
            StringBuilder sb = new StringBuilder("OR of ");
            for (int i = 0; i < or.clauses().size(); i++) {
                sb.append(i == 0 ? "" : ", ").append(plan(or.clauses().get(i)));
            }
            return sb.toString();
        }
        if (plan instanceof Plan.Refused refused) {
            return "refused by the server: " + refused.error().codeName() + " ("
                    + refused.error().code() + ")";
        }
        return "unknown: " + ((Plan.Unknown) plan).reason();
    }

    private static String index(Plan plan) {
        return plan instanceof Plan.IndexScan scan ? scan.index().name() : null;
    }

    private static final String NONE_ASKED = "none asked";

    /**
     * A query that asks for no order has none to produce, whatever its plan; an unknown or refused plan says nothing of
     * an order that is asked for.
     */
    private static String sort(Sort sort, Plan plan) {
        if (sort instanceof Sort.Static fixed && fixed.keys().isEmpty()) {
            return NONE_ASKED;
        }
        return switch (plan.sortOrder()) {
            case NOT_REQUESTED -> NONE_ASKED;
            case INDEX_ORDER -> "index order";
            case MERGE_SORT -> "merged in order";
            case BLOCKING -> "in memory";
            case UNDECIDED -> "known at run time";
        };
    }

    @Override
    public int compareTo(ReportedQuery other) {
        return name.compareTo(other.name);
    }
}
