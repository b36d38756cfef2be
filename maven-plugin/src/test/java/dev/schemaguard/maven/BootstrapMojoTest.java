package dev.schemaguard.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.apache.maven.model.Model;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;

/** What the goals decide before they load anything; running them is PluginGoalsIT's. */
class BootstrapMojoTest {

    @Test
    void negative_applyWithoutUriSaysHowToSetItAndWhatApplyWrites() {
        ApplyMojo apply = new ApplyMojo();
        apply.project = project("jar");
        MojoFailureException e = assertThrows(MojoFailureException.class, apply::execute);
        assertEquals(
                "schemaguard:apply needs the database to run against, and has no default: set it with"
                        + " -Dschemaguard.uri=mongodb://host:27017 (or <uri> in the plugin's configuration; for CI, from a"
                        + " secret). apply creates the declared collections and indexes there.",
                e.getMessage());
    }

    @Test
    void negative_blankUriIsNoUri() {
        PlanMojo plan = new PlanMojo();
        plan.project = project("jar");
        plan.uri = "  ";
        MojoFailureException e = assertThrows(MojoFailureException.class, plan::execute);
        assertTrue(e.getMessage().endsWith("plan only reads."), e.getMessage());
    }

    @Test
    void positive_pomModuleOfAMultiModuleBuildIsSkipped() throws Exception {
        // no uri and nothing compiled: from the root of a reactor, only the application module runs
        PlanMojo plan = new PlanMojo();
        plan.project = project("pom");
        List<String> logged = logTo(plan);
        plan.execute();
        assertEquals(List.of("schemaguard:plan skipped: library has pom packaging"), logged);
    }

    @Test
    void positive_skipRunsNothing() throws Exception {
        ApplyMojo apply = new ApplyMojo();
        apply.project = project("jar");
        apply.skip = true;
        List<String> logged = logTo(apply);
        apply.execute();
        assertEquals(List.of("schemaguard:apply skipped (schemaguard.skip)"), logged);
    }

    private static List<String> logTo(BootstrapMojo mojo) {
        List<String> logged = new ArrayList<>();
        mojo.setLog(new SystemStreamLog() {
            @Override
            public void info(CharSequence content) {
                logged.add(content.toString());
            }
        });
        return logged;
    }

    private static MavenProject project(String packaging) {
        Model model = new Model();
        model.setGroupId("it.schemaguard");
        model.setArtifactId("library");
        model.setVersion("1.0");
        model.setPackaging(packaging);
        return new MavenProject(model);
    }
}
