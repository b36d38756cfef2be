package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.ReadProblem;

/** The message of each kind of read problem, for the rule the kind names (InvalidAnnotation, UnreadAnnotation). */
final class ReadProblemMessage {

    private ReadProblemMessage() {
    }

    static Message of(Template kind) {
        return switch (kind) {
            case ANNOTATION_ON_UNSTORED_FIELD -> InvalidAnnotation.Message.ANNOTATION_ON_UNSTORED_FIELD;
            case INDEX_HINT_ON_UNSTORED_FIELD -> InvalidAnnotation.Message.INDEX_HINT_ON_UNSTORED_FIELD;
            case INDEX_HINT_KEYS_ON_FIELD -> InvalidAnnotation.Message.INDEX_HINT_KEYS_ON_FIELD;
            case INDEX_HINT_WITHOUT_KEYS -> InvalidAnnotation.Message.INDEX_HINT_WITHOUT_KEYS;
            case INDEX_HINT_ON_NON_DOCUMENT -> InvalidAnnotation.Message.INDEX_HINT_ON_NON_DOCUMENT;
            case UNKNOWN_KEY_SUFFIX -> InvalidAnnotation.Message.UNKNOWN_KEY_SUFFIX;
            case SEVERAL_IDS -> InvalidAnnotation.Message.SEVERAL_IDS;
            case FIELD_ON_ID -> InvalidAnnotation.Message.FIELD_ON_ID;
            case INDEX_HINT_IN_MAP_VALUE -> InvalidAnnotation.Message.INDEX_HINT_IN_MAP_VALUE;
            case COLLATION_STRENGTH -> InvalidAnnotation.Message.COLLATION_STRENGTH;
            case COLLATION_WITHOUT_LOCALE -> InvalidAnnotation.Message.COLLATION_WITHOUT_LOCALE;
            case CONFLICTING_NAMES -> InvalidAnnotation.Message.CONFLICTING_NAMES;
            case SPRING_DATA_NOT_A_DURATION -> InvalidAnnotation.Message.SPRING_DATA_NOT_A_DURATION;
            case SPRING_DATA_TTL_TWICE -> InvalidAnnotation.Message.SPRING_DATA_TTL_TWICE;
            case SPRING_DATA_GEO_OR_TEXT_ON_REFERENCE -> InvalidAnnotation.Message.SPRING_DATA_GEO_OR_TEXT_ON_REFERENCE;
            case SPRING_DATA_WILDCARD_PROJECTION_ON_PROPERTY -> InvalidAnnotation.Message.SPRING_DATA_WILDCARD_PROJECTION_ON_PROPERTY;
            case SPRING_DATA_WILDCARD_PROJECTION_JSON -> InvalidAnnotation.Message.SPRING_DATA_WILDCARD_PROJECTION_JSON;
            case SPRING_DATA_COMPOUND_INDEX_WITHOUT_DEF -> InvalidAnnotation.Message.SPRING_DATA_COMPOUND_INDEX_WITHOUT_DEF;
            case SPRING_DATA_COMPOUND_INDEX_DEF_JSON -> InvalidAnnotation.Message.SPRING_DATA_COMPOUND_INDEX_DEF_JSON;
            case SPRING_DATA_COLLATION_UNPARSEABLE -> InvalidAnnotation.Message.SPRING_DATA_COLLATION_UNPARSEABLE;
            case SPRING_DATA_UNWRAPPED_NOT_ENTITY -> InvalidAnnotation.Message.SPRING_DATA_UNWRAPPED_NOT_ENTITY;
            case SPRING_DATA_INDEX_ON_UNWRAPPED -> InvalidAnnotation.Message.SPRING_DATA_INDEX_ON_UNWRAPPED;
            case SPRING_DATA_AMBIGUOUS_MAPPING -> InvalidAnnotation.Message.SPRING_DATA_AMBIGUOUS_MAPPING;
            case SPRING_DATA_COMPOSED_ALIAS -> InvalidAnnotation.Message.SPRING_DATA_COMPOSED_ALIAS;
            case SPRING_DATA_COMPOSED_NOT_RETAINED -> UnreadAnnotation.Message.SPRING_DATA_COMPOSED_NOT_RETAINED;
            case SPRING_DATA_INDEX_AT_RUN_TIME -> throw new IllegalStateException("not a misuse: " + kind);
            case DRIVER_REPRESENTATION_NOT_STRING -> InvalidAnnotation.Message.DRIVER_REPRESENTATION_NOT_STRING;
            case DRIVER_REPRESENTATION_OF_STRING -> InvalidAnnotation.Message.DRIVER_REPRESENTATION_OF_STRING;
            case DRIVER_DISCRIMINATOR_ON_RECORD -> InvalidAnnotation.Message.DRIVER_DISCRIMINATOR_ON_RECORD;
            case DRIVER_CREATOR_IN_RECORD -> InvalidAnnotation.Message.DRIVER_CREATOR_IN_RECORD;
            case DRIVER_RECORD_COMPONENT_NOT_STORED -> InvalidAnnotation.Message.DRIVER_RECORD_COMPONENT_NOT_STORED;
            case DRIVER_ON_RECORD_ACCESSOR -> InvalidAnnotation.Message.DRIVER_ON_RECORD_ACCESSOR;
            case DRIVER_ON_RECORD_CONSTRUCTOR_PARAMETER -> InvalidAnnotation.Message.DRIVER_ON_RECORD_CONSTRUCTOR_PARAMETER;
            case DRIVER_SECOND_CREATOR -> InvalidAnnotation.Message.DRIVER_SECOND_CREATOR;
            case DRIVER_CREATOR_ID_WITHOUT_ID -> InvalidAnnotation.Message.DRIVER_CREATOR_ID_WITHOUT_ID;
            case DRIVER_CREATOR_PARAMETER_WITHOUT_PROPERTY -> InvalidAnnotation.Message.DRIVER_CREATOR_PARAMETER_WITHOUT_PROPERTY;
            case DRIVER_SETTER_WITHOUT_GETTER -> InvalidAnnotation.Message.DRIVER_SETTER_WITHOUT_GETTER;
            case DRIVER_ACCESSOR_TYPES_DIFFER -> InvalidAnnotation.Message.DRIVER_ACCESSOR_TYPES_DIFFER;
            case DRIVER_CREATOR_PROPERTY_UNWRITTEN -> UnreadAnnotation.Message.DRIVER_CREATOR_PROPERTY_UNWRITTEN;
            case CREATOR_NAME_MISMATCH -> UnreadAnnotation.Message.CREATOR_NAME_MISMATCH;
            case GETTER_NOT_GENERATED_YET -> UnreadAnnotation.Message.GETTER_NOT_GENERATED_YET;
            case DRIVER_FIELD_ANNOTATION_UNREAD -> UnreadAnnotation.Message.DRIVER_FIELD_ANNOTATION_UNREAD;
            case DRIVER_UNWRITTEN_FIELD_ANNOTATION -> UnreadAnnotation.Message.DRIVER_UNWRITTEN_FIELD_ANNOTATION;
            case UNREAD_ON_METHOD -> UnreadAnnotation.Message.UNREAD_ON_METHOD;
            case SPRING_DATA_ACCESSOR_NOT_GENERATED_YET -> UnreadAnnotation.Message.SPRING_DATA_ACCESSOR_NOT_GENERATED_YET;
            case ID_NOT_STORED -> InvalidAnnotation.Message.ID_NOT_STORED;
            case SPRING_DATA_ID_NOT_STORED -> UnreadAnnotation.Message.SPRING_DATA_ID_NOT_STORED;
            case MORPHIA_SHARD_KEY_DOTTED -> InvalidAnnotation.Message.MORPHIA_SHARD_KEY_DOTTED;
            case MORPHIA_WEIGHT_NOT_TEXT -> InvalidAnnotation.Message.MORPHIA_WEIGHT_NOT_TEXT;
            case MORPHIA_INDEX_WITHOUT_FIELDS -> InvalidAnnotation.Message.MORPHIA_INDEX_WITHOUT_FIELDS;
            case MORPHIA_DEFAULT_LOCALE -> UnreadAnnotation.Message.MORPHIA_DEFAULT_LOCALE;
            case MORPHIA_ENTITY_AND_EMBEDDED -> InvalidAnnotation.Message.MORPHIA_ENTITY_AND_EMBEDDED;
            case MORPHIA_TWO_VERSIONS -> InvalidAnnotation.Message.MORPHIA_TWO_VERSIONS;
            case MORPHIA_VERSION_NOT_LONG -> InvalidAnnotation.Message.MORPHIA_VERSION_NOT_LONG;
            case MORPHIA_ID_MIXED -> InvalidAnnotation.Message.MORPHIA_ID_MIXED;
            case MORPHIA_REFERENCE_AND_PROPERTY -> InvalidAnnotation.Message.MORPHIA_REFERENCE_AND_PROPERTY;
            case COLLECTION_OPTION_ON_NON_DOCUMENT -> InvalidAnnotation.Message.COLLECTION_OPTION_ON_NON_DOCUMENT;
            case COLLECTION_OPTION_ON_SUBCLASS -> InvalidAnnotation.Message.COLLECTION_OPTION_ON_SUBCLASS;
            case STORAGE_COMPRESSOR_CONTRADICTION -> InvalidAnnotation.Message.STORAGE_COMPRESSOR_CONTRADICTION;
            case UNKNOWN_OPTION_CONSTANT -> InvalidAnnotation.Message.UNKNOWN_OPTION_CONSTANT;
            case COLLECTION_OPTION_TWICE -> InvalidAnnotation.Message.COLLECTION_OPTION_TWICE;
            case VALIDATOR_JSON -> InvalidAnnotation.Message.VALIDATOR_JSON;
            case MORPHIA_CAP_IGNORED -> UnreadAnnotation.Message.MORPHIA_CAP_IGNORED;
            case MORPHIA_SHARD_KEY_JAVA_NAME -> UnreadAnnotation.Message.MORPHIA_SHARD_KEY_JAVA_NAME;
            case MORPHIA_INDEXES_HIDDEN -> UnreadAnnotation.Message.MORPHIA_INDEXES_HIDDEN;
            case MORPHIA_DISCRIMINATOR_INHERITED -> InvalidAnnotation.Message.MORPHIA_DISCRIMINATOR_INHERITED;
        };
    }
}
