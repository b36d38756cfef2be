package dev.schemaguard.processor.query.planner;

import static dev.schemaguard.processor.query.planner.PlannerFixture.assertPlan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.RegexShape;
import dev.schemaguard.processor.query.Sort;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Each decision of the offline planner on its own, with documents and queries built by hand. */
class QueryPlannerTest {

    private static PlannerFixture doc() {
        return new PlannerFixture();
    }

    private static Plan.IndexScan scan(Plan plan) {
        return assertInstanceOf(Plan.IndexScan.class, plan, () -> "an index scan: " + plan);
    }

    private static Plan.CollectionScan collscan(Plan plan) {
        return assertInstanceOf(Plan.CollectionScan.class, plan, () -> "a collection scan: " + plan);
    }

    @Nested
    class Relevance {

        @Test
        void positive_equalityOnTheFirstKeyBoundsTheIndex() {
            Plan.IndexScan s =
                    scan(doc().index("{status: 1}").find("{status: 5}").plan());
            assertEquals("status_1", s.index().name());
            assertEquals(Plan.Use.FILTER, s.use());
            assertEquals(1, s.equalityKeys());
            assertEquals(Plan.Bounds.BOUNDED, s.bounds());
            assertEquals(Plan.SortOrder.NOT_REQUESTED, s.sort());
        }

        @Test
        void negative_aPredicateOnASecondKeyOnlyDoesNotMakeTheIndexRelevant() {
            Plan.CollectionScan c =
                    collscan(doc().index("{a: 1, b: 1}").find("{b: 5}").plan());
            assertEquals(Plan.CollectionScan.Reason.NO_RELEVANT_INDEX, c.reason());
        }

        @Test
        void emptyFilterWithoutOrderIsAnIntendedScan() {
            Plan.CollectionScan c = collscan(doc().index("{a: 1}").find("{}").plan());
            assertEquals(Plan.CollectionScan.Reason.NO_FILTER, c.reason());
            assertEquals(Plan.SortOrder.NOT_REQUESTED, c.sort());
        }

        @Test
        void positive_anIdLookupUsesTheImplicitIdIndex() {
            Plan.IndexScan s = scan(doc().find("{_id: 7}").plan());
            assertEquals("_id_", s.index().name());
            assertTrue(s.index().implicit());
        }

        @Test
        void positive_anEqualityOnASingleFieldUniqueIndexWinsOverEveryOtherIndex() {
            Plan.IndexScan s = scan(doc().index("{a: 1, b: 1, c: 1}")
                    .index("{c: 1}", "{unique: true}")
                    .find("{a: 1, b: 2, c: 3}")
                    .plan());
            assertEquals("c_1", s.index().name());
        }

        @Test
        void theIndexBindingMoreKeysToPointsWins() {
            Plan.IndexScan s = scan(doc().index("{a: 1}")
                    .index("{a: 1, b: 1}")
                    .find("{a: 1, b: 2}")
                    .plan());
            assertEquals("a_1_b_1", s.index().name());
            assertEquals(2, s.equalityKeys());
        }

        @Test
        void tiesGoToTheIndexDeclaredFirst() {
            assertEquals(
                    "b_1",
                    scan(doc().index("{b: 1}")
                                    .index("{a: 1}")
                                    .find("{a: 1, b: 2}")
                                    .plan())
                            .index()
                            .name());
        }

        @Test
        void withEqualPointsTheIndexGivingTheOrderWins() {
            Plan.IndexScan s = scan(doc().index("{a: 1, b: 1}")
                    .index("{a: 1, c: 1}")
                    .find("{a: 1, b: {$gt: 2}}")
                    .sort("{c: 1}")
                    .plan());
            assertEquals("a_1_c_1", s.index().name());
            assertEquals(Plan.SortOrder.INDEX_ORDER, s.sort());
        }

        @Test
        void negative_aHiddenIndexServesNoQuery() {
            collscan(doc().index("{a: 1}", "{hidden: true}").find("{a: 1}").plan());
        }

        @Test
        void positive_aNegationOnAPlainIndexReadsTheWholeIndex() {
            Plan.IndexScan s = scan(doc().index("{a: 1}").find("{a: {$ne: 5}}").plan());
            assertEquals(Plan.Bounds.WHOLE_INDEX, s.bounds());
        }

