package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.IndexModel;
import com.mongodb.event.CommandListener;
import com.mongodb.event.CommandStartedEvent;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.schemaguard.runtime.Report;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.bson.BsonDocument;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated bootstrap, through its facade: the index models the processor generates are
 * what a real server's {@code listIndexes} gives back (compared by the runtime's reconciler), and
 * the generated {@code SchemaBootstrap} runs against a server. The comparison itself, variant by
 * variant (TTL types, text weights, collations, conflicts), is the runtime's IndexReconcilerTest.
 *
 * <p>The comparison is tested on documents shaped as a real MongoDB's {@code listIndexes} answers
 * (mongo-java-server gives back what it was sent, so it cannot show them), each built from the
 * source named beside it. The runs go to mongo-java-server in-process, and again to the MongoDB
 * at {@code MONGODB_URI} where the effect needs a real server; those tests are skipped, not
 * passed, without it.
 */
class SchemaBootstrapTest {

    private static final String[] SOURCES = {
        "test.boot.places.Place", """
            package test.boot.places;
            import dev.schemaguard.annotations.*;
            import java.time.Instant;
            import org.bson.types.ObjectId;
            @Document(collection = "places", database = "boot_places")
            @IndexHint(keys = {"category", "title:text", "blurb:text", "rank:-1"}, name = "place_text")
            @IndexHint(keys = "location:2dsphere")
            @IndexHint(keys = "ownerId:hashed")
            @IndexHint(keys = "owner", name = "owner_ci", collation = @Collation(locale = "fr", strength = 1, numericOrdering = true))
            public class Place {
                ObjectId id;
                @Bounded(max = 40) String category;
                @Bounded(max = 200) String title;
                @Bounded(max = 1000) String blurb;
                int rank;
                @Bounded(max = 2) double[] location;
                ObjectId ownerId;
                @Bounded(max = 100) String owner;
                @IndexHint(expireAfterSeconds = 86400) Instant lockedAt;
                @IndexHint(unique = true, partialFilter = "{rank: {$gt: 0}}") @Bounded(max = 20) String code;
            }
            """,
        "test.boot.places.Listing", """
            package test.boot.places;
            import dev.schemaguard.annotations.*;
            import org.bson.types.ObjectId;
            // mongo-java-server refuses wildcard keys ("unknown operator: $**"): a database of its own, run on a real server only
            @Document(collection = "listings", database = "boot_wildcard")
            @IndexHint(keys = "$**")
            public class Listing {
                ObjectId id;
                @Bounded(max = 200) String title;
            }
            """,
        "test.boot.zoo.Animal", """
            package test.boot.zoo;
            import dev.schemaguard.annotations.*;
            import org.bson.types.ObjectId;
            @Document(collection = "animals", database = "boot_zoo")
            public class Animal {
                ObjectId id;
                @IndexHint @Bounded(max = 50) String name;
                int age;
            }
            """,
        "test.boot.zoo.Dog", """
            package test.boot.zoo;
            import dev.schemaguard.annotations.*;
            @Document(collection = "animals", database = "boot_zoo")
            @IndexHint(keys = {"breed", "age:-1"})
            public class Dog extends Animal {
                @Bounded(max = 50) String breed;
            }
            """,
        "test.boot.pets.Pet", """
            package test.boot.pets;
            import dev.schemaguard.annotations.*;
            @Document(collection = "pets", database = "boot_pets")
            public class Pet {
                org.bson.types.ObjectId id;
                @IndexHint @Bounded(max = 50) String name;
            }
            """,
        "test.boot.pets.Cat", """
            package test.boot.pets;
            import dev.schemaguard.annotations.*;
            @Document(collection = "pets", database = "boot_pets")
            @IndexHint(keys = "lives", name = "by_trait")
            public class Cat extends Pet {
                int lives;
            }
            """,
        "test.boot.pets.Hound", """
            package test.boot.pets;
            import dev.schemaguard.annotations.*;
            @Document(collection = "pets", database = "boot_pets")
            @IndexHint(keys = "breed", name = "by_trait")
            public class Hound extends Pet {
                @Bounded(max = 50) String breed;
            }
            """,
        "test.boot.ids.IdField", """
            package test.boot.ids;
            import dev.schemaguard.annotations.*;
            @Document(collection = "id_field", database = "boot_ids")
            public class IdField {
                @IndexHint org.bson.types.ObjectId id;
                @IndexHint @Bounded(max = 50) String sku;
            }
            """,
        "test.boot.ids.IdKey", """
            package test.boot.ids;
            import dev.schemaguard.annotations.*;
            @Document(collection = "id_key", database = "boot_ids")
            @IndexHint(keys = "_id")
            @IndexHint(keys = {"_id", "sku"})
            public class IdKey {
                org.bson.types.ObjectId id;
                @Bounded(max = 50) String sku;
            }
            """,
        "test.boot.ids.IdJavaName", """
            package test.boot.ids;
            import dev.schemaguard.annotations.*;
            @Document(collection = "id_java_name", database = "boot_ids")
            @IndexHint(keys = "id", name = "by_id")
            public class IdJavaName {
                org.bson.types.ObjectId id;
            }
            """,
        "test.boot.ids.IdDescending", """
            package test.boot.ids;
            import dev.schemaguard.annotations.*;
            // mongo-java-server does not list an {_id: -1} index: a database of its own
            @Document(collection = "id_descending", database = "boot_ids_descending")
            @IndexHint(keys = "_id:-1")
            public class IdDescending {
                org.bson.types.ObjectId id;
            }
            """,
    };

