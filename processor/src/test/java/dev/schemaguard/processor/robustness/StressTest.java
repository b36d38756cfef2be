package dev.schemaguard.processor.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import com.mongodb.client.model.IndexModel;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.EveryRoundProcessor;
import dev.schemaguard.processor.testing.ProcessorTester;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import dev.schemaguard.runtime.Target;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A document with 1,000 fields and 63 indexes (64 with {@code _id}, MongoDB's limit) compiles,
 * and so does its generated code: no "code too large", every field constant and every index model
 * there. One index more is IndexLimitExceeded, and then no schema class.
 */
class StressTest {

    private static final int FIELDS = 1_000;
    private static final int MAX_INDEXES = 63;
    private static final Set<String> CONSTANTS_BESIDE_FIELDS = Set.of("COLLECTION", "DATABASE");

    /** The driver-sync class path is the processor module's test class path: compile-testing's default. */
    private static final List<String> OPTIONS = List.of(
            "-Aschemaguard.maxIndexesPerCollection=" + MAX_INDEXES, "-Xmaxerrs", "100000", "-Xmaxwarns", "100000");

    @Test
    void thousandFieldsAndSixtyThreeIndexes_compileAndTheGeneratedCodeRuns() throws Exception {
        BigDocument doc = new BigDocument("BigDoc", FIELDS, MAX_INDEXES);
        long start = System.nanoTime();
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor())
                .withOptions(OPTIONS)
                .compile(JavaFileObjects.forSourceString("stress.BigDoc", doc.source));
        long compileMillis = (System.nanoTime() - start) / 1_000_000;

        assertEquals(Compilation.Status.SUCCESS, compilation.status(), () -> describe(compilation));
        List<String> schemaguard = schemaguardMessages(compilation);
        assertEquals(List.of(), schemaguard, "the document is designed to be clean");
        Map<String, String> generated = CompiledOutput.sources(compilation);
        assertTrue(generated.containsKey("stress/BigDocSchema.java"), () -> "generated: " + generated.keySet());
        assertTrue(generated.containsKey("stress/SchemaBootstrap.java"), () -> "generated: " + generated.keySet());

        Class<?> schema = Class.forName("stress.BigDocSchema", true, CompiledOutput.loader(compilation));
        // one constant per stored field, besides COLLECTION and DATABASE; COLLATION is a Collation (null here)
        Map<String, String> constants = new TreeMap<>();
        for (Field field : schema.getDeclaredFields()) {
            int m = field.getModifiers();
            if (field.getType() == String.class
                    && Modifier.isPublic(m)
                    && Modifier.isStatic(m)
                    && Modifier.isFinal(m)
                    && !CONSTANTS_BESIDE_FIELDS.contains(field.getName())) {
                constants.put(field.getName(), (String) field.get(null));
            }
        }
        assertEquals(doc.constants, constants, "a constant per field, valued with its stored name");
        assertEquals("big_docs", schema.getField("COLLECTION").get(null));
        assertEquals("stress", schema.getField("DATABASE").get(null));
        Field collation = schema.getField("COLLATION");
        assertEquals("com.mongodb.client.model.Collation", collation.getType().getName());
        assertEquals(null, collation.get(null), "no default collation was declared");

        List<?> models = (List<?>) schema.getMethod("indexModels").invoke(null);
        assertEquals(MAX_INDEXES, models.size());
        List<String> names = new ArrayList<>();
        for (Object model : models) {
            names.add(((IndexModel) model).getOptions().getName());
        }
        assertEquals(new TreeSet<>(doc.indexNames), new TreeSet<>(names), "the declared indexes, by name");
        assertNotSame(models, schema.getMethod("indexModels").invoke(null), "a fresh list on each call");

        System.out.printf(
                Locale.ROOT,
                "stress test: %,d fields and %d indexes compiled with the generated code in %,d ms: "
                        + "%,d-character schema class, %,d constants, %d index models%n",
                FIELDS,
                MAX_INDEXES,
                compileMillis,
                generated.get("stress/BigDocSchema.java").length(),
                constants.size(),
                models.size());
    }

    @Test
    void sixtyFourIndexesAreIndexLimitExceededAndNoSchemaClassIsGenerated() {
        BigDocument doc = new BigDocument("BigDoc", FIELDS, MAX_INDEXES + 1);
        // a clean document beside it: its schema class shows that the probe sees what was generated
        String small = """
                package stress;
                import dev.schemaguard.annotations.*;
                @Document(collection = "smalls", database = "stress")
                public class Small {
                    org.bson.types.ObjectId id;
                    @IndexHint @Bounded(max = 20) String name;
                }
                """;
        GeneratedTypesProbe probe = new GeneratedTypesProbe("stress.BigDocSchema", "stress.SmallSchema");
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor(), probe)
                .withOptions(OPTIONS)
                .compile(
                        JavaFileObjects.forSourceString("stress.BigDoc", doc.source),
                        JavaFileObjects.forSourceString("stress.Small", small));

        assertEquals(Compilation.Status.FAILURE, compilation.status(), () -> describe(compilation));
        List<Diagnostic<? extends JavaFileObject>> limit = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            if (d.getMessage(Locale.ROOT).startsWith("[IndexLimitExceeded] ")) {
                limit.add(d);
            }
        }
        assertEquals(1, limit.size(), () -> describe(compilation));
        assertEquals(doc.documentLine, limit.get(0).getLineNumber(), "reported on the @Document");
        assertTrue(
                limit.get(0).getMessage(Locale.ROOT).contains("65"),
                limit.get(0).getMessage(Locale.ROOT));
        assertEquals(
                List.of(limit.get(0).getMessage(Locale.ROOT)),
                schemaguardMessages(compilation),
                "IndexLimitExceeded only: TooManyIndexes stays silent where it fires");
        assertEquals(
                Set.of("stress.SmallSchema"),
                probe.found,
                "the schema class of the clean document only, not of the one with 65 indexes");
    }

    /**
     * Issue 11, item 5: a binary tree of embedded types 13 levels deep has 32,765 stored paths, and
     * javac refused its schema class ("too many constants"). The constants now live in interfaces the
     * schema class implements: a user class in another package reads them as {@code TreeSchema.NAME},
     * as compile-time constants (a {@code case} label), and through a static import.
     */
    @Test
    void binaryTreeOfEmbeddedTypesThirteenLevelsDeep_compilesAndTheGeneratedCodeRuns() throws Exception {
        EmbeddedTree tree = new EmbeddedTree(13);
        String user = """
                package app;
                import static tree.TreeSchema.RIGHT_LEFT_VALUE;
                import tree.TreeSchema;
                public class Queries {
                    public static String deepest() { return TreeSchema.%s; }
                    public static int kind(String path) {
                        switch (path) {
                            case TreeSchema.LEFT_LEFT_LEFT: return 1;
                            case RIGHT_LEFT_VALUE: return 2;
                            default: return 0;
                        }
                    }
                }
                """.formatted(tree.deepestConstant);
        long start = System.nanoTime();
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor())
                .withOptions(OPTIONS)
                .compile(
                        JavaFileObjects.forSourceString("tree.Tree", tree.source),
                        JavaFileObjects.forSourceString("app.Queries", user));
        long compileMillis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), () -> describe(compilation));
        List<String> findings = schemaguardMessages(compilation);
        assertTrue(findings.stream().allMatch(m -> m.startsWith("[FieldNameStyle] ")), findings::toString);

        ClassLoader loader = CompiledOutput.loader(compilation);
        Class<?> schema = Class.forName("tree.TreeSchema", true, loader);
        Map<String, String> constants = new TreeMap<>();
        for (Field field : schema.getFields()) {
            int m = field.getModifiers();
            if (field.getType() == String.class
                    && Modifier.isStatic(m)
                    && Modifier.isFinal(m)
                    && !CONSTANTS_BESIDE_FIELDS.contains(field.getName())) {
                constants.put(field.getName(), (String) field.get(null));
            }
        }
        assertEquals(tree.constants.size(), constants.size(), "one constant per stored path");
        assertEquals(tree.constants, constants, "each valued with its stored path");
        assertEquals("trees", schema.getField("COLLECTION").get(null));
        List<?> models = (List<?>) schema.getMethod("indexModels").invoke(null);
        assertEquals(
                List.of("left.left.value_1"),
                models.stream()
                        .map(m -> ((IndexModel) m).getOptions().getName())
                        .toList());
        Class<?> queries = Class.forName("app.Queries", true, loader);
        assertEquals(
                tree.constants.get(tree.deepestConstant),
                queries.getMethod("deepest").invoke(null));
        assertEquals(2, queries.getMethod("kind", String.class).invoke(null, "right.left.value"));
        assertEquals(
                Set.of(
                        "tree/SchemaBootstrap.java",
                        "tree/SchemaBootstrapTargets.java",
                        "tree/TreeSchema.java",
                        "tree/TreeSchema_Paths1.java",
                        "tree/TreeSchema_Paths7.java"),
                CompiledOutput.sources(compilation).keySet().stream()
                        .filter(f -> !f.matches(".*_Paths[2-6]\\.java"))
                        .collect(java.util.stream.Collectors.toSet()));
        System.out.printf(
                Locale.ROOT,
                "stress test: an embedded binary tree 13 levels deep, %,d stored paths, compiled "
                        + "with the generated code in %,d ms%n",
                constants.size(),
                compileMillis);
    }

    /**
     * Issue 11, item 5: 16 levels (262,141 stored paths) took 55 s. Processing must finish and write
     * every constant; no time is asserted (the machine may be busy), the figures are printed.
     */
    @Test
    void binaryTreeOfEmbeddedTypesSixteenLevelsDeep_isProcessed() {
        EmbeddedTree tree = new EmbeddedTree(16);
        long start = System.nanoTime();
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor())
                .withOptions(
                        List.of("-proc:only", "-Aschemaguard.BloatedDocument=OFF", "-Aschemaguard.FieldNameStyle=OFF"))
                .compile(JavaFileObjects.forSourceString("tree.Tree", tree.source));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), () -> describe(compilation));
        assertEquals(List.of(), schemaguardMessages(compilation));
        Map<String, String> generated = CompiledOutput.sources(compilation);
        long constants = generated.entrySet().stream()
                .filter(e -> e.getKey().contains("_Paths"))
                .mapToLong(e -> e.getValue()
                        .lines()
                        .filter(line -> line.startsWith("    String "))
                        .count())
                .sum();
        assertEquals(tree.constants.size(), constants);
        assertTrue(generated.get("tree/TreeSchema.java").contains("implements TreeSchema_Paths1,"));
        System.out.printf(
                Locale.ROOT,
                "stress test: an embedded binary tree 16 levels deep, %,d stored paths in %d files, "
                        + "processed (-proc:only) in %,d ms%n",
                constants,
                generated.size(),
                millis);
    }

    /**
     * Issue 11, item 5: 2,600 documents (80 per database, so that no rule fires) made the bootstrap's
     * {@code SchemaBootstrapTargets.all()} one statement each, past javac's 64 KB of code per method
     * ("code too large"). Past a hundred, it calls methods of a hundred each.
     */
    @Test
    void twoThousandSixHundredDocuments_theBootstrapCompilesAndListsEveryOne() throws Exception {
        int documents = 2_600;
        List<JavaFileObject> sources = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < documents; i++) {
            String name = letters(i);
            String simple = "D" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
            sources.add(
                    JavaFileObjects.forSourceString("many." + simple, """
                    package many;
                    import dev.schemaguard.annotations.*;
                    @Document(collection = "c_%s", database = "db_%s")
                    public class %s { org.bson.types.ObjectId id; }
                    """.formatted(name, letters(i / 80), simple)));
            expected.add("db_" + letters(i / 80) + ".c_" + name);
        }
        long start = System.nanoTime();
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor())
                .withOptions(OPTIONS)
                .compile(sources);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), () -> describe(compilation));
        assertEquals(List.of(), schemaguardMessages(compilation));
        Class<?> targets = Class.forName("many.SchemaBootstrapTargets", true, CompiledOutput.loader(compilation));
        java.lang.reflect.Method all = targets.getDeclaredMethod("all");
        all.setAccessible(true);
        List<String> listed = new ArrayList<>();
        for (Object target : (List<?>) all.invoke(null)) {
            listed.add(((Target) target).database() + "." + ((Target) target).collection());
        }
        expected.sort(null);
        assertEquals(expected, listed, "every document, in database and collection order");
        System.out.printf(
                Locale.ROOT,
                "stress test: %,d documents compiled with their schema classes and bootstrap in " + "%,d ms%n",
                documents,
                millis);
    }

    /** a, b, ..., z, aa, ab, ...: names without digits, which CollectionPerEntity would read as one entity numbered. */
    private static String letters(int i) {
        StringBuilder sb = new StringBuilder();
        for (int n = i + 1; n > 0; n = (n - 1) / 26) {
            sb.insert(0, (char) ('a' + (n - 1) % 26));
        }
        return sb.toString();
    }

    /**
     * A document whose embedded types form a binary tree: {@code Tree} holds {@code left} and
     * {@code right} of type {@code N1}, each {@code N<i>} holds {@code left} and {@code right} of type
     * {@code N<i+1>} and a value, down to {@code N<levels>}. The values of {@code N3} have a stored name that needs
     * escaping in a Java literal.
     */
    private static final class EmbeddedTree {
        final String source;
        /** constant name → stored path */
        final Map<String, String> constants = new TreeMap<>();

        final String deepestConstant;

        EmbeddedTree(int levels) {
            StringBuilder sb = new StringBuilder("""
                    package tree;
                    import dev.schemaguard.annotations.*;
                    @Document(collection = "trees", database = "forest")
                    @IndexHint(keys = "left.left.value")
                    public class Tree {
                        org.bson.types.ObjectId id;
                        N1 left;
                        N1 right;
                    """);
            for (int i = 1; i <= levels; i++) {
                sb.append("    @Embedded static class N").append(i).append(" {\n");
                if (i < levels) {
                    sb.append("        N")
                            .append(i + 1)
                            .append(" left;\n        N")
                            .append(i + 1)
                            .append(" right;\n");
                }
                sb.append("        ")
                        .append(storedName(i, levels)
                                .map(n -> "@Field(\""
                                        + n.replace("\\", "\\\\")
                                                .replace("\"", "\\\"")
                                                .replace("\t", "\\t") + "\") ")
                                .orElse(""))
                        .append("int value;\n    }\n");
            }
            source = sb.append("}\n").toString();
            constants.put("ID", "_id");
            add("", "", 1, levels);
            deepestConstant = "RIGHT_".repeat(levels) + "VALUE";
        }

        private void add(String javaPrefix, String storedPrefix, int level, int levels) {
            for (String side : List.of("left", "right")) {
                String java = javaPrefix + side;
                String stored = storedPrefix + side;
                constants.put(java.toUpperCase(Locale.ROOT).replace('.', '_'), stored);
                if (level < levels) {
                    add(java + ".", stored + ".", level + 1, levels);
                }
                String value = storedName(level, levels).orElse("value");
                constants.put((java + ".value").toUpperCase(Locale.ROOT).replace('.', '_'), stored + "." + value);
            }
        }

        private static java.util.Optional<String> storedName(int level, int levels) {
            return level == 3 ? java.util.Optional.of("vä\"l\\ue\t") : java.util.Optional.empty();
        }
    }

    /** A document of {@code fields} fields of several types, with {@code indexes} single and compound indexes. */
    private static final class BigDocument {
        final String source;
        /** constant name → stored name */
        final Map<String, String> constants = new TreeMap<>();

        final List<String> indexNames = new ArrayList<>();
        final long documentLine;

        BigDocument(String name, int fields, int indexes) {
            String[] types = {
                "@Bounded(max = 20) String",
                "int",
                "long",
                "Instant",
                "double",
                "ObjectId",
                "@Bounded(max = 5) List<String>",
                "boolean",
                "@Bounded(max = 8) String",
                "BigDecimal"
            };
            // indexable: not arrays, not boolean (a compound index led by one is LowCardinalityIndexPrefix)
            List<Integer> indexable = new ArrayList<>();
            Map<Integer, String> fieldLines = new LinkedHashMap<>();
            for (int i = 0; i < fields; i++) {
                String type = types[i % types.length];
                String javaName = "field" + i;
                String stored = i % 50 == 49 ? "stored_" + i : javaName;
                constants.put("FIELD" + i, stored);
                fieldLines.put(
                        i,
                        (stored.equals(javaName) ? "" : "@Field(\"" + stored + "\") ") + type + " " + javaName + ";");
                if (!type.contains("List") && !type.equals("boolean") && stored.equals(javaName)) {
                    indexable.add(i);
                }
            }
            // about two thirds single-field indexes (on the field), the rest compound (on the class), all on distinct
            // fields: no duplicate, no prefix of another
            int singles = indexes * 2 / 3;
            int compounds = indexes - singles;
            StringBuilder classHints = new StringBuilder();
            int next = 0;
            for (int c = 0; c < compounds; c++) {
                int a = indexable.get(next++);
                int b = indexable.get(next++);
                classHints
                        .append("@IndexHint(keys = {\"field")
                        .append(a)
                        .append("\", \"field")
                        .append(b)
                        .append(":-1\"})\n");
                indexNames.add("field" + a + "_1_field" + b + "_-1");
            }
            for (int s = 0; s < singles; s++) {
                int f = indexable.get(next++);
                fieldLines.put(f, "@IndexHint " + fieldLines.get(f));
                indexNames.add("field" + f + "_1");
            }
            StringBuilder sb = new StringBuilder("""
                    package stress;
                    import dev.schemaguard.annotations.*;
                    import java.math.BigDecimal;
                    import java.time.Instant;
                    import java.util.List;
                    import org.bson.types.ObjectId;
                    """);
            sb.append(classHints);
            documentLine = sb.toString().split("\n", -1).length;
            sb.append("@Document(collection = \"big_docs\", database = \"stress\")\n");
            sb.append("public class ").append(name).append(" {\n");
            fieldLines.values().forEach(line -> sb.append("    ").append(line).append('\n'));
            sb.append("}\n");
            source = sb.toString();
        }
    }

    /** Looks, at the end of processing, for types that the schemaguard processors should or should not have generated. */
    private static final class GeneratedTypesProbe extends EveryRoundProcessor {
        private final List<String> wanted;
        final Set<String> found = new TreeSet<>();

        GeneratedTypesProbe(String... wanted) {
            this.wanted = List.of(wanted);
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
            if (roundEnv.processingOver()) {
                for (String name : wanted) {
                    if (processingEnv.getElementUtils().getTypeElement(name) != null) {
                        found.add(name);
                    }
                }
            }
            return false;
        }
    }

    private static List<String> schemaguardMessages(Compilation compilation) {
        List<String> out = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            String message = d.getMessage(Locale.ROOT);
            if (ProcessorTester.isCompilationNote(d)) {
                continue;
            }
            if (message.startsWith("[") && d.getKind() != Diagnostic.Kind.NOTE || message.startsWith("[schemaguard]")) {
                out.add(message);
            }
        }
        return out;
    }

    private static String describe(Compilation compilation) {
        StringBuilder sb = new StringBuilder();
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            sb.append(d.getKind())
                    .append(' ')
                    .append(d.getLineNumber())
                    .append(": ")
                    .append(d.getMessage(Locale.ROOT))
                    .append('\n');
        }
        return sb.toString();
    }
}
