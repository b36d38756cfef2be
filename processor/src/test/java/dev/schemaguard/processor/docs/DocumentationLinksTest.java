package dev.schemaguard.processor.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every relative link of the project's Markdown pages (README.md, CONTRIBUTING.md, docs/, and the
 * benchmarks' and gallery's READMEs) names a file that exists and, when it names an anchor of a
 * Markdown page, a heading of that page, so that moving a page or renaming a section cannot leave
 * a dead link behind. Links into the web are not followed.
 */
class DocumentationLinksTest {

    private static final Path PROJECT = Path.of("..");

    /** {@code [label](target)} and {@code ![alt](target)}; the label may span lines. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    private static final Pattern INLINE_CODE = Pattern.compile("`[^`\n]*`");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern MARKDOWN_LINK_TEXT = Pattern.compile("!?\\[([^\\]]*)\\]\\([^)]*\\)");

    @Test
    void everyRelativeLinkResolves() throws IOException {
        List<Path> pages = pages(PROJECT);
        assertTrue(pages.contains(PROJECT.resolve("README.md")), "README.md is not among the pages checked");
        assertTrue(pages.size() > 60, "too few pages found: " + pages);
        List<String> broken = brokenLinks(pages);
        assertEquals(List.of(), broken, "links that lead nowhere");
    }

    @Test
    void aLinkToAMissingFileOrHeadingIsReported(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("docs/guide"));
        Files.writeString(
                dir.resolve("README.md"),
                "# Top\n\nSee [the guide](docs/guide/start.md#first-steps),"
                        + " [gone](docs/guide/gone.md),\n[a bad anchor](docs/guide/start.md#nowhere) and [here](#top).\n"
                        + "```\n[not a link](in/a/fence.md)\n```\nand `[code](in/code.md)`.\n");
        Files.writeString(
                dir.resolve("docs/guide/start.md"),
                "# Start\n\n## First steps\n\nBack to [the top](../../README.md#top).\n");
        assertEquals(
                List.of("README.md: docs/guide/gone.md", "README.md: docs/guide/start.md#nowhere"),
                brokenLinks(pages(dir)).stream()
                        .map(s -> s.replace(dir.toString() + "/", ""))
                        .toList());
    }

    @Test
    void anchorsAreGitHubs() {
        // as GitHub renders them: lower case, punctuation dropped, each space a hyphen
        assertEquals(
                "adopting-schemaguard-in-a-spring-data--morphia-project",
                anchor("Adopting schemaguard in a Spring Data / Morphia project"));
        assertEquals("accept-what-exists-the-baseline", anchor("Accept what exists: the baseline"));
        assertEquals("cutting-r_own-issue-17-item-4", anchor("Cutting R_own (issue 17 item 4)"));
        assertEquals("the-peer-querydsl", anchor("The peer: Querydsl"));
        assertEquals("what-schemaguard-does-not-look-into", anchor("What `schemaguard` does not look into"));
    }

    private static List<Path> pages(Path root) throws IOException {
        List<Path> pages = new ArrayList<>();
        try (Stream<Path> top = Files.list(root)) {
            top.filter(p -> p.toString().endsWith(".md")).forEach(pages::add);
        }
        for (String dir : List.of("docs", "benchmarks", "gallery")) {
            Path start = root.resolve(dir);
            if (Files.isDirectory(start)) {
                try (Stream<Path> walk = Files.walk(start)) {
                    walk.filter(p -> p.toString().endsWith(".md")
                                    && !p.toString().contains("/target/"))
                            .forEach(pages::add);
                }
            }
        }
        pages.sort(null);
        return pages;
    }

    private static List<String> brokenLinks(List<Path> pages) throws IOException {
        Map<Path, Set<String>> anchors = new HashMap<>();
        List<String> broken = new ArrayList<>();
        for (Path page : pages) {
            Matcher link = LINK.matcher(prose(Files.readString(page)));
            while (link.find()) {
                String target = link.group(1);
                if (target.matches("^[a-zA-Z][a-zA-Z+.-]*:.*")) {
                    continue; // https:, mailto:
                }
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                Path resolved =
                        file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                boolean ok = Files.exists(resolved);
                if (ok && hash >= 0 && resolved.toString().endsWith(".md")) {
                    ok = anchors.computeIfAbsent(resolved, DocumentationLinksTest::anchorsOf)
                            .contains(target.substring(hash + 1));
                }
                if (!ok) {
                    broken.add(page.normalize() + ": " + target);
                }
            }
        }
        return broken;
    }

    /** The text outside fenced code blocks and inline code, where a bracket is no link. */
    private static String prose(String markdown) {
        StringBuilder out = new StringBuilder();
        boolean fenced = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.stripLeading().startsWith("```")) {
                fenced = !fenced;
                out.append('\n');
                continue;
            }
            out.append(fenced ? "" : INLINE_CODE.matcher(line).replaceAll("")).append('\n');
        }
        return out.toString();
    }

    private static Set<String> anchorsOf(Path page) {
        String text;
        try {
            text = Files.readString(page);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        for (String line : text.split("\n")) {
            if (line.stripLeading().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            Matcher heading = HEADING.matcher(line);
            if (!fenced && heading.matches()) {
                String slug = anchor(heading.group(1));
                int n = seen.merge(slug, 1, Integer::sum);
                anchors.add(n == 1 ? slug : slug + "-" + (n - 1)); // GitHub numbers a repeated heading
            }
        }
        return anchors;
    }

    /** GitHub's anchor of a heading: link text kept, lower case, punctuation dropped, spaces to hyphens. */
    static String anchor(String heading) {
        String text = MARKDOWN_LINK_TEXT.matcher(heading).replaceAll("$1").toLowerCase(Locale.ROOT);
        StringBuilder slug = new StringBuilder();
        text.codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                slug.appendCodePoint(c);
            } else if (c == ' ') {
                slug.append('-');
            }
        });
        return slug.toString();
    }
}
