package dev.schemaguard.maven;

import java.io.Closeable;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;

/**
 * The project's generated {@code SchemaBootstrap}, loaded with the project's own class path. Every
 * driver and runtime class is the project's, reached only by reflection: the plugin has neither on
 * its class path, so the bootstrap runs with the driver the application was compiled against, and a
 * {@code MongoClient} made here is one the bootstrap's signature accepts (a class is identified by
 * its name and its loader: a client from the plugin's loader would not match).
 */
final class ProjectBootstrap implements AutoCloseable {
    static final String SIMPLE_NAME = "SchemaBootstrap";
    private static final String CLIENT = "com.mongodb.client.MongoClient";
    private static final String CLIENTS = "com.mongodb.client.MongoClients";
    private static final String OPTIONS = "dev.schemaguard.runtime.Options";
    private static final String HOW_TO_GENERATE = "the schemaguard processor generates it when it runs with the"
            + " runtime on the compile class path: add dev.schemaguard:schemaguard-processor to the annotation"
            + " processor path of maven-compiler-plugin (annotationProcessorPaths) and"
            + " dev.schemaguard:schemaguard-runtime as a dependency, then compile (mvn compile schemaguard:plan)";

    private final URLClassLoader loader;
    private final Class<?> bootstrap;

    private ProjectBootstrap(URLClassLoader loader, Class<?> bootstrap) {
        this.loader = loader;
        this.bootstrap = bootstrap;
    }

    /**
     * Loads {@code className}, or the one {@code SchemaBootstrap} in {@code outputDirectory} when it is
     * {@code null}, from a loader over {@code classPath} whose parent sees only the JDK.
     */
    static ProjectBootstrap load(File outputDirectory, Collection<String> classPath, String className)
            throws MojoExecutionException {
        String name = className != null && !className.trim().isEmpty() ? className.trim() : find(outputDirectory);
        URLClassLoader loader = new URLClassLoader(urls(classPath), ClassLoader.getPlatformClassLoader());
        try {
            return new ProjectBootstrap(loader, Class.forName(name, false, loader));
        } catch (ClassNotFoundException | LinkageError e) {
            closeQuietly(loader);
            throw new MojoExecutionException("The bootstrap class " + name + " is not on the project's class path"
                    + " (" + e + "); " + HOW_TO_GENERATE + ", or name the class with -Dschemaguard.bootstrapClass.");
        }
    }

    /** The class name of the one {@code SchemaBootstrap} compiled into {@code outputDirectory}. */
    static String find(File outputDirectory) throws MojoExecutionException {
        if (!outputDirectory.isDirectory()) {
            throw new MojoExecutionException("The project is not compiled (" + outputDirectory + " does not exist): run"
                    + " the goal after compile, as in mvn compile schemaguard:plan.");
        }
        List<String> found;
        Path root = outputDirectory.toPath();
        try (Stream<Path> files = Files.walk(root)) {
            found = files.filter(file -> file.getFileName().toString().equals(SIMPLE_NAME + ".class"))
                    .map(file -> className(root.relativize(file)))
                    .sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new MojoExecutionException("Could not scan " + outputDirectory + " for " + SIMPLE_NAME + ": " + e, e);
        }
        if (found.isEmpty()) {
            throw new MojoExecutionException("No " + SIMPLE_NAME + " class in " + outputDirectory + ": "
                    + HOW_TO_GENERATE + ". A class of another name can be given with -Dschemaguard.bootstrapClass.");
        }
        if (found.size() > 1) {
            // stale classes of an earlier bootstrapPackage look the same as the current one
            throw new MojoExecutionException("Several " + SIMPLE_NAME + " classes in " + outputDirectory + ": " + found
                    + "; choose one with -Dschemaguard.bootstrapClass (or mvn clean compile, if one is left over"
                    + " from an earlier schemaguard.bootstrapPackage).");
        }
        return found.get(0);
    }