        @Test
        void positive_existsTrueReadsTheWholeIndex() {
            assertEquals(
                    Plan.Bounds.WHOLE_INDEX,
                    scan(doc().index("{a: 1}").find("{a: {$exists: true}}").plan())
                            .bounds());
        }

        @Test
        void positive_elemMatchChildrenUseTheIndexOnTheirFullPath() {
            Plan.IndexScan s = scan(doc().index("{'items.sku': 1}")
                    .find("{items: {$elemMatch: {sku: 'x', qty: {$gt: 1}}}}")
                    .plan());
            assertEquals("items.sku_1", s.index().name());
        }

        @Test
        void anElemMatchOnValuesIsIndexedOnlyWhenEveryConditionInItIs() {
            scan(doc().field("a", PlannerFixture.INTS)
                    .index("{a: 1}")
                    .find("{a: {$elemMatch: {$gt: 0, $lt: 9}}}")
                    .plan());
            collscan(doc().field("a", PlannerFixture.INTS)
                    .index("{a: 1}", "{sparse: true}")
                    .find("{a: {$elemMatch: {$gt: 0, $ne: 3}}}")
                    .plan());
            // the same conditions outside $elemMatch: the range alone uses the sparse index
            scan(doc().field("a", PlannerFixture.INTS)
                    .index("{a: 1}", "{sparse: true}")
                    .find("{a: {$gt: 0, $ne: 3}}")
                    .plan());
        }

        @Test
        void negative_aNorMakesNoIndexRelevant() {
            collscan(doc().index("{a: 1}").find("{$nor: [{a: 1}]}").plan());
        }

        @Test
        void aTextIndexServesNoPlainPredicate() {
            collscan(doc().index("{a: 1, b: 'text'}").find("{a: 1}").plan());
        }

        @Test
        void a2dsphereIndexServesOnlyAQueryWithAGeoPredicateOnItsGeoKey() {
            collscan(doc().index("{a: 1, loc: '2dsphere'}").find("{a: 1}").plan());
        }
    }

    @Nested
    class Collation {

        @Test
        void negative_aStringEqualityNeedsTheIndexCollationToBeTheQueryCollation() {
            Plan.CollectionScan c = collscan(doc().field("name", PlannerFixture.STRING)
                    .index("{name: 1}", "{collation: {locale: 'en', strength: 2}}")
                    .find("{name: 'x'}")
                    .plan());
            assertEquals(Plan.CollectionScan.Reason.NO_RELEVANT_INDEX, c.reason());
        }

        @Test
        void positive_theSameCollationOnQueryAndIndex() {
            scan(doc().field("name", PlannerFixture.STRING)
                    .index("{name: 1}", "{collation: {locale: 'en', strength: 2}}")
                    .collation("{locale: 'en', strength: 2}")
                    .find("{name: 'x'}")
                    .plan());
        }

        @Test
        void positive_aNumberComparesAlikeUnderEveryCollation() {
            scan(doc().index("{age: 1}", "{collation: {locale: 'en', strength: 2}}")
                    .find("{age: {$gt: 3}}")
                    .plan());
        }

        @Test
        void positive_indexAndQueryWithoutCollationTakeTheCollectionDefault() {
            scan(doc().field("name", PlannerFixture.STRING)
                    .collectionCollation("{locale: 'fr'}")
                    .index("{name: 1}")
                    .find("{name: 'x'}")
                    .plan());
        }

        @Test
        void aCollationGivenAtRunTimeLeavesAStringComparisonUnknown() {
            assertInstanceOf(
                    Plan.Unknown.class,
                    doc().field("name", PlannerFixture.STRING)
                            .index("{name: 1}")
                            .collationAtRunTime()
                            .find(new Filter.Predicate("name", new Condition.Equality()))
                            .plan());
        }

        @Test
        void aValueOfUnknownTypeUnderAnotherCollationIsUnknown() {
            assertInstanceOf(
                    Plan.Unknown.class,
                    doc().index("{'a.b': 1}", "{collation: {locale: 'fr'}}")
                            .find(new Filter.Predicate("a.b", new Condition.Equality()))
                            .plan());
        }

        @Test
        void aStringKeyUnderAnotherCollationGivesNoOrder() {
            Plan.IndexScan s = scan(doc().field("name", PlannerFixture.STRING)
                    .index("{age: 1, name: 1}", "{collation: {locale: 'fr'}}")
                    .find("{age: 3}")
                    .sort("{name: 1}")
                    .plan());
            assertEquals(Plan.SortOrder.BLOCKING, s.sort());
        }
    }

