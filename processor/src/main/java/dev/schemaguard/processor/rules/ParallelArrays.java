package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;

@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "A compound index has keys in two different arrays, which MongoDB cannot index (a geo point is not an array here)")
public final class ParallelArrays implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        FieldPathResolver paths = document.paths();
        for (IndexSpec index : document.indexes()) {
            if (index.keys().size() < 2) {
                continue;
            }
            List<String> arrays = new ArrayList<>();
            search:
            for (IndexKey key : index.keys()) {
                // a text index tokenizes arrays of strings; the parallel-array limit is the multikey one
                if (key.type() == IndexKeyType.TEXT) {
                    continue;
                }
                for (String array : multikeyArrays(key, paths.resolve(key.javaPath()))) {
                    for (String other : arrays) {
                        if (!nested(array, other)) {
                            report.report(Message.PARALLEL_ARRAYS, index.origin(), index.describe(), other, array);
                            break search;
                        }
                    }
                    if (!arrays.contains(array)) {
                        arrays.add(array);
                    }
                }
            }
        }
    }

    /**
     * The arrays that make a key multikey. The coordinate pair a 2d or 2dsphere key ends on
     * ({@code double[] loc}) is one point, not an array of values (geo_2d_trailing_fields.js).
     */
    static List<String> multikeyArrays(IndexKey key, PathResolution resolution) {
        List<String> arrays = resolution.arrayPaths();
        boolean geo = key.type() == IndexKeyType.GEO_2D || key.type() == IndexKeyType.GEO_2DSPHERE;
        FieldModel last = resolution.lastField();
        if (geo && last != null && !arrays.isEmpty() && arrays.get(arrays.size() - 1).equals(key.javaPath())
                && isCoordinatePair(last.type())) {
            return arrays.subList(0, arrays.size() - 1);
        }
        return arrays;
    }

    private static boolean isCoordinatePair(ValueType type) {
        return type.bson() == BsonType.ARRAY && !type.isByteArray()
                && (type.element().bson() == BsonType.DOUBLE || type.element().bson() == BsonType.INT32
                        || type.element().bson() == BsonType.INT64 || type.element().bson() == BsonType.DECIMAL128);
    }

    /** The same array, or one inside the other ({@code items} and {@code items.options}): not parallel. */
    private static boolean nested(String a, String b) {
        return a.equals(b) || a.startsWith(b + ".") || b.startsWith(a + ".");
    }
}
