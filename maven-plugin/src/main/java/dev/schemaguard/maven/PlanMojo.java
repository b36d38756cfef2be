package dev.schemaguard.maven;

import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Lists what {@code apply} would do against {@code schemaguard.uri} without writing: collections and
 * indexes to create, conflicts, drifts and undeclared indexes. Run it after compile
 * ({@code mvn compile schemaguard:plan -Dschemaguard.uri=...}); with {@code -Dschemaguard.failOnConflict=true}
 * a conflict or a drift fails the build, so a CI job stops a deploy that the database would refuse.
 */
@Mojo(name = "plan", requiresDependencyResolution = ResolutionScope.COMPILE_PLUS_RUNTIME, threadSafe = true)
public class PlanMojo extends BootstrapMojo {

    @Override
    String goal() {
        return "plan";
    }

    @Override
    boolean updateValidators() {
        return false;
    }
}