    @Nested
    class Regex {

        private Plan regex(Condition.Regex regex) {
            return doc().field("email", PlannerFixture.STRING)
                    .index("{email: 1}")
                    .find(new Filter.Predicate("email", regex))
                    .plan();
        }

        @Test
        void positive_aLiteralPrefixBoundsTheScan() {
            assertEquals(
                    Plan.Bounds.BOUNDED,
                    scan(regex(PlannerFixture.regex("^abc", ""))).bounds());
            assertEquals(
                    Plan.Bounds.BOUNDED,
                    scan(regex(PlannerFixture.regex("^abc", "sx"))).bounds());
        }

        @Test
        void caseInsensitiveReadsEveryKey() {
            assertEquals(
                    Plan.Bounds.WHOLE_INDEX,
                    scan(regex(PlannerFixture.regex("^dave$", "i"))).bounds());
        }

        @Test
        void multilineAfterACaretReadsEveryKey() {
            assertEquals(
                    Plan.Bounds.WHOLE_INDEX,
                    scan(regex(PlannerFixture.regex("^abc", "m"))).bounds());
        }

        @Test
        void negative_anUnanchoredRegexScansTheCollection() {
            Plan.CollectionScan c = collscan(regex(PlannerFixture.regex(".*abc.*", "")));
            assertEquals(Plan.CollectionScan.Reason.UNANCHORED_REGEX, c.reason());
        }

        @Test
        void optionsKnownOnlyAtRunTimeLeaveTheBoundsUnknown() {
            Plan.IndexScan s = scan(regex(new Condition.Regex(
                    new RegexShape(RegexShape.Anchoring.START, Optional.empty(), Optional.empty()))));
            assertEquals(Plan.Bounds.UNKNOWN, s.bounds());
        }

        @Test
        void aPatternGivenAtRunTimeIsUnknown() {
            assertInstanceOf(
                    Plan.Unknown.class,
                    regex(new Condition.Regex(
                            new RegexShape(RegexShape.Anchoring.AT_RUN_TIME, Optional.empty(), Optional.of("")))));
        }

        @Test
        void negative_aRegexUnderNotCannotUseTheIndex() {
            collscan(doc().field("email", PlannerFixture.STRING)
                    .index("{email: 1}")
                    .find(new Filter.Predicate("email", new Condition.Not(PlannerFixture.regex("^a", ""))))
                    .plan());
        }
    }

    @Nested
    class SparseHashedPartial {

        @Test
        void negative_aSparseIndexAnswersNoNegation() {
            for (String filter : List.of(
                    "{a: null}",
                    "{a: {$exists: false}}",
                    "{a: {$ne: 3}}",
                    "{a: {$nin: [3]}}",
                    "{a: {$not: {$gt: 3}}}")) {
                collscan(doc().index("{a: 1}", "{sparse: true}").find(filter).plan());
            }
        }

        @Test
        void positive_aSparseIndexAnswersNotEqualToNull() {
            scan(doc().index("{a: 1}", "{sparse: true}")
                    .find("{a: {$ne: null}}")
                    .plan());
        }

        @Test
        void positive_aSparseIndexAnswersNullInsideElemMatch() {
            scan(doc().field("a", PlannerFixture.INTS)
                    .index("{a: 1}", "{sparse: true}")
                    .find("{a: {$elemMatch: {$eq: null}}}")
                    .plan());
        }

        @Test
        void hashedKeysAnswerEqualityAndInOnly() {
            scan(doc().index("{a: 'hashed'}").find("{a: 3}").plan());
            scan(doc().index("{a: 'hashed'}").find("{a: {$in: [1, 2]}}").plan());
            collscan(doc().index("{a: 'hashed'}").find("{a: {$gt: 3}}").plan());
            collscan(doc().field("a", PlannerFixture.STRING)
                    .index("{a: 'hashed'}")
                    .find("{a: {$in: [/^x/]}}")
                    .plan());
        }

