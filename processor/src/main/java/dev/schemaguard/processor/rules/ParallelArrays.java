package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PathResolution;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "A compound index has keys in two different arrays, which MongoDB cannot index")
public final class ParallelArrays implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        FieldPathResolver paths = document.paths();
        for (IndexSpec index : document.indexes()) {
            // geo_s2nongeoarray.js: a 2dsphere index takes the product of its non-geo arrays and a 2d index
            // stores its trailing values whole, so neither refuses parallel arrays; TextIndexArray and
            // HashedIndex report arrays in text and hashed indexes
            if (index.keys().size() < 2
                    || index.hasKeyOfType(IndexKeyType.GEO_2D)
                    || index.hasKeyOfType(IndexKeyType.GEO_2DSPHERE)
                    || index.hasKeyOfType(IndexKeyType.TEXT)
                    || index.hasKeyOfType(IndexKeyType.HASHED)) {
                continue;
            }
            Map<String, FieldModel> arrays = new LinkedHashMap<>();
            search:
            for (IndexKey key : index.keys()) {
                PathResolution resolution = paths.resolve(key.javaPath());
                List<String> arrayPaths = resolution.arrayPaths();
                for (int i = 0; i < arrayPaths.size(); i++) {
                    String array = arrayPaths.get(i);
                    FieldModel field = resolution.arrayFields().get(i);
                    for (Map.Entry<String, FieldModel> other : arrays.entrySet()) {
                        if (!nested(array, other.getKey())) {
                            report(index, other.getKey(), array, classPathType(other.getValue(), field), report);
                            break search;
                        }
                    }
                    arrays.putIfAbsent(array, field);
                }
            }
        }
    }

    /**
     * The one fix left when an array is declared in a class from the class path, which the user cannot change:
     * the index is theirs to split, the arrays are not theirs to merge.
     */
    private static void report(
            IndexSpec index, String first, String second, String classPathType, ValidationReport report) {
        if (classPathType == null) {
            report.report(Message.PARALLEL_ARRAYS, index.origin(), index.describe(), first, second);
        } else {
            report.report(
                    Message.PARALLEL_ARRAYS_IN_CLASS_PATH,
                    index.origin(),
                    index.describe(),
                    first,
                    second,
                    classPathType);
        }
    }

    /** The class from the class path one of the two arrays is declared in, if any. */
    private static String classPathType(FieldModel a, FieldModel b) {
        for (FieldModel f : List.of(a, b)) {
            if (f.origin() != null && f.origin().classPathType() != null) {
                return f.origin().classPathType();
            }
        }
        return null;
    }

    /** The same array, or one inside the other ({@code items} and {@code items.options}): not parallel. */
    private static boolean nested(String a, String b) {
        return a.equals(b) || a.startsWith(b + ".") || b.startsWith(a + ".");
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        PARALLEL_ARRAYS(
                "index %s has keys in two different arrays, '%s' and '%s': MongoDB cannot index parallel arrays and "
                        + "refuses every document where both hold arrays; index them separately, or keep both values "
                        + "in one array of embedded documents"),
        PARALLEL_ARRAYS_IN_CLASS_PATH(
                "index %s has keys in two different arrays, '%s' and '%s': MongoDB cannot index parallel arrays and "
                        + "refuses every document where both hold arrays; index them separately ('%s' comes from the "
                        + "class path, so its arrays cannot become one array of embedded documents here)");

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
