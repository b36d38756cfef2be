package dev.schemaguard.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.reader.Vocabularies;
import java.io.IOException;
import java.io.InputStream;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * What Gradle's incremental compilation asks of the two processors (META-INF/gradle/incremental.annotation.processors):
 * the bootstrap processor, registered as aggregating, must name its annotation types, all of CLASS or RUNTIME
 * retention. Gradle checks every annotation type an aggregating processor is handed, and one that takes
 * {@code "*"} is handed {@code @Override} and Lombok's SOURCE annotations in every round, so every build
 * would recompile everything ("Full recompilation is required because '@Override' has source retention").
 * The checking processor is isolating, which Gradle lets take every annotation (composed ones need it).
 */
class IncrementalRegistrationTest {

    @Test
    void bootstrapProcessorNamesItsAnnotationTypes() throws Exception {
        Map<String, String> registered = registered();
        assertEquals("aggregating", registered.get(SchemaBootstrapProcessor.class.getName()));
        assertEquals("isolating", registered.get(SchemaGuardProcessor.class.getName()));

        var supported = new SchemaBootstrapProcessor().getSupportedAnnotationTypes();
        assertEquals(Vocabularies.DOCUMENT_ANNOTATIONS, supported);
        assertFalse(supported.stream().anyMatch(name -> name.contains("*")), supported::toString);
        for (String name : supported) {
            Class<?> type;
            try {
                type = Class.forName(name);
            } catch (ClassNotFoundException e) {
                continue; // a framework that is not on the test class path
            }
            Retention retention = type.getAnnotation(Retention.class);
            RetentionPolicy policy = retention == null ? RetentionPolicy.CLASS : retention.value();
            assertTrue(policy != RetentionPolicy.SOURCE, name);
        }
    }

    private static Map<String, String> registered() throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (InputStream in = SchemaGuardProcessor.class
                .getClassLoader()
                .getResourceAsStream("META-INF/gradle/incremental.annotation.processors")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank()) {
                    String[] parts = line.trim().split(",");
                    out.put(parts[0], parts[1]);
                }
            }
        }
        return out;
    }
}
