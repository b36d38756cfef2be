package dev.schemaguard.adoption;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The ApplicationRunner the adoption guide (docs/guide/adopting.md, "Apply at startup") shows is the
 * one AdoptionIT's application compiles and runs (SchemaStartup), character for character: the
 * guide's code compiles.
 */
class GuideStartupCodeTest {
    private static final Path GUIDE = Path.of("..", "docs", "guide", "adopting.md");
    private static final Path STARTUP =
            Path.of("src", "it", "adoption", "lending", "src", "main", "java", "it", "lending", "SchemaStartup.java");

    @Test
    void theGuidesApplicationRunnerIsTheCompiledOne() throws IOException {
        Matcher block = Pattern.compile(
                        "```java\n(@Component\npublic class SchemaStartup implements"
                                + " ApplicationRunner \\{\n.*?\n\\}\n)```",
                        Pattern.DOTALL)
                .matcher(Files.readString(GUIDE));
        assertTrue(block.find(), GUIDE + " shows no ApplicationRunner SchemaStartup");
        String compiled = Files.readString(STARTUP);
        assertTrue(
                compiled.endsWith(block.group(1)),
                GUIDE + "'s SchemaStartup:\n" + block.group(1) + "\nis not the end of " + STARTUP + ":\n" + compiled);
    }
}
