package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import com.mongodb.client.model.IndexModel;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSource;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** An index built without a TTL sends no expireAfterSeconds; one with a TTL sends it, as the generated class runs. */
class TtlCodeTest {

    private static IndexSpec.Builder on(String path) {
        return IndexSpec.builder()
                .keys(List.of(new IndexKey(path, path, IndexKeyType.ASCENDING, "1", Origin.NONE)))
                .source(IndexSource.FIELD)
                .declaringType("p.Session")
                .origin(Origin.NONE);
    }

    @Test
    void onlyTheIndexWithATtlExpires() throws Exception {
        TypeModel root = new TypeModel(
                "p.Session", "p.Session", TypeModel.Kind.CLASS, List.of(), false, true, List.of(), Origin.NONE);
        DocumentModel session = DocumentModel.builder()
                .packageName("p")
                .root(root)
                .collection("sessions")
                .origin(Origin.NONE)
                .indexes(List.of(
                        on("user").build(),
                        on("lockedAt").expireAfterSeconds(0).build(),
                        on("createdAt").expireAfterSeconds(3600).build()))
                .build();
        SourceFile schema = new SchemaClassGenerator(GeneratedAnnotation.of(null))
                .generate(session, null, false)
                .get(0);
        Compilation compilation = SharedFileManagerJavac.compiler()
                .compile(JavaFileObjects.forSourceString(schema.qualifiedName(), schema.text()));
        assertEquals(
                Compilation.Status.SUCCESS,
                compilation.status(),
                () -> compilation.diagnostics().toString());
        @SuppressWarnings("unchecked")
        List<IndexModel> indexes = (List<IndexModel>) CompiledOutput.loader(compilation)
                .loadClass("p.SessionSchema")
                .getMethod("indexModels")
                .invoke(null);
        assertEquals(3, indexes.size());
        assertEquals("user_1", indexes.get(0).getOptions().getName());
        assertNull(indexes.get(0).getOptions().getExpireAfter(TimeUnit.SECONDS));
        assertEquals(0L, indexes.get(1).getOptions().getExpireAfter(TimeUnit.SECONDS));
        assertEquals(3600L, indexes.get(2).getOptions().getExpireAfter(TimeUnit.SECONDS));
    }
}
