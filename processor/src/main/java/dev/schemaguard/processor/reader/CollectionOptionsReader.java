package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.Origin;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * Reads {@code @Capped}, {@code @TimeSeries}, {@code @Storage} and {@code @Validation} on a
 * document class (SPEC §7), whatever vocabulary the document is written in, and applies
 * {@code -Aschemaguard.validation} to documents without a {@code @Validation}. Values are taken
 * as written: whether MongoDB accepts them is for the rules to say.
 */
final class CollectionOptionsReader {

    static final String CAPPED = AnnotationReader.PACKAGE + "Capped";
    static final String TIME_SERIES = AnnotationReader.PACKAGE + "TimeSeries";
    static final String STORAGE = AnnotationReader.PACKAGE + "Storage";
    static final String VALIDATION = AnnotationReader.PACKAGE + "Validation";
    /** The four annotations, each meaningful only on a {@code @Document}. */
    static final List<String> ANNOTATIONS = List.of(CAPPED, TIME_SERIES, STORAGE, VALIDATION);

    private final AnnotationReader annotations;
    private final SchemaGuardOptions options;

    CollectionOptionsReader(AnnotationReader annotations, SchemaGuardOptions options) {
        this.annotations = annotations;
        this.options = options;
    }

    CollectionOptions read(TypeElement document) {
        return new CollectionOptions(capped(document), timeSeries(document), storage(document), validation(document));
    }

    private CollectionOptions.Capped capped(TypeElement document) {
        AnnotationMirror capped = AnnotationReader.find(document, CAPPED).orElse(null);
        if (capped == null) {
            return null;
        }
        return new CollectionOptions.Capped(annotations.longValue(capped, "sizeBytes"),
                annotations.longValue(capped, "maxDocuments"), SourcePosition.of(document, capped),
                members(document, capped, List.of("sizeBytes", "maxDocuments")));
    }

    private CollectionOptions.TimeSeries timeSeries(TypeElement document) {
        AnnotationMirror timeSeries = AnnotationReader.find(document, TIME_SERIES).orElse(null);
        if (timeSeries == null) {
            return null;
        }
        return new CollectionOptions.TimeSeries(annotations.string(timeSeries, "timeField"),
                annotations.string(timeSeries, "metaField"),
                CollectionOptions.Granularity.valueOf(constant(timeSeries, "granularity")),
                annotations.longValue(timeSeries, "bucketMaxSpanSeconds"),
                annotations.longValue(timeSeries, "bucketRoundingSeconds"),
                annotations.longValue(timeSeries, "expireAfterSeconds"), SourcePosition.of(document, timeSeries),
                members(document, timeSeries, List.of("timeField", "metaField", "granularity", "bucketMaxSpanSeconds",
                        "bucketRoundingSeconds", "expireAfterSeconds")));
    }

    private CollectionOptions.Storage storage(TypeElement document) {
        AnnotationMirror storage = AnnotationReader.find(document, STORAGE).orElse(null);
        if (storage == null) {
            return null;
        }
        return new CollectionOptions.Storage(CollectionOptions.Compressor.valueOf(constant(storage, "blockCompressor")),
                annotations.string(storage, "configString"), SourcePosition.of(document, storage),
                members(document, storage, List.of("blockCompressor", "configString")));
    }

    private CollectionOptions.Validation validation(TypeElement document) {
        AnnotationMirror validation = AnnotationReader.find(document, VALIDATION).orElse(null);
        if (validation != null) {
            return new CollectionOptions.Validation(CollectionOptions.ValidationLevel.valueOf(constant(validation, "level")),
                    CollectionOptions.ValidationAction.valueOf(constant(validation, "action")),
                    SourcePosition.of(document, validation));
        }
        return switch (options.validation()) {
            case NONE -> null;
            case MODERATE -> new CollectionOptions.Validation(CollectionOptions.ValidationLevel.MODERATE,
                    CollectionOptions.ValidationAction.ERROR, Origin.NONE);
            case STRICT -> new CollectionOptions.Validation(CollectionOptions.ValidationLevel.STRICT,
                    CollectionOptions.ValidationAction.ERROR, Origin.NONE);
        };
    }

    /** An enum member's constant name. */
    private String constant(AnnotationMirror annotation, String member) {
        return ((VariableElement) annotations.value(annotation, member)).getSimpleName().toString();
    }

    private static Map<String, Origin> members(TypeElement document, AnnotationMirror annotation, List<String> names) {
        Map<String, Origin> members = new LinkedHashMap<>();
        for (String name : names) {
            AnnotationValue value = AnnotationReader.explicit(annotation, name);
            if (value != null) {
                members.put(name, SourcePosition.of(document, annotation, value));
            }
        }
        return members;
    }
}
