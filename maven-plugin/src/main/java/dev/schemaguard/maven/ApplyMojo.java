package dev.schemaguard.maven;

import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Creates the declared collections and indexes in the database of {@code schemaguard.uri}, as the
 * application's {@code SchemaBootstrap.apply} would at startup, and prints the report: for a team
 * that creates indexes in a deploy step rather than when the application starts.
 */
@Mojo(name = "apply", requiresDependencyResolution = ResolutionScope.COMPILE_PLUS_RUNTIME, threadSafe = true)
public class ApplyMojo extends BootstrapMojo {

    /**
     * Change the validator, validation level and action of existing collections whose declaration
     * differs ({@code collMod}). Off by default: a validator decides which writes the database refuses.
     */
    @Parameter(property = "schemaguard.updateValidators", defaultValue = "false")
    boolean updateValidators;

    @Override
    String goal() {
        return "apply";
    }

    @Override
    boolean updateValidators() {
        return updateValidators;
    }
}
