package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import java.util.ArrayList;
import java.util.List;

@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "A compound index has keys in two different arrays, which MongoDB cannot index")
public final class ParallelArrays implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        FieldPathResolver paths = document.paths();
        for (IndexSpec index : document.indexes()) {
            // geo_s2nongeoarray.js: a 2dsphere index takes the product of its non-geo arrays and a 2d index
            // stores its trailing values whole, so neither refuses parallel arrays; TextIndexArray and
            // HashedIndex report arrays in text and hashed indexes
            if (index.keys().size() < 2 || index.hasKeyOfType(IndexKeyType.GEO_2D)
                    || index.hasKeyOfType(IndexKeyType.GEO_2DSPHERE) || index.hasKeyOfType(IndexKeyType.TEXT)
                    || index.hasKeyOfType(IndexKeyType.HASHED)) {
                continue;
            }
            List<String> arrays = new ArrayList<>();
            search:
            for (IndexKey key : index.keys()) {
                for (String array : paths.resolve(key.javaPath()).arrayPaths()) {
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

    /** The same array, or one inside the other ({@code items} and {@code items.options}): not parallel. */
    private static boolean nested(String a, String b) {
        return a.equals(b) || a.startsWith(b + ".") || b.startsWith(a + ".");
    }
}
