package dev.schemaguard.processor.model;

import java.util.List;

/**
 * Something the user wrote that the reader could not turn into the model. Recorded rather
 * than reported, so that the rule its kind names reports it: InvalidAnnotation what the framework
 * refuses or what contradicts itself, UnreadAnnotation what the framework accepts and never reads.
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
        /** args: the expireAfter written, and where ({@code @TimeSeries(expireAfter = "soon")}). */
        SPRING_DATA_NOT_A_DURATION,
        /** args: field (its {@code @Indexed} gives both expireAfterSeconds and expireAfter). */
        SPRING_DATA_TTL_TWICE,
        /** args: the reference's Java path (it carries a geospatial or text index). */
        SPRING_DATA_GEO_OR_TEXT_ON_REFERENCE,
        /** args: the property whose {@code @WildcardIndexed} gives a wildcardProjection. */
        SPRING_DATA_WILDCARD_PROJECTION_ON_PROPERTY,
        /** args: the wildcardProjection as written, the parser's message. */
        SPRING_DATA_WILDCARD_PROJECTION_JSON,
        /** args: type (its {@code @CompoundIndex} has no def). */
        SPRING_DATA_COMPOUND_INDEX_WITHOUT_DEF,
        /** args: the def as written, the parser's message. */
        SPRING_DATA_COMPOUND_INDEX_DEF_JSON,
        /** args: the collation as written, the parser's message. */
        SPRING_DATA_COLLATION_UNPARSEABLE,
        /** args: field, its type (a collection or map). */
        SPRING_DATA_UNWRAPPED_NOT_ENTITY,
        /** args: the index annotation's simple name ({@code Indexed}), field, the unwrapped type. */
        SPRING_DATA_INDEX_ON_UNWRAPPED,
        /**
         * args: the annotation's simple name ({@code Field}), where it is written first and where again ("the field
         * 'email'", "the getter 'getEmail'"), the property, its class.
         */
        SPRING_DATA_AMBIGUOUS_MAPPING,
        /**
         * A composed annotation leading to one of SDM's whose {@code @AliasFor} Spring refuses, so that the value it
         * gives is unknown. args: the composed annotation ({@code @UniqueKey}), its member, what is wrong, the element.
         */
        SPRING_DATA_COMPOSED_ALIAS,
        /**
         * A composed annotation that leads to one of SDM's through an annotation without RUNTIME retention, which
         * Spring never sees. args: the composed annotation ({@code @UniqueKey}), the element, SDM's annotation
         * ({@code @Indexed}), the annotation without the retention.
         */
        SPRING_DATA_COMPOSED_NOT_RETAINED(Reporter.UNREAD_ANNOTATION),
        /**
         * Not a misuse: an index SDM decides when the application starts, as a member of it is a SpEL template
         * (its def, name, partialFilter, collation or wildcardProjection) or its expireAfter a value expression;
         * it is left out of the model, InvalidAnnotation skips it and the processor says so in a note.
         * args: the annotation and where ({@code @CompoundIndex on 'Person'}), the members.
         */
        SPRING_DATA_INDEX_AT_RUN_TIME(Reporter.NOTE),
        /** args: field, its Java type (not a String, the one codec that takes a representation). */
        DRIVER_REPRESENTATION_NOT_STRING,
        /** args: the representation written ({@code INT32}), the String field. */
        DRIVER_REPRESENTATION_OF_STRING,
        /** args: record. */
        DRIVER_DISCRIMINATOR_ON_RECORD,
        /** args: record (a method or constructor of it carries {@code @BsonCreator}). */
        DRIVER_CREATOR_IN_RECORD,
        /** args: the annotation's simple name ({@code BsonIgnore}), component. */
        DRIVER_RECORD_COMPONENT_NOT_STORED,
        /** args: the annotation's simple name ({@code BsonProperty}), component (its accessor carries it). */
        DRIVER_ON_RECORD_ACCESSOR,
        /** args: the annotation's simple name, component (its canonical constructor parameter carries it). */
        DRIVER_ON_RECORD_CONSTRUCTOR_PARAMETER,
        /** args: class (it has more than one {@code @BsonCreator}). */
        DRIVER_SECOND_CREATOR,
        /** args: creator parameter, class (it has no id property). */
        DRIVER_CREATOR_ID_WITHOUT_ID,
        /** args: creator parameter (it has neither {@code @BsonProperty} nor {@code @BsonId}). */
        DRIVER_CREATOR_PARAMETER_WITHOUT_PROPERTY,
        /** args: the setter ({@code setSecret()}), its property, the class that declares it (no getter nor public field). */
        DRIVER_SETTER_WITHOUT_GETTER,
        /** args: property, its getter ({@code getCount()}), the getter's type, its setter, the setter's type. */
        DRIVER_ACCESSOR_TYPES_DIFFER,
        /** args: the name the creator parameter reads, creator parameter, class. */
        DRIVER_CREATOR_PROPERTY_UNWRITTEN(Reporter.UNREAD_ANNOTATION),
        /** args: creator parameter, the name it reads, the field, the name the field is written under. */
        CREATOR_NAME_MISMATCH(Reporter.UNREAD_ANNOTATION),
        /** args: the annotation ({@code @BsonIgnore}), the getter Lombok is to generate, field. */
        GETTER_NOT_GENERATED_YET(Reporter.UNREAD_ANNOTATION),
        /**
         * An annotation on a field the driver's codec never writes (not public, no public getter). args: the annotation's
         * simple name, field, its access ({@code private}), the getter that would write it ({@code getTitle}).
         */
        DRIVER_UNWRITTEN_FIELD_ANNOTATION(Reporter.UNREAD_ANNOTATION),
        /** args: the annotation's simple name, field, the getter the driver writes it through, that getter's property. */
        DRIVER_FIELD_ANNOTATION_UNREAD(Reporter.UNREAD_ANNOTATION),
        /**
         * A framework's annotation on a method (or a parameter) the framework never reads, which meant to name or
         * store something. args: the annotation's simple name, where ({@code addMoney()}), the framework's rule
         * of where it reads them, what is stored instead, how to make it count.
         */
        UNREAD_ON_METHOD(Reporter.UNREAD_ANNOTATION),
        /** args: Lombok's annotation ({@code @Getter}), the SDM annotation, the accessor Lombok is to generate, field. */
        SPRING_DATA_ACCESSOR_NOT_GENERATED_YET(Reporter.UNREAD_ANNOTATION),
        /** args: field, the annotation that makes it the id, what keeps it out of the document. */
        ID_NOT_STORED,
        /** args: the same, for SDM, which maps the class without that property and stores a generated _id. */
        SPRING_DATA_ID_NOT_STORED(Reporter.UNREAD_ANNOTATION),
        /** args: the Morphia {@code @ShardKey} as written, entity. */
        MORPHIA_SHARD_KEY_DOTTED,
        /** args: the Morphia {@code @Field} value as written, its index type ({@code ASC}). */
        MORPHIA_WEIGHT_NOT_TEXT,
        /** args: entity (one of its {@code @Index} has no fields). */
        MORPHIA_INDEX_WITHOUT_FIELDS,
        /** args: none (a Morphia {@code @Collation(locale = Collation.DEFAULT_LOCALE)}). */
        MORPHIA_DEFAULT_LOCALE(Reporter.UNREAD_ANNOTATION),
        /** args: the class that carries both {@code @Entity} and {@code @Embedded}. */
        MORPHIA_ENTITY_AND_EMBEDDED,
        /** args: class, the first {@code @Version} field, another. */
        MORPHIA_TWO_VERSIONS,
        /** args: field, its type (not long or Long). */
        MORPHIA_VERSION_NOT_LONG,
        /** args: the {@code @Id} field, the annotation's simple name it is mixed with ({@code Property}). */
        MORPHIA_ID_MIXED,
        /** args: field (both {@code @Reference} and {@code @Property}). */
        MORPHIA_REFERENCE_AND_PROPERTY,
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
        MORPHIA_CAP_IGNORED(Reporter.UNREAD_ANNOTATION),
        /** args: the Morphia {@code @ShardKey} as written, entity, the Java name written, the field's stored name. */
        MORPHIA_SHARD_KEY_JAVA_NAME(Reporter.UNREAD_ANNOTATION),
        /** args: the type whose {@code @Indexes} Morphia never reads, the entity, the type whose {@code @Indexes} it reads instead. */
        MORPHIA_INDEXES_HIDDEN(Reporter.UNREAD_ANNOTATION),
        /** args: the discriminator, the type whose {@code @Entity} gives it, the class that inherits that {@code @Entity}. */
        MORPHIA_DISCRIMINATOR_INHERITED;

        private final Reporter reporter;

        Kind() {
            this(Reporter.INVALID_ANNOTATION);
        }

        Kind(Reporter reporter) {
            this.reporter = reporter;
        }

        /** The rule that reports a problem of this kind. */
        public Reporter reporter() {
            return reporter;
        }
    }

    /** Who reports a kind of problem. */
    public enum Reporter {
        /** The fixed rule: the framework refuses the model, or the annotations contradict themselves. */
        INVALID_ANNOTATION,
        /** The suppressible warning: the framework accepts the annotation and never reads it where it is written. */
        UNREAD_ANNOTATION,
        /** Nobody: not a misuse, the processor says it in a note. */
        NOTE
    }
}
