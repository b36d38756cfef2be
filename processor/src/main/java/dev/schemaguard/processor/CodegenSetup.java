package dev.schemaguard.processor;

import dev.schemaguard.processor.codegen.GeneratedAnnotation;
import javax.lang.model.util.Elements;

/**
 * What the user's class path allows to generate: schema classes need mongodb-driver-core, the
 * bootstrap mongodb-driver-sync; {@code @Generated} comes from whichever package the target
 * release has.
 */
record CodegenSetup(boolean schemaClasses, boolean bootstrap, GeneratedAnnotation generated) {

    static CodegenSetup of(Elements elements) {
        boolean core = elements.getTypeElement("com.mongodb.client.model.IndexModel") != null;
        boolean sync = core && elements.getTypeElement("com.mongodb.client.MongoDatabase") != null;
        String generated = elements.getTypeElement("javax.annotation.processing.Generated") != null
                ? "javax.annotation.processing.Generated"
                : elements.getTypeElement("javax.annotation.Generated") != null ? "javax.annotation.Generated" : null;
        return new CodegenSetup(core, sync, GeneratedAnnotation.of(generated));
    }
}