    String className() {
        return bootstrap.getName();
    }

    /**
     * Runs {@code plan} or {@code apply} against {@code uri} and returns what the report says. The
     * options are the runtime's defaults when neither is set, so a bootstrap generated before the
     * {@code Options} overloads still runs.
     */
    Outcome run(String goal, String uri, String commitQuorum, boolean updateValidators)
            throws MojoExecutionException, MojoFailureException {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        // the driver and its providers (SLF4J, codecs, DNS for mongodb+srv) look there
        thread.setContextClassLoader(loader);
        try {
            Object options = options(commitQuorum, updateValidators);
            Class<?> clientType = projectClass(CLIENT, "mongodb-driver-sync");
            Object client = client(uri);
            // a database in the URI (mongodb://host/shop) is the one for the documents that name none
            String database = databaseOf(uri);
            try (Closeable closeable = (Closeable) client) {
                Object report;
                if (database == null) {
                    report = options == null
                            ? invoke(bootstrap.getMethod(goal, clientType), null, client)
                            : invoke(bootstrap.getMethod(goal, clientType, options.getClass()), null, client, options);
                } else {
                    report = options == null
                            ? invoke(bootstrap.getMethod(goal, clientType, String.class), null, client, database)
                            : invoke(
                                    bootstrap.getMethod(goal, clientType, String.class, options.getClass()),
                                    null,
                                    client,
                                    database,
                                    options);
                }
                return new Outcome(
                        report.toString(), count(report, "conflicts"), openDrifts(report), count(report, "failures"));
            }
        } catch (NoSuchMethodException e) {
            throw new MojoExecutionException(
                    bootstrap.getName() + " has no " + goal + "(MongoClient"
                            + (commitQuorum != null || updateValidators ? ", Options" : "")
                            + "): it was generated by another"
                            + " version of schemaguard; recompile the project with the processor of this plugin's version.",
                    e);
        } catch (IOException e) {
            throw new MojoExecutionException("Could not close the MongoClient: " + e, e);
        } catch (LinkageError e) {
            // the bootstrap's signatures name the runtime's and the driver's classes
            throw new MojoExecutionException(
                    bootstrap.getName() + " needs dev.schemaguard:schemaguard-runtime and the"
                            + " MongoDB driver on the project's runtime class path (" + e + ").",
                    e);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    @Override
    public void close() throws IOException {
        loader.close();
    }

    private Object options(String commitQuorum, boolean updateValidators) throws MojoExecutionException {
        if (commitQuorum == null && !updateValidators) {
            return null;
        }
        Class<?> type = projectClass(OPTIONS, "schemaguard-runtime");
        try {
            Object options = type.getMethod("defaults").invoke(null);
            if (commitQuorum != null) {
                // "majority" and "votingMembers" are names, 2 is a number of members: the server tells them apart
                options = commitQuorum.matches("\\d{1,9}")
                        ? type.getMethod("commitQuorum", int.class).invoke(options, Integer.parseInt(commitQuorum))
                        : type.getMethod("commitQuorum", String.class).invoke(options, commitQuorum);
            }
            if (updateValidators) {
                options = type.getMethod("updateValidators", boolean.class).invoke(options, true);
            }
            return options;
        } catch (ReflectiveOperationException e) {
            throw new MojoExecutionException(
                    "The project's schemaguard-runtime has no " + OPTIONS + " as this plugin" + " knows it (" + e
                            + "): use the runtime and plugin of one schemaguard version.",
                    e);
        }
    }

    private String databaseOf(String uri) throws MojoExecutionException {
        try {
            Object parsed = projectClass("com.mongodb.ConnectionString", "mongodb-driver-core")
                    .getConstructor(String.class)
                    .newInstance(uri);
            return (String) parsed.getClass().getMethod("getDatabase").invoke(parsed);
        } catch (ReflectiveOperationException e) {
            // the client was created from the same string: what fails here is the driver's API, not the URI
            throw new MojoExecutionException(
                    "Could not read the database of schemaguard.uri with the project's driver: " + e, e);
        }
    }

    private Object client(String uri) throws MojoExecutionException, MojoFailureException {
        try {
            return projectClass(CLIENTS, "mongodb-driver-sync")
                    .getMethod("create", String.class)
                    .invoke(null, uri);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof IllegalArgumentException) {
                throw new MojoFailureException(
                        "schemaguard.uri is not a MongoDB connection string: "
                                + e.getCause().getMessage(),
                        e.getCause());
            }
            throw new MojoExecutionException(
                    "The project's driver could not create a MongoClient for schemaguard.uri: " + e.getCause(),
                    e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new MojoExecutionException("Could not create a MongoClient with the project's driver: " + e, e);
        }
    }

    private Class<?> projectClass(String name, String artifact) throws MojoExecutionException {
        try {
            return Class.forName(name, true, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new MojoExecutionException(
                    name + " is not on the project's class path: " + bootstrap.getName()
                            + " runs with the project's dependencies, and " + artifact + " is missing (" + e + ").",
                    e);
        }
    }

    private Object invoke(Method method, Object target, Object... arguments) throws MojoExecutionException {
        try {
            return method.invoke(target, arguments);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw new MojoExecutionException(
                    bootstrap.getSimpleName() + "." + method.getName() + " failed: " + cause, cause);
        } catch (IllegalAccessException e) {
            throw new MojoExecutionException("Could not call " + method + ": " + e, e);
        }
    }

    /** The drifts still there: those apply changed with collMod (updateValidators) are done, not problems. */
    private int openDrifts(Object report) throws MojoExecutionException {
        try {
            int open = 0;
            for (Object drift : (List<?>) report.getClass().getMethod("drifts").invoke(report)) {
                open += Boolean.TRUE.equals(
                                drift.getClass().getMethod("changedByApply").invoke(drift))
                        ? 0
                        : 1;
            }
            return open;
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new MojoExecutionException(
                    "The project's schemaguard-runtime Report has no drifts() as this" + " plugin knows it (" + e
                            + "): use the runtime and plugin of one schemaguard version.",
                    e);
        }
    }

    private int count(Object report, String list) throws MojoExecutionException {
        try {
            return ((List<?>) report.getClass().getMethod(list).invoke(report)).size();
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new MojoExecutionException(
                    "The project's schemaguard-runtime Report has no " + list + "() as this" + " plugin knows it (" + e
                            + "): use the runtime and plugin of one schemaguard version.",
                    e);
        }
    }

    private static String className(Path relative) {
        List<String> parts = new ArrayList<>();
        relative.forEach(part -> parts.add(part.toString()));
        String last = parts.remove(parts.size() - 1);
        parts.add(last.substring(0, last.length() - ".class".length()));
        return String.join(".", parts);
    }

    private static URL[] urls(Collection<String> classPath) throws MojoExecutionException {
        List<URL> urls = new ArrayList<>();
        for (String element : classPath) {
            try {
                urls.add(new File(element).toURI().toURL());
            } catch (MalformedURLException e) {
                throw new MojoExecutionException("Class path element " + element + " is not a file: " + e, e);
            }
        }
        return urls.toArray(new URL[0]);
    }

    private static void closeQuietly(URLClassLoader loader) {
        try {
            loader.close();
        } catch (IOException ignored) {
            // the loader opened nothing the error below does not already explain
        }
    }

    /** What the build needs from a report: its text, and the counts that can fail the build. */
    static final class Outcome {
        final String report;
        final int conflicts;
        final int drifts;
        final int failures;

        Outcome(String report, int conflicts, int drifts, int failures) {
            this.report = report;
            this.conflicts = conflicts;
            this.drifts = drifts;
            this.failures = failures;
        }
    }
}