        @Test
        void aPartialFilterProvenByALiteralServesTheQuery() {
            scan(doc().index("{x: 1}", "{partialFilterExpression: {status: 'A'}}")
                    .field("status", PlannerFixture.STRING)
                    .find("{x: 1, status: 'A'}")
                    .plan());
            collscan(doc().index("{x: 1}", "{partialFilterExpression: {status: 'A'}}")
                    .field("status", PlannerFixture.STRING)
                    .find("{x: 1, status: 'B'}")
                    .plan());
        }

        @Test
        void aPartialFilterWhoseValueIsBoundAtRunTimeIsUnknown() {
            assertInstanceOf(
                    Plan.Unknown.class,
                    doc().index("{x: 1}", "{partialFilterExpression: {a: {$gt: 5}}}")
                            .find(new Filter.And(List.of(
                                    new Filter.Predicate("x", new Condition.Equality()),
                                    new Filter.Predicate("a", new Condition.Equality()))))
                            .plan());
        }

        @Test
        void existsTruePartialFilterIsImpliedByAnyPredicateAMissingFieldFails() {
            scan(doc().index("{x: 1}", "{partialFilterExpression: {a: {$exists: true}}}")
                    .find("{x: 1, a: {$ne: null}}")
                    .plan());
            collscan(doc().index("{x: 1}", "{partialFilterExpression: {a: {$exists: true}}}")
                    .find("{x: 1}")
                    .plan());
        }
    }

    @Nested
    class Order {

        @Test
        void positive_theKeyPatternWithoutItsEqualityKeysGivesTheOrderBothWays() {
            Plan.IndexScan forward = scan(
                    doc().index("{a: 1, b: 1}").find("{a: 5}").sort("{b: 1}").plan());
            assertEquals(Plan.SortOrder.INDEX_ORDER, forward.sort());
            Plan.IndexScan backward = scan(
                    doc().index("{a: 1, b: 1}").find("{a: 5}").sort("{b: -1}").plan());
            assertEquals(Plan.SortOrder.INDEX_ORDER, backward.sort());
            assertTrue(backward.backward());
        }

        @Test
        void negative_aSortKeyAfterARangeIsBlocking() {
            assertTrue(doc().index("{a: 1, b: 1}")
                    .find("{a: {$gt: 5}}")
                    .sort("{b: 1}")
                    .plan()
                    .sortsInMemory());
        }

        @Test
        void negative_theIssuesExampleSortsNotByTheFilteredIndex() {
            // findByStatusOrderByCreatedAtDesc on {createdAt: -1, status: 1}: the index is read whole for the order
            Plan.IndexScan s = scan(doc().index("{createdAt: -1, status: 1}")
                    .find("{status: 'A'}")
                    .sort("{createdAt: -1}")
                    .plan());
            assertEquals(Plan.Use.SORT_ONLY, s.use());
            assertEquals(Plan.Bounds.WHOLE_INDEX, s.bounds());
        }

        @Test
        void negative_aSparseIndexIsNeverReadWholeForTheOrder() {
            Plan.CollectionScan c = collscan(doc().index("{a: 1}", "{sparse: true}")
                    .find("{}")
                    .sort("{a: 1}")
                    .plan());
            assertEquals(Plan.SortOrder.BLOCKING, c.sort());
        }

        @Test
        void inValuesAreExplodedForTheOrderUpTo200Scans() {
            Plan.IndexScan merged = scan(doc().index("{a: 1, b: 1, c: 1}")
                    .find("{a: {$in: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}, b: {$in: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,"
                            + " 12, 13, 14, 15, 16, 17, 18, 19, 20]}}")
                    .sort("{c: 1}")
                    .plan());
            assertEquals(Plan.SortOrder.MERGE_SORT, merged.sort());
            Plan.IndexScan tooMany = scan(doc().index("{a: 1, b: 1, c: 1}")
                    .find(new Filter.And(List.of(
                            new Filter.Predicate("a", new Condition.In(OptionalInt.of(11), false)),
                            new Filter.Predicate("b", new Condition.In(OptionalInt.of(20), false)))))
                    .sort("{c: 1}")
                    .plan());
            assertEquals(Plan.SortOrder.BLOCKING, tooMany.sort());
        }

        @Test
        void anInOfUnknownSizeLeavesTheOrderUndecided() {
            Plan.IndexScan s = scan(doc().index("{a: 1, b: 1}")
                    .find(new Filter.Predicate("a", new Condition.In(OptionalInt.empty(), false)))
                    .sort("{b: 1}")
                    .plan());
            assertEquals(Plan.SortOrder.UNDECIDED, s.sort());
            assertTrue(s.note().contains("200"));
        }

