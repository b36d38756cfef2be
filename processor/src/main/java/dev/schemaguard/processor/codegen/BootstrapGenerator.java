package dev.schemaguard.processor.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.schemaguard.processor.model.DocumentModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;

/**
 * Writes the startup bootstrap (SPEC §5) in two parts: {@code SchemaBootstrap}, the runtime that
 * is the same for every schema (kept as a source template beside this class, so that it reads as
 * the Java it is), and {@code SchemaBootstrapTargets}, generated from the models: one target per
 * document, in database and collection order (the runtime merges the targets of one collection).
 */
public final class BootstrapGenerator {

    public static final String BOOTSTRAP = "SchemaBootstrap";
    public static final String TARGETS = "SchemaBootstrapTargets";
    private static final String TEMPLATE = "SchemaBootstrap.java.template";
    static final int TARGETS_PER_METHOD = 100;

    private static final ClassName LIST = ClassName.get("java.util", "List");
    private static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");

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

    /** The runtime source, the same for every schema but for its package. */
    public String runtime(String packageName) {
        String template;
        try (InputStream in = Objects.requireNonNull(BootstrapGenerator.class.getResourceAsStream(TEMPLATE), TEMPLATE)) {
            template = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String generatedLine = generated.annotation().map(a -> a + "\n").orElse("");
        return template
                .replace("${package}", packageName.isEmpty() ? "" : "package " + packageName + ";\n")
                .replace("${generated}", generatedLine);
    }

    /** The targets of the documents, each built fresh on every call, since driver option objects are mutable. */
    public JavaFile targets(String packageName, List<DocumentModel> documents, List<Element> originatingElements) {
        ClassName target = ClassName.get(packageName, BOOTSTRAP, "Target");
        ParameterizedTypeName listOfTargets = ParameterizedTypeName.get(LIST, target);
        List<DocumentModel> sorted = new ArrayList<>(documents);
        sorted.sort(Comparator.comparing((DocumentModel d) -> d.database() == null ? "" : d.database())
                .thenComparing(DocumentModel::collection)
                .thenComparing(DocumentModel::qualifiedName));
        MethodSpec.Builder all = MethodSpec.methodBuilder("all")
                .addModifiers(Modifier.STATIC)
                .returns(listOfTargets)
                .addStatement("$T targets = new $T<>()", listOfTargets, ARRAY_LIST);
        // a method's code is at most 64 KB: past a hundred targets, all() calls methods of a hundred each (as Dagger does)
        List<MethodSpec.Builder> parts = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            if (sorted.size() > TARGETS_PER_METHOD && i % TARGETS_PER_METHOD == 0) {
                String part = "addTargets" + parts.size();
                parts.add(MethodSpec.methodBuilder(part).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                        .addParameter(listOfTargets, "targets"));
                all.addStatement("$L(targets)", part);
            }
            DocumentModel document = sorted.get(i);
            ClassName schema = SchemaClassGenerator.schemaClass(document);
            CodeBlock database = document.database() == null ? CodeBlock.of("null") : CodeBlock.of("$T.DATABASE", schema);
            (parts.isEmpty() ? all : parts.get(parts.size() - 1)).addStatement(
                    "targets.add(new $T($L, $T.COLLECTION, $T.createCollectionOptions(), $T.indexModels()))",
                    target, database, schema, schema, schema);
        }
        TypeSpec.Builder type = TypeSpec.classBuilder(TARGETS)
                .addModifiers(Modifier.FINAL)
                .addJavadoc("The collections {@link $L} creates: one per {@code @Document}, from its schema class; those\n"
                        + "of one collection are merged when it runs.\n", BOOTSTRAP)
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .addMethod(all.addStatement("return targets").build());
        originatingElements.forEach(type::addOriginatingElement);
        generated.annotation().ifPresent(type::addAnnotation);
        parts.forEach(part -> type.addMethod(part.build()));
        return JavaFile.builder(packageName, type.build()).skipJavaLangImports(true).indent("    ").build();
    }
}
