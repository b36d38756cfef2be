package dev.schemaguard.processor.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The golden files of generated output, under {@code src/test/resources/golden}: a difference
 * fails the test; {@code -Dschemaguard.updateGolden=true} rewrites them when the change is intended.
 */
public final class GoldenFiles {
    private static final Path ROOT = Path.of("src/test/resources/golden");
    private static final boolean UPDATE = Boolean.getBoolean("schemaguard.updateGolden");

    private GoldenFiles() {}

    /** A generated source, by its path ({@code shop/BookSchema.java} is {@code shop_BookSchema.java.txt}). */
    public static void assertSourceMatches(String path, String actual) {
        assertMatches(ROOT.resolve(path.replace('/', '_') + ".txt"), actual, path);
    }

    /** A file of a golden subdirectory, under its own name ({@code report/schema.md}). */
    public static void assertFileMatches(String directory, String name, String actual) {
        assertMatches(ROOT.resolve(directory).resolve(name), actual, name);
    }

    private static void assertMatches(Path golden, String actual, String what) {
        try {
            if (UPDATE) {
                Files.createDirectories(golden.getParent());
                Files.writeString(golden, actual, StandardCharsets.UTF_8);
            }
            assertTrue(Files.exists(golden), golden + " is missing: run with -Dschemaguard.updateGolden=true");
            assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual, what);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
