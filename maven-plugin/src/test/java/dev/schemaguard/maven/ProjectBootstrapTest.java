package dev.schemaguard.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProjectBootstrapTest {

    @TempDir
    Path classes;

    @Test
    void positive_findsTheOneSchemaBootstrapAndIgnoresItsTargetsClass() throws Exception {
        touch("com/example/app/SchemaBootstrap.class");
        touch("com/example/app/SchemaBootstrapTargets.class");
        touch("com/example/app/BookSchema.class");
        assertEquals("com.example.app.SchemaBootstrap", ProjectBootstrap.find(classes.toFile()));
    }

    @Test
    void positive_bootstrapInTheUnnamedPackage() throws Exception {
        touch("SchemaBootstrap.class");
        assertEquals("SchemaBootstrap", ProjectBootstrap.find(classes.toFile()));
    }

    @Test
    void negative_noBootstrapNamesTheProcessorAndTheRuntime() throws Exception {
        touch("com/example/app/Book.class");
        MojoExecutionException e =
                assertThrows(MojoExecutionException.class, () -> ProjectBootstrap.find(classes.toFile()));
        assertTrue(e.getMessage().startsWith("No SchemaBootstrap class in " + classes), e.getMessage());
        assertTrue(
                e.getMessage().contains("dev.schemaguard:schemaguard-processor to the annotation processor path"),
                e.getMessage());
        assertTrue(e.getMessage().contains("dev.schemaguard:schemaguard-runtime as a dependency"), e.getMessage());
        assertTrue(e.getMessage().contains("-Dschemaguard.bootstrapClass"), e.getMessage());
    }

    @Test
    void negative_notCompiledSaysToRunCompileFirst() {
        MojoExecutionException e = assertThrows(
                MojoExecutionException.class,
                () -> ProjectBootstrap.find(classes.resolve("missing").toFile()));
        assertTrue(e.getMessage().contains("mvn compile schemaguard:plan"), e.getMessage());
    }

    @Test
    void negative_twoBootstrapsAskWhichOne() throws Exception {
        touch("com/example/a/SchemaBootstrap.class");
        touch("com/example/b/SchemaBootstrap.class");
        MojoExecutionException e =
                assertThrows(MojoExecutionException.class, () -> ProjectBootstrap.find(classes.toFile()));
        assertTrue(
                e.getMessage().contains("[com.example.a.SchemaBootstrap, com.example.b.SchemaBootstrap]"),
                e.getMessage());
        assertTrue(e.getMessage().contains("-Dschemaguard.bootstrapClass"), e.getMessage());
    }

    @Test
    void negative_namedClassThatIsNotThereSaysHowToGenerateIt() {
        MojoExecutionException e = assertThrows(
                MojoExecutionException.class,
                () -> ProjectBootstrap.load(classes.toFile(), List.of(classes.toString()), "com.example.Missing"));
        assertTrue(
                e.getMessage()
                        .startsWith("The bootstrap class com.example.Missing is not on the project's class" + " path"),
                e.getMessage());
        assertTrue(e.getMessage().contains("schemaguard-processor"), e.getMessage());
    }

    @Test
    void positive_logsTheConnectionStringWithoutItsPassword() {
        assertEquals(
                "mongodb://***@db1:27017,db2:27017/admin?replicaSet=rs",
                BootstrapMojo.redacted("mongodb://ci:s3cret@db1:27017,db2:27017/admin?replicaSet=rs"));
        assertEquals(
                "mongodb+srv://***@cluster.example.net",
                BootstrapMojo.redacted("mongodb+srv://ci:p@cluster.example.net"));
        assertEquals("mongodb://localhost:27017", BootstrapMojo.redacted("mongodb://localhost:27017"));
        // a password with '@' or '/' in it is hidden whole, not up to its first '@' or '/'
        assertEquals("mongodb://***@db1/shop", BootstrapMojo.redacted("mongodb://ci:p@ss@db1/shop"));
        assertEquals("mongodb://***@db1/shop", BootstrapMojo.redacted("mongodb://ci:pa/ss@db1/shop"));
    }

    private void touch(String relative) throws IOException {
        Path file = classes.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.write(file, new byte[0]);
    }
}