        @Test
        void aBoundedArrayKeyCutsTheOrder() {
            Plan.IndexScan s = scan(doc().field("tags", PlannerFixture.STRINGS)
                    .index("{a: 1, tags: 1, b: 1}")
                    .find("{a: 1, tags: {$gt: 'a'}}")
                    .sort("{tags: 1, b: 1}")
                    .plan());
            assertEquals(Plan.SortOrder.BLOCKING, s.sort());
        }

        @Test
        void anArrayKeyWithAnEqualityIsSkipped() {
            Plan.IndexScan s = scan(doc().field("tags", PlannerFixture.STRINGS)
                    .index("{tags: 1, b: 1}")
                    .find("{tags: 'x'}")
                    .sort("{b: 1}")
                    .plan());
            assertEquals(Plan.SortOrder.INDEX_ORDER, s.sort());
        }

        @Test
        void aKeyWhoseArraysTheModelDoesNotKnowLeavesTheOrderUndecided() {
            Plan.IndexScan s = scan(doc().index("{a: 1, 'x.y': 1}")
                    .find(new Filter.And(List.of(
                            new Filter.Predicate("a", new Condition.Equality()),
                            new Filter.Predicate("x.y", new Condition.Range(Condition.Comparison.GT)))))
                    .sort("{'x.y': 1}")
                    .plan());
            assertEquals(Plan.SortOrder.UNDECIDED, s.sort());
        }

        @Test
        void aDynamicOrderIsUndecidedUnlessItsKnownKeysAlreadyNeedASort() {
            Sort known = new Sort.Dynamic(List.of(new Sort.SortKey("b", Sort.Direction.ASCENDING)));
            assertEquals(
                    Plan.SortOrder.UNDECIDED,
                    scan(doc().index("{a: 1, b: 1}").find("{a: 1}").sort(known).plan())
                            .sort());
            Sort unprovided = new Sort.Dynamic(List.of(new Sort.SortKey("c", Sort.Direction.ASCENDING)));
            assertEquals(
                    Plan.SortOrder.BLOCKING,
                    scan(doc().index("{a: 1, b: 1}")
                                    .find("{a: 1}")
                                    .sort(unprovided)
                                    .plan())
                            .sort());
        }

        @Test
        void anOrderGivenAtRunTimeWithoutRelevantIndexIsUnknownWhenAnIndexMayGiveIt() {
            assertInstanceOf(
                    Plan.Unknown.class,
                    doc().index("{b: 1}")
                            .find("{a: 1}")
                            .sort(new Sort.Dynamic(List.of()))
                            .plan());
        }

        @Test
        void anUnreadableOrderIsUndecided() {
            assertEquals(
                    Plan.SortOrder.UNDECIDED,
                    scan(doc().index("{a: 1}")
                                    .find("{a: 1}")
                                    .sort(new Sort.Unknown("a SpEL order"))
                                    .plan())
                            .sort());
        }
    }

    @Nested
    class Or {

        @Test
        void positive_anOrIsIndexedWhenEachClauseIs() {
            Plan.OrScan o = assertInstanceOf(
                    Plan.OrScan.class,
                    doc().index("{a: 1}")
                            .index("{b: 1}")
                            .find("{$or: [{a: 1}, {b: 2}]}")
                            .plan());
            assertEquals(2, o.clauses().size());
        }

        @Test
        void negative_oneClauseWithoutAnIndexScansTheCollection() {
            Plan.CollectionScan c = collscan(
                    doc().index("{a: 1}").find("{$or: [{a: 1}, {b: 2}]}").plan());
            assertEquals(Plan.CollectionScan.Reason.OR_CLAUSE_NOT_INDEXED, c.reason());
        }

        @Test
        void springsLeftFoldedOrIsIndexedClauseByClause() {
            Filter nested = new Filter.Or(List.of(
                    new Filter.Or(List.of(
                            new Filter.Predicate("a", new Condition.Equality()),
                            new Filter.Predicate("b", new Condition.Equality()))),
                    new Filter.Predicate("c", new Condition.Equality())));
            assertInstanceOf(
                    Plan.OrScan.class,
                    doc().index("{a: 1}")
                            .index("{b: 1}")
                            .index("{c: 1}")
                            .find(nested)
                            .plan());
        }

