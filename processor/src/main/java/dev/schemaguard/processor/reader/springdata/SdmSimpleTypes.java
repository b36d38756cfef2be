package dev.schemaguard.processor.reader.springdata;

import javax.lang.model.element.TypeElement;

/**
 * What Spring Data MongoDB stores as a value, never as an embedded document of its fields
 * (MongoSimpleTypes and the simple types of spring-data-commons, docs/dialects/spring-data.md "Values, not
 * documents"). Consulted only for documents SDM maps, so that schemaguard's own vocabulary keeps
 * its reading of docs/guide/annotations.md.
 */
final class SdmSimpleTypes {

    /**
     * Packages whose classes are values: the JDK (no {@code java.*} or {@code javax.*} class is
     * expanded), BSON and the driver (ObjectId, Binary, Document, BsonValue, Code, DBRef, GeoJSON of
     * the driver), and SDM's own geo and mapping values (GeoJson*, Point, Distance), which its
     * converters write in a fixed shape.
     */
    private static final String[] VALUE_PACKAGES = {
        "java.",
        "javax.",
        "org.bson.",
        "com.mongodb.",
        "org.springframework.data.geo.",
        "org.springframework.data.mongodb.core.geo.",
        "org.springframework.data.mongodb.core.query."
    };

    private SdmSimpleTypes() {}

    static boolean isValue(TypeElement type) {
        String name = type.getQualifiedName().toString();
        for (String prefix : VALUE_PACKAGES) {
            if (name.startsWith(prefix)) {
                return true;
            }
        }
        // interfaces are read by SDM as whatever the stored _class says: an untyped value
        return type.getKind().isInterface();
    }
}
