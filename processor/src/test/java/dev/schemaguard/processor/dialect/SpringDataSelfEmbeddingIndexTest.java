package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.model.IndexModel;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Indexes through self-embedding types as SDM's MongoPersistentEntityIndexResolver resolves them (its CycleGuard
 * stops at a property repeated on the path, one level below the type's first repetition): the schema class's
 * index models, the bootstrap, and the rules see them. SpringDataDifferentialTest compares the index lists with
 * SDM's own for the same classes (RetryItem, Node, CycleA, RetryHolder, Tree).
 */
class SpringDataSelfEmbeddingIndexTest {

    private static final String RETRY_ITEM = """
            package sdm;
            import java.util.List;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.index.Indexed;
            @Document("test_items")
            public class RetryItem {
                String id;
                @Indexed String name; // expect: WARNING IndexOnUnboundedArray
                @jakarta.validation.constraints.Size(max = 5) List<String> tags;
                List<RetryItem> retries;
            }
            """;

    /** {@code retries.name} goes through the unbounded list of retries: the rule sees the index SDM creates. */
    @Test
    void positive_indexBelowTheSelfEmbeddedList_goesThroughAnUnboundedArray() {
        String message = ProcessorTester.forRules("IndexOnUnboundedArray")
                .source("sdm.RetryItem", RETRY_ITEM)
                .expectMarkedDiagnostics()
                .message("IndexOnUnboundedArray");
        assertTrue(message.contains("index key 'retries.name' goes through 'retries'"), message);
    }

    @Test
    @SuppressWarnings("unchecked")
    void schemaClassAndBootstrapCreateTheIndexesSpringDataResolves() throws Exception {
        ProcessorTester.Result result =
                ProcessorTester.create().source("sdm.CycleA", """
                package sdm;
                import org.springframework.data.mongodb.core.mapping.Document;
                import org.springframework.data.mongodb.core.index.Indexed;
                @Document("cycles")
                public class CycleA { String id; @Indexed String x; CycleB b; }
                class CycleB { @Indexed String y; CycleA a; }
                """).compile();
        result.assertNoCrash();
        List<IndexModel> generated = (List<IndexModel>) CompiledOutput.loader(result.compilation())
                .loadClass("sdm.CycleASchema")
                .getMethod("indexModels")
                .invoke(null);
        TreeSet<String> names = new TreeSet<>();
        for (IndexModel index : generated) {
            names.add(index.getOptions().getName() + " "
                    + index.getKeys().toBsonDocument().toJson());
        }
        assertEquals(new TreeSet<>(List.of("b.a.x {\"b.a.x\": 1}", "b.y {\"b.y\": 1}", "x {\"x\": 1}")), names);
        String targets = CompiledOutput.sources(result.compilation()).get("sdm/SchemaBootstrapTargets.java");
        assertTrue(targets != null && targets.contains("CycleASchema.indexModels()"), String.valueOf(targets));
    }
}