    private static GeneratedSources compiled;
    private static ClassLoader loader;
    private static Class<?> bootstrap;
    private static MongoServer embedded;
    private static MongoClient embeddedClient;
    private static MongoClient realClient;
    private static final List<BsonDocument> commands = Collections.synchronizedList(new ArrayList<>());

    @BeforeAll
    static void compileAndConnect() throws Exception {
        compiled = GeneratedSources.compile(List.of(), SOURCES);
        loader = compiled.classLoader();
        bootstrap = loader.loadClass("test.boot.SchemaBootstrap");
        embedded = new MongoServer(new MemoryBackend());
        InetSocketAddress address = embedded.bind();
        embeddedClient = client("mongodb://" + address.getHostString() + ":" + address.getPort());
        String uri = System.getenv("MONGODB_URI");
        if (uri != null && !uri.isBlank()) {
            realClient = client(uri);
        }
    }

    private static MongoClient client(String uri) {
        CommandListener listener = new CommandListener() {
            @Override
            public void commandStarted(CommandStartedEvent event) {
                commands.add(event.getCommand().clone());
            }
        };
        return MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(uri))
                .addCommandListener(listener)
                .build());
    }

    @AfterAll
    static void disconnect() {
        if (embeddedClient != null) {
            embeddedClient.close();
        }
        embedded.shutdownNow();
        if (realClient != null) {
            realClient.close();
        }
    }

    // ---- the comparison, on listIndexes answers of a real server ----

    /** The built-in index, as every listIndexes answer starts. */
    private static final BsonDocument REAL_ID = BsonDocument.parse("{v: 2, key: {_id: 1}, name: '_id_'}");

    /**
     * Text index: keys {@code {_fts: "text", _ftsx: 1}} in place of the text fields, between the
     * other keys (mongo src/mongo/db/fts/fts_spec.cpp, FTSSpec::fixSpec: "extraBefore fields, then
     * text fields, then extraAfter fields"), one weight per text field (default 1),
     * {@code default_language} "english", {@code language_override} "language",
     * {@code textIndexVersion} 3 (jstests/change_streams/ddl_create_drop_index_events.js: the spec
     * of {@code createIndex({e: "text"})} is {@code {v: 2, key: {_fts: "text", _ftsx: 1}, weights: {e: 1},
     * default_language: "english", language_override: "language", textIndexVersion: 3}}).
     */
    private static final BsonDocument REAL_TEXT = BsonDocument.parse("""
            {v: 2, key: {category: 1, _fts: 'text', _ftsx: 1, rank: -1}, name: 'place_text',
             weights: {blurb: 1, title: 1}, default_language: 'english', language_override: 'language',
             textIndexVersion: 3}""");

    /** 2dsphere: the key as written, plus {@code "2dsphereIndexVersion": 3} (jstests/change_streams/ddl_create_drop_index_events.js). */
    private static final BsonDocument REAL_2DSPHERE = BsonDocument.parse(
            "{v: 2, key: {location: '2dsphere'}, name: 'location_2dsphere', '2dsphereIndexVersion': 3}");

    /**
     * Hashed and wildcard keys come back as written, a wildcard with its {@code wildcardProjection}
     * when it has one ({@code {d: "hashed"}} and {@code {"$**": 1}} in
     * jstests/change_streams/ddl_create_drop_index_events.js).
     */
    private static final BsonDocument REAL_HASHED =
            BsonDocument.parse("{v: 2, key: {ownerId: 'hashed'}, name: 'ownerId_hashed'}");

    private static final BsonDocument REAL_WILDCARD = BsonDocument.parse("{v: 2, key: {'$**': 1}, name: '$**_1'}");

    /**
     * A collation with every attribute filled in, and the ICU version: jstests/core/collation.js
     * ({@code assertIndexHasCollation}), and {@code version: "57.1"} in the wildcard index collation
     * test and jstests/change_streams/ddl_create_drop_index_events.js.
     */
    private static final BsonDocument REAL_COLLATION_INDEX = BsonDocument.parse("""
            {v: 2, key: {owner: 1}, name: 'owner_ci', collation: {locale: 'fr', caseLevel: false, caseFirst: 'off',
             strength: 1, numericOrdering: true, alternate: 'non-ignorable', maxVariable: 'punct',
             normalization: false, backwards: false, version: '57.1'}}""");

    /**
     * A TTL index: {@code expireAfterSeconds} as the server has it, which may be an int, a long or
     * a double (whatever the creating client sent: the shell's numbers are doubles, jstests pass
     * {@code NumberLong(...)} to collMod, this bootstrap sends an int).
     */
    private static BsonDocument realTtl(String seconds) {
        return BsonDocument.parse(
                "{v: 2, key: {lockedAt: 1}, name: 'lockedAt_1', expireAfterSeconds: " + seconds + "}");
    }

    private static final BsonDocument REAL_UNIQUE_PARTIAL = BsonDocument.parse(
            "{v: 2, key: {code: 1}, name: 'code_1', unique: true, partialFilterExpression: {rank: {$gt: 0}}}");

    private static List<BsonDocument> realPlaceIndexes() {
        return new ArrayList<>(List.of(
                REAL_ID,
                REAL_TEXT,
                REAL_2DSPHERE,
                REAL_HASHED,
                REAL_WILDCARD,
                REAL_COLLATION_INDEX,
                realTtl("86400"),
                REAL_UNIQUE_PARTIAL));
    }

    @Test
    void everyIndexKindAsARealServerListsItIsAlreadyThere() throws Exception {
        Outcome outcome = reconcile(placeIndexes(), realPlaceIndexes(), null);
        assertEquals(List.of(), outcome.conflicts, outcome.toString());
        assertEquals(List.of(), outcome.missing, outcome.toString());
        assertEquals(List.of(), outcome.undeclared, outcome.toString());
        assertEquals(placeIndexes().size(), outcome.existing.size(), outcome.toString());
        assertEquals(7, outcome.existing.size(), "text, 2dsphere, hashed, wildcard, collation, TTL, unique partial");
    }

    // ---- runs ----

    @Test
    void everyIndexKindIsCreatedOnceAndFoundAgain_embedded() throws Exception {
        secondApplyChangesNothing(embeddedClient.getDatabase("boot_places"), 6);
    }

    @Test
    void everyIndexKindIsCreatedOnceAndFoundAgain_realServer() throws Exception {
        assumeTrue(
                realClient != null, "needs MONGODB_URI: only a real server rewrites text keys and fills in collations");
        MongoDatabase database = realClient.getDatabase("boot_places");
        secondApplyChangesNothing(database, 6);
        secondApplyChangesNothing(realClient.getDatabase("boot_wildcard"), 1);
        // what made the second run find them: the server's own shapes
        BsonDocument text = index(database, "places", "place_text");
        assertEquals(BsonDocument.parse("{category: 1, _fts: 'text', _ftsx: 1, rank: -1}"), text.getDocument("key"));
        assertEquals(
                "punct",
                index(database, "places", "owner_ci")
                        .getDocument("collation")
                        .getString("maxVariable")
                        .getValue());
    }

    /** Item 7 of issue 11: two @Document classes in one collection are one target. */
    @Test
    void documentsSharingACollectionAreCreatedOnceWithTheirIndexesMerged_embedded() throws Exception {
        sharedCollectionIsOneTarget(embeddedClient.getDatabase("boot_zoo"));
    }

    @Test
    void documentsSharingACollectionAreCreatedOnceWithTheirIndexesMerged_realServer() throws Exception {
        assumeTrue(realClient != null, "needs MONGODB_URI");
        sharedCollectionIsOneTarget(realClient.getDatabase("boot_zoo"));
    }

    @Test
    void siblingsDeclaringOneIndexNameWithTwoSpecsFailThatIndexOnlyAndKeepTheFirst() throws Exception {
        MongoDatabase database = embeddedClient.getDatabase("boot_pets");
        database.drop();
        commands.clear();
        Object report = apply(database);
        List<?> failures = (List<?>) call(report, "failures");
        assertEquals(1, failures.size(), report.toString());
        assertTrue(
                failures.get(0)
                        .toString()
                        .startsWith("boot_pets.pets: index by_trait is declared by two @Document classes"),
                failures.toString());
        List<BsonDocument> sentIndexes = new ArrayList<>();
        sent("createIndexes").forEach(c -> c.getArray("indexes").forEach(i -> sentIndexes.add(i.asDocument())));
        assertEquals(
                List.of(
                        BsonDocument.parse("{key: {lives: 1}, name: 'by_trait'}"),
                        BsonDocument.parse("{key: {name: 1}, name: 'name_1'}")),
                sentIndexes,
                "Cat's indexes (the first target), then nothing of Hound's but its by_trait, left out, nor of Pet's");
        // the listIndexes is the runtime's read ahead, sent with listCollections, unused: the collection did not exist
        assertEquals(Map.of("create", 1, "createIndexes", 1, "listCollections", 1, "listIndexes", 1), counts());
    }

    /** Item 8 of issue 11 (the generated code's half): {_id: 1} is the built-in _id_, never sent. */
    @Test
    void anIdIndexIsLeftOutOfTheGeneratedModels() throws Exception {
        assertEquals(List.of("sku_1"), names(indexModels("test.boot.ids.IdFieldSchema")));
        assertEquals(List.of("_id_1_sku_1"), names(indexModels("test.boot.ids.IdKeySchema")));
        // only ascending {_id: 1} is the built-in one: {_id: -1} is an index of its own
        assertEquals(List.of(), names(indexModels("test.boot.ids.IdJavaNameSchema")));
        assertEquals(List.of("_id_-1"), names(indexModels("test.boot.ids.IdDescendingSchema")));
        for (String source : compiled.sources().values()) {
            assertFalse(source.contains("new Document(\"_id\", 1),"), source);
        }
    }

    @Test
    void anIdIndexIsNeitherCreatedNorReportedOnEachStart_embedded() throws Exception {
        idIndexIsNotSent(embeddedClient.getDatabase("boot_ids"));
    }

    @Test
    void anIdIndexIsNeitherCreatedNorReportedOnEachStart_realServer() throws Exception {
        assumeTrue(realClient != null, "needs MONGODB_URI: a real server renames {_id: 1} to _id_ and builds nothing");
        idIndexIsNotSent(realClient.getDatabase("boot_ids"));
        realClient.getDatabase("boot_ids_descending").drop();
        Object descending = apply(realClient.getDatabase("boot_ids_descending"));
        assertEquals(
                List.of("boot_ids_descending.id_descending _id_-1 {\"_id\": -1}"),
                call(descending, "createdIndexes"),
                descending.toString());
    }

    private void secondApplyChangesNothing(MongoDatabase database, int indexes) throws Exception {
        database.drop();
        Object first = apply(database);
        assertEquals(List.of(), call(first, "conflicts"), first.toString());
        assertEquals(List.of(), call(first, "failures"), first.toString());
        assertEquals(indexes, ((List<?>) call(first, "createdIndexes")).size(), first.toString());
        Object second = apply(database);
        assertTrue((Boolean) call(second, "changedNothing"), second.toString());
        assertEquals(List.of(), call(second, "conflicts"), second.toString());
        assertEquals(List.of(), call(second, "undeclaredIndexes"), second.toString());
        assertEquals(indexes, ((List<?>) call(second, "existingIndexes")).size(), second.toString());
    }

    private void sharedCollectionIsOneTarget(MongoDatabase database) throws Exception {
        database.drop();
        List<IndexModel> animal = indexModels("test.boot.zoo.AnimalSchema");
        List<IndexModel> dog = indexModels("test.boot.zoo.DogSchema");
        Set<String> union = new LinkedHashSet<>(names(animal));
        union.addAll(names(dog));
        assertTrue(union.size() < animal.size() + dog.size(), "the two classes declare one index alike: " + union);
        commands.clear();

        Object first = apply(database);

        assertEquals(List.of(), call(first, "failures"), first.toString());
        assertEquals(List.of(), call(first, "conflicts"), first.toString());
        assertEquals(List.of("boot_zoo.animals"), call(first, "createdCollections"), first.toString());
        assertEquals(union.size(), ((List<?>) call(first, "createdIndexes")).size(), first.toString());
        assertEquals(
                Map.of("create", 1, "createIndexes", 1, "listCollections", 1, "listIndexes", 1),
                counts(),
                "one create, one createIndexes (and the runtime's read ahead of the indexes, unused)");
        BsonDocument createIndexes = sent("createIndexes").get(0);
        List<String> sentNames = new ArrayList<>();
        createIndexes
                .getArray("indexes")
                .forEach(spec ->
                        sentNames.add(spec.asDocument().getString("name").getValue()));
        assertEquals(new ArrayList<>(union), sentNames, "each index once, in declaration order");

        Object second = apply(database);
        assertTrue((Boolean) call(second, "changedNothing"), second.toString());
        assertEquals(List.of(), call(second, "conflicts"), second.toString());
        assertEquals(List.of("boot_zoo.animals"), call(second, "existingCollections"), second.toString());
        assertEquals(union.size(), ((List<?>) call(second, "existingIndexes")).size(), second.toString());
    }

    private void idIndexIsNotSent(MongoDatabase database) throws Exception {
        database.drop();
        commands.clear();
        Object first = apply(database);
        assertEquals(List.of(), call(first, "failures"), first.toString());
        assertEquals(List.of(), call(first, "conflicts"), first.toString());
        for (BsonDocument command : sent("createIndexes")) {
            for (var spec : command.getArray("indexes")) {
                assertFalse(
                        spec.asDocument().getDocument("key").equals(BsonDocument.parse("{_id: 1}")), command.toJson());
            }
        }
        Object second = apply(database);
        assertTrue((Boolean) call(second, "changedNothing"), second.toString());
        assertEquals(List.of(), call(second, "conflicts"), second.toString());
        assertEquals(List.of(), call(second, "undeclaredIndexes"), second.toString());
    }

    // ---- helpers ----

    /** What {@code reconcile} made of one collection: indexes already there, conflicts, missing, undeclared. */
    private record Outcome(List<?> existing, List<String> conflicts, List<BsonDocument> missing, List<?> undeclared) {}

    @SuppressWarnings("unchecked")
    private static Outcome reconcile(
            List<IndexModel> declared, List<BsonDocument> existing, BsonDocument collectionCollation) throws Exception {
        // the runtime's comparison, package-private there, on the index models the processor generated
        Class<?> reportClass = Report.class;
        Constructor<?> newReport = reportClass.getDeclaredConstructor(boolean.class);
        newReport.setAccessible(true);
        Object report = newReport.newInstance(true);
        Method reconcile = Class.forName("dev.schemaguard.runtime.IndexReconciler")
                .getDeclaredMethod("reconcile", String.class, List.class, List.class, BsonDocument.class, reportClass);
        reconcile.setAccessible(true);
        List<BsonDocument> missing = (List<BsonDocument>)
                reconcile.invoke(null, "boot_places.places", declared, existing, collectionCollation, report);
        List<String> conflicts = new ArrayList<>();
        for (Object conflict : (List<?>) call(report, "conflicts")) {
            conflicts.add((String) conflict.getClass().getMethod("index").invoke(conflict));
        }
        return new Outcome((List<?>) call(report, "existingIndexes"), conflicts, missing, (List<?>)
                call(report, "undeclaredIndexes"));
    }

    /** The indexes of Place and Listing, as if one collection declared them all. */
    private static List<IndexModel> placeIndexes() throws Exception {
        List<IndexModel> all = new ArrayList<>(indexModels("test.boot.places.PlaceSchema"));
        all.addAll(indexModels("test.boot.places.ListingSchema"));
        return all;
    }

    @SuppressWarnings("unchecked")
    private static List<IndexModel> indexModels(String schemaClass) throws Exception {
        return (List<IndexModel>)
                loader.loadClass(schemaClass).getMethod("indexModels").invoke(null);
    }

    private static List<String> names(List<IndexModel> models) {
        return models.stream().map(m -> m.getOptions().getName()).toList();
    }

    private static Object apply(MongoDatabase database) throws Exception {
        try {
            return bootstrap.getMethod("apply", MongoDatabase.class).invoke(null, database);
        } catch (InvocationTargetException e) {
            throw new AssertionError(e.getCause());
        }
    }

    private static Object call(Object target, String method) throws Exception {
        Method m = target.getClass().getMethod(method);
        m.setAccessible(true);
        return m.invoke(target);
    }

    private static BsonDocument index(MongoDatabase database, String collection, String name) {
        for (BsonDocument index : database.getCollection(collection).listIndexes(BsonDocument.class)) {
            if (index.getString("name").getValue().equals(name)) {
                return index;
            }
        }
        throw new AssertionError(collection + " has no index " + name);
    }

    /** Commands sent since the last clear, by name, without the driver's own. */
    private static Map<String, Integer> counts() {
        Map<String, Integer> counts = new TreeMap<>();
        synchronized (commands) {
            for (BsonDocument command : commands) {
                String name = command.getFirstKey();
                if (!Set.of("hello", "isMaster", "endSessions", "ping").contains(name)) {
                    counts.merge(name, 1, Integer::sum);
                }
            }
        }
        return counts;
    }

    private static List<BsonDocument> sent(String name) {
        synchronized (commands) {
            return commands.stream().filter(c -> c.getFirstKey().equals(name)).toList();
        }
    }
}
