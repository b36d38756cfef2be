package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.model.ValueType;

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "An index key goes through an array without @Bounded: the multikey index grows with it")
public final class IndexOnUnboundedArray implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        FieldPathResolver paths = document.paths();
        for (IndexSpec index : document.indexes()) {
            for (IndexKey key : index.keys()) {
                // a key through a polymorphic value indexes the array of whichever subclass is stored
                for (PathResolution resolution : paths.resolveEveryWay(key.javaPath())) {
                    if (reportFirstUnbounded(document, key, resolution, report)) {
                        break;
                    }
                }
            }
        }
    }

    /** Reports the first array of the path without a bound, if any; whether it did. */
    private static boolean reportFirstUnbounded(
            DocumentModel document, IndexKey key, PathResolution resolution, ValidationReport report) {
        for (int i = 0; i < resolution.fields().size(); i++) {
            FieldModel field = resolution.fields().get(i);
            String classPathType =
                    field.origin() == null ? null : field.origin().classPathType();
            boolean unbounded = resolution.arrayFields().contains(field)
                    && field.limit() == null
                    && !isGeoPoint(key, field, resolution.fieldPaths().get(i));
            ValueType inner = unbounded
                    ? null
                    : unboundedInnerArray(field, !resolution.fieldPaths().get(i).equals(key.javaPath()));
            if ((unbounded || inner != null) && classPathType != null) {
                // no bound can be written on a field of a class from a jar: what the index can do instead
                report.report(
                        Message.INDEX_ON_UNBOUNDED_ARRAY_IN_CLASS_PATH,
                        key.origin(),
                        key.javaPath(),
                        resolution.fieldPaths().get(i),
                        document.spelling().boundAnnotation(),
                        classPathType);
                return true;
            }
            if (unbounded) {
                report.report(
                        Message.INDEX_ON_UNBOUNDED_ARRAY,
                        key.origin(),
                        key.javaPath(),
                        resolution.fieldPaths().get(i),
                        document.spelling().boundAnnotation(),
                        document.spelling().bound());
                return true;
            }
            if (inner != null) {
                report.report(
                        Message.INDEX_ON_UNBOUNDED_INNER_ARRAY,
                        key.origin(),
                        key.javaPath(),
                        inner.javaType(),
                        resolution.fieldPaths().get(i),
                        document.spelling().boundAnnotation(),
                        document.spelling().typeArgumentBound());
                return true;
            }
        }
        return false;
    }

    /** The coordinate pair a 2d or 2dsphere key ends on is one point, not a multikey array. */
    private static boolean isGeoPoint(IndexKey key, FieldModel field, String fieldPath) {
        boolean geo = key.type() == IndexKeyType.GEO_2D || key.type() == IndexKeyType.GEO_2DSPHERE;
        ValueType element = field.type().element();
        return geo
                && fieldPath.equals(key.javaPath())
                && element != null
                && element.bson() != BsonType.ARRAY
                && element.bson() != BsonType.DOCUMENT
                && element.bson() != BsonType.MAP;
    }

    /**
     * The first inner array a key path expands that has no {@code @Bounded} type annotation. MongoDB
     * expands the array at each step of the path, not an array nested directly in an array (the inner
     * lists of {@code List<List<Tag>>} are values of the outer one): so an inner array counts when the
     * path goes on into a map's value ({@code Map<String, List<Tag>>}), where it is a step of its own.
     */
    private static ValueType unboundedInnerArray(FieldModel field, boolean pathGoesOn) {
        if (!pathGoesOn) {
            return null;
        }
        ValueType t = field.type();
        while (t.bson() == BsonType.ARRAY && !t.isByteArray()) {
            t = t.element();
        }
        while (t.bson() == BsonType.MAP) {
            ValueType value = t.element();
            if (value.bson() == BsonType.ARRAY && !value.isByteArray() && value.limit() == null) {
                return value;
            }
            t = value;
            while (t.bson() == BsonType.ARRAY && !t.isByteArray()) {
                t = t.element();
            }
        }
        return null;
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        INDEX_ON_UNBOUNDED_ARRAY(
                "index key '%s' goes through '%s', an array without %s: a multikey index has one entry per element, so "
                        + "it grows with the array; bound the array with %s, or keep its elements in a collection of "
                        + "their own"),
        INDEX_ON_UNBOUNDED_ARRAY_IN_CLASS_PATH(
                "index key '%s' goes through '%s', an array without %s: a multikey index has one entry per element, so "
                        + "it grows with the array; the array is declared in '%s', which comes from the class path, so "
                        + "no bound can be declared on it here; index a field outside the array instead, or drop the "
                        + "key from the index"),
        INDEX_ON_UNBOUNDED_INNER_ARRAY(
                "index key '%s' goes through the %s values of '%s', arrays without %s: a multikey index has one entry "
                        + "per element, so it grows with them; bound them on the type argument with %s, or keep their "
                        + "elements in a collection of their own");

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
