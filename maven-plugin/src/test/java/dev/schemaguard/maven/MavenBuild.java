package dev.schemaguard.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.apache.maven.shared.invoker.DefaultInvocationRequest;
import org.apache.maven.shared.invoker.DefaultInvoker;
import org.apache.maven.shared.invoker.InvocationRequest;
import org.apache.maven.shared.invoker.InvocationResult;
import org.apache.maven.shared.invoker.MavenInvocationException;

/**
 * Maven run as a user runs it, on a project copied from {@code src/it}: the schemaguard artifacts
 * come from {@code target/it-repo} (invoker:install put them there) and everything else from the
 * build's own local repository read as a remote one (central, in the settings it writes), so nothing
 * is downloaded and ~/.m2 is only read. The surefire execution that runs the integration tests sets
 * the {@code schemaguard.it.*} properties; {@code PluginGoalsIT} and the adoption-tests module share
 * this class (this module's test-jar).
 */
public final class MavenBuild {

    private MavenBuild() {}

    /**
     * Runs Maven with {@code goals} on the project in {@code directory} and returns its output;
     * asserts the exit code that the output says.
     */
    public static String run(Path directory, List<String> goals, Map<String, String> userProperties)
            throws MavenInvocationException {
        Properties properties = new Properties();
        properties.putAll(userProperties);
        StringBuilder output = new StringBuilder();
        InvocationRequest request = new DefaultInvocationRequest()
                .setBaseDirectory(directory.toFile())
                .setPomFile(directory.resolve("pom.xml").toFile())
                .setGoals(goals)
                .setProperties(properties)
                .setBatchMode(true)
                .setNoTransferProgress(true)
                .setLocalRepositoryDirectory(new File(property("schemaguard.it.repo")))
                .setUserSettingsFile(settings().toFile())
                .setOutputHandler(line -> output.append(line).append('\n'))
                .setErrorHandler(line -> output.append(line).append('\n'));
        request.setTimeoutInSeconds(300);
        InvocationResult result = new DefaultInvoker()
                .setMavenHome(new File(property("maven.home")))
                .execute(request);
        String log = output.toString();
        if (log.contains("BUILD SUCCESS")) {
            assertEquals(0, result.getExitCode(), log);
        } else {
            assertNotEquals(0, result.getExitCode(), log);
        }
        return log;
    }

    /**
     * A fresh copy of {@code src/it/<project>} under the work directory, named {@code name}, with
     * each {@code @token@} of {@code tokens} replaced by its value in every file.
     */
    public static Path copyProject(String project, String name, Map<String, String> tokens) throws IOException {
        Path source = Paths.get(property("schemaguard.it.projects"), project);
        Path target = Paths.get(property("schemaguard.it.work"), name);
        if (Files.exists(target)) {
            try (Stream<Path> old = Files.walk(target)) {
                old.sorted((a, b) -> b.compareTo(a))
                        .forEach(path -> path.toFile().delete());
            }
        }
        try (Stream<Path> files = Files.walk(source)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Path copy = target.resolve(source.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy);
                } else {
                    String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
                    for (Map.Entry<String, String> token : tokens.entrySet()) {
                        text = text.replace("@" + token.getKey() + "@", token.getValue());
                    }
                    Files.write(copy, text.getBytes(StandardCharsets.UTF_8));
                }
            }
        }
        return target;
    }

    /** The value of a property that the surefire execution of the integration tests sets. */
    public static String property(String name) {
        String value = System.getProperty(name);
        if (value == null) {
            throw new IllegalStateException(name + " is not set: run the integration tests through Maven"
                    + " (mvn -pl <module> -am verify), whose surefire execution of the *IT classes sets it");
        }
        return value;
    }

    /**
     * Central replaced by the build's local repository, read as a remote one and never written; its
     * files have no checksums, so none are asked for.
     */
    private static Path settings() {
        Path settings = Paths.get(property("schemaguard.it.work"), "settings.xml");
        String url = new File(property("schemaguard.it.mirror")).toURI().toString();
        String repository = "<id>central</id><url>" + url + "</url>"
                + "<releases><checksumPolicy>ignore</checksumPolicy></releases>"
                + "<snapshots><enabled>false</enabled></snapshots>";
        String text = "<settings>\n"
                + "  <mirrors><mirror><id>build-local-repository</id><mirrorOf>external:*,!central</mirrorOf><url>"
                + url
                + "</url></mirror></mirrors>\n"
                + "  <profiles><profile><id>build-local-repository</id>\n"
                + "    <repositories><repository>" + repository + "</repository></repositories>\n"
                + "    <pluginRepositories><pluginRepository>" + repository
                + "</pluginRepository></pluginRepositories>\n"
                + "  </profile></profiles>\n"
                + "  <activeProfiles><activeProfile>build-local-repository</activeProfile></activeProfiles>\n"
                + "</settings>\n";
        try {
            Files.createDirectories(settings.getParent());
            Files.write(settings, text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return settings;
    }
}
