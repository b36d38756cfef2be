package dev.schemaguard.processor.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldPaths;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexRelations;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.PartialFilter;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.model.ShardKeySpec;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Name>Schema} for a document (docs/guide/generated-code.md and docs/guide/collection-options.md): collection and field-path constants,
 * collations, {@code indexModels()}, {@code createCollectionOptions()} with every collection option
 * declared, and {@code validator()} when validation is on, using only
 * mongodb-driver-core and bson types. Reads the model only; the originating element is passed
 * through for the Filer. The output is Java 8 source, whatever release the user compiles for.
 */
public final class SchemaClassGenerator {

    /** Index models per helper method: far below the 64 KB bytecode limit of a method. */
    static final int INDEXES_PER_METHOD = 40;
    /**
     * Stored-path constants per class. Each takes three of the 65,535 entries of a class file's
     * constant pool (its name, its value and the string that refers to it), so javac fails with
     * "too many constants" past about 21,000; a binary tree of embedded types 13 levels deep has 32,765.
     */
    static final int PATHS_PER_CLASS = 5_000;

    private static final ClassName COLLATION = ClassName.get("com.mongodb.client.model", "Collation");
    private static final ClassName COLLATION_STRENGTH = ClassName.get("com.mongodb.client.model", "CollationStrength");
    private static final ClassName INDEX_MODEL = ClassName.get("com.mongodb.client.model", "IndexModel");
    private static final ClassName INDEX_OPTIONS = ClassName.get("com.mongodb.client.model", "IndexOptions");
    private static final ClassName CREATE_COLLECTION_OPTIONS =
            ClassName.get("com.mongodb.client.model", "CreateCollectionOptions");
    private static final ClassName DOCUMENT = ClassName.get("org.bson", "Document");
    private static final ClassName BSON_DOCUMENT = ClassName.get("org.bson", "BsonDocument");
    private static final ClassName LIST = ClassName.get("java.util", "List");
    private static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
    private static final ClassName TIME_UNIT = ClassName.get("java.util.concurrent", "TimeUnit");
    private static final ClassName TIME_SERIES_OPTIONS = ClassName.get("com.mongodb.client.model", "TimeSeriesOptions");
    private static final ClassName TIME_SERIES_GRANULARITY =
            ClassName.get("com.mongodb.client.model", "TimeSeriesGranularity");
    private static final ClassName VALIDATION_OPTIONS = ClassName.get("com.mongodb.client.model", "ValidationOptions");
    private static final ClassName VALIDATION_LEVEL = ClassName.get("com.mongodb.client.model", "ValidationLevel");
    private static final ClassName VALIDATION_ACTION = ClassName.get("com.mongodb.client.model", "ValidationAction");
    private static final ClassName INDEXES = ClassName.get("com.mongodb.client.model", "Indexes");
    private static final ClassName BSON = ClassName.get("org.bson.conversions", "Bson");
    /**
     * UTF-8 bytes of validator text per string constant: a class file holds a constant of at most
     * 65,535 bytes, and javac folds {@code "a" + "b"} into one.
     */
    static final int VALIDATOR_BYTES_PER_CONSTANT = 48_000;
    /** Lines per folded constant: javac recurses on each {@code +}, deep chains overflow its stack. */
    static final int VALIDATOR_LINES_PER_CONSTANT = 400;

    private static final String[] STRENGTHS = {null, "PRIMARY", "SECONDARY", "TERTIARY", "QUATERNARY", "IDENTICAL"};

    /**
     * The {@code java.lang} types the generated code (schema classes, their path interfaces, the
     * bootstrap) names by simple name, unimported. A class of that name in the package of the
     * generated code would be taken for them; the code then imports them, which hides that class.
     */
    public static final Set<String> JAVA_LANG_NAMES = Set.of("String", "StringBuilder");

    private final GeneratedAnnotation generated;

    public SchemaClassGenerator(GeneratedAnnotation generated) {
        this.generated = generated;
    }

    /** The simple name of the schema class of a document: {@code BookSchema}, {@code Outer_InnerSchema}. */
    public static String schemaClassName(DocumentModel document) {
        return document.nameInPackage().replace('.', '_') + "Schema";
    }

    public static ClassName schemaClass(DocumentModel document) {
        return ClassName.get(document.packageName(), schemaClassName(document));
    }

