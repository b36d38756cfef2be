package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.model.IndexModel;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.bson.BsonDocument;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.convert.QueryMapper;
import org.springframework.data.mongodb.core.index.IndexDefinition;
import org.springframework.data.mongodb.core.index.MongoPersistentEntityIndexResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;

/**
 * SDM's {@code @Document} is inherited: a concrete subclass of a document is an entity of its own, scanned
 * into the mapping context (MongoConfigurationSupport.scanForEntities and Boot's EntityScanner take concrete
 * classes whose hierarchy carries {@code @Document}), and MongoPersistentEntityIndexCreator creates in the
 * shared collection every index MongoPersistentEntityIndexResolver resolves for it. What it inherits is the
 * document's index again (same name and keys: one index on the server); what its own annotations declare is
 * an index of the collection, which the model, the rules and the generated bootstrap must see.
 */
class SpringDataSubclassIndexTest {

    private static final String IMPORTS = """
            package %s;
            import java.util.*;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            import org.springframework.data.mongodb.core.index.*;
            """;

    private static String sdm(String pkg, String body) {
        return IMPORTS.formatted(pkg) + body;
    }

    private static final String[] ZOO = {
        "sdm.Animal", sdm("sdm", """
                @Document(collection = "animals")
                @CompoundIndex(name = "owner_name", def = "{'owner': 1, 'name': 1}")
                public class Animal { @Id String id; @Indexed String name; String owner; }
                """),
        // abstract: never scanned, its index comes with each concrete subclass (one index for both)
        "sdm.Mammal", sdm("sdm", """
                public abstract class Mammal extends Animal { @Indexed(name = "fur_idx") String fur; }
                """),
        "sdm.Dog", sdm("sdm", """
                @CompoundIndexes({ @CompoundIndex(name = "breed_owner", def = "{'breed': 1, 'owner': -1}") })
                public class Dog extends Mammal {
                    @Indexed(unique = true, sparse = true) @Field("chip") String chipId;
                    @HashIndexed String breed;
                    @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE) double[] home;
                    Collar collar;
                    @WildcardIndexed Map<String, String> traits;
                    public static class Collar { @Indexed String color; }
                }
                """),
        // inherits all of Dog's: nothing new
        "sdm.Puppy", sdm("sdm", """
                public class Puppy extends Dog { int ageInWeeks; }
                """),
        "sdm.Cat", sdm("sdm", """
                @WildcardIndexed
                public class Cat extends Mammal { @Indexed(expireAfterSeconds = 600) Date seenAt; }
                """),
    };

