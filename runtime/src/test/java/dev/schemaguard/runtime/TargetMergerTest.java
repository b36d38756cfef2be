package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.mongodb.client.model.Collation;
import com.mongodb.client.model.CollationStrength;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.ValidationLevel;
import com.mongodb.client.model.ValidationOptions;
import java.util.List;
import org.bson.BsonDocument;
import org.bson.Document;
import org.junit.jupiter.api.Test;

/** {@code @Document} classes stored in one collection (annotated subclasses) are one target. */
class TargetMergerTest {

    @Test
    void documentsSharingACollectionAreOneTargetWithEachIndexOnce() {
        Report report = new Report(true);
        Target animal = Schemas.animal();
        List<Target> merged = TargetMerger.merge("boot_zoo", List.of(animal, Schemas.dog()), report);
        assertEquals(1, merged.size());
        Target target = merged.get(0);
        assertEquals("boot_zoo", target.database());
        assertEquals("animals", target.collection());
        assertSame(animal.options(), target.options(), "the first target's options");
        assertEquals(List.of("name_1", "breed_1_age_-1"), names(target), "each index once, in declaration order");
        assertEquals(List.of(), report.failures());
        assertEquals(List.of(), report.notes());
        assertEquals(List.of("name_1"), names(animal), "the given targets are not changed");
    }

    @Test
    void siblingsDeclaringOneIndexNameWithTwoSpecsFailThatIndexOnlyAndKeepTheFirst() {
        Report report = new Report(true);
        List<Target> merged =
                TargetMerger.merge("boot_pets", List.of(Schemas.cat(), Schemas.hound(), Schemas.pet()), report);
        assertEquals(1, merged.size());
        assertEquals(List.of("by_trait", "name_1"), names(merged.get(0)));
        assertEquals(new Document("lives", 1), merged.get(0).indexes().get(0).getKeys(), "Cat's by_trait, the first");
        assertEquals(
                List.of("boot_pets.pets: index by_trait is declared by two @Document classes with different specs; "
                        + "only the first is created: by_trait {\"lives\": 1} / by_trait {\"breed\": 1}"),
                report.failures());
    }

    @Test
    void theSameKeysInAnotherOrderAreAnotherSpec() {
        Report report = new Report(true);
        Target first =
                target("c", null, new IndexModel(new Document("a", 1).append("b", 1), new IndexOptions().name("ab")));
        Target second =
                target("c", null, new IndexModel(new Document("b", 1).append("a", 1), new IndexOptions().name("ab")));
        List<Target> merged = TargetMerger.merge("db", List.of(first, second), report);
        assertEquals(1, merged.get(0).indexes().size());
        assertEquals(1, report.failures().size(), report.toString());
    }

    @Test
    void theSameSpecWithNumbersOfAnotherTypeIsSentOnce() {
        Report report = new Report(true);
        Target first = target("c", null, new IndexModel(new Document("a", 1), new IndexOptions().name("a_1")));
        Target second = target("c", null, new IndexModel(new Document("a", 1.0), new IndexOptions().name("a_1")));
        assertEquals(
                1,
                TargetMerger.merge("db", List.of(first, second), report)
                        .get(0)
                        .indexes()
                        .size());
        assertEquals(List.of(), report.failures());
    }

    @Test
    void theFirstDefaultCollationIsUsedAndAnotherOneIsANote() {
        Collation fr = Collation.builder().locale("fr").build();
        Collation frSecondary = Collation.builder()
                .locale("fr")
                .collationStrength(CollationStrength.SECONDARY)
                .build();
        Report report = new Report(true);
        // a target without a collation takes the first collation declared after it
        Target merged = TargetMerger.merge(
                        "db", List.of(target("c", null), target("c", fr), target("c", frSecondary)), report)
                .get(0);
        assertSame(fr, merged.options().getCollation());
        assertEquals(
                List.of("db.c: its @Document classes declare two default collations, {\"locale\": \"fr\"} and "
                        + "{\"locale\": \"fr\", \"strength\": 2}; the first is used"),
                report.notes());

        Report alike = new Report(true);
        Collation frTertiary = Collation.builder()
                .locale("fr")
                .collationStrength(CollationStrength.TERTIARY)
                .build();
        assertSame(
                fr,
                TargetMerger.merge("db", List.of(target("c", fr), target("c", frTertiary)), alike)
                        .get(0)
                        .options()
                        .getCollation());
        assertEquals(List.of(), alike.notes(), "strength 3 is the default: the same collation");
    }

    @Test
    void theFirstTargetDeclaringAnyOptionGivesThemAllAndOtherOnesAreANote() {
        CreateCollectionOptions validated = new CreateCollectionOptions()
                .validationOptions(new ValidationOptions()
                        .validator(BsonDocument.parse("{name: {$exists: true}}"))
                        .validationLevel(ValidationLevel.MODERATE));
        CreateCollectionOptions otherValidator = new CreateCollectionOptions()
                .validationOptions(new ValidationOptions().validator(BsonDocument.parse("{name: {$type: 'string'}}")));
        Report report = new Report(true);
        Target merged = TargetMerger.merge(
                        "db",
                        List.of(
                                new Target("db", "c", new CreateCollectionOptions(), List.of()),
                                new Target("db", "c", validated, List.of()),
                                new Target("db", "c", otherValidator, List.of())),
                        report)
                .get(0);
        assertSame(validated, merged.options(), "the parent without options takes its subclass' validator");
        assertEquals(
                List.of("db.c: its @Document classes declare other collection options (validator, validationLevel); "
                        + "those of the first are used"),
                report.notes());

        Report alike = new Report(true);
        TargetMerger.merge(
                "db",
                List.of(
                        new Target("db", "c", validated, List.of()),
                        new Target(
                                "db",
                                "c",
                                new CreateCollectionOptions()
                                        .validationOptions(new ValidationOptions()
                                                .validator(BsonDocument.parse("{name: {$exists: true}}"))
                                                .validationLevel(ValidationLevel.MODERATE)),
                                List.of())),
                alike);
        assertEquals(List.of(), alike.notes(), "declared alike");
    }

    @Test
    void targetsOfOtherCollectionsStaySeparateInTheirOrder() {
        Report report = new Report(true);
        List<Target> merged =
                TargetMerger.merge("boot_ids", List.of(Schemas.idKey(), Schemas.idField(), Schemas.idKey()), report);
        assertEquals(
                List.of("id_key", "id_field"),
                merged.stream().map(Target::collection).toList());
        assertEquals(List.of("_id_1_sku_1"), names(merged.get(0)));
        assertEquals(List.of(), report.failures());
        assertNull(merged.get(1).options().getCollation());
    }

    private static Target target(String collection, Collation collation, IndexModel... indexes) {
        return new Target("db", collection, new CreateCollectionOptions().collation(collation), List.of(indexes));
    }

    private static List<String> names(Target target) {
        return target.indexes().stream().map(m -> m.getOptions().getName()).toList();
    }
}