        @Test
        void anOrBesideIrrelevantPredicatesIsIndexedThroughItsClauses() {
            assertInstanceOf(
                    Plan.OrScan.class,
                    doc().index("{a: 1}")
                            .index("{b: 1}")
                            .find("{x: 1, $or: [{a: 1}, {b: 2}]}")
                            .plan());
        }

        @Test
        void mergedOrderWhenEveryClauseGivesIt() {
            Plan p = doc().index("{a: 1, s: 1}")
                    .index("{b: 1, s: 1}")
                    .find("{$or: [{a: 1}, {b: 2}]}")
                    .sort("{s: 1}")
                    .plan();
            assertEquals(Plan.SortOrder.MERGE_SORT, p.sortOrder());
        }
    }

    @Nested
    class Refusals {

        @Test
        void textWithoutATextIndexIsIndexNotFound() {
            Plan.Refused r = assertInstanceOf(
                    Plan.Refused.class, doc().find("{$text: {$search: 'x'}}").plan());
            assertEquals(27, r.error().code());
            assertEquals("IndexNotFound", r.error().codeName());
        }

        @Test
        void textInAnOrNeedsEveryOtherClauseIndexed() {
            assertPlan(
                    "ERROR=291",
                    doc().index("{t: 'text'}")
                            .find("{$or: [{$text: {$search: 'x'}}, {b: 1}]}")
                            .plan(),
                    "text under or");
            assertPlan(
                    "OR",
                    doc().index("{t: 'text'}")
                            .index("{b: 1}")
                            .find("{$or: [{$text: {$search: 'x'}}, {b: 1}]}")
                            .plan(),
                    "text under or, indexed");
        }

        @Test
        void nearWithoutAGeoIndexIsNoQueryExecutionPlans() {
            assertPlan(
                    "ERROR=291",
                    doc().index("{loc: 1}").find("{loc: {$near: [0, 0]}}").plan(),
                    "near");
        }

        @Test
        void nearSphereUsesA2dsphereIndex() {
            assertPlan(
                    "IXSCAN=loc_2dsphere",
                    doc().index("{loc: '2dsphere'}")
                            .find("{loc: {$nearSphere: [0, 0]}}")
                            .plan(),
                    "nearSphere");
        }

        @Test
        void nearOnA2dsphereIndexDependsOnThePointFormat() {
            assertInstanceOf(
                    Plan.Unknown.class,
                    doc().index("{loc: '2dsphere'}")
                            .find("{loc: {$near: [0, 0]}}")
                            .plan());
        }

        @Test
        void aHintNamingNoIndexIsBadValue() {
            assertPlan(
                    "ERROR=2", doc().index("{a: 1}").find("{a: 1}").hint("nope").plan(), "hint");
            assertPlan(
                    "ERROR=2",
                    doc().index("{a: 1}", "{hidden: true}")
                            .find("{a: 1}")
                            .hint("a_1")
                            .plan(),
                    "hidden");
        }

        @Test
        void aKeyPatternHintMatchingTwoIndexesIsIndexNotFound() {
            assertPlan(
                    "ERROR=27",
                    doc().index("{a: 1}", "{name: 'one'}")
                            .index("{a: 1}", "{name: 'two', sparse: true}")
                            .find("{a: 1}")
                            .hint("{a: 1}")
                            .plan(),
                    "ambiguous hint");
        }

        @Test
        void aHintedIndexTheFilterDoesNotConstrainIsReadWhole() {
            Plan.IndexScan s =
                    scan(doc().index("{a: 1}").find("{b: 1}").hint("a_1").plan());
            assertEquals(Plan.Use.HINT, s.use());
            assertEquals(Plan.Bounds.WHOLE_INDEX, s.bounds());
        }
    }

    @Nested
    class Unknowns {

        @Test
        void anUnreadableFilterIsUnknown() {
            assertInstanceOf(
                    Plan.Unknown.class,
                    doc().index("{a: 1}")
                            .find(new Filter.And(List.of(
                                    new Filter.Predicate("a", new Condition.Equality()),
                                    new Filter.Unreadable("a document bound to ?0"))))
                            .plan());
        }

