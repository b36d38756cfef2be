package dev.schemaguard.processor.corpus;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One project of the real-world corpus: {@code corpus/<slug>/project.properties} names the public repository and the
 * commit its model was read at, the dialect and whether it uses Lombok; {@code corpus/<slug>/src/**.java} holds its
 * model rewritten in package {@code corpus.<slug>}, each class under a comment naming the original file.
 *
 * @param options   processor options without {@code -A} ({@code options=schemaguard.morphiaNaming=legacy,...})
 * @param documents for the driver codec, which stores a class in the collection the application names in its code:
 *                  each stored class's qualified name and collection ({@code documents=corpus.x.User:users,...}), as
 *                  read in the application's code; schemaguard's documents, annotated or found in the code, must be
 *                  these
 * @param uuidRepresentation for the driver codec, the UuidRepresentation of the UuidCodec the application registers
 *                  ahead of the default registry ({@code uuidRepresentation=STANDARD}), or {@code null}
 * @param codecs    for the driver codec, the project's own {@code Codec} classes (of the corpus sources) that the
 *                  application registers ahead of the default registry ({@code codecs=corpus.x.GraphCodec,...})
 */
record CorpusProject(
        String slug,
        String repository,
        String commit,
        Dialect dialect,
        boolean lombok,
        Map<String, String> options,
        Map<String, String> documents,
        String uuidRepresentation,
        List<String> codecs,
        List<Source> sources) {

    /** The frameworks whose models the corpus holds, by their name in {@code project.properties}. */
    enum Dialect {
        MORPHIA("morphia"),
        DRIVER("driver"),
        SPRING_DATA("springData");

        final String key;

        Dialect(String key) {
            this.key = key;
        }

        static Dialect of(String key) {
            for (Dialect d : values()) {
                if (d.key.equals(key)) {
                    return d;
                }
            }
            throw new IllegalArgumentException("unknown dialect '" + key + "': morphia, driver or springData");
        }
    }

    /** A source file: the qualified name of its top-level class, its path under {@code src}, its text. */
    record Source(String qualifiedName, String path, String text) {}

    private static final Pattern SLUG = Pattern.compile("[a-z0-9]+");
    private static final Pattern COMMIT = Pattern.compile("[0-9a-f]{40}");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");

    /** Every project under the corpus folder, in slug order. */
    static List<CorpusProject> all(Path root) {
        try (Stream<Path> dirs = Files.list(root)) {
            List<CorpusProject> out = new ArrayList<>();
            for (Path dir : dirs.filter(Files::isDirectory).sorted().toList()) {
                out.add(read(dir));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static CorpusProject read(Path dir) throws IOException {
        String slug = dir.getFileName().toString();
        require(SLUG.matcher(slug).matches(), slug + ": a slug is lowercase letters and digits");
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(dir.resolve("project.properties"), StandardCharsets.UTF_8)) {
            properties.load(in);
        }
        String repository = required(properties, slug, "repository");
        require(repository.matches("[\\w.-]+/[\\w.-]+"), slug + ": repository is owner/name");
        String commit = required(properties, slug, "commit");
        require(COMMIT.matcher(commit).matches(), slug + ": commit is the 40-hex sha that was read");
        Dialect dialect = Dialect.of(required(properties, slug, "dialect"));
        boolean lombok = Boolean.parseBoolean(required(properties, slug, "lombok"));
        Map<String, String> options = pairs(properties.getProperty("options", ""), "=");
        Map<String, String> documents = pairs(properties.getProperty("documents", ""), ":");
        require(
                dialect != Dialect.DRIVER || !documents.isEmpty(),
                slug + ": a driver project names its stored classes (documents=corpus.x.User:users,...)");
        Path src = dir.resolve("src");
        List<Source> sources = new ArrayList<>();
        try (Stream<Path> files = Files.walk(src)) {
            for (Path file :
                    files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                String path = src.relativize(file).toString().replace('\\', '/');
                Matcher pkg = PACKAGE.matcher(text);
                require(
                        pkg.find()
                                && (pkg.group(1).equals("corpus." + slug)
                                        || pkg.group(1).startsWith("corpus." + slug + ".")),
                        slug + "/" + path + ": package corpus." + slug + "...");
                require(
                        text.contains("// " + repository + ": "),
                        slug + "/" + path + ": each class is preceded by '// " + repository + ": <original path>'");
                String simple = file.getFileName().toString().replace(".java", "");
                sources.add(new Source(pkg.group(1) + "." + simple, path, text));
            }
        }
        require(!sources.isEmpty(), slug + ": no source under src");
        return new CorpusProject(
                slug,
                repository,
                commit,
                dialect,
                lombok,
                options,
                documents,
                properties.getProperty("uuidRepresentation"),
                List.of(properties.getProperty("codecs", "").split(",")).stream()
                        .map(String::trim)
                        .filter(c -> !c.isEmpty())
                        .toList(),
                sources);
    }

    /** Whether a class of the compilation (binary name) is one of the project's, not one schemaguard generated. */
    boolean declares(String binaryName) {
        String topLevel = binaryName.contains("$") ? binaryName.substring(0, binaryName.indexOf('$')) : binaryName;
        return sources.stream().anyMatch(s -> s.qualifiedName().equals(topLevel));
    }

    private static Map<String, String> pairs(String list, String separator) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String pair : list.split(",")) {
            if (!pair.isBlank()) {
                int at = pair.indexOf(separator);
                require(at > 0, "'" + pair.trim() + "' is no name" + separator + "value pair");
                out.put(pair.substring(0, at).trim(), pair.substring(at + 1).trim());
            }
        }
        return out;
    }

    private static String required(Properties properties, String slug, String key) {
        String value = properties.getProperty(key);
        require(value != null && !value.isBlank(), slug + ": project.properties has no " + key);
        return value.trim();
    }

    private static void require(boolean condition, String message) {
        if (!condition) {
            throw new IllegalArgumentException(message);
        }
    }
}
