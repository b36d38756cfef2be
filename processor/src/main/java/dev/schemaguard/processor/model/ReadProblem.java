package dev.schemaguard.processor.model;

import java.util.List;

/**
 * Something the user wrote that the reader could not turn into the model. Recorded rather
 * than reported, so that one rule (InvalidAnnotation) reports every misuse in one place.
 *
 * @param kind   what went wrong
 * @param origin where
 * @param args   the names involved, in the order the kind's message needs them
 */
public record ReadProblem(Kind kind, Origin origin, List<String> args) {

    public ReadProblem {
        args = List.copyOf(args);
    }

    public static ReadProblem of(Kind kind, Origin origin, String... args) {
        return new ReadProblem(kind, origin, List.of(args));
    }

    /** The misuses the reader can see but the model cannot hold. */
    public enum Kind {
        /** args: annotation, field, modifier ("static" or "transient"). */
        ANNOTATION_ON_UNSTORED_FIELD,
        /** args: modifier, field. */
        INDEX_HINT_ON_UNSTORED_FIELD,
        /** args: field. */
        INDEX_HINT_KEYS_ON_FIELD,
        /** args: type. */
        INDEX_HINT_WITHOUT_KEYS,
        /** args: type. */
        INDEX_HINT_ON_NON_DOCUMENT,
        /** args: key, suffix, suggestion. */
        UNKNOWN_KEY_SUFFIX,
        /** args: first id field, second id field. */
        SEVERAL_IDS,
        /** args: field, name given. */
        FIELD_ON_ID,
        /** args: field, class, map field. */
        INDEX_HINT_IN_MAP_VALUE,
        /** args: strength. */
        COLLATION_STRENGTH,
        /** args: the settings given without a locale. */
        COLLATION_WITHOUT_LOCALE,
        /** args: what is named, the first name, the second name (two annotations name one thing twice). */
        CONFLICTING_NAMES,
        /** args: what Spring Data MongoDB refuses, and why. */
        SPRING_DATA_REJECTS,
        /** args: the expireAfter written, and where ({@code @TimeSeries(expireAfter = "soon")}). */
        SPRING_DATA_NOT_A_DURATION,
        /** args: what the driver's POJO or record codec refuses, and why. */
        DRIVER_REJECTS,
        /** args: creator parameter, the name it reads, the field, the name the field is written under. */
        CREATOR_NAME_MISMATCH,
        /** args: the annotation ({@code @BsonIgnore}), the getter Lombok is to generate, field. */
        GETTER_NOT_GENERATED_YET,
        /** args: field, the annotation that makes it the id, what keeps it out of the document. */
        ID_NOT_STORED,
        /** args: what Morphia refuses, and why. */
        MORPHIA_REJECTS,
        /** args: the Morphia {@code @ShardKey} as written, entity. */
        MORPHIA_SHARD_KEY_DOTTED,
        /** args: the annotation's simple name ({@code Capped}), type. */
        COLLECTION_OPTION_ON_NON_DOCUMENT,
        /** args: the annotation's simple name ({@code ShardKey}), the subclass, the document class whose collection stores it. */
        COLLECTION_OPTION_ON_SUBCLASS,
        /** args: the blockCompressor constant ({@code ZSTD}), the configString's block_compressor. */
        STORAGE_COMPRESSOR_CONTRADICTION,
        /** args: annotation, member, the constant written, the constants this processor knows. */
        UNKNOWN_OPTION_CONSTANT,
        /** args: schemaguard's annotation ({@code Capped}), the framework's annotation and where. */
        COLLECTION_OPTION_TWICE,
        /** args: the JSON as written, the parser's message. */
        VALIDATOR_JSON,
        /** args: value, count. */
        MORPHIA_CAP_IGNORED,
        /** args: the Morphia {@code @ShardKey} as written, entity, the Java name written, the field's stored name. */
        MORPHIA_SHARD_KEY_JAVA_NAME
    }
}
