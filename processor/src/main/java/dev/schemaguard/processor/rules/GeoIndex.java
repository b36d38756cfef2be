package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.model.ValueType;
import java.util.List;

/**
 * index_plugins.js refuses {a: 1, b: "2d"} and {a: "2d", b: "2d"}; geo_s2nongeoarray.js builds a 2d index with two
 * trailing keys. A 2d key reads legacy pairs only (get2DKeys in expression_keys_private.cpp, GeoHashConverter::hash in
 * geo/hash.cpp): a GeoJSON value under it makes every write of the document fail.
 */
@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "A 2d key is not the first key of its index, or indexes a GeoJSON value")
public final class GeoIndex implements DocumentRule {

    /**
     * The classes the mappings store as a GeoJSON object, {type, coordinates} or {type, geometries}:
     * Spring Data's (GeoConverters) and the driver's (GeoJsonCodecProvider). Spring Data's own
     * {@code org.springframework.data.geo.Point} is stored as {x, y}, a legacy pair a 2d key reads.
     */
    private static final List<String> GEOJSON_CLASSES = List.of(
            "org.springframework.data.mongodb.core.geo.GeoJson",
            "org.springframework.data.mongodb.core.geo.GeoJsonPoint",
            "org.springframework.data.mongodb.core.geo.GeoJsonPolygon",
            "org.springframework.data.mongodb.core.geo.GeoJsonLineString",
            "org.springframework.data.mongodb.core.geo.GeoJsonMultiPoint",
            "org.springframework.data.mongodb.core.geo.GeoJsonMultiLineString",
            "org.springframework.data.mongodb.core.geo.GeoJsonMultiPolygon",
            "org.springframework.data.mongodb.core.geo.GeoJsonGeometryCollection",
            "com.mongodb.client.model.geojson.Geometry",
            "com.mongodb.client.model.geojson.Point",
            "com.mongodb.client.model.geojson.Polygon",
            "com.mongodb.client.model.geojson.LineString",
            "com.mongodb.client.model.geojson.MultiPoint",
            "com.mongodb.client.model.geojson.MultiLineString",
            "com.mongodb.client.model.geojson.MultiPolygon",
            "com.mongodb.client.model.geojson.GeometryCollection");

    /**
     * get2DKeys reads a value whose first element is not a number as a list of locations: in one GeoJSON
     * object that first element is the string "type", which is no location object; in an array (or map)
     * of them each element is read as a pair whose first two values, "Point" and the coordinates, are
     * not numbers.
     */
    private static final String ONE_VALUE_REFUSED =
            "error 16804, \"location object expected, location array not in correct format\"";

    private static final String ELEMENTS_REFUSED =
            "error 13026, \"geo values must be 'legacy coordinate pairs' for 2d indexes\"";

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            if (!index.hasKeyOfType(IndexKeyType.GEO_2D)) {
                continue;
            }
            for (int i = 0; i < index.keys().size(); i++) {
                IndexKey key = index.keys().get(i);
                if (key.type() != IndexKeyType.GEO_2D) {
                    continue;
                }
                if (i > 0) {
                    report.report(Message.GEO_2D_NOT_FIRST, key.origin(), index.describe(), key.javaPath(), i + 1);
                }
                reportGeoJson(document, index, key, report);
            }
        }
    }

    /** A key path that does not resolve is IndexFieldUnknown's finding; one that goes into a GeoJSON value indexes its parts. */
    private static void reportGeoJson(DocumentModel document, IndexSpec index, IndexKey key, ValidationReport report) {
        // a polymorphic value may be a subclass whose field of that name is GeoJSON
        for (PathResolution resolution : document.paths().resolveEveryWay(key.javaPath())) {
            if (!resolution.isResolved()
                    || resolution.lastField() == null
                    || !resolution
                            .fieldPaths()
                            .get(resolution.fieldPaths().size() - 1)
                            .equals(key.javaPath())) {
                continue;
            }
            ValueType stored = resolution.lastField().type();
            if (isGeoJson(stored.innermost())) {
                report.report(
                        Message.GEO_2D_ON_GEOJSON,
                        key.origin(),
                        index.describe(),
                        key.javaPath(),
                        simpleNames(stored.javaType()),
                        stored.isContainer() ? ELEMENTS_REFUSED : ONE_VALUE_REFUSED,
                        sphereFix(key));
                return;
            }
        }
    }

    private static boolean isGeoJson(ValueType value) {
        String name = value.javaType();
        int typeArguments = name.indexOf('<');
        return GEOJSON_CLASSES.contains(typeArguments < 0 ? name : name.substring(0, typeArguments));
    }

    /** {@code java.util.List<org.springframework.data.mongodb.core.geo.GeoJsonPoint>} → {@code List<GeoJsonPoint>}. */
    private static String simpleNames(String javaType) {
        return javaType.replaceAll("\\b(?:[a-z_$][\\w$]*\\.)+", "");
    }

    /** The same key as 2dsphere, in the annotation the key was written with. */
    private static String sphereFix(IndexKey key) {
        String annotation = key.origin().annotationName();
        if (annotation == null) {
            return "\"" + key.javaPath() + ":2dsphere\" in @IndexHint(keys)";
        }
        return switch (annotation) {
            case "@GeoSpatialIndexed" -> "@GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE)";
            case "@CompoundIndex" -> "'" + key.javaPath() + "': '2dsphere' in @CompoundIndex(def)";
            case "@Indexed" -> "@Indexed(IndexDirection.GEO2DSPHERE)";
            case "@Field" -> "@Field(value = \"" + key.javaPath() + "\", type = IndexType.GEO2DSPHERE)";
            default -> "a '" + key.javaPath() + "': '2dsphere' key in " + annotation;
        };
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        GEO_2D_NOT_FIRST(
                "index %s has its 2d key '%s' in place %d: the 2d key of a compound index must come first, and an "
                        + "index has one, so MongoDB refuses it (CannotCreateIndex, 67); put it first"),
        GEO_2D_ON_GEOJSON(
                "index %s has a 2d key on '%s', which stores GeoJSON (%s, written as {type, coordinates}): a 2d key "
                        + "reads legacy coordinate pairs only, so MongoDB refuses every insert or update that stores a "
                        + "value there (%s), and building the index on such documents fails; index GeoJSON as "
                        + "2dsphere: %s");

        private final String template;

        Message(String template) {
            this.template = template;
        }

        @Override
        public String template() {
            return template;
        }
    }
}
