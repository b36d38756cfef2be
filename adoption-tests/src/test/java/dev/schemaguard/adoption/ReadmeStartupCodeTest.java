package dev.schemaguard.adoption;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The ApplicationRunner the README's adoption section shows is the one AdoptionIT's application
 * compiles and runs (SchemaStartup), character for character: the README's code compiles.
 */
class ReadmeStartupCodeTest {
    private static final Path README = Path.of("..", "README.md");
    private static final Path STARTUP = Path.of("src", "it", "adoption", "lending", "src", "main", "java", "it",
            "lending", "SchemaStartup.java");

    @Test
    void theReadmesApplicationRunnerIsTheCompiledOne() throws IOException {
        Matcher block = Pattern.compile("```java\n(@Component\npublic class SchemaStartup implements"
                + " ApplicationRunner \\{\n.*?\n\\}\n)```", Pattern.DOTALL).matcher(Files.readString(README));
        assertTrue(block.find(), "README.md shows no ApplicationRunner SchemaStartup");
        String compiled = Files.readString(STARTUP);
        assertTrue(compiled.endsWith(block.group(1)), "README.md's SchemaStartup:\n" + block.group(1)
                + "\nis not the end of " + STARTUP + ":\n" + compiled);
    }
}
