package dev.schemaguard.processor.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.schemaguard.processor.model.DocumentModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;

/**
 * Writes the startup bootstrap (docs/guide/generated-code.md) in two parts over the library schemaguard-runtime, whose
 * {@code Bootstrap} does the work: {@code SchemaBootstrapTargets}, generated from the models (one
 * target per document, in database and collection order; the runtime merges the targets of one
 * collection), and {@code SchemaBootstrap}, the application's entry point, a facade with the same
 * static methods whatever the schema.
 */
public final class BootstrapGenerator {

    public static final String BOOTSTRAP = "SchemaBootstrap";
    public static final String TARGETS = "SchemaBootstrapTargets";
    /** The runtime's engine: the bootstrap is generated only when the user's class path has it. */
    public static final String RUNTIME_ENGINE = "dev.schemaguard.runtime.Bootstrap";
    /** The artifact to add when it has not, as a note names it. */
    public static final String RUNTIME_ARTIFACT = "dev.schemaguard:schemaguard-runtime";

    static final int TARGETS_PER_METHOD = 100;

    private static final String RUNTIME_PACKAGE = "dev.schemaguard.runtime";
    private static final ClassName ENGINE = ClassName.get(RUNTIME_PACKAGE, "Bootstrap");
    private static final ClassName TARGET = ClassName.get(RUNTIME_PACKAGE, "Target");
    private static final ClassName OPTIONS = ClassName.get(RUNTIME_PACKAGE, "Options");
    private static final ClassName REPORT = ClassName.get(RUNTIME_PACKAGE, "Report");
    private static final ClassName MONGO_DATABASE = ClassName.get("com.mongodb.client", "MongoDatabase");
    private static final ClassName MONGO_CLIENT = ClassName.get("com.mongodb.client", "MongoClient");
    private static final ClassName LIST = ClassName.get("java.util", "List");
    private static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
    private static final ParameterizedTypeName LIST_OF_TARGETS = ParameterizedTypeName.get(LIST, TARGET);

    private final GeneratedAnnotation generated;

    public BootstrapGenerator(GeneratedAnnotation generated) {
        this.generated = generated;
    }

    /** The package of the bootstrap when none is set: the longest package that contains every document. */
    public static String commonPackage(List<DocumentModel> documents) {
        String common = null;
        for (DocumentModel document : documents) {
            String pkg = document.packageName();
            if (common == null) {
                common = pkg;
                continue;
            }
            while (!common.isEmpty() && !(pkg.equals(common) || pkg.startsWith(common + "."))) {
                int dot = common.lastIndexOf('.');
                common = dot < 0 ? "" : common.substring(0, dot);
            }
        }
        return common == null ? "" : common;
    }