        @Test
        void anUnknownOperatorOnAnIndexedKeyIsUnknownAndIgnoredElsewhere() {
            assertInstanceOf(
                    Plan.Unknown.class,
                    doc().index("{a: 1}")
                            .find(new Filter.Predicate("a", new Condition.Unknown("$mod")))
                            .plan());
            scan(doc().index("{a: 1}")
                    .find(new Filter.And(List.of(
                            new Filter.Predicate("a", new Condition.Equality()),
                            new Filter.Predicate("z", new Condition.Unknown("$mod")))))
                    .plan());
        }

        @Test
        void aHintGivenAtRunTimeIsUnknown() {
            assertInstanceOf(
                    Plan.Unknown.class,
                    doc().index("{a: 1}")
                            .find("{a: 1}")
                            .hint(new Hint.AtRunTime())
                            .plan());
        }

        @Test
        void aWildcardIndexCoveringAPredicateIsUnknown() {
            assertInstanceOf(
                    Plan.Unknown.class,
                    doc().index("{'attrs.$**': 1}")
                            .find("{'attrs.color': 'red'}")
                            .plan());
        }

        @Test
        void aGeoWithinOnAGeoIndexDependsOnTheShape() {
            assertInstanceOf(
                    Plan.Unknown.class,
                    doc().index("{loc: '2dsphere'}")
                            .find("{loc: {$geoWithin: {$centerSphere: [[0, 0], 1]}}}")
                            .plan());
        }

        @Test
        void aTimeSeriesCollectionIsPlannedOverBuckets() {
            Query q = doc().index("{a: 1}").find("{a: 1}").query();
            CollectionOptions.TimeSeries ts =
                    new CollectionOptions.TimeSeries("t", null, null, 0, 0, -1, Origin.NONE, Map.of());
            Query onTimeSeries = new Query(
                    q.document().toBuilder()
                            .collectionOptions(new CollectionOptions(null, ts, null, null))
                            .build(),
                    q.operation(),
                    q.filter(),
                    q.sort(),
                    q.limit(),
                    q.projection(),
                    q.collation(),
                    q.hint(),
                    q.origin());
            assertInstanceOf(Plan.Unknown.class, new QueryPlanner().plan(onTimeSeries));
        }
    }

    @Nested
    class Proposal {

        private List<IndexProposal> propose(PlannerFixture f) {
            return IndexProposal.forQuery(f.query());
        }

        @Test
        void equalityThenSortThenRange() {
            IndexProposal p = propose(doc().find("{age: {$gt: 3}, status: 'A'}").sort("{createdAt: -1}"))
                    .get(0);
            assertEquals("{status: 1, createdAt: -1, age: 1}", p.keyPattern());
            assertEquals(
                    List.of(IndexProposal.Role.EQUALITY, IndexProposal.Role.SORT, IndexProposal.Role.RANGE), p.roles());
        }

        @Test
        void inCountsAsAnEqualityAndNegationsAndRegexesAsRanges() {
            assertEquals(
                    "{a: 1, b: 1, c: 1}",
                    propose(doc().find("{c: {$ne: 1}, a: {$in: [1, 2]}, b: 2}"))
                            .get(0)
                            .keyPattern());
            assertEquals(
                    "{a: 1, name: 1}",
                    propose(doc().find("{name: /^x/, a: 1}")).get(0).keyPattern());
        }

        @Test
        void aSortKeyWithAnEqualityStaysAnEquality() {
            assertEquals(
                    "{a: 1, b: 1}",
                    propose(doc().find("{a: 1}").sort("{a: -1, b: 1}")).get(0).keyPattern());
        }

        @Test
        void oneProposalPerOrClause() {
            List<IndexProposal> p = propose(doc().find("{$or: [{a: 1}, {b: 2}]}"));
            assertEquals(
                    List.of("{a: 1}", "{b: 1}"),
                    p.stream().map(IndexProposal::keyPattern).toList());
        }

        @Test
        void onlyTheKnownKeysOfADynamicOrder() {
            Sort dynamic = new Sort.Dynamic(List.of(new Sort.SortKey("d", Sort.Direction.DESCENDING)));
            assertEquals(
                    "{a: 1, d: -1}",
                    propose(doc().find("{a: 1}").sort(dynamic)).get(0).keyPattern());
        }

        @Test
        void nothingToProposeForTextGeoOrAnEmptyFilter() {
            assertTrue(propose(doc().find("{}")).isEmpty());
            assertTrue(propose(doc().find("{$text: {$search: 'x'}}")).isEmpty());
        }
    }
}
