package dev.schemaguard.processor.sarif;

import dev.schemaguard.processor.diagnostic.RuleInfo;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.json.JsonWriter;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The findings of one compilation as a SARIF 2.1.0 log (OASIS), for GitHub code scanning and
 * other CI dashboards: one run, the whole rule catalog in {@code tool.driver.rules} with links to
 * the rule pages, and every finding, the suppressed ones marked as such. The file has no date and
 * lists results sorted, so that the same findings give the same bytes whatever javac's order.
 */
public final class SarifReport {

    /** The project's home; the rule pages are under it, at {@code docs/rules/<Rule>.md} of the main branch. */
    public static final String INFORMATION_URI = "https://github.com/schemaguard/schemaguard";

    public static final String RULE_DOCS_BASE = INFORMATION_URI + "/blob/main/";
    /** The base id of relative paths; GitHub code scanning resolves it to the checkout. */
    static final String SOURCE_ROOT = "%SRCROOT%";

    private static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

    private final List<RuleInfo> rules;
    private final Path root;
    private final List<SarifResult> results = new ArrayList<>();

    /**
     * @param catalog every rule, whether it found something or not
     * @param root    the directory paths are written relative to, or {@code null} for absolute file URIs
     */
    public SarifReport(Collection<RuleInfo> catalog, Path root) {
        Map<String, RuleInfo> byName = new TreeMap<>();
        catalog.forEach(r -> byName.put(r.name(), r));
        // not a rule of the catalog, but its findings are listed too, and a result names its rule
        byName.putIfAbsent(RuleInfo.INTERNAL_ERROR.name(), RuleInfo.INTERNAL_ERROR);
        this.rules = List.copyOf(byName.values());
        this.root = root == null ? null : root.toAbsolutePath().normalize();
    }

    public synchronized void add(SarifResult result) {
        results.add(result);
    }

    /** The log as written: UTF-8 JSON. */
    public synchronized String render() {
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < rules.size(); i++) {
            index.put(rules.get(i).name(), i);
        }
        JsonWriter json = new JsonWriter()
                .beginObject()
                .name("$schema")
                .value(SCHEMA)
                .name("version")
                .value("2.1.0")
                .name("runs")
                .beginArray()
                .beginObject()
                .name("tool")
                .beginObject()
                .name("driver")
                .beginObject()
                .name("name")
                .value("schemaguard")
                .name("version")
                .value(version())
                .name("informationUri")
                .value(INFORMATION_URI)
                .name("rules")
                .beginArray();
        for (RuleInfo rule : rules) {
            json.beginObject()
                    .name("id")
                    .value(rule.name())
                    .name("name")
                    .value(rule.name())
                    .name("shortDescription")
                    .beginObject()
                    .name("text")
                    .value(rule.summary())
                    .endObject()
                    .name("helpUri")
                    .value(RULE_DOCS_BASE + rule.docsPath())
                    .name("defaultConfiguration")
                    .beginObject()
                    .name("level")
                    .value(level(rule.defaultSeverity()))
                    .endObject()
                    .name("properties")
                    .beginObject()
                    .name("fixed")
                    .value(rule.fixed())
                    .endObject()
                    .endObject();
        }
        json.endArray()
                .endObject()
                .endObject()
                .name("columnKind")
                .value("utf16CodeUnits")
                .name("results")
                .beginArray();
        List<SarifResult> sorted = new ArrayList<>(results);
        sorted.sort(SarifResult.ORDER);
        for (SarifResult result : sorted) {
            json.beginObject().name("ruleId").value(result.rule());
            Integer ruleIndex = index.get(result.rule());
            if (ruleIndex != null) {
                json.name("ruleIndex").value(ruleIndex);
            }
            json.name("level")
                    .value(level(result.level()))
                    .name("message")
                    .beginObject()
                    .name("text")
                    .value(result.message())
                    .endObject();
            if (result.region() != null) {
                json.name("locations")
                        .beginArray()
                        .beginObject()
                        .name("physicalLocation")
                        .beginObject()
                        .name("artifactLocation")
                        .beginObject();
                String relative = relative(result.region().file());
                if (relative != null) {
                    json.name("uri").value(relative).name("uriBaseId").value(SOURCE_ROOT);
                } else {
                    json.name("uri").value(absolute(result.region().file()));
                }
                json.endObject()
                        .name("region")
                        .beginObject()
                        .name("startLine")
                        .value(result.region().line())
                        .name("startColumn")
                        .value(result.region().column())
                        .endObject()
                        .endObject()
                        .endObject()
                        .endArray();
            }
            if (result.suppression() != null) {
                json.name("suppressions")
                        .beginArray()
                        .beginObject()
                        .name("kind")
                        .value(result.suppression().kind())
                        .endObject()
                        .endArray();
            }
            json.endObject();
        }
        return json.endArray().endObject().endArray().endObject().text();
    }

    /**
     * Writes the log, creating the parent directories.
     *
     * @throws IOException when the file cannot be written
     */
    public void write(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, render(), StandardCharsets.UTF_8);
    }

    /** The path under the root, with forward slashes and escaped as a URI reference; {@code null} when not under it. */
    private String relative(URI file) {
        if (root == null || !"file".equals(file.getScheme())) {
            return null;
        }
        Path path;
        try {
            path = Path.of(file).normalize();
        } catch (RuntimeException e) {
            return null;
        }
        if (!path.startsWith(root) || path.equals(root)) {
            return null;
        }
        StringBuilder slashed = new StringBuilder();
        for (Path part : root.relativize(path)) {
            slashed.append(slashed.length() == 0 ? "" : "/").append(part);
        }
        try {
            return new URI(null, null, slashed.toString(), null).getRawPath();
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /** A file URI in the one form {@code file:///path} (javac and file managers give {@code file:/path} too). */
    private static String absolute(URI file) {
        if ("file".equals(file.getScheme())) {
            try {
                return Path.of(file).toUri().toString();
            } catch (RuntimeException e) {
                return file.toString();
            }
        }
        return file.toString();
    }

    private static String level(Severity severity) {
        return switch (severity) {
            case ERROR -> "error";
            case WARNING -> "warning";
            case OFF -> "none";
        };
    }

    /** The processor's version, written into its jar by the build. */
    static String version() {
        try (InputStream in = SarifReport.class.getResourceAsStream("schemaguard.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            // the processor's own jar unreadable: the log still says which tool wrote it
            return "unknown";
        }
    }
}