    /**
     * The facade the application calls: each method hands this schema's targets, built fresh, to
     * the runtime. Its API is the same for every schema, so that the Maven plugin and the README
     * can name it.
     *
     * @param importJavaLang whether the package declares a class named like one of
     *     {@link SchemaClassGenerator#JAVA_LANG_NAMES}, which the bootstrap must then import
     */
    public JavaFile facade(String packageName, List<Element> originatingElements, boolean importJavaLang) {
        ClassName targets = ClassName.get(packageName, TARGETS);
        TypeSpec.Builder type = TypeSpec.classBuilder(BOOTSTRAP)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc("""
                        Creates, at application startup, the collections and indexes that schemaguard read from the
                        {@code @Document} classes at build time; or only plans it. {@link $T} (schemaguard-runtime)
                        does the work: one {@code listCollections} per database, each missing collection created with
                        its options, one {@code createIndexes} per collection with its missing indexes; it never drops
                        or changes an index, reports each conflict with the existing one, and changes nothing when
                        run again.
                        """, ENGINE)
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .build());
        generated.annotation().ifPresent(type::addAnnotation);
        originatingElements.forEach(type::addOriginatingElement);
        for (boolean write : new boolean[] {true, false}) {
            String verb = write ? "apply" : "plan";
            type.addMethod(entry(
                    verb,
                    MONGO_DATABASE,
                    "database",
                    false,
                    write
                            ? "Creates what is missing in {@code database}, for the documents whose database is unset or is this one.\n"
                            : "What {@link #apply(MongoDatabase)} would do, without writing; with the existing indexes that\n"
                                    + "nothing declares (candidates to hide with {@code hideIndex}, then drop).\n"));
            type.addMethod(entry(
                    verb,
                    MONGO_DATABASE,
                    "database",
                    true,
                    "As {@link #" + verb + "(MongoDatabase)}, with {@code options} such as a {@code commitQuorum}.\n"));
            type.addMethod(
                    entry(
                            verb,
                            MONGO_CLIENT,
                            "client",
                            false,
                            (write
                                            ? "Creates what is missing for every document, each in its own database.\n"
                                            : "What {@link #apply(MongoClient)} would do, without writing.\n")
                                    + "\n@throws IllegalStateException if a document has no database: name it, or pass a {@code MongoDatabase}\n"));
            type.addMethod(entry(
                    verb,
                    MONGO_CLIENT,
                    "client",
                    true,
                    "As {@link #" + verb + "(MongoClient)}, with {@code options} such as a {@code commitQuorum}.\n"));
            type.addMethod(namedDatabase(
                    verb,
                    false,
                    "As {@link #" + verb
                            + "(MongoDatabase)} for the database of that name. On a sharded cluster, shard keys\n"
                            + "need the client ({@code shardCollection} runs on {@code admin}): call this, or\n"
                            + "{@link #" + verb + "(MongoClient)}, rather than {@link #" + verb
                            + "(MongoDatabase)}.\n"));
            type.addMethod(namedDatabase(
                    verb,
                    true,
                    "As {@link #" + verb
                            + "(MongoClient, String)}, with {@code options} such as a {@code commitQuorum}.\n"));
        }
        type.addMethod(MethodSpec.methodBuilder("targets")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(LIST_OF_TARGETS)
                .addJavadoc(
                        "The collections of this schema, with their options and indexes, built fresh on each call.\n")
                .addStatement("return $T.all()", targets)
                .build());
        return JavaFile.builder(packageName, type.build())
                .skipJavaLangImports(!importJavaLang)
                .indent("    ")
                .build();
    }

    private static MethodSpec namedDatabase(String verb, boolean withOptions, String javadoc) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(verb)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(REPORT)
                .addParameter(MONGO_CLIENT, "client")
                .addParameter(String.class, "database")
                .addJavadoc(javadoc);
        if (withOptions) {
            method.addParameter(OPTIONS, "options")
                    .addStatement("return $T.$L(client, database, targets(), options)", ENGINE, verb);
        } else {
            method.addStatement("return $T.$L(client, database, targets(), $T.defaults())", ENGINE, verb, OPTIONS);
        }
        return method.build();
    }

    private static MethodSpec entry(
            String verb, ClassName server, String parameter, boolean withOptions, String javadoc) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(verb)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(REPORT)
                .addParameter(server, parameter);
        method.addJavadoc(javadoc);
        if (withOptions) {
            method.addParameter(OPTIONS, "options")
                    .addStatement("return $T.$L($L, targets(), options)", ENGINE, verb, parameter);
        } else {
            method.addStatement("return $T.$L($L, targets(), $T.defaults())", ENGINE, verb, parameter, OPTIONS);
        }
        return method.build();
    }

    /**
     * The targets of the documents, each built fresh on every call, since driver option objects are mutable.
     *
     * @param importJavaLang as for {@link #facade}: it names no {@code java.lang} type today, but a
     *     change that makes it name one must not have to remember the package's classes
     */
    public JavaFile targets(
            String packageName,
            List<DocumentModel> documents,
            List<Element> originatingElements,
            boolean importJavaLang) {
        List<DocumentModel> sorted = new ArrayList<>(documents);
        sorted.sort(Comparator.comparing((DocumentModel d) -> d.database() == null ? "" : d.database())
                .thenComparing(DocumentModel::collection)
                .thenComparing(DocumentModel::qualifiedName));
        MethodSpec.Builder all = MethodSpec.methodBuilder("all")
                .addModifiers(Modifier.STATIC)
                .returns(LIST_OF_TARGETS)
                .addStatement("$T targets = new $T<>()", LIST_OF_TARGETS, ARRAY_LIST);
        // a method's code is at most 64 KB: past a hundred targets, all() calls methods of a hundred each (as Dagger
        // does)
        List<MethodSpec.Builder> parts = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            if (sorted.size() > TARGETS_PER_METHOD && i % TARGETS_PER_METHOD == 0) {
                String part = "addTargets" + parts.size();
                parts.add(MethodSpec.methodBuilder(part)
                        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                        .addParameter(LIST_OF_TARGETS, "targets"));
                all.addStatement("$L(targets)", part);
            }
            DocumentModel document = sorted.get(i);
            ClassName schema = SchemaClassGenerator.schemaClass(document);
            CodeBlock database =
                    document.database() == null ? CodeBlock.of("null") : CodeBlock.of("$T.DATABASE", schema);
            CodeBlock target = CodeBlock.of(
                    "new $T($L, $T.COLLECTION, $T.createCollectionOptions(), $T.indexModels())",
                    TARGET,
                    database,
                    schema,
                    schema,
                    schema);
            if (document.shardKey() != null) {
                // the runtime shards it on a mongos and notes the key elsewhere (docs/guide/sharding.md)
                target = CodeBlock.of(
                        "$L\n.withShardKey($T.SHARD_KEY, $L)",
                        target,
                        schema,
                        document.shardKey().unique());
            }
            // built through Target.build: a schema class compiled against a newer driver than the application's
            // (IndexOptions.hidden, TimeSeriesOptions) leaves its collection out, reported, instead of a
            // NoSuchMethodError out of apply; DATABASE and COLLECTION are constants, read without the class
            (parts.isEmpty() ? all : parts.get(parts.size() - 1))
                    .addStatement(
                            "targets.add($T.build($L, $T.COLLECTION, () -> $L))", TARGET, database, schema, target);
        }
        TypeSpec.Builder type = TypeSpec.classBuilder(TARGETS)
                .addModifiers(Modifier.FINAL)
                .addJavadoc(
                        "The collections {@link $L} creates: one per {@code @Document}, from its schema class; those\n"
                                + "of one collection are merged when it runs.\n",
                        BOOTSTRAP)
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .build())
                .addMethod(all.addStatement("return targets").build());
        originatingElements.forEach(type::addOriginatingElement);
        generated.annotation().ifPresent(type::addAnnotation);
        parts.forEach(part -> type.addMethod(part.build()));
        return JavaFile.builder(packageName, type.build())
                .skipJavaLangImports(!importJavaLang)
                .indent("    ")
                .build();
    }
}
