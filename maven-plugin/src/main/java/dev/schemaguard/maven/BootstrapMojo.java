package dev.schemaguard.maven;

import java.io.File;
import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.Set;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * What {@code plan} and {@code apply} share: the project's compiled {@code SchemaBootstrap}, run
 * against the database of {@code schemaguard.uri}, its report printed to the build log.
 */
abstract class BootstrapMojo extends AbstractMojo {

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    /**
     * The MongoDB connection string, such as {@code mongodb://host:27017}. No default: a build never
     * guesses which database it reads or writes.
     */
    @Parameter(property = "schemaguard.uri")
    String uri;

    /**
     * The bootstrap class to run. By default the one class named {@code SchemaBootstrap} in the
     * project's output directory.
     */
    @Parameter(property = "schemaguard.bootstrapClass")
    String bootstrapClass;

    /**
     * The replica set members that must finish each index build ({@code majority}, {@code votingMembers}
     * or a number), sent only to servers that accept it. Passed to the runtime's {@code Options}.
     */
    @Parameter(property = "schemaguard.commitQuorum")
    String commitQuorum;

    /**
     * Fail the build when the report has conflicts (an index declared one way and existing another),
     * drifts (collection options that differ from the declaration) or failed commands.
     */
    @Parameter(property = "schemaguard.failOnConflict", defaultValue = "false")
    boolean failOnConflict;

    /** Skip the goal, for a CI job that runs it only on some branches. */
    @Parameter(property = "schemaguard.skip", defaultValue = "false")
    boolean skip;

    /** {@code plan} or {@code apply}: the bootstrap's method of that name. */
    abstract String goal();

    /** Whether to change validators that drifted ({@code apply} only). */
    abstract boolean updateValidators();

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("schemaguard:" + goal() + " skipped (schemaguard.skip)");
            return;
        }
        if ("pom".equals(project.getPackaging())) {
            // run from the root of a multi-module build: the bootstrap is compiled in the application module
            getLog().info("schemaguard:" + goal() + " skipped: " + project.getArtifactId() + " has pom packaging");
            return;
        }
        if (uri == null || uri.trim().isEmpty()) {
            throw new MojoFailureException("schemaguard:" + goal() + " needs the database to run against, and has no"
                    + " default: set it with -Dschemaguard.uri=mongodb://host:27017 (or <uri> in the plugin's"
                    + " configuration; for CI, from a secret). "
                    + ("plan".equals(goal())
                            ? "plan only reads."
                            : "apply creates the declared collections and indexes there."));
        }
        ProjectBootstrap.Outcome outcome;
        try (ProjectBootstrap bootstrap =
                ProjectBootstrap.load(new File(project.getBuild().getOutputDirectory()), classPath(), bootstrapClass)) {
            getLog().info("Running " + bootstrap.className() + "." + goal() + " against " + redacted(uri.trim()));
            outcome = bootstrap.run(goal(), uri.trim(), blankToNull(commitQuorum), updateValidators());
        } catch (IOException e) {
            throw new MojoExecutionException("Could not close the project's class loader: " + e, e);
        }
        for (String line : outcome.report.split("\n")) {
            getLog().info(line);
        }
        int problems = outcome.conflicts + outcome.drifts + outcome.failures;
        if (problems == 0) {
            return;
        }
        String counts =
                outcome.conflicts + " conflicts, " + outcome.drifts + " drifts, " + outcome.failures + " failures";
        if (failOnConflict) {
            throw new MojoFailureException("schemaguard:" + goal() + " found " + counts + " (see the report above);"
                    + " the build fails because schemaguard.failOnConflict is set.");
        }
        getLog().warn("schemaguard:" + goal() + " found " + counts + "; -Dschemaguard.failOnConflict=true fails"
                + " the build on them.");
    }

    /**
     * The project's compiled classes and every dependency the bootstrap may link against: the
     * compile class path (a driver in provided scope included) and the runtime one.
     */
    private Set<String> classPath() throws MojoExecutionException {
        try {
            Set<String> elements = new LinkedHashSet<>(project.getRuntimeClasspathElements());
            elements.addAll(project.getCompileClasspathElements());
            return elements;
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("The project's dependencies are not resolved: " + e.getMessage(), e);
        }
    }

    /** The connection string without its password, which belongs in no build log. */
    static String redacted(String uri) {
        // the user information ends at the last '@' before the path: a password may hold '@' or '/'
        int scheme = uri.indexOf("://");
        if (scheme < 0) {
            return uri;
        }
        int path = uri.indexOf('/', Math.max(scheme + 3, uri.lastIndexOf('@') + 1));
        String authority = path < 0 ? uri.substring(scheme + 3) : uri.substring(scheme + 3, path);
        int at = authority.lastIndexOf('@');
        return at < 0 ? uri : uri.substring(0, scheme + 3) + "***" + uri.substring(scheme + 3 + at);
    }

    private static String blankToNull(String value) {
        return value == null || value.trim().isEmpty() ? null : value.trim();
    }
}
