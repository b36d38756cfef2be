package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleInfo;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.testing.TemplateCatalogue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The registry is the one list every other place (options, docs, README) must agree with. */
class RuleRegistryTest {

    private static final Path PROJECT = Path.of("..");
    private final RuleRegistry registry = RuleRegistry.standard();

    @Test
    void namesAreUniqueAndSorted() {
        List<String> names = registry.infos().stream().map(RuleInfo::name).toList();
        assertEquals(new HashSet<>(names).size(), names.size(), names.toString());
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(null);
        assertEquals(sorted, names);
    }

    @Test
    void nameIsTheClassName() {
        registry.documentRules()
                .forEach(
                        r -> assertEquals(r.getClass().getSimpleName(), r.info().name()));
        registry.schemaRules()
                .forEach(
                        r -> assertEquals(r.getClass().getSimpleName(), r.info().name()));
    }

    @Test
    void everyRuleHasADocsPageWithBadAndGoodExamples() throws IOException {
        List<String> names =
                new ArrayList<>(registry.infos().stream().map(RuleInfo::name).toList());
        names.add(RuleInfo.INTERNAL_ERROR.name());
        for (String name : names) {
            Path page = PROJECT.resolve("docs/rules/" + name + ".md");
            assertTrue(Files.exists(page), "missing " + page);
            String text = Files.readString(page);
            assertTrue(text.startsWith("# " + name), page + " must start with its title");
            if (!name.equals(RuleInfo.INTERNAL_ERROR.name())) {
                assertTrue(
                        text.contains("## Bad") && text.contains("## Good"), page + " needs a bad and a good example");
            }
        }
    }

    @Test
    void readmeCountsTheRules() throws IOException {
        String readme = Files.readString(PROJECT.resolve("README.md"));
        assertTrue(
                readme.contains("build time: " + registry.infos().size() + " rules"),
                "README.md's first paragraph does not say " + registry.infos().size() + " rules");
    }

    @Test
    void readmeListsEveryRule() throws IOException {
        String readme = Files.readString(PROJECT.resolve("README.md"));
        for (RuleInfo rule : registry.infos()) {
            assertTrue(
                    readme.contains("[" + rule.name() + "](docs/rules/" + rule.name() + ".md)"),
                    "README.md does not list " + rule.name());
        }
    }

    @Test
    void everyMessageBelongsToARegisteredRule() {
        Set<String> messageRules = new HashSet<>();
        for (Template m : TemplateCatalogue.all()) {
            assertTrue(registry.info(m.rule()).isPresent(), m + " names unknown rule " + m.rule());
            messageRules.add(m.rule());
        }
        for (RuleInfo rule : registry.infos()) {
            assertTrue(messageRules.contains(rule.name()), rule.name() + " has no message in the catalogue");
        }
    }

    @Test
    void everyRuleIsAnOption() {
        Set<String> options = SchemaGuardOptions.supportedOptions(registry.infos());
        for (RuleInfo rule : registry.infos()) {
            assertTrue(options.contains("schemaguard." + rule.name()), rule.name());
        }
        assertTrue(options.contains("schemaguard.warningsAsErrors"));
        assertTrue(options.contains("schemaguard.database"));
        assertTrue(options.contains("schemaguard.waitForGeneratedDocuments"));
    }

    @Test
    void summariesAreOneLine() {
        for (RuleInfo rule : registry.infos()) {
            assertTrue(!rule.summary().isBlank() && !rule.summary().contains("\n"), rule.name());
        }
    }
}