    /**
     * The schema class of a document, and the interfaces that hold its stored-path constants when
     * there are more than one class can hold: the schema class implements them, so that every
     * constant reads {@code BookSchema.TITLE} whatever the size of the model.
     *
     * @param importJavaLang whether the document's package declares a class named like one of
     *     {@link #JAVA_LANG_NAMES}, which the generated files must then import
     */
    public List<SourceFile> generate(DocumentModel document, Element originatingElement, boolean importJavaLang) {
        String name = schemaClassName(document);
        TypeSpec.Builder type = TypeSpec.classBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addOriginatingElement(originatingElement)
                .addJavadoc(
                        "The MongoDB schema of {@code $L}, as schemaguard read it: its collection, the stored path\n"
                                + "of every field, its collations and its indexes. Use the constants in queries and updates\n"
                                + "instead of string literals, so that a renamed field cannot be missed.\n",
                        document.nameInPackage());
        generated.annotation().ifPresent(type::addAnnotation);

        Set<String> reserved =
                new LinkedHashSet<>(List.of("DATABASE", "COLLECTION", "COLLECTION_EXPRESSION", "COLLATION"));
        if (document.shardKey() != null) {
            reserved.add("SHARD_KEY");
        }
        List<FieldPaths.FieldPath> fieldPaths = FieldPaths.of(document);
        Map<String, String> collations = caseInsensitiveCollations(document, fieldPaths);
        Map<String, String> collationBases = new LinkedHashMap<>();
        collations.keySet().forEach(path -> collationBases.put(path, StoredPaths.constantName(path) + "_COLLATION"));
        Map<String, String> collationNames = StoredPaths.unique(collationBases, reserved);

        if (document.database() != null) {
            type.addField(constant(
                    String.class,
                    "DATABASE",
                    CodeBlock.of("$S", document.database()),
                    "The database of {@code $L} documents.",
                    document.nameInPackage()));
        }
        if (document.collectionAtRunTime()) {
            // a constant holding '#{...}' would be taken for the name and sent as one
            type.addField(constant(
                    String.class,
                    "COLLECTION_EXPRESSION",
                    CodeBlock.of("$S", document.collection()),
                    "The expression the application evaluates to name the collection of {@code $L} documents: not a\n"
                            + "collection name. Ask the framework for the name, e.g. {@code mongoTemplate.getCollectionName($L.class)}.",
                    document.nameInPackage(),
                    document.nameInPackage()));
        } else {
            type.addField(constant(
                    String.class,
                    "COLLECTION",
                    CodeBlock.of("$S", document.collection()),
                    "The collection that stores {@code $L} documents.",
                    document.nameInPackage()));
        }

        Map<String, String> paths = StoredPaths.of(fieldPaths);
        Map<String, String> names = StoredPaths.constantNames(paths, reserved);
        List<SourceFile> files = new ArrayList<>();
        String pathConstants = null;
        if (!paths.isEmpty() && paths.size() <= PATHS_PER_CLASS && StoredPaths.writableAsText(paths)) {
            // most of a schema class, and most of rendering it: written as text in JavaPoet's layout, at a stand-in
            type.addField(
                    FieldSpec.builder(String.class, PATH_CONSTANTS, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                            .build());
            StringBuilder text = new StringBuilder(paths.size() * 110);
            for (Map.Entry<String, String> path : paths.entrySet()) {
                text.append(text.length() == 0 ? "" : "\n");
                StoredPaths.appendConstant(
                        text,
                        "    ",
                        "public static final String ",
                        names.get(path.getKey()),
                        path.getKey(),
                        path.getValue());
            }
            pathConstants = text.toString();
        } else if (paths.size() <= PATHS_PER_CLASS) {
            for (Map.Entry<String, String> path : paths.entrySet()) {
                type.addField(constant(
                        String.class,
                        names.get(path.getKey()),
                        CodeBlock.of("$S", path.getValue()),
                        "The stored path of $L.",
                        JavadocText.code(path.getKey())));
            }
        } else {
            type.addJavadoc(
                    "\n<p>Its stored-path constants are declared in the interfaces it implements, since one class\n"
                            + "cannot hold so many; they read {@code $L.NAME} all the same.\n",
                    name);
            List<Map.Entry<String, String>> entries = new ArrayList<>(paths.entrySet());
            for (int chunk = 0; chunk * PATHS_PER_CLASS < entries.size(); chunk++) {
                String holder = name + "_Paths" + (chunk + 1);
                List<Map.Entry<String, String>> part = entries.subList(
                        chunk * PATHS_PER_CLASS, Math.min(entries.size(), (chunk + 1) * PATHS_PER_CLASS));
                type.addSuperinterface(ClassName.get(document.packageName(), holder));
                files.add(pathHolder(document.packageName(), holder, name, part, names, importJavaLang));
            }
        }

        type.addField(FieldSpec.builder(COLLATION, "COLLATION", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The collection's default collation, or {@code null} for none (binary comparison).\n")
                .initializer(collation(document.collation()))
                .build());
        IndexRelations relations = new IndexRelations(document.collation());
        for (Map.Entry<String, String> entry : collations.entrySet()) {
            IndexSpec index = findIndex(document, entry.getValue());
            type.addField(FieldSpec.builder(
                            COLLATION,
                            collationNames.get(entry.getKey()),
                            Modifier.PUBLIC,
                            Modifier.STATIC,
                            Modifier.FINAL)
                    .addJavadoc(
                            "The collation to query $L with, ignoring case: the one of its index $L.\n"
                                    + "A query uses a collated index only when it names the same collation.\n",
                            JavadocText.code(entry.getKey()),
                            JavadocText.code(index.name()))
                    .initializer(collation(relations.effectiveCollation(index)))
                    .build());
        }

        if (document.shardKey() != null) {
            type.addField(shardKey(document));
        }

        type.addMethod(
                MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        addIndexModels(type, document);
        type.addMethod(createCollectionOptions(document));
        if (validation(document) != null) {
            type.addMethod(validator(document));
        }
        JavaFile schema = JavaFile.builder(document.packageName(), type.build())
                .skipJavaLangImports(!importJavaLang)
                .indent("    ")
                .build();
        files.add(
                0,
                new SourceFile(
                        qualifiedName(document.packageName(), name),
                        withPathConstants(schema.toString(), pathConstants)));
        return files;
    }

    /**
     * Stands in the schema class for its stored-path constants while JavaPoet renders it: JavaPoet
     * renders a file twice (once to collect its imports), and these constants, which need no import,
     * are most of a schema class. Lower case, so never the name of a constant.
     */
    private static final String PATH_CONSTANTS = "schemaguard$storedPaths";

    private static final String PATH_CONSTANTS_LINE = "    public static final String " + PATH_CONSTANTS + ";\n";

    private static String withPathConstants(String rendered, String pathConstants) {
        if (pathConstants == null) {
            return rendered;
        }
        int at = rendered.indexOf(PATH_CONSTANTS_LINE);
        if (at < 0 || rendered.indexOf(PATH_CONSTANTS_LINE, at + 1) >= 0) {
            throw new IllegalStateException(
                    "the stand-in of the stored-path constants is not in the rendered class once");
        }
        return rendered.substring(0, at) + pathConstants + rendered.substring(at + PATH_CONSTANTS_LINE.length());
    }

    private static String qualifiedName(String packageName, String simpleName) {
        return packageName.isEmpty() ? simpleName : packageName + "." + simpleName;
    }

    /**
     * An interface of stored-path constants that the schema class implements: a part of its name
     * space. Written as text, in the layout JavaPoet gives the schema class: JavaPoet renders a file
     * twice (once to collect its imports), and a holder has only constants, which need no import;
     * for a model of a hundred thousand paths that is most of the time spent generating.
     */
    private SourceFile pathHolder(
            String packageName,
            String name,
            String schemaClass,
            List<Map.Entry<String, String>> paths,
            Map<String, String> names,
            boolean importJavaLang) {
        StringBuilder text = new StringBuilder(paths.size() * 120);
        if (!packageName.isEmpty()) {
            text.append("package ").append(packageName).append(";\n\n");
        }
        if (importJavaLang) {
            text.append("import java.lang.String;\n\n");
        }
        text.append("/**\n * Stored paths of {@link ")
                .append(schemaClass)
                .append("}, which implements this interface: " + "use them as\n * {@code ")
                .append(schemaClass)
                .append(".NAME}. They are split off because a class " + "holds at most 65,535 constants.\n */\n");
        generated.annotation().ifPresent(annotation -> text.append(annotation).append('\n'));
        text.append("public interface ").append(name).append(" {\n");
        for (int i = 0; i < paths.size(); i++) {
            Map.Entry<String, String> path = paths.get(i);
            text.append(i == 0 ? "" : "\n");
            StoredPaths.appendConstant(
                    text, "    ", "String ", names.get(path.getKey()), path.getKey(), path.getValue());
        }
        text.append("}\n");
        return new SourceFile(qualifiedName(packageName, name), text.toString());
    }

    /** For each {@code @CaseInsensitive} field path, the name of the first index that serves it case-insensitively. */
    private static Map<String, String> caseInsensitiveCollations(
            DocumentModel document, List<FieldPaths.FieldPath> fieldPaths) {
        IndexRelations relations = new IndexRelations(document.collation());
        Map<String, String> out = new LinkedHashMap<>();
        for (FieldPaths.FieldPath path : fieldPaths) {
            if (path.field().caseInsensitive()) {
                relations
                        .caseInsensitiveIndex(document.indexes(), path.javaPath())
                        .ifPresent(index -> out.put(path.javaPath(), index.name()));
            }
        }
        return out;
    }

    private static IndexSpec findIndex(DocumentModel document, String name) {
        return document.indexes().stream()
                .filter(i -> i.name().equals(name))
                .findFirst()
                .orElseThrow();
    }

    private static FieldSpec constant(Class<?> type, String name, CodeBlock value, String javadoc, Object... args) {
        return FieldSpec.builder(type, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc(javadoc + "\n", args)
                .initializer(value)
                .build();
    }

    private static CodeBlock collation(CollationSpec collation) {
        if (collation == null) {
            return CodeBlock.of("null");
        }
        CodeBlock.Builder code = CodeBlock.builder().add("$T.builder().locale($S)", COLLATION, collation.locale());
        // MongoDB refuses any other field beside locale "simple"
        if (collation.isSimple()) {
            return code.add(".build()").build();
        }
        if (collation.hasValidStrength()) {
            code.add(".collationStrength($T.$L)", COLLATION_STRENGTH, STRENGTHS[collation.strength()]);
        }
        if (collation.caseLevel()) {
            code.add(".caseLevel(true)");
        }
        if (collation.numericOrdering()) {
            code.add(".numericOrdering(true)");
        }
        return code.add(".build()").build();
    }

    /**
     * {@code SHARD_KEY}: the key document {@code shardCollection} takes, built with the driver's immutable
     * {@code Indexes} (a {@code Document} constant could be changed by any caller).
     */
    private static FieldSpec shardKey(DocumentModel document) {
        ShardKeySpec shardKey = document.shardKey();
        List<CodeBlock> parts = new ArrayList<>();
        boolean allAscending = shardKey.keys().stream().allMatch(k -> k.type() == IndexKeyType.ASCENDING);
        if (allAscending) {
            CodeBlock names = shardKey.keys().stream()
                    .map(k -> CodeBlock.of("$S", k.effectivePath()))
                    .collect(CodeBlock.joining(", "));
            parts.add(CodeBlock.of("$T.ascending($L)", INDEXES, names));
        } else {
            for (IndexKey key : shardKey.keys()) {
                String factory = switch (key.type()) {
                    case ASCENDING -> "ascending";
                    case HASHED -> "hashed";
                    // the ShardKey rule refuses any other type, and a document with errors gets no schema class
                    default -> throw new IllegalStateException("no shard key of type " + key.type());
                };
                parts.add(CodeBlock.of("$T.$L($S)", INDEXES, factory, key.effectivePath()));
            }
        }
        CodeBlock value = parts.size() == 1
                ? parts.get(0)
                : CodeBlock.of("$T.compoundIndex($L)", INDEXES, CodeBlock.join(parts, ", "));
        return FieldSpec.builder(BSON, "SHARD_KEY", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc(
                        "The shard key of $L, as {@code shardCollection} takes it: $L$L.\n",
                        JavadocText.code(document.collection()),
                        shardKey.keys().stream()
                                .map(k -> JavadocText.code(k.effectivePath())
                                        + (k.type() == IndexKeyType.HASHED ? " hashed" : " ascending"))
                                .collect(Collectors.joining(", then ")),
                        shardKey.unique() ? "; unique" : "")
                .initializer(value)
                .build();
    }

    private void addIndexModels(TypeSpec.Builder type, DocumentModel document) {
        ParameterizedTypeName listOfModels = ParameterizedTypeName.get(LIST, INDEX_MODEL);
        MethodSpec.Builder indexModels = MethodSpec.methodBuilder("indexModels")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(listOfModels)
                .addJavadoc(
                        "Every index declared for $L, with its name and options, but {@code {_id: 1}}: every\n"
                                + "collection has it as {@code _id_}. A new list of new models on each call: {@code IndexOptions}\n"
                                + "is mutable.\n",
                        JavadocText.code(document.collection()))
                .addStatement("$T indexes = new $T<>()", listOfModels, ARRAY_LIST);
        // MongoDB renames a declared {_id: 1} to its own _id_ and builds nothing
        // (jstests/core/index/index_id_options.js): sending it would report an index created on every start
        List<IndexSpec> indexes = document.indexes().stream()
                .filter(index -> !index.isDefaultIdIndex())
                .toList();
        if (indexes.size() <= INDEXES_PER_METHOD) {
            indexes.forEach(index -> indexModels.addStatement("indexes.add($L)", indexModel(index)));
        } else {
            for (int chunk = 0; chunk * INDEXES_PER_METHOD < indexes.size(); chunk++) {
                String helper = "addIndexModels" + chunk;
                MethodSpec.Builder part = MethodSpec.methodBuilder(helper)
                        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                        .addParameter(listOfModels, "indexes");
                indexes.subList(chunk * INDEXES_PER_METHOD, Math.min(indexes.size(), (chunk + 1) * INDEXES_PER_METHOD))
                        .forEach(index -> part.addStatement("indexes.add($L)", indexModel(index)));
                type.addMethod(part.build());
                indexModels.addStatement("$L(indexes)", helper);
            }
        }
        type.addMethod(indexModels.addStatement("return indexes").build());
    }

    private static CodeBlock indexModel(IndexSpec index) {
        CodeBlock.Builder keys = CodeBlock.builder();
        for (int i = 0; i < index.keys().size(); i++) {
            IndexKey key = index.keys().get(i);
            CodeBlock value = key.type().isDirection()
                    ? CodeBlock.of("$L", key.type().suffix())
                    : CodeBlock.of("$S", key.type().suffix());
            keys.add(
                    i == 0 ? "new $T($S, $L)" : ".append($S, $L)",
                    i == 0
                            ? new Object[] {DOCUMENT, key.effectivePath(), value}
                            : new Object[] {key.effectivePath(), value});
        }
        CodeBlock.Builder options = CodeBlock.builder().add("new $T().name($S)", INDEX_OPTIONS, index.name());
        if (index.unique()) {
            options.add(".unique(true)");
        }
        if (index.sparse()) {
            options.add(".sparse(true)");
        }
        if (index.isTtl()) {
            options.add(
                    ".expireAfter($LL, $T.SECONDS)", index.expireAfterSeconds().getAsLong(), TIME_UNIT);
        }
        if (index.isPartial()) {
            options.add(
                    ".partialFilterExpression($T.parse($S))",
                    BSON_DOCUMENT,
                    PartialFilter.parse(index.partialFilter()).json());
        }
        if (index.collation() != null) {
            options.add(".collation($L)", collation(index.collation()));
        }
        if (index.hidden()) {
            options.add(".hidden(true)");
        }
        if (!index.weights().isEmpty()) {
            CodeBlock.Builder weights = CodeBlock.builder();
            boolean first = true;
            for (Map.Entry<String, Double> weight : index.weights().entrySet()) {
                weights.add(
                        first ? "new $T($S, $L)" : ".append($S, $L)",
                        first
                                ? new Object[] {DOCUMENT, weight.getKey(), weight.getValue() + "d"}
                                : new Object[] {weight.getKey(), weight.getValue() + "d"});
                first = false;
            }
            options.add(".weights($L)", weights.build());
        }
        index.options().forEach((option, value) -> {
            switch (option) {
                case "default_language" -> options.add(".defaultLanguage($S)", value);
                case "language_override" -> options.add(".languageOverride($S)", value);
                case "wildcardProjection" -> options.add(".wildcardProjection($T.parse($S))", BSON_DOCUMENT, value);
                default -> throw new IllegalStateException("no IndexOptions setter for " + option);
            }
        });
        return CodeBlock.of("new $T($L, $L)", INDEX_MODEL, keys.build(), options.build());
    }

    private static MethodSpec createCollectionOptions(DocumentModel document) {
        CollectionOptions declared = document.collectionOptions();
        List<String> parts = new ArrayList<>();
        if (document.collation() != null) {
            parts.add("its default collation");
        }
        if (declared.capped() != null) {
            parts.add("capped");
        }
        if (declared.timeSeries() != null) {
            parts.add("time series");
        }
        if (declared.storage() != null
                && !storageConfigString(declared.storage()).isEmpty()) {
            parts.add("WiredTiger settings");
        }
        if (validation(document) != null) {
            parts.add("the {@link #validator()}");
        }
        String what = parts.isEmpty() ? "the server's defaults" : String.join(", ", parts);
        MethodSpec.Builder method = MethodSpec.methodBuilder("createCollectionOptions")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(CREATE_COLLECTION_OPTIONS)
                .addJavadoc(
                        "The options to create $L with: $L.\nA new object on each call.\n",
                        JavadocText.code(document.collection()),
                        what)
                .addStatement("$T options = new $T()", CREATE_COLLECTION_OPTIONS, CREATE_COLLECTION_OPTIONS);
        if (document.collation() != null) {
            method.addStatement("options.collation(COLLATION)");
        }
        CollectionOptions.Capped capped = declared.capped();
        if (capped != null) {
            method.addStatement("options.capped(true).sizeInBytes($LL)", capped.sizeBytes());
            if (capped.maxDocuments() > 0) {
                method.addStatement("options.maxDocuments($LL)", capped.maxDocuments());
            }
        }
        CollectionOptions.TimeSeries timeSeries = declared.timeSeries();
        if (timeSeries != null) {
            method.addStatement("options.timeSeriesOptions($L)", timeSeriesOptions(document, timeSeries));
            if (timeSeries.expireAfterSeconds() >= 0) {
                method.addStatement("options.expireAfter($LL, $T.SECONDS)", timeSeries.expireAfterSeconds(), TIME_UNIT);
            }
        }
        if (declared.storage() != null) {
            String configString = storageConfigString(declared.storage());
            if (!configString.isEmpty()) {
                method.addStatement(
                        "options.storageEngineOptions(new $T($S, new $T($S, $S)))",
                        DOCUMENT,
                        "wiredTiger",
                        DOCUMENT,
                        "configString",
                        configString);
            }
        }
        CollectionOptions.Validation validation = validation(document);
        if (validation != null) {
            method.addStatement(
                    "options.validationOptions(new $T().validator(validator())\n.validationLevel($T.$L)"
                            + ".validationAction($T.$L))",
                    VALIDATION_OPTIONS,
                    VALIDATION_LEVEL,
                    validation.level().name(),
                    VALIDATION_ACTION,
                    validation.action().name());
        }
        return method.addStatement("return options").build();
    }

    /**
     * The validation the collection is created with, or {@code null}. {@code -Aschemaguard.validation}
     * leaves time series collections out: the server refuses a validator on them (a {@code @Validation}
     * written on one is the rule TimeSeriesCollection's to report).
     */
    private static CollectionOptions.Validation validation(DocumentModel document) {
        CollectionOptions.Validation validation = document.collectionOptions().validation();
        boolean fromOption = validation != null && validation.origin() == Origin.NONE;
        return fromOption && document.collectionOptions().timeSeries() != null ? null : validation;
    }

    /**
     * {@code timeField} and {@code metaField} as stored names, resolved like index keys. Bucket
     * settings go without granularity, which the server refuses beside them (MongoDB 6.3), except
     * a lone {@code bucketMaxSpanSeconds}: the form before 6.3, where it must equal the granularity's span.
     */
    private static CodeBlock timeSeriesOptions(DocumentModel document, CollectionOptions.TimeSeries timeSeries) {
        CodeBlock.Builder code = CodeBlock.builder()
                .add("new $T($S)", TIME_SERIES_OPTIONS, storedPath(document, timeSeries.timeField()));
        if (timeSeries.hasMetaField()) {
            code.add(".metaField($S)", storedPath(document, timeSeries.metaField()));
        }
        boolean loneSpan = timeSeries.bucketMaxSpanSeconds() != 0 && timeSeries.bucketRoundingSeconds() == 0;
        if (!timeSeries.hasBucketSettings() || loneSpan) {
            code.add(
                    ".granularity($T.$L)",
                    TIME_SERIES_GRANULARITY,
                    timeSeries.granularity().name());
        }
        if (timeSeries.bucketMaxSpanSeconds() != 0) {
            code.add(".bucketMaxSpan($LL, $T.SECONDS)", timeSeries.bucketMaxSpanSeconds(), TIME_UNIT);
        }
        if (timeSeries.bucketRoundingSeconds() != 0) {
            code.add(".bucketRounding($LL, $T.SECONDS)", timeSeries.bucketRoundingSeconds(), TIME_UNIT);
        }
        return code.build();
    }

    /** The stored name of a Java path; as written when it does not resolve (a rule has reported it). */
    private static String storedPath(DocumentModel document, String javaPath) {
        PathResolution resolution = document.paths().resolve(javaPath);
        return resolution.isResolved() ? resolution.storedPath() : javaPath;
    }

    /** WiredTiger's {@code configString}: {@code block_compressor} from the enum, then the settings as written. */
    static String storageConfigString(CollectionOptions.Storage storage) {
        List<String> settings = new ArrayList<>();
        if (storage.blockCompressor().wiredTigerName() != null) {
            settings.add("block_compressor=" + storage.blockCompressor().wiredTigerName());
        }
        if (!storage.configString().isEmpty()) {
            settings.add(storage.configString());
        }
        return String.join(",", settings);
    }

    /**
     * {@code validator()}: the {@code $jsonSchema} as JSON text in single quotes, one line of the
     * source per property, parsed on each call into a new document. Text rather than builder calls:
     * a model of thousands of paths would pass the 64 KB limit of a method's bytecode, while the text
     * only grows the constant pool, in constants of at most {@link #VALIDATOR_BYTES_PER_CONSTANT}.
     */
    private static MethodSpec validator(DocumentModel document) {
        MethodSpec.Builder method = MethodSpec.methodBuilder("validator")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(BSON_DOCUMENT);
        CollectionOptions.Validation validation = validation(document);
        if (validation.isWritten()) {
            // the framework sends the user's validator as written; a generated one would be a second opinion
            return method.addJavadoc(
                            "The validator $L is created with, as written on {@code $L}.\n"
                                    + "A new document on each call.\n",
                            JavadocText.code(document.collection()),
                            document.nameInPackage())
                    .addStatement("return $T.parse($S)", BSON_DOCUMENT, validation.validator())
                    .build();
        }
        method.addJavadoc(
                "The validator $L is created with: a {@code $$jsonSchema} of the stored shape of\n"
                        + "{@code $L}, with its bounds ({@code maxItems}, {@code maxLength}, {@code maxProperties}), enum\n"
                        + "constants and nullable fields. Every field is optional and other fields are allowed\n"
                        + "(polymorphic subclasses, type keys). A new document on each call.\n",
                JavadocText.code(document.collection()),
                document.nameInPackage());
        List<List<String>> chunks = new ArrayList<>();
        List<String> chunk = new ArrayList<>();
        int bytes = 0;
        for (String line : JsonSchemaValidator.lines(document)) {
            int lineBytes = line.getBytes(StandardCharsets.UTF_8).length;
            if (!chunk.isEmpty()
                    && (bytes + lineBytes > VALIDATOR_BYTES_PER_CONSTANT
                            || chunk.size() == VALIDATOR_LINES_PER_CONSTANT)) {
                chunks.add(chunk);
                chunk = new ArrayList<>();
                bytes = 0;
            }
            chunk.add(line);
            bytes += lineBytes;
        }
        chunks.add(chunk);
        if (chunks.size() == 1) {
            return method.addStatement("return $T.parse($L)", BSON_DOCUMENT, concatenation(chunks.get(0)))
                    .build();
        }
        method.addStatement("$T json = new $T()", StringBuilder.class, StringBuilder.class);
        chunks.forEach(part -> method.addStatement("json.append($L)", concatenation(part)));
        return method.addStatement("return $T.parse(json.toString())", BSON_DOCUMENT)
                .build();
    }

    private static CodeBlock concatenation(List<String> lines) {
        CodeBlock.Builder code = CodeBlock.builder();
        for (int i = 0; i < lines.size(); i++) {
            code.add(i == 0 ? "$S" : "\n+ $S", lines.get(i));
        }
        return code.build();
    }
}
