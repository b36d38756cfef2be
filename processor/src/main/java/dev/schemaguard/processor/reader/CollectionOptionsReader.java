package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.WiredTigerConfig;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * Reads {@code @Capped}, {@code @TimeSeries}, {@code @Storage} and {@code @Validation} on a
 * document class (docs/guide/collection-options.md), whatever vocabulary the document is written in, and applies
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

    /**
     * @param sameCollection for a superclass: whether it is a document stored in the same collection,
     *     whose options then hold for this document too; {@code null} when it is no document at all
     */
    CollectionOptions read(
            TypeElement document,
            MappingVocabulary vocabulary,
            Function<TypeElement, Boolean> sameCollection,
            List<ReadProblem> problems) {
        this.sameCollection = sameCollection;
        this.problems = problems;
        CollectionOptions.Storage storage = storage(document);
        if (storage != null) {
            compressorContradiction(storage).ifPresent(problems::add);
        }
        CollectionOptions framework = frameworkOptions(document, vocabulary);
        CollectionOptions.Capped capped = capped(document);
        CollectionOptions.TimeSeries timeSeries = timeSeries(document);
        CollectionOptions.Validation validation = writtenValidation(document);
        return new CollectionOptions(
                first(
                        capped,
                        capped == null ? null : capped.origin(),
                        framework.capped(),
                        framework.capped() == null ? null : framework.capped().origin(),
                        "Capped",
                        CollectionOptions.Capped::capsAlike),
                first(
                        timeSeries,
                        timeSeries == null ? null : timeSeries.origin(),
                        framework.timeSeries(),
                        framework.timeSeries() == null
                                ? null
                                : framework.timeSeries().origin(),
                        "TimeSeries",
                        CollectionOptions.TimeSeries::createsAlike),
                storage,
                validation != null || framework.validation() != null
                        ? first(
                                validation,
                                validation == null ? null : validation.origin(),
                                framework.validation(),
                                framework.validation() == null
                                        ? null
                                        : framework.validation().origin(),
                                "Validation",
                                CollectionOptions.Validation::validatesAlike)
                        : optionValidation());
    }

    /**
     * The frameworks' own option annotations: the document's vocabulary first, then any other whose
     * document annotation the class carries too (SDM's {@code @TimeSeries} beside schemaguard's
     * {@code @Document}), so that none is dropped unread.
     */
    private CollectionOptions frameworkOptions(TypeElement document, MappingVocabulary vocabulary) {
        CollectionOptions merged = vocabulary.collectionOptions(document, annotations, problems);
        for (MappingVocabulary other : Vocabularies.ALL) {
            if (other == vocabulary || other.documentAnnotation(document) == null) {
                continue;
            }
            CollectionOptions more = other.collectionOptions(document, annotations, problems);
            merged = new CollectionOptions(
                    merged.capped() != null ? merged.capped() : more.capped(),
                    merged.timeSeries() != null ? merged.timeSeries() : more.timeSeries(),
                    merged.storage(),
                    merged.validation() != null ? merged.validation() : more.validation());
        }
        return merged;
    }

    /**
     * schemaguard's annotation wins over the framework's for the same option (docs/dialects/ "Precedence");
     * both on one document is an InvalidAnnotation, so that neither is silently dropped, unless they say
     * the same: a framework's model annotated for schemaguard as well.
     */
    private <T> T first(
            T ours, Origin ourOrigin, T framework, Origin frameworkOrigin, String simpleName, BiPredicate<T, T> alike) {
        if (ours != null && framework != null && !alike.test(ours, framework)) {
            problems.add(ReadProblem.of(
                    InvalidAnnotation.Message.COLLECTION_OPTION_TWICE,
                    ourOrigin,
                    simpleName,
                    String.valueOf(frameworkOrigin.declaredAs())));
        }
        return ours != null ? ours : framework;
    }

    /**
     * A blockCompressor that the configString's own {@code block_compressor} overrides: MongoDB accepts
     * it and WiredTiger keeps the last, but the annotation says two things. A configString that does
     * not parse is StorageConfig's to report.
     */
    private static Optional<ReadProblem> compressorContradiction(CollectionOptions.Storage storage) {
        if (storage.blockCompressor() == CollectionOptions.Compressor.DEFAULT
                || storage.configString().isEmpty()) {
            return Optional.empty();
        }
        Optional<String> written;
        try {
            written = WiredTigerConfig.parse(storage.configString())
                    .last("block_compressor")
                    .filter(e -> e.value().kind() == WiredTigerConfig.Kind.WORD
                            || e.value().kind() == WiredTigerConfig.Kind.STRING)
                    .map(e -> e.value().text());
        } catch (WiredTigerConfig.SyntaxException e) {
            return Optional.empty();
        }
        return written.filter(
                        name -> !storage.blockCompressor().wiredTigerName().equals(name.isEmpty() ? "none" : name))
                .map(name -> ReadProblem.of(
                        InvalidAnnotation.Message.STORAGE_COMPRESSOR_CONTRADICTION,
                        storage.originOf("configString"),
                        storage.blockCompressor().name(),
                        name));
    }

    private Function<TypeElement, Boolean> sameCollection = type -> null;
    private List<ReadProblem> problems = new ArrayList<>();

    private CollectionOptions.Capped capped(TypeElement document) {
        Declared declared = declared(document, CAPPED);
        AnnotationMirror capped = declared == null ? null : declared.annotation();
        TypeElement owner = declared == null ? null : declared.owner();
        if (capped == null) {
            return null;
        }
        return new CollectionOptions.Capped(
                annotations.longValue(capped, "sizeBytes"),
                annotations.longValue(capped, "maxDocuments"),
                SourcePosition.of(owner, capped),
                members(owner, capped, List.of("sizeBytes", "maxDocuments")));
    }

    private CollectionOptions.TimeSeries timeSeries(TypeElement document) {
        Declared declared = declared(document, TIME_SERIES);
        AnnotationMirror timeSeries = declared == null ? null : declared.annotation();
        TypeElement owner = declared == null ? null : declared.owner();
        if (timeSeries == null) {
            return null;
        }
        return new CollectionOptions.TimeSeries(
                annotations.string(timeSeries, "timeField"),
                annotations.string(timeSeries, "metaField"),
                constant(
                        CollectionOptions.Granularity.class,
                        owner,
                        timeSeries,
                        "granularity",
                        CollectionOptions.Granularity.SECONDS),
                annotations.longValue(timeSeries, "bucketMaxSpanSeconds"),
                annotations.longValue(timeSeries, "bucketRoundingSeconds"),
                annotations.longValue(timeSeries, "expireAfterSeconds"),
                SourcePosition.of(owner, timeSeries),
                members(
                        owner,
                        timeSeries,
                        List.of(
                                "timeField",
                                "metaField",
                                "granularity",
                                "bucketMaxSpanSeconds",
                                "bucketRoundingSeconds",
                                "expireAfterSeconds")));
    }

    private CollectionOptions.Storage storage(TypeElement document) {
        Declared declared = declared(document, STORAGE);
        AnnotationMirror storage = declared == null ? null : declared.annotation();
        TypeElement owner = declared == null ? null : declared.owner();
        if (storage == null) {
            return null;
        }
        return new CollectionOptions.Storage(
                constant(
                        CollectionOptions.Compressor.class,
                        owner,
                        storage,
                        "blockCompressor",
                        CollectionOptions.Compressor.DEFAULT),
                annotations.string(storage, "configString"),
                SourcePosition.of(owner, storage),
                members(owner, storage, List.of("blockCompressor", "configString")));
    }

    private CollectionOptions.Validation writtenValidation(TypeElement document) {
        Declared declared = declared(document, VALIDATION);
        AnnotationMirror validation = declared == null ? null : declared.annotation();
        TypeElement owner = declared == null ? null : declared.owner();
        if (validation == null) {
            return null;
        }
        return new CollectionOptions.Validation(
                constant(
                        CollectionOptions.ValidationLevel.class,
                        owner,
                        validation,
                        "level",
                        CollectionOptions.ValidationLevel.MODERATE),
                constant(
                        CollectionOptions.ValidationAction.class,
                        owner,
                        validation,
                        "action",
                        CollectionOptions.ValidationAction.ERROR),
                SourcePosition.of(owner, validation));
    }

    /** {@code -Aschemaguard.validation}, for a document that declares no validation of its own. */
    private CollectionOptions.Validation optionValidation() {
        return options.validation()
                .map(level ->
                        new CollectionOptions.Validation(level, CollectionOptions.ValidationAction.ERROR, Origin.NONE))
                .orElse(null);
    }

    /**
     * The annotation on the document class or, failing that, on the nearest superclass, up to a document
     * of another collection: an annotated subclass stored in its superclass's collection is created by
     * the same {@code create}, so its checks must see the collection as the superclass declares it.
     */
    private Declared declared(TypeElement document, String annotation) {
        for (TypeElement c = document; c != null; c = TypeHierarchy.superclass(c)) {
            if (c != document) {
                // a superclass that is no document is part of this one's stored shape, as its fields are
                if (Boolean.FALSE.equals(sameCollection.apply(c))) {
                    return null;
                }
            }
            AnnotationMirror found = AnnotationReader.find(c, annotation).orElse(null);
            if (found != null) {
                return new Declared(c, found);
            }
        }
        return null;
    }

    /** Where an option annotation was written: its class, and the annotation. */
    private record Declared(TypeElement owner, AnnotationMirror annotation) {}

    /**
     * An enum member's constant, as the model has it. A constant the model does not know (annotations
     * newer than this processor) is an InvalidAnnotation, and the annotation's default stands in.
     */
    private <E extends Enum<E>> E constant(
            Class<E> type, TypeElement owner, AnnotationMirror annotation, String member, E fallback) {
        Object value = annotations.value(annotation, member);
        String name = value instanceof VariableElement constant
                ? constant.getSimpleName().toString()
                : String.valueOf(value);
        for (E known : type.getEnumConstants()) {
            if (known.name().equals(name)) {
                return known;
            }
        }
        String simpleName = AnnotationReader.nameOf(annotation).substring(AnnotationReader.PACKAGE.length());
        problems.add(ReadProblem.of(
                InvalidAnnotation.Message.UNKNOWN_OPTION_CONSTANT,
                SourcePosition.of(owner, annotation, AnnotationReader.explicit(annotation, member)),
                simpleName,
                member,
                name,
                Arrays.toString(type.getEnumConstants())));
        return fallback;
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
