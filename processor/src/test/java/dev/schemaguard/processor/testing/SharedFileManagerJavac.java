package dev.schemaguard.processor.testing;

import com.google.testing.compile.Compiler;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticListener;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * The system javac for compile-testing, with one standard file manager per thread kept from one compilation to the
 * next. {@code Compiler.javac()} asks javac for a new file manager on each compilation, and a new
 * {@code JavacFileManager} opens every jar of the class path again (its {@code containers}: about 90 jars, 50 MB on
 * the processor's test class path), reading each central directory: measured on a small Spring Data document, that
 * was 45% of a compilation's CPU time (120 ms against 66 ms with the file manager kept, JDK 17).
 *
 * <p>What the file manager keeps is the opened jars and nothing of a compilation: javac's {@code JavaCompiler.close}
 * flushes it after each one (its package index and source contents), the symbols belong to the compilation's
 * context, and the sources and outputs to compile-testing's in-memory file manager, which is new each time. The class
 * path compile-testing sets for a compilation ({@code withClasspath}) is put back before the next one. Options that
 * would change the file manager itself (the ones it handles: class path, encoding, output directories; and the
 * target release, which picks the versions of multi-release jars) are refused: such a compilation uses
 * {@code Compiler.javac()}.
 */
public final class SharedFileManagerJavac implements JavaCompiler {

    private static final JavaCompiler SYSTEM = ToolProvider.getSystemJavaCompiler();
    private static final SharedFileManagerJavac INSTANCE = new SharedFileManagerJavac();
    private static final Set<String> RELEASE_OPTIONS =
            Set.of("--release", "-source", "--source", "-target", "--target", "--enable-preview");

    private final ThreadLocal<Kept> kept = new ThreadLocal<>();

    private SharedFileManagerJavac() {}

    /** compile-testing's compiler on this javac: use it as {@code Compiler.javac()}. */
    public static Compiler compiler() {
        return Compiler.compiler(INSTANCE);
    }

    /** A thread's file manager, the class path it started with, and the compilation its diagnostics go to. */
    private static final class Kept implements DiagnosticListener<JavaFileObject> {
        private final Locale locale;
        private final Charset charset;
        private final StandardJavaFileManager fileManager;
        private final List<File> classPath;
        private DiagnosticListener<? super JavaFileObject> current;

        Kept(Locale locale, Charset charset) {
            this.locale = locale;
            this.charset = charset;
            this.fileManager = SYSTEM.getStandardFileManager(this, locale, charset);
            this.classPath = classPathOf(fileManager);
        }

        @Override
        public void report(Diagnostic<? extends JavaFileObject> diagnostic) {
            if (current != null) {
                current.report(diagnostic);
            }
        }
    }

    private static List<File> classPathOf(StandardJavaFileManager fileManager) {
        List<File> out = new ArrayList<>();
        Iterable<? extends File> location = fileManager.getLocation(StandardLocation.CLASS_PATH);
        if (location != null) {
            location.forEach(out::add);
        }
        return out;
    }

    @Override
    public StandardJavaFileManager getStandardFileManager(
            DiagnosticListener<? super JavaFileObject> diagnosticListener, Locale locale, Charset charset) {
        Kept k = kept.get();
        if (k == null || !Objects.equals(k.locale, locale) || !Objects.equals(k.charset, charset)) {
            k = new Kept(locale, charset);
            kept.set(k);
        } else if (!classPathOf(k.fileManager).equals(k.classPath)) {
            try {
                k.fileManager.setLocation(StandardLocation.CLASS_PATH, k.classPath);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        k.current = diagnosticListener;
        return k.fileManager;
    }

    @Override
    public CompilationTask getTask(
            Writer out,
            JavaFileManager fileManager,
            DiagnosticListener<? super JavaFileObject> diagnosticListener,
            Iterable<String> options,
            Iterable<String> classes,
            Iterable<? extends JavaFileObject> compilationUnits) {
        if (options != null) {
            for (String option : options) {
                String name = option.contains("=") ? option.substring(0, option.indexOf('=')) : option;
                if (fileManager.isSupportedOption(name) >= 0 || RELEASE_OPTIONS.contains(name)) {
                    throw new IllegalArgumentException(
                            option + " changes the kept file manager: compile with Compiler.javac()");
                }
            }
        }
        return SYSTEM.getTask(out, fileManager, diagnosticListener, options, classes, compilationUnits);
    }

    @Override
    public int isSupportedOption(String option) {
        return SYSTEM.isSupportedOption(option);
    }

    @Override
    public int run(InputStream in, OutputStream out, OutputStream err, String... arguments) {
        return SYSTEM.run(in, out, err, arguments);
    }

    @Override
    public Set<SourceVersion> getSourceVersions() {
        return SYSTEM.getSourceVersions();
    }
}
