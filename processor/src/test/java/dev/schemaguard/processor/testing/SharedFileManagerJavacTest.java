package dev.schemaguard.processor.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The file manager kept from one compilation to the next leaves each compilation what a new one would: the class
 * path of the test JVM after a compilation that had one of its own, and no option that would change it for the
 * compilations after.
 */
class SharedFileManagerJavacTest {

    private static final JavaFileObject USES_LIBRARY =
            JavaFileObjects.forSourceString("p.Uses", "package p; class Uses { lib.Library library; }");

    @Test
    void negative_classPathOfOneCompilation_isNotTheNextOnes(@TempDir Path dir) {
        File library = ProcessorTester.compiledLibrary(dir, "lib.Library", "package lib; public class Library {}");
        List<File> withLibrary = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            withLibrary.add(new File(entry));
        }
        withLibrary.add(library);

        Compilation first =
                SharedFileManagerJavac.compiler().withClasspath(withLibrary).compile(USES_LIBRARY);
        assertEquals(Compilation.Status.SUCCESS, first.status(), first.diagnostics()::toString);

        Compilation second = SharedFileManagerJavac.compiler().compile(USES_LIBRARY);
        assertEquals(Compilation.Status.FAILURE, second.status(), "lib.Library is not on the test JVM's class path");
        assertTrue(second.errors().get(0).getMessage(null).contains("lib"), second.errors()::toString);
    }

    @Test
    void positive_optionsThatChangeTheFileManager_areRefused() {
        for (List<String> options :
                List.of(List.of("-classpath", "."), List.of("-encoding", "UTF-8"), List.of("--release", "17"))) {
            IllegalArgumentException refused = assertThrows(
                    IllegalArgumentException.class,
                    () -> SharedFileManagerJavac.compiler().withOptions(options).compile(USES_LIBRARY),
                    options::toString);
            assertTrue(refused.getMessage().startsWith(options.get(0) + " "), refused::getMessage);
        }
    }

    @Test
    void negative_processorAndLintOptions_compileOnTheKeptFileManager() {
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withOptions("-Aschemaguard.UnboundedArray=OFF", "-Xlint:all", "-Xmaxwarns", "100")
                .compile(JavaFileObjects.forSourceString("p.Plain", "package p; class Plain {}"));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics()::toString);
    }
}
