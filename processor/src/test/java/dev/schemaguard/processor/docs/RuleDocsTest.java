package dev.schemaguard.processor.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.diagnostic.RuleInfo;
import dev.schemaguard.processor.rules.RuleRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generated parts of the docs are what the rules say and what javac prints: each rule page's header and
 * the rules tables of the README and of docs/rules/README.md come from the rule's {@code @RuleDefinition};
 * each page's "Bad" example is its gallery file and the diagnostics of the gallery's compilation. A page that
 * differs fails with a diff; run with {@code -Dupdate=true} to rewrite the files instead (as Error Prone's
 * docgen renders its pages from {@code @BugPattern}). What is not between markers stays hand-written.
 */
class RuleDocsTest {

    /** Tests run in the processor module (surefire's workingDirectory). */
    private static final Path PROJECT = Path.of("..").toAbsolutePath().normalize();
    private static final boolean UPDATE = Boolean.getBoolean("update");
    private static final RuleRegistry REGISTRY = RuleRegistry.standard();

    static List<String> pages() {
        List<String> names = new ArrayList<>(REGISTRY.infos().stream().map(RuleInfo::name).toList());
        names.add(RuleInfo.INTERNAL_ERROR.name());
        return names;
    }

    /** The gallery, compiled by the first test that needs it and only once per run. */
    private static Gallery gallery;

    private static synchronized Gallery gallery() {
        if (gallery == null) {
            gallery = Gallery.compile(PROJECT);
        }
        return gallery;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pages")
    void rulePage_headerFromItsDefinition_badExampleFromTheGallery(String name) {
        RuleInfo rule = REGISTRY.info(name).orElseThrow();
        Path page = Path.of("docs/rules/" + name + ".md");
        check(page, text -> {
            String rendered = RuleDocs.withHeader(text, rule);
            if (!text.contains("\n## Bad\n")) {
                return rendered;
            }
            List<Path> files = gallery().filesOf(name);
            assertTrue(!files.isEmpty(), name + " has no file in " + Gallery.DIRECTORY);
            String example = files.stream().map(f -> gallery().example(f, "../../")).collect(Collectors.joining("\n"));
            return RuleDocs.withBad(rendered, example, page.toString());
        });
    }

    @Test
    void readme_rulesTableFromTheDefinitions() {
        check(Path.of("README.md"),
                page -> GeneratedText.replaceBlock(page, "rules", RuleDocs.table(REGISTRY.infos(), "docs/rules/"), "README.md"));
    }

    @Test
    void rulesIndex_tableFromTheDefinitions() {
        check(Path.of("docs/rules/README.md"),
                page -> GeneratedText.replaceBlock(page, "rules", RuleDocs.table(REGISTRY.infos(), ""), "docs/rules/README.md"));
    }

    @Test
    void aDifferenceIsShownAsTheLinesThatDiffer() {
        assertEquals("@@ line 1\n  a\n- b\n+ c\n+ d\n  e\n", GeneratedText.diff("a\nb\ne", "a\nc\nd\ne"));
        assertEquals("text\n<!-- x:begin -->\nnew\n<!-- x:end -->\nmore",
                GeneratedText.replaceBlock("text\n<!-- x:begin -->\nold\nlines\n<!-- x:end -->\nmore", "x", "new\n", "t"));
    }

    /** Compares a file with what it should be, or writes it under {@code -Dupdate=true}. */
    private static void check(Path relative, UnaryOperator<String> render) {
        Path file = PROJECT.resolve(relative);
        try {
            String actual = Files.readString(file);
            String expected = render.apply(actual);
            if (UPDATE) {
                if (!expected.equals(actual)) {
                    Files.writeString(file, expected);
                }
                return;
            }
            assertTrue(expected.equals(actual), relative + " differs from what the rules say (rewrite it with "
                    + "mvn -o -pl processor -am test -Dtest=RuleDocsTest -Dsurefire.failIfNoSpecifiedTests=false -Dupdate=true):\n"
                    + GeneratedText.diff(actual, expected));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
