package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.model.CollationSpec;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.lang.model.element.Element;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/**
 * Spring Data MongoDB's annotations, by qualified name (SPEC §6): the processor never loads SDM,
 * so a project without it on the processor path is checked all the same. The mapping rules here
 * follow SDM's own source (BasicMongoPersistentEntity, BasicMongoPersistentProperty,
 * MongoPersistentEntityIndexResolver), which wins where SPEC §6's summary differs.
 */
final class SpringDataVocabulary {

    static final String MAPPING = "org.springframework.data.mongodb.core.mapping.";
    static final String INDEX = "org.springframework.data.mongodb.core.index.";
    static final String DOCUMENT = MAPPING + "Document";
    static final String FIELD = MAPPING + "Field";
    static final String MONGO_ID = MAPPING + "MongoId";
    static final String TEXT_SCORE = MAPPING + "TextScore";
    static final String ID = "org.springframework.data.annotation.Id";
    static final String TRANSIENT = "org.springframework.data.annotation.Transient";
    static final String READ_ONLY = "org.springframework.data.annotation.ReadOnlyProperty";
    static final String INDEXED = INDEX + "Indexed";
    static final String COMPOUND_INDEX = INDEX + "CompoundIndex";
    static final String COMPOUND_INDEXES = INDEX + "CompoundIndexes";
    static final String TEXT_INDEXED = INDEX + "TextIndexed";
    static final String GEO_INDEXED = INDEX + "GeoSpatialIndexed";
    static final String HASH_INDEXED = INDEX + "HashIndexed";
    static final String SIZE_JAKARTA = "jakarta.validation.constraints.Size";
    static final String SIZE_JAVAX = "javax.validation.constraints.Size";
    static final String LENGTH = "org.hibernate.validator.constraints.Length";

    /** What the processors list besides schemaguard's own annotations, so that javac runs them on SDM models. */
    static final Set<String> SUPPORTED = Set.of(DOCUMENT, FIELD, MONGO_ID, ID, INDEXED, COMPOUND_INDEX,
            COMPOUND_INDEXES, TEXT_INDEXED, GEO_INDEXED, HASH_INDEXED, MAPPING + "DBRef", MAPPING + "DocumentReference");

    /** The annotations that keep a property out of the stored document. */
    private static final List<String> NOT_STORED = List.of(TRANSIENT, READ_ONLY, TEXT_SCORE);

    private SpringDataVocabulary() {
    }

    static boolean isDocument(Element element) {
        return AnnotationReader.has(element, DOCUMENT);
    }

    /** The SDM annotation that keeps a field out of the document, by simple name, or {@code null}. */
    static String notStoredBy(Element field) {
        for (String name : NOT_STORED) {
            if (AnnotationReader.has(field, name)) {
                return name.substring(name.lastIndexOf('.') + 1);
            }
        }
        return null;
    }

    /** SDM's default collection name (MongoCollectionUtils): the simple class name, uncapitalized. */
    static String defaultCollection(String simpleName) {
        return simpleName.isEmpty() ? simpleName : Character.toLowerCase(simpleName.charAt(0)) + simpleName.substring(1);
    }

    /** A SpEL template: its value is only known when the application runs. */
    static boolean isExpression(String value) {
        return value.contains("#{");
    }

    /**
     * A collation as SDM's {@code Collation.parse} reads it: a JSON document, or a locale alone;
     * {@code null} for none. Settings the model cannot hold (alternate, maxVariable, ...) are not kept.
     *
     * @throws IllegalArgumentException when the JSON does not parse
     */
    static CollationSpec collation(String value) {
        String text = value.trim();
        if (text.isEmpty() || isExpression(text)) {
            return null;
        }
        if (!text.startsWith("{")) {
            return new CollationSpec(text, 3, false, false);
        }
        BsonDocument document = BsonDocument.parse(text);
        BsonValue locale = document.get("locale");
        if (locale == null || !locale.isString()) {
            throw new IllegalArgumentException("a collation document needs a 'locale'");
        }
        BsonValue strength = document.get("strength");
        BsonValue caseLevel = document.get("caseLevel");
        BsonValue numeric = document.get("numericOrdering");
        return new CollationSpec(locale.asString().getValue(),
                strength != null && strength.isNumber() ? strength.asNumber().intValue() : 3,
                caseLevel != null && caseLevel.isBoolean() && caseLevel.asBoolean().getValue(),
                numeric != null && numeric.isBoolean() && numeric.asBoolean().getValue());
    }

    /**
     * An {@code @Indexed(expireAfter)} value in seconds: ISO-8601 ({@code P1D}, {@code PT30M}) or
     * Spring's simple form ({@code 30s}, {@code 10m}, {@code 1h}, {@code 1d}), as SDM's DurationStyle reads it.
     *
     * @throws IllegalArgumentException when it is neither
     */
    static long durationSeconds(String value) {
        String text = value.trim();
        try {
            if (text.toUpperCase(Locale.ROOT).startsWith("P") || text.toUpperCase(Locale.ROOT).startsWith("-P")) {
                return Duration.parse(text).getSeconds();
            }
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^([+-]?\\d+)([a-zA-Z]{0,2})$").matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + value + "' is not a duration");
        }
        long amount = Long.parseLong(m.group(1));
        return switch (m.group(2).toLowerCase(Locale.ROOT)) {
            case "ns" -> Duration.ofNanos(amount).getSeconds();
            case "us" -> Duration.ofNanos(amount * 1000).getSeconds();
            case "ms" -> Duration.ofMillis(amount).getSeconds();
            case "s", "" -> amount;
            case "m" -> Duration.ofMinutes(amount).getSeconds();
            case "h" -> Duration.ofHours(amount).getSeconds();
            case "d" -> Duration.ofDays(amount).getSeconds();
            default -> throw new IllegalArgumentException("'" + value + "' has an unknown unit");
        };
    }
}
