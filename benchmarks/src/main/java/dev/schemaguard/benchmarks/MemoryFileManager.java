package dev.schemaguard.benchmarks;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;

/**
 * Keeps everything a compilation writes in memory: class files are counted and dropped,
 * generated sources are kept (javac reads them back in the next round, and V1 compiles them).
 * The standard file manager underneath reads the class path and is shared by every run of the
 * JVM, as a build daemon would share it; this wrapper is new for each run and never closes it.
 */
final class MemoryFileManager extends ForwardingJavaFileManager<StandardJavaFileManager> {

    private final List<InMemorySource> generatedSources = new ArrayList<>();
    private int classFiles;
    private long classBytes;

    MemoryFileManager(StandardJavaFileManager shared) {
        super(shared);
    }

    List<InMemorySource> generatedSources() {
        return generatedSources;
    }

    int classFiles() {
        return classFiles;
    }

    long classBytes() {
        return classBytes;
    }

    @Override
    public JavaFileObject getJavaFileForOutput(
            Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
        if (kind == JavaFileObject.Kind.SOURCE) {
            InMemorySource source = new InMemorySource(className, null);
            generatedSources.add(source);
            return source;
        }
        return new Sink(
                URI.create("mem:///" + location.getName() + "/" + className.replace('.', '/') + kind.extension), kind);
    }

    /** JDK 18+ calls this one (it does not exist in JDK 17, hence no {@code @Override}). */
    public JavaFileObject getJavaFileForOutputForOriginatingFiles(
            Location location, String className, JavaFileObject.Kind kind, FileObject... originatingFiles) {
        return getJavaFileForOutput(location, className, kind, null);
    }

    @Override
    public FileObject getFileForOutput(Location location, String packageName, String relativeName, FileObject sibling) {
        return new Sink(
                URI.create("mem:///" + location.getName() + "/" + packageName.replace('.', '/') + "/" + relativeName),
                JavaFileObject.Kind.OTHER);
    }

    /** JDK 18+ calls this one (it does not exist in JDK 17, hence no {@code @Override}). */
    public FileObject getFileForOutputForOriginatingFiles(
            Location location, String packageName, String relativeName, FileObject... originatingFiles) {
        return getFileForOutput(location, packageName, relativeName, null);
    }

    @Override
    public boolean isSameFile(FileObject a, FileObject b) {
        // javac's Filer asks this for every file it has written so far, on every new one
        if (a == b) {
            return true;
        }
        if (a instanceof InMemorySource x && b instanceof InMemorySource y) {
            return x.className().equals(y.className());
        }
        if (a instanceof SimpleJavaFileObject || b instanceof SimpleJavaFileObject) {
            return a.toUri().equals(b.toUri());
        }
        return super.isSameFile(a, b);
    }

    @Override
    public String inferBinaryName(Location location, JavaFileObject file) {
        if (file instanceof InMemorySource source) {
            return source.className();
        }
        return super.inferBinaryName(location, file);
    }

    @Override
    public void flush() {
        // nothing buffered
    }

    @Override
    public void close() {
        // the shared file manager stays open for the next run
    }

    /** A source held in memory: an entity source of the corpus, or one a processor generates. */
    static final class InMemorySource extends SimpleJavaFileObject {

        private final String className;
        private final ByteArrayOutputStream written = new ByteArrayOutputStream();
        private String content;

        InMemorySource(String className, String content) {
            super(
                    URI.create("mem:///" + className.replace('.', '/') + JavaFileObject.Kind.SOURCE.extension),
                    JavaFileObject.Kind.SOURCE);
            this.className = className;
            this.content = content;
        }

        String className() {
            return className;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            if (content == null) {
                content = written.toString(StandardCharsets.UTF_8);
            }
            return content;
        }

        @Override
        public OutputStream openOutputStream() {
            content = null;
            written.reset();
            return written;
        }
    }

    /** Output that is counted, then dropped. */
    private final class Sink extends SimpleJavaFileObject {

        Sink(URI uri, JavaFileObject.Kind kind) {
            super(uri, kind);
        }

        @Override
        public OutputStream openOutputStream() {
            return new OutputStream() {
                @Override
                public void write(int b) {
                    classBytes++;
                }

                @Override
                public void write(byte[] b, int off, int len) {
                    classBytes += len;
                }

                @Override
                public void close() {
                    classFiles++;
                }
            };
        }
    }
}