    /**
     * The indexes SDM creates in 'animals' (the resolver's for each scanned entity, keys mapped by the
     * QueryMapper, one per name and signature as the server keeps them) are the model's, and the generated
     * {@code indexModels()} sends each once.
     */
    @Test
    void subclassIndexesAgreeWithSpringData() throws Exception {
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), ZOO);
        DocumentModel model = captured.models().get("sdm.Animal");
        assertTrue(
                model != null,
                "Animal was not read as a document: " + captured.models().keySet());
        ClassLoader loader = CompiledOutput.loader(captured.compilation());

        MongoMappingContext context = new MongoMappingContext();
        context.setAutoIndexCreation(false);
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.afterPropertiesSet();
        QueryMapper mapper = new QueryMapper(converter);
        MongoPersistentEntityIndexResolver resolver = new MongoPersistentEntityIndexResolver(context);
        TreeSet<String> sdmIndexes = new TreeSet<>();
        for (String entityClass : List.of("sdm.Animal", "sdm.Dog", "sdm.Puppy", "sdm.Cat")) {
            Class<?> type = loader.loadClass(entityClass);
            MongoPersistentEntity<?> entity = context.getRequiredPersistentEntity(type);
            assertEquals("animals", entity.getCollection(), entityClass);
            // DefaultIndexOperations maps the keys with an entity of the collection: here the one resolved
            for (IndexDefinition definition : resolver.resolveIndexFor(type)) {
                Document keys = mapper.getMappedSort(definition.getIndexKeys(), entity);
                Document options = definition.getIndexOptions();
                Number ttl = (Number) options.get("expireAfterSeconds");
                sdmIndexes.add(describe(
                        options.getString("name") != null ? options.getString("name") : generatedName(keys),
                        keys,
                        Boolean.TRUE.equals(options.get("unique")),
                        Boolean.TRUE.equals(options.get("sparse")),
                        ttl == null ? -1 : ttl.longValue()));
            }
        }
        List<String> ours = new ArrayList<>();
        for (IndexSpec index : model.indexes()) {
            Document keys = new Document();
            for (IndexKey key : index.keys()) {
                keys.append(
                        key.effectivePath(),
                        key.type().isDirection() ? Integer.parseInt(key.type().suffix()) : key.suffix());
            }
            ours.add(describe(
                    index.name(),
                    keys,
                    index.unique(),
                    index.sparse(),
                    index.expireAfterSeconds().orElse(-1)));
        }
        ours.sort(null);
        assertEquals(new ArrayList<>(sdmIndexes), ours, "the indexes of 'animals'");
        assertTrue(
                ours.stream().anyMatch(i -> i.startsWith("fur_idx "))
                        && ours.stream().anyMatch(i -> i.startsWith("collar.color ")),
                ours::toString);

        // the bootstrap creates what SDM creates: one model per index, as SDM's keys and names
        ProcessorTester.Result result = with(ProcessorTester.create(), ZOO).compile();
        @SuppressWarnings("unchecked")
        List<IndexModel> generated = (List<IndexModel>) CompiledOutput.loader(result.compilation())
                .loadClass("sdm.AnimalSchema")
                .getMethod("indexModels")
                .invoke(null);
        List<String> sent = new ArrayList<>();
        for (IndexModel index : generated) {
            BsonDocument keys = index.getKeys().toBsonDocument();
            sent.add(index.getOptions().getName() + " " + keys.toJson());
        }
        sent.sort(null);
        List<String> expected = sdmIndexes.stream()
                .map(i -> i.substring(0, i.indexOf(" unique=")))
                .sorted()
                .toList();
        assertEquals(expected, sent, result.all());
    }

    /** @param sources alternating qualified class name and source text */
    private static ProcessorTester with(ProcessorTester tester, String... sources) {
        for (int i = 0; i < sources.length; i += 2) {
            tester.source(sources[i], sources[i + 1]);
        }
        return tester;
    }

    private static String describe(String name, Document keys, boolean unique, boolean sparse, long ttl) {
        return name + " " + keys.toJson() + " unique=" + unique + " sparse=" + sparse + " ttl=" + ttl;
    }

    private static String generatedName(Document keys) {
        return keys.entrySet().stream()
                .map(e -> e.getKey() + "_"
                        + (e.getValue() instanceof Number n ? Integer.toString(n.intValue()) : e.getValue()))
                .collect(Collectors.joining("_"));
    }

    /** The subclass's own @Indexed is a prefix of the document's compound index: reported where the subclass declares it. */
    @Test
    void positive_subclassIndexedIsAPrefixOfTheDocumentsCompoundIndex() {
        String message = ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Animal", sdm("p", """
                        @Document(collection = "animals")
                        @CompoundIndex(name = "breed_name", def = "{'breed': 1, 'name': 1}")
                        class Animal { @Id String id; String name; }
                        """))
                .source("p.Dog", sdm("p", """
                        class Dog extends Animal {
                            @Indexed String breed; // expect: WARNING RedundantIndexPrefix
                        }
                        """))
                .expectMarkedDiagnostics()
                .message("RedundantIndexPrefix");
        assertTrue(message.contains("'breed'") && message.contains("'breed_name'"), message);
    }

    /** SDM sends the subclass's index under a name the document's index holds: IndexKeySpecsConflict (86). */
    @Test
    void positive_subclassIndexTakesTheDocumentsIndexName() {
        String message = ProcessorTester.forRules("DuplicateIndex")
                .source("p.Animal", sdm("p", """
                        @Document(collection = "animals")
                        @CompoundIndex(name = "by_owner", def = "{'owner': 1, 'name': 1}")
                        class Animal { @Id String id; String owner; String name; }
                        """))
                .source("p.Dog", sdm("p", """
                        class Dog extends Animal {
                            @Indexed(name = "by_owner") String chip; // expect: ERROR DuplicateIndex
                        }
                        """))
                .expectMarkedDiagnostics()
                .message("DuplicateIndex");
        assertTrue(
                message.contains("index name 'by_owner' is used by {owner: 1, name: 1} and by {chip: 1}")
                        && message.contains("(IndexKeySpecsConflict, 86)"),
                message);
    }

    /** The subclass's compound index has the keys of the document's @Indexed under another name: IndexOptionsConflict (85). */
    @Test
    void positive_subclassCompoundIndexHasTheKeysOfTheDocumentsIndex() {
        String message = ProcessorTester.forRules("DuplicateIndex")
                .source("p.Animal", sdm("p", """
                        @Document(collection = "animals")
                        class Animal { @Id String id; @Indexed String owner; }
                        """))
                .source("p.Dog", sdm("p", """
                        @CompoundIndex(name = "owner_first", def = "{'owner': 1}") // expect: ERROR DuplicateIndex
                        class Dog extends Animal { String breed; }
                        """))
                .expectMarkedDiagnostics()
                .message("DuplicateIndex");
        assertTrue(
                message.contains("index 'owner_first'")
                        && message.contains("of index 'owner'")
                        && message.contains("(IndexOptionsConflict, 85)"),
                message);
    }

    /** A subclass's own index counts toward the collection's: its array field draws IndexOnUnboundedArray on the subclass. */
    @Test
    void positive_subclassIndexOnAnUnboundedArray() {
        ProcessorTester.forRules("IndexOnUnboundedArray")
                .source("p.Animal", sdm("p", """
                        @Document(collection = "animals")
                        class Animal { @Id String id; String name; }
                        """))
                .source("p.Dog", sdm("p", """
                        class Dog extends Animal {
                            @Indexed List<String> tricks; // expect: WARNING IndexOnUnboundedArray
                        }
                        """))
                .expectMarkedDiagnostics();
    }

    /**
     * What a subclass inherits resolves to the document's own indexes (same name, keys and options): the
     * server keeps one, createIndexes with it again is a no-op; an index declared on an abstract class two
     * subclasses share is one index too.
     */
    @Test
    void negative_inheritedIndexesAreTheDocumentsIndexes() {
        String[] sources = {
            "p.Animal", sdm("p", """
                    @Document(collection = "animals")
                    @CompoundIndex(name = "owner_name", def = "{'owner': 1, 'name': 1}")
                    class Animal { @Id String id; @Indexed(unique = true) String name; String owner; }
                    """),
            "p.Mammal", sdm("p", """
                    abstract class Mammal extends Animal { @Indexed String fur; }
                    """),
            "p.Dog", sdm("p", """
                    class Dog extends Mammal { String breed; }
                    """),
            "p.Cat", sdm("p", """
                    class Cat extends Mammal { boolean indoor; }
                    """),
        };
        with(
                        ProcessorTester.forRules(
                                "DuplicateIndex", "RedundantIndex", "RedundantIndexPrefix", "TooManyIndexes"),
                        sources)
                .expectClean();
        DocumentModel model = ModelCapture.read(sources).get("p.Animal");
        assertEquals(
                List.of("owner_name", "name", "fur"),
                model.indexes().stream().map(IndexSpec::name).toList());
    }

    /** An abstract subclass is not scanned: without a concrete subclass its annotations create nothing. */
    @Test
    void negative_abstractSubclassAloneCreatesNoIndex() {
        DocumentModel model = ModelCapture.read(
                        "p.Animal", sdm("p", """
                        @Document(collection = "animals")
                        class Animal { @Id String id; @Indexed String name; }
                        """),
                        "p.Mammal", sdm("p", """
                        @CompoundIndex(name = "fur_name", def = "{'fur': 1, 'name': 1}")
                        abstract class Mammal extends Animal { @Indexed String fur; }
                        """))
                .get("p.Animal");
        assertEquals(
                List.of("name"), model.indexes().stream().map(IndexSpec::name).toList());
    }

    /**
     * A subclass re-declaring the document's index exactly (same name, keys and options) sends what the
     * server already has: one index, no finding.
     */
    @Test
    void negative_subclassRedeclaresTheDocumentsIndexExactly() {
        String[] sources = {
            "p.Animal", sdm("p", """
                    @Document(collection = "animals")
                    @CompoundIndex(name = "owner_name", def = "{'owner': 1, 'name': 1}")
                    class Animal { @Id String id; String owner; String name; }
                    """),
            "p.Dog", sdm("p", """
                    @CompoundIndex(name = "owner_name", def = "{'owner': 1, 'name': 1}")
                    class Dog extends Animal { String breed; }
                    """),
        };
        with(ProcessorTester.forRules("DuplicateIndex"), sources).expectClean();
        assertEquals(1, ModelCapture.read(sources).get("p.Animal").indexes().size());
    }
}
