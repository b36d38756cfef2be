package dev.schemaguard.processor;

import dev.schemaguard.processor.codegen.BootstrapGenerator;
import dev.schemaguard.processor.codegen.GeneratedAnnotation;
import dev.schemaguard.processor.codegen.SchemaClassGenerator;
import java.util.HashSet;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * What the user's class path allows to generate: schema classes need mongodb-driver-core, the
 * bootstrap schemaguard-runtime (with mongodb-driver-sync, which it depends on); {@code @Generated}
 * comes from whichever package the target release has.
 */
record CodegenSetup(boolean schemaClasses, boolean bootstrap, GeneratedAnnotation generated) {

    static CodegenSetup of(Elements elements) {
        boolean core = elements.getTypeElement("com.mongodb.client.model.IndexModel") != null;
        boolean bootstrap = core
                && elements.getTypeElement("com.mongodb.client.MongoDatabase") != null
                && elements.getTypeElement(BootstrapGenerator.RUNTIME_ENGINE) != null;
        String generated = elements.getTypeElement("javax.annotation.processing.Generated") != null
                ? "javax.annotation.processing.Generated"
                : elements.getTypeElement("javax.annotation.Generated") != null ? "javax.annotation.Generated" : null;
        return new CodegenSetup(core, bootstrap, GeneratedAnnotation.of(generated));
    }

    /**
     * The top-level classes given to javac as sources that have the name of a schema class
     * ({@code OrderSchema}): javac's Filer refuses to write a file for a type of the sources, and a
     * bootstrap would name the user's class. From the first round the processor takes part in,
     * normally javac's first, whose root elements are the sources; those of later rounds are
     * generated, schemaguard's own schema classes among them (a class another processor generates
     * with such a name is left to the Filer's refusal).
     */
    static Set<String> sourceClassesNamedLikeSchemaClasses(RoundEnvironment firstRound) {
        Set<String> names = new HashSet<>();
        for (Element root : firstRound.getRootElements()) {
            if (root instanceof TypeElement type
                    && type.getSimpleName().toString().endsWith("Schema")) {
                names.add(type.getQualifiedName().toString());
            }
        }
        return names;
    }

    /**
     * Whether the package declares a class named like a {@code java.lang} type that the generated
     * code names: a class of the package hides {@code java.lang}, imported on demand, so the generated
     * code must import that type. Elsewhere the generated code stays as it was, without the import.
     */
    static boolean hidesJavaLang(Elements elements, String packageName) {
        String prefix = packageName.isEmpty() ? "" : packageName + ".";
        return SchemaClassGenerator.JAVA_LANG_NAMES.stream()
                .anyMatch(name -> elements.getTypeElement(prefix + name) != null);
    }
}
