package dev.schemaguard.processor;

import dev.schemaguard.processor.codegen.BootstrapGenerator;
import dev.schemaguard.processor.codegen.GeneratedAnnotation;
import javax.lang.model.util.Elements;

/**
 * What the user's class path allows to generate: schema classes need mongodb-driver-core, the
 * bootstrap schemaguard-runtime (with mongodb-driver-sync, which it depends on); {@code @Generated}
 * comes from whichever package the target release has.
 */
record CodegenSetup(boolean schemaClasses, boolean bootstrap, GeneratedAnnotation generated) {

    static CodegenSetup of(Elements elements) {
        boolean core = elements.getTypeElement("com.mongodb.client.model.IndexModel") != null;
        boolean bootstrap = core && elements.getTypeElement("com.mongodb.client.MongoDatabase") != null
                && elements.getTypeElement(BootstrapGenerator.RUNTIME_ENGINE) != null;
        String generated = elements.getTypeElement("javax.annotation.processing.Generated") != null
                ? "javax.annotation.processing.Generated"
                : elements.getTypeElement("javax.annotation.Generated") != null ? "javax.annotation.Generated" : null;
        return new CodegenSetup(core, bootstrap, GeneratedAnnotation.of(generated));
    }
}
