package dev.schemaguard.processor.testing;

import com.google.testing.compile.Compilation;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.JavaFileObject;

/**
 * What a successful compilation wrote: generated sources by path, and a class loader over its
 * class files, for tests that compile and run the generated code.
 */
public final class CompiledOutput {

    private CompiledOutput() {}

    /** Every generated source by path ({@code p/BookSchema.java}), with its text. */
    public static Map<String, String> sources(Compilation compilation) {
        Map<String, String> out = new TreeMap<>();
        for (JavaFileObject file : compilation.generatedSourceFiles()) {
            try {
                String path = file.toUri().getPath();
                out.put(
                        path.substring(path.indexOf("/SOURCE_OUTPUT/") + "/SOURCE_OUTPUT/".length()),
                        file.getCharContent(true).toString());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /** A class loader over every class file the compilation wrote, in front of the test class path. */
    public static ClassLoader loader(Compilation compilation) {
        return loader(compilation, CompiledOutput.class.getClassLoader());
    }

    /** The same, in front of {@code parent} (the test class path and another module's classes). */
    public static ClassLoader loader(Compilation compilation, ClassLoader parent) {
        Map<String, byte[]> classes = new TreeMap<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                String path = file.toUri().getPath();
                String name = path.substring(path.indexOf("/CLASS_OUTPUT/") + "/CLASS_OUTPUT/".length())
                        .replace(".class", "")
                        .replace('/', '.');
                try (InputStream in = file.openInputStream()) {
                    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                    in.transferTo(bytes);
                    classes.put(name, bytes.toByteArray());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return new ClassLoader(parent) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                byte[] bytes = classes.get(name);
                if (bytes == null) {
                    throw new ClassNotFoundException(name);
                }
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
    }

    /** Every class the compilation wrote, loaded by {@code loader} (one of {@link #loader}), in binary-name order. */
    public static java.util.List<Class<?>> classes(ClassLoader loader, Compilation compilation)
            throws ClassNotFoundException {
        java.util.List<Class<?>> out = new java.util.ArrayList<>();
        for (String name : binaryNames(compilation)) {
            out.add(loader.loadClass(name));
        }
        return out;
    }

    /** The binary names ({@code p.Outer$Inner}) of every class file the compilation wrote, sorted. */
    public static java.util.SortedSet<String> binaryNames(Compilation compilation) {
        java.util.SortedSet<String> out = new java.util.TreeSet<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                String path = file.toUri().getPath();
                out.add(path.substring(path.indexOf("/CLASS_OUTPUT/") + "/CLASS_OUTPUT/".length())
                        .replace(".class", "")
                        .replace('/', '.'));
            }
        }
        return out;
    }

    /** The class of a canonical name ({@code p.Outer.Inner}), found by its binary name ({@code p.Outer$Inner}). */
    public static Class<?> load(ClassLoader loader, String canonical) throws ClassNotFoundException {
        String name = canonical;
        while (true) {
            try {
                return loader.loadClass(name);
            } catch (ClassNotFoundException e) {
                int dot = name.lastIndexOf('.');
                if (dot < 0) {
                    throw e;
                }
                name = name.substring(0, dot) + '$' + name.substring(dot + 1);
            }
        }
    }
}
