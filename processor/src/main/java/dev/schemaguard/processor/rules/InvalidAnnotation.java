package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;

@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "A schemaguard annotation is used where it means nothing or with a value MongoDB rejects")
public final class InvalidAnnotation implements DocumentRule {

    static final long MAX_TTL_SECONDS = Integer.MAX_VALUE;

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        TypeModel.Kind kind = document.root().kind();
        if (kind != TypeModel.Kind.CLASS && kind != TypeModel.Kind.RECORD) {
            report.report(Message.DOCUMENT_NOT_A_CLASS, document.origin(), kind.word(), document.simpleName());
        }
        for (ReadProblem p : document.problems()) {
            if (p.kind() == ReadProblem.Kind.SPRING_DATA_INDEX_AT_RUN_TIME) {
                continue; // nothing is wrong: the processor notes that the index is not checked
            }
            if (p.kind() == ReadProblem.Kind.COLLECTION_OPTION_ON_NON_DOCUMENT) {
                // the document annotation the user knows: @Entity in a Morphia model
                report.report(Message.COLLECTION_OPTION_ON_NON_DOCUMENT, p.origin(), p.args().get(0), p.args().get(1),
                        document.spelling().document(), document.spelling().document());
                continue;
            }
            if (p.kind() == ReadProblem.Kind.COLLECTION_OPTION_ON_SUBCLASS) {
                String spelled = document.spelling().document();
                report.report(Message.COLLECTION_OPTION_ON_SUBCLASS, p.origin(), p.args().get(0), p.args().get(1), spelled,
                        p.args().get(2), spelled, p.args().get(2));
                continue;
            }
            report.report(messageFor(p.kind()), p.origin(), p.args().toArray());
        }
        for (TypeModel type : document.storedTypes()) {
            type.fields().forEach(f -> checkField(f, report));
        }
        for (IndexSpec index : document.indexes()) {
            for (IndexKey key : index.keys()) {
                if (key.hasEmptySegment()) {
                    emptySegment(key, document, report);
                } else {
                    dollarSegment(key, report);
                }
            }
            sameFieldTwice(index, report);
            if (index.expireAfterSeconds() > MAX_TTL_SECONDS) {
                report.report(Message.TTL_TOO_LARGE, index.originOf("expireAfterSeconds"), index.expireAfterSeconds());
            } else if (index.expireAfterSeconds() < -1) {
                report.report(Message.TTL_NEGATIVE, index.originOf("expireAfterSeconds"), index.expireAfterSeconds());
            }
        }
    }

    /**
     * A key with an empty field name, which createIndexes refuses (jstests/core/index/indexp.js:
     * 'a..b', '.a', 'a.', '.' and '' all fail). It is said where the empty segment is, as a
     * did-you-mean on the empty name would guess any short field ('.a' → 'a.a'); the path without the
     * empty segments is suggested only when it resolves.
     */
    private static void emptySegment(IndexKey key, DocumentModel document, ValidationReport report) {
        String path = key.javaPath();
        String[] segments = path.split("\\.", -1);
        int empty = 0;
        while (!segments[empty].isEmpty()) {
            empty++;
        }
        String where;
        if (path.isEmpty()) {
            where = "it is empty";
        } else if (empty == 0) {
            where = "it has an empty segment at the start (a leading '.')";
        } else if (empty == segments.length - 1) {
            where = "it has an empty segment at the end (a trailing '.')";
        } else {
            where = "it has an empty segment after '" + String.join(".", java.util.Arrays.copyOfRange(segments, 0, empty))
                    + "' (a double '.')";
        }
        String cleaned = java.util.Arrays.stream(segments).filter(s -> !s.isEmpty())
                .collect(java.util.stream.Collectors.joining("."));
        String suggestion = !cleaned.isEmpty() && document.paths().resolve(cleaned).isResolved()
                ? "; did you mean '" + cleaned + "'?" : "";
        report.report(Message.INDEX_KEY_EMPTY_SEGMENT, key.origin(), path, where, suggestion);
    }

    /**
     * A key path with a '$'-prefixed segment, which createIndexes refuses (jstests/core/index/indexp.js:
     * '$a', 'a.$b' and '$db' fail) except a DBRef's $id, $ref and $db after the first segment and a
     * wildcard's trailing $**. The stored path counts: a suppressed IndexFieldUnknown sends it as written.
     */
    private static void dollarSegment(IndexKey key, ValidationReport report) {
        String[] segments = key.effectivePath().split("\\.", -1);
        for (int i = 0; i < segments.length; i++) {
            String segment = segments[i];
            boolean dbRef = i > 0 && (segment.equals("$id") || segment.equals("$ref") || segment.equals("$db"));
            boolean wildcard = i == segments.length - 1 && segment.equals("$**");
            if (segment.startsWith("$") && !dbRef && !wildcard) {
                report.report(Message.INDEX_KEY_DOLLAR_SEGMENT, key.origin(), key.javaPath(), segment);
                return;
            }
        }
    }

    /** The generated key pattern is a document: a second key on one path would replace the first. */
    private static void sameFieldTwice(IndexSpec index, ValidationReport report) {
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (IndexKey key : index.keys()) {
            if (!seen.add(key.effectivePath())) {
                report.report(Message.INDEX_SAME_FIELD_TWICE, key.origin(), index.describe(), key.javaPath());
                return;
            }
        }
    }

    private static void checkField(FieldModel field, ValidationReport report) {
        if (field.isBounded()) {
            ValueType.BoundUnit unit = field.type().boundUnit();
            if (unit == null) {
                report.report(Message.BOUNDED_UNSUPPORTED_TYPE, field.originOf("Bounded"), field.javaName(),
                        field.type().javaType());
            } else if (field.bound() < 1) {
                report.report(Message.BOUNDED_NOT_POSITIVE, field.originOf("Bounded"), field.bound(), field.javaName());
            }
        }
        for (ValueType inner = field.type().element(); inner != null; inner = inner.element()) {
            if (inner.bound() == null) {
                continue;
            }
            if (inner.boundUnit() == null) {
                report.report(Message.BOUNDED_TYPE_USE_UNSUPPORTED, field.originOf("Bounded"), inner.javaType(),
                        field.javaName());
            } else if (inner.bound() < 1) {
                report.report(Message.BOUNDED_TYPE_USE_NOT_POSITIVE, field.originOf("Bounded"), inner.bound(),
                        inner.javaType(), field.javaName());
            }
        }
        if (field.embedded() && field.isReference()) {
            report.report(Message.EMBEDDED_AND_REFERENCE, field.originOf("Reference"), field.javaName());
        }
        if (field.caseInsensitive() && !field.type().holdsStrings()) {
            report.report(Message.CASE_INSENSITIVE_NOT_STRING, field.originOf("CaseInsensitive"), field.javaName(),
                    field.type().javaType());
        }
    }

    private static Message messageFor(ReadProblem.Kind kind) {
        return switch (kind) {
            case ANNOTATION_ON_UNSTORED_FIELD -> Message.ANNOTATION_ON_UNSTORED_FIELD;
            case INDEX_HINT_ON_UNSTORED_FIELD -> Message.INDEX_HINT_ON_UNSTORED_FIELD;
            case INDEX_HINT_KEYS_ON_FIELD -> Message.INDEX_HINT_KEYS_ON_FIELD;
            case INDEX_HINT_WITHOUT_KEYS -> Message.INDEX_HINT_WITHOUT_KEYS;
            case INDEX_HINT_ON_NON_DOCUMENT -> Message.INDEX_HINT_ON_NON_DOCUMENT;
            case UNKNOWN_KEY_SUFFIX -> Message.UNKNOWN_KEY_SUFFIX;
            case SEVERAL_IDS -> Message.SEVERAL_IDS;
            case FIELD_ON_ID -> Message.FIELD_ON_ID;
            case INDEX_HINT_IN_MAP_VALUE -> Message.INDEX_HINT_IN_MAP_VALUE;
            case COLLATION_STRENGTH -> Message.COLLATION_STRENGTH;
            case COLLATION_WITHOUT_LOCALE -> Message.COLLATION_WITHOUT_LOCALE;
            case CONFLICTING_NAMES -> Message.CONFLICTING_NAMES;
            case SPRING_DATA_NOT_A_DURATION -> Message.SPRING_DATA_NOT_A_DURATION;
            case SPRING_DATA_TTL_TWICE -> Message.SPRING_DATA_TTL_TWICE;
            case SPRING_DATA_GEO_OR_TEXT_ON_REFERENCE -> Message.SPRING_DATA_GEO_OR_TEXT_ON_REFERENCE;
            case SPRING_DATA_WILDCARD_PROJECTION_ON_PROPERTY -> Message.SPRING_DATA_WILDCARD_PROJECTION_ON_PROPERTY;
            case SPRING_DATA_WILDCARD_PROJECTION_JSON -> Message.SPRING_DATA_WILDCARD_PROJECTION_JSON;
            case SPRING_DATA_COMPOUND_INDEX_WITHOUT_DEF -> Message.SPRING_DATA_COMPOUND_INDEX_WITHOUT_DEF;
            case SPRING_DATA_COMPOUND_INDEX_DEF_JSON -> Message.SPRING_DATA_COMPOUND_INDEX_DEF_JSON;
            case SPRING_DATA_COLLATION_UNPARSEABLE -> Message.SPRING_DATA_COLLATION_UNPARSEABLE;
            case SPRING_DATA_UNWRAPPED_NOT_ENTITY -> Message.SPRING_DATA_UNWRAPPED_NOT_ENTITY;
            case SPRING_DATA_INDEX_ON_UNWRAPPED -> Message.SPRING_DATA_INDEX_ON_UNWRAPPED;
            case SPRING_DATA_AMBIGUOUS_MAPPING -> Message.SPRING_DATA_AMBIGUOUS_MAPPING;
            case SPRING_DATA_COMPOSED_ALIAS -> Message.SPRING_DATA_COMPOSED_ALIAS;
            case SPRING_DATA_COMPOSED_NOT_RETAINED -> Message.SPRING_DATA_COMPOSED_NOT_RETAINED;
            case SPRING_DATA_INDEX_AT_RUN_TIME -> throw new IllegalStateException("not a misuse: " + kind);
            case DRIVER_REPRESENTATION_NOT_STRING -> Message.DRIVER_REPRESENTATION_NOT_STRING;
            case DRIVER_REPRESENTATION_OF_STRING -> Message.DRIVER_REPRESENTATION_OF_STRING;
            case DRIVER_DISCRIMINATOR_ON_RECORD -> Message.DRIVER_DISCRIMINATOR_ON_RECORD;
            case DRIVER_CREATOR_IN_RECORD -> Message.DRIVER_CREATOR_IN_RECORD;
            case DRIVER_RECORD_COMPONENT_NOT_STORED -> Message.DRIVER_RECORD_COMPONENT_NOT_STORED;
            case DRIVER_ON_RECORD_ACCESSOR -> Message.DRIVER_ON_RECORD_ACCESSOR;
            case DRIVER_ON_RECORD_CONSTRUCTOR_PARAMETER -> Message.DRIVER_ON_RECORD_CONSTRUCTOR_PARAMETER;
            case DRIVER_SECOND_CREATOR -> Message.DRIVER_SECOND_CREATOR;
            case DRIVER_CREATOR_ID_WITHOUT_ID -> Message.DRIVER_CREATOR_ID_WITHOUT_ID;
            case DRIVER_CREATOR_PARAMETER_WITHOUT_PROPERTY -> Message.DRIVER_CREATOR_PARAMETER_WITHOUT_PROPERTY;
            case DRIVER_CREATOR_PROPERTY_UNWRITTEN -> Message.DRIVER_CREATOR_PROPERTY_UNWRITTEN;
            case CREATOR_NAME_MISMATCH -> Message.CREATOR_NAME_MISMATCH;
            case GETTER_NOT_GENERATED_YET -> Message.GETTER_NOT_GENERATED_YET;
            case DRIVER_FIELD_ANNOTATION_UNREAD -> Message.DRIVER_FIELD_ANNOTATION_UNREAD;
            case DRIVER_ANNOTATION_ON_NON_GETTER -> Message.DRIVER_ANNOTATION_ON_NON_GETTER;
            case SPRING_DATA_ACCESSOR_NOT_GENERATED_YET -> Message.SPRING_DATA_ACCESSOR_NOT_GENERATED_YET;
            case ID_NOT_STORED -> Message.ID_NOT_STORED;
            case MORPHIA_SHARD_KEY_DOTTED -> Message.MORPHIA_SHARD_KEY_DOTTED;
            case MORPHIA_WEIGHT_NOT_TEXT -> Message.MORPHIA_WEIGHT_NOT_TEXT;
            case MORPHIA_INDEX_WITHOUT_FIELDS -> Message.MORPHIA_INDEX_WITHOUT_FIELDS;
            case MORPHIA_DEFAULT_LOCALE -> Message.MORPHIA_DEFAULT_LOCALE;
            case MORPHIA_ENTITY_AND_EMBEDDED -> Message.MORPHIA_ENTITY_AND_EMBEDDED;
            case MORPHIA_TWO_VERSIONS -> Message.MORPHIA_TWO_VERSIONS;
            case MORPHIA_VERSION_NOT_LONG -> Message.MORPHIA_VERSION_NOT_LONG;
            case MORPHIA_ID_MIXED -> Message.MORPHIA_ID_MIXED;
            case MORPHIA_REFERENCE_AND_PROPERTY -> Message.MORPHIA_REFERENCE_AND_PROPERTY;
            case COLLECTION_OPTION_ON_NON_DOCUMENT -> Message.COLLECTION_OPTION_ON_NON_DOCUMENT;
            case COLLECTION_OPTION_ON_SUBCLASS -> Message.COLLECTION_OPTION_ON_SUBCLASS;
            case STORAGE_COMPRESSOR_CONTRADICTION -> Message.STORAGE_COMPRESSOR_CONTRADICTION;
            case UNKNOWN_OPTION_CONSTANT -> Message.UNKNOWN_OPTION_CONSTANT;
            case COLLECTION_OPTION_TWICE -> Message.COLLECTION_OPTION_TWICE;
            case VALIDATOR_JSON -> Message.VALIDATOR_JSON;
            case MORPHIA_CAP_IGNORED -> Message.MORPHIA_CAP_IGNORED;
            case MORPHIA_SHARD_KEY_JAVA_NAME -> Message.MORPHIA_SHARD_KEY_JAVA_NAME;
            case MORPHIA_INDEXES_HIDDEN -> Message.MORPHIA_INDEXES_HIDDEN;
            case MORPHIA_DISCRIMINATOR_INHERITED -> Message.MORPHIA_DISCRIMINATOR_INHERITED;
        };
    }
}
