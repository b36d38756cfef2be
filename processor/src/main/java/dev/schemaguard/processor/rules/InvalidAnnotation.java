package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;

@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
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
            if (!(p.template() instanceof Message message)) {
                continue; // a note (an index SDM decides at run time), or UnreadAnnotation's
            }
            if (message == Message.COLLECTION_OPTION_ON_NON_DOCUMENT) {
                // the document annotation the user knows: @Entity in a Morphia model
                report.report(
                        Message.COLLECTION_OPTION_ON_NON_DOCUMENT,
                        p.origin(),
                        p.args().get(0),
                        p.args().get(1),
                        document.spelling().document(),
                        document.spelling().document());
                continue;
            }
            if (message == Message.COLLECTION_OPTION_ON_SUBCLASS) {
                String spelled = document.spelling().document();
                report.report(
                        Message.COLLECTION_OPTION_ON_SUBCLASS,
                        p.origin(),
                        p.args().get(0),
                        p.args().get(1),
                        spelled,
                        p.args().get(2),
                        spelled,
                        p.args().get(2));
                continue;
            }
            report.report(message, p.origin(), p.args().toArray());
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
            index.expireAfterSeconds().ifPresent(seconds -> {
                if (seconds > MAX_TTL_SECONDS) {
                    report.report(Message.TTL_TOO_LARGE, index.originOf("expireAfterSeconds"), seconds);
                } else if (seconds < 0) {
                    report.report(Message.TTL_NEGATIVE, index.originOf("expireAfterSeconds"), seconds);
                }
            });
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
            where = "it has an empty segment after '" + String.join(".", Arrays.copyOfRange(segments, 0, empty))
                    + "' (a double '.')";
        }
        String cleaned = Arrays.stream(segments).filter(s -> !s.isEmpty()).collect(Collectors.joining("."));
        String suggestion =
                !cleaned.isEmpty() && document.paths().resolve(cleaned).isResolved()
                        ? "; did you mean '" + cleaned + "'?"
                        : "";
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
        Set<String> seen = new HashSet<>();
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
                report.report(
                        Message.BOUNDED_UNSUPPORTED_TYPE,
                        field.originOf("Bounded"),
                        field.javaName(),
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
                report.report(
                        Message.BOUNDED_TYPE_USE_UNSUPPORTED,
                        field.originOf("Bounded"),
                        inner.javaType(),
                        field.javaName());
            } else if (inner.bound() < 1) {
                report.report(
                        Message.BOUNDED_TYPE_USE_NOT_POSITIVE,
                        field.originOf("Bounded"),
                        inner.bound(),
                        inner.javaType(),
                        field.javaName());
            }
        }
        if (field.embedded() && field.isReference()) {
            report.report(Message.EMBEDDED_AND_REFERENCE, field.originOf("Reference"), field.javaName());
        }
        if (field.caseInsensitive() && !field.type().holdsStrings()) {
            report.report(
                    Message.CASE_INSENSITIVE_NOT_STRING,
                    field.originOf("CaseInsensitive"),
                    field.javaName(),
                    field.type().javaType());
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        BOUNDED_UNSUPPORTED_TYPE(
                "@Bounded on '%s' of type %s bounds nothing: it counts the elements of an array, collection or map, "
                        + "the characters of a String or the bytes of a byte[]; remove it, or put it on such a field"),
        BOUNDED_NOT_POSITIVE(
                "@Bounded(max = %d) on '%s' must be at least 1: a bound is the largest size the application allows; a "
                        + "field that is always empty is better left out of the document"),
        BOUNDED_TYPE_USE_UNSUPPORTED(
                "@Bounded on the type argument %s of '%s' bounds nothing: it counts the elements of an array, "
                        + "collection or map, the characters of a String or the bytes of a byte[]; remove it, or put "
                        + "it on such a type argument"),
        BOUNDED_TYPE_USE_NOT_POSITIVE(
                "@Bounded(max = %d) on the type argument %s of '%s' must be at least 1: a bound is the largest size "
                        + "the application allows"),
        EMBEDDED_AND_REFERENCE(
                "'%s' is both @Embedded and @Reference: a value is either stored inside this document or referenced by "
                        + "_id in another collection, not both; keep the one you mean"),
        /** args: modifier, field. */
        INDEX_HINT_ON_UNSTORED_FIELD(
                "@IndexHint on %1$s field '%2$s' indexes nothing: %1$s fields are not stored; remove the hint or the "
                        + "modifier"),
        /** args: annotation, field, modifier ("static" or "transient"). */
        ANNOTATION_ON_UNSTORED_FIELD(
                "@%1$s on %2$s field '%3$s' has no effect: %2$s fields are not stored; remove the annotation or the "
                        + "modifier"),
        /** args: field. */
        INDEX_HINT_KEYS_ON_FIELD(
                "@IndexHint on field '%s' must not give keys: on a field it declares a single-field index on that "
                        + "field; remove keys, or move the hint to the class to declare a compound index"),
        /** args: type. */
        INDEX_HINT_WITHOUT_KEYS(
                "@IndexHint on class '%s' has no keys: on a class it must name the indexed fields, e.g. "
                        + "@IndexHint(keys = {\"author\", \"publishedAt:-1\"}); or put the hint on the field"),
        /** args: type. */
        INDEX_HINT_ON_NON_DOCUMENT(
                "@IndexHint on class '%s', which is not a @Document: indexes belong to a collection, and no collection "
                        + "is declared here; move the hint to the @Document class, with the field path from there"),
        /** args: field, class, map field. */
        INDEX_HINT_IN_MAP_VALUE(
                "@IndexHint on '%s' of '%s' indexes nothing: '%s' is stored as a map value, under dynamic keys, so no "
                        + "index path reaches it; store the entries as an array of {k, v} documents (attribute "
                        + "pattern) and index that"),
        /** args: key, suffix, suggestion. */
        UNKNOWN_KEY_SUFFIX(
                "index key '%s' has the unknown suffix ':%s'%s: MongoDB knows :1, :-1, :text, :hashed, :2dsphere and "
                        + ":2d; use one of those, or no suffix for ascending"),
        /** args: strength. */
        COLLATION_STRENGTH(
                "@Collation(strength = %s) is outside 1..5 and MongoDB rejects it (FailedToParse, 9); use 1 or 2 to "
                        + "ignore case, 3 (the default) to compare case"),
        /** args: the settings given without a locale. */
        COLLATION_WITHOUT_LOCALE(
                "@Collation sets %s but no locale, and a collation without a locale means 'no collation', so the "
                        + "settings are ignored; add a locale such as locale = \"en\", or remove them"),
        TTL_TOO_LARGE("expireAfterSeconds = %d is more than MongoDB's limit of 2147483647 seconds (about 68 years) and "
                + "createIndexes fails (CannotCreateIndex, 67); use a smaller TTL, or none"),
        TTL_NEGATIVE(
                "expireAfterSeconds = %d is neither a TTL nor 'no TTL': use a value >= 0 for a TTL index, or leave the "
                        + "default -1 for none"),
        DOCUMENT_NOT_A_CLASS(
                "@Document on %s '%s': only a class or a record is stored as a document; put @Document on the class "
                        + "that is stored"),
        CASE_INSENSITIVE_NOT_STRING(
                "@CaseInsensitive on '%s' of type %s: only strings have case, so no collation applies; remove it, or "
                        + "put it on a String field"),
        /** args: first id field, second id field. */
        SEVERAL_IDS(
                "'%s' and '%s' are both marked @Id in '%s': a class has one id field (stored as _id in a document); "
                        + "keep @Id on one of them (a field named id or _id is the id when no field has @Id)"),
        /** args: field, name given. */
        FIELD_ON_ID(
                "@Field(\"%s\") on the _id field '%s' has no effect: the _id is always stored as _id; remove @Field"),
        /** args: what is named, the first name, the second name (two annotations name one thing twice). */
        CONFLICTING_NAMES(
                "two annotations give the %s: '%s' and '%s'; no stored document can follow both, so keep one of them "
                        + "(schemaguard's annotation wins over a framework's only when they agree)"),
        /** args: the expireAfter written, and where ({@code @TimeSeries(expireAfter = "soon")}). */
        SPRING_DATA_NOT_A_DURATION(
                "Spring Data MongoDB refuses this: %s is not a duration such as \"30s\", \"10m\", \"1d\" or \"P1D\"; "
                        + "fix the annotation so that the application can start"),
        /** args: field (its {@code @Indexed} gives both expireAfterSeconds and expireAfter). */
        SPRING_DATA_TTL_TWICE(
                "Spring Data MongoDB refuses this: @Indexed on '%s' gives both expireAfterSeconds and expireAfter; fix "
                        + "the annotation so that the application can start"),
        /** args: the reference's Java path (it carries a geospatial or text index). */
        SPRING_DATA_GEO_OR_TEXT_ON_REFERENCE(
                "Spring Data MongoDB refuses this: a geospatial or text index on the reference '%s': a DBRef or "
                        + "document reference holds no coordinates or text; index the field in the target's own "
                        + "document; fix the annotation so that the application can start"),
        /** args: the property whose {@code @WildcardIndexed} gives a wildcardProjection. */
        SPRING_DATA_WILDCARD_PROJECTION_ON_PROPERTY(
                "Spring Data MongoDB refuses this: @WildcardIndexed(wildcardProjection) on the property '%s': a "
                        + "projection applies to a wildcard index of the whole document only; fix the annotation so "
                        + "that the application can start"),
        /** args: the wildcardProjection as written, the parser's message. */
        SPRING_DATA_WILDCARD_PROJECTION_JSON(
                "Spring Data MongoDB refuses this: wildcardProjection \"%s\" is not a JSON document: %s; fix the "
                        + "annotation so that the application can start"),
        /** args: type (its {@code @CompoundIndex} has no def). */
        SPRING_DATA_COMPOUND_INDEX_WITHOUT_DEF(
                "Spring Data MongoDB refuses this: @CompoundIndex on '%s' has no def: an index needs keys; fix the "
                        + "annotation so that the application can start"),
        /** args: the def as written, the parser's message. */
        SPRING_DATA_COMPOUND_INDEX_DEF_JSON(
                "Spring Data MongoDB refuses this: @CompoundIndex(def = \"%s\") is not a JSON document of keys: %s; "
                        + "fix the annotation so that the application can start"),
        /** args: the collation as written, the parser's message. */
        SPRING_DATA_COLLATION_UNPARSEABLE(
                "Spring Data MongoDB refuses this: collation '%s' is neither a locale nor a collation document: %s; "
                        + "fix the annotation so that the application can start"),
        /** args: field, its type (a collection or map). */
        SPRING_DATA_UNWRAPPED_NOT_ENTITY(
                "Spring Data MongoDB refuses this: @Unwrapped on '%s' of type %s: only a single entity can be "
                        + "unwrapped, and writing a collection or map fails; fix the annotation so that the "
                        + "application can start"),
        /**
         * args: the annotation's simple name ({@code Field}), where it is written first and where again ("the field
         * 'email'", "the getter 'getEmail'"), the property, its class.
         */
        SPRING_DATA_AMBIGUOUS_MAPPING(
                "Spring Data MongoDB refuses this: @%1$s on %2$s and @%1$s on %3$s of the property '%4$s' in %5$s say "
                        + "different things (Ambiguous mapping): SDM reads a property's annotations from its field, "
                        + "getter and setter alike, and one written twice must be the same; keep one of them; fix the "
                        + "annotation so that the application can start"),
        /**
         * A composed annotation leading to one of SDM's whose {@code @AliasFor} Spring refuses, so that the value it
         * gives is unknown. args: the composed annotation ({@code @UniqueKey}), its member, what is wrong, the element.
         */
        SPRING_DATA_COMPOSED_ALIAS("Spring Data MongoDB refuses this: the @AliasFor on %1$s.%2$s() %3$s (Spring's "
                + "AnnotationConfigurationException), so the value it gives the annotation on '%4$s' is "
                + "unknown; make it name %1$s or one of its meta-annotations, and a member there of the same "
                + "type; fix the annotation so that the application can start"),
        /** args: the index annotation's simple name ({@code Indexed}), field, the unwrapped type. */
        SPRING_DATA_INDEX_ON_UNWRAPPED(
                "Spring Data MongoDB refuses this: @%s on the @Unwrapped '%s': an index annotation is not allowed on "
                        + "an unwrapped object; put it on the fields of '%s'; fix the annotation so that the "
                        + "application can start"),
        /** args: field, its Java type (not a String, the one codec that takes a representation). */
        DRIVER_REPRESENTATION_NOT_STRING(
                "the driver's codec refuses @BsonRepresentation on '%s' of type %s: only the String codec takes a "
                        + "representation (STRING or OBJECT_ID), any other codec fails when the driver builds it; fix "
                        + "the annotation so that the codec can be built"),
        /** args: the representation written ({@code INT32}), the String field. */
        DRIVER_REPRESENTATION_OF_STRING(
                "the driver's codec refuses @BsonRepresentation(%s) on the String '%s': the String codec stores a "
                        + "String only as STRING or OBJECT_ID; fix the annotation so that the codec can be built"),
        /** args: record. */
        DRIVER_DISCRIMINATOR_ON_RECORD(
                "the driver's codec refuses @BsonDiscriminator on the record '%s': the record codec writes no "
                        + "discriminator; fix the annotation so that the codec can be built"),
        /** args: record (a method or constructor of it carries {@code @BsonCreator}). */
        DRIVER_CREATOR_IN_RECORD(
                "the driver's codec refuses @BsonCreator in the record '%s': the record codec always reads through the "
                        + "canonical constructor; fix the annotation so that the codec can be built"),
        /** args: the annotation's simple name ({@code BsonIgnore}), component. */
        DRIVER_RECORD_COMPONENT_NOT_STORED(
                "the driver's codec refuses @%s on the record component '%s': the record codec stores every component; "
                        + "fix the annotation so that the codec can be built"),
        /** args: the annotation's simple name ({@code BsonProperty}), component (its accessor carries it). */
        DRIVER_ON_RECORD_ACCESSOR(
                "the driver's codec refuses @%s on the accessor of '%s' but not on the component: the record codec "
                        + "reads it from the component only; write it on the component; fix the annotation so that the "
                        + "codec can be built"),
        /** args: the annotation's simple name, component (its canonical constructor parameter carries it). */
        DRIVER_ON_RECORD_CONSTRUCTOR_PARAMETER(
                "the driver's codec refuses @%s on the canonical constructor parameter of '%s' but not on the "
                        + "component: the record codec reads it from the component only; write it on the component; "
                        + "fix the annotation so that the codec can be built"),
        /** args: class (it has more than one {@code @BsonCreator}). */
        DRIVER_SECOND_CREATOR(
                "the driver's codec refuses a second @BsonCreator in '%s': the driver takes one constructor or factory "
                        + "method to read a document with; fix the annotation so that the codec can be built"),
        /** args: creator parameter, class (it has no id property). */
        DRIVER_CREATOR_ID_WITHOUT_ID(
                "the driver's codec refuses @BsonId on the creator parameter '%s': '%s' has no id property; fix the "
                        + "annotation so that the codec can be built"),
        /** args: creator parameter (it has neither {@code @BsonProperty} nor {@code @BsonId}). */
        DRIVER_CREATOR_PARAMETER_WITHOUT_PROPERTY(
                "the driver's codec refuses the creator parameter '%s' without @BsonProperty: every parameter of a "
                        + "@BsonCreator needs @BsonProperty (or @BsonId); fix the annotation so that the codec can be "
                        + "built"),
        /** args: the setter ({@code setSecret()}), its property, the class that declares it (no getter nor public field). */
        DRIVER_SETTER_WITHOUT_GETTER(
                "the driver's codec fails on every encode of '%3$s': %1$s makes '%2$s' a property, which has no getter "
                        + "and no public field to read, so PropertyAccessorImpl throws \"Unable to get value for "
                        + "property '%2$s'\" (documents still decode; @BsonIgnore on the setter does not help); add a "
                        + "public getter for '%2$s', or rename the setter, make it non-public or delete it"),
        /** args: property, its getter ({@code getCount()}), the getter's type, its setter, the setter's type. */
        DRIVER_ACCESSOR_TYPES_DIFFER(
                "the driver's codec refuses the property '%1$s': %2$s returns %3$s and %4$s takes %5$s, neither a "
                        + "subtype of the other, so building the class model fails (\"has differing data types\"); "
                        + "give the getter and the setter one type, or rename the one that is no accessor of '%1$s'"),
        /** args: field, the annotation that makes it the id, what keeps it out of the document. */
        ID_NOT_STORED(
                "'%s' is the id (%s) and is not stored (%s): a document cannot be written without its _id; remove one "
                        + "of them"),
        /** args: the Morphia {@code @ShardKey} as written, entity. */
        MORPHIA_SHARD_KEY_DOTTED(
                "Morphia refuses this: %s on '%s' is a dotted path: Morphia's ShardKeyNames check takes only a "
                        + "top-level property of the entity and fails mapping with \"bad shard keys\"; shard on a "
                        + "top-level field; fix the annotation so that Morphia can map the entity and create its "
                        + "indexes"),
        /** args: the Morphia {@code @Field} value as written, its index type ({@code ASC}). */
        MORPHIA_WEIGHT_NOT_TEXT(
                "Morphia refuses this: @Field(\"%s\") gives a weight to a key of type %s: weights only apply to text "
                        + "keys; fix the annotation so that Morphia can map the entity and create its indexes"),
        /** args: entity (one of its {@code @Index} has no fields). */
        MORPHIA_INDEX_WITHOUT_FIELDS(
                "Morphia refuses this: @Index on '%s' has no fields: an index needs keys; fix the annotation so that "
                        + "Morphia can map the entity and create its indexes"),
        /** args: the class that carries both {@code @Entity} and {@code @Embedded}. */
        MORPHIA_ENTITY_AND_EMBEDDED(
                "Morphia refuses this: '%s' carries both @Entity and @Embedded (EntityAndEmbed); keep @Entity; fix the "
                        + "annotation so that Morphia can map the entity and create its indexes"),
        /** args: the discriminator, the type whose {@code @Entity} gives it, the class that inherits that {@code @Entity}. */
        MORPHIA_DISCRIMINATOR_INHERITED(
                "Morphia refuses this: @Entity(discriminator = \"%s\") on '%s' is inherited by '%s', which Morphia "
                        + "maps with the same discriminator (\"Two entities have been mapped using the same "
                        + "discriminator value\"), and documents of both would carry one discriminator that reads back "
                        + "as either class; give '%3$s' an @Entity of its own, or remove the discriminator; fix the "
                        + "annotation so that Morphia can map the entity and create its indexes"),
        /** args: class, the first {@code @Version} field, another. */
        MORPHIA_TWO_VERSIONS(
                "Morphia refuses this: '%s' has two @Version fields, '%s' and '%s' (MultipleVersions); keep one; fix "
                        + "the annotation so that Morphia can map the entity and create its indexes"),
        /** args: field, its type (not long or Long). */
        MORPHIA_VERSION_NOT_LONG(
                "Morphia refuses this: @Version on '%s' of type %s (VersionMisuse): @Version can only be used on a "
                        + "Long/long field; fix the annotation so that Morphia can map the entity and create its "
                        + "indexes"),
        /** args: the {@code @Id} field, the annotation's simple name it is mixed with ({@code Property}). */
        MORPHIA_ID_MIXED(
                "Morphia refuses this: @Id on '%s' is mixed with @%s (IdDoesNotMix); the id is stored as _id, as it "
                        + "is; fix the annotation so that Morphia can map the entity and create its indexes"),
        /** args: field (both {@code @Reference} and {@code @Property}). */
        MORPHIA_REFERENCE_AND_PROPERTY(
                "Morphia refuses this: '%s' has both @Reference and @Property (ContradictingAnnotations); name the "
                        + "stored field with @Reference(\"...\"); fix the annotation so that Morphia can map the "
                        + "entity and create its indexes"),
        /** args: the blockCompressor constant ({@code ZSTD}), the configString's block_compressor. */
        STORAGE_COMPRESSOR_CONTRADICTION(
                "@Storage has blockCompressor = Storage.Compressor.%s but its configString sets block_compressor=%s: "
                        + "the annotation says two things, and MongoDB would take the configString's, since WiredTiger "
                        + "keeps the last setting given; keep blockCompressor and remove block_compressor from the "
                        + "configString"),
        /** args: annotation, member, the constant written, the constants this processor knows. */
        UNKNOWN_OPTION_CONSTANT(
                "@%s(%s = %s) names a constant this processor does not know (it knows %s), so it cannot tell MongoDB "
                        + "what was meant; use schemaguard-annotations and schemaguard-processor of the same version"),
        /** args: schemaguard's annotation ({@code Capped}), the framework's annotation and where. */
        COLLECTION_OPTION_TWICE(
                "schemaguard's @%s and %s both declare this collection option: schemaguard's wins, so the framework's "
                        + "would be ignored while the framework still applies it when it creates the collection; keep "
                        + "one of them"),
        /** args: the JSON as written, the parser's message. */
        VALIDATOR_JSON(
                "@Validation(\"%s\") is not a JSON document: %s; Morphia's enableDocumentValidation() would fail on it "
                        + "(Document.parse), and schemaguard cannot create the collection with it; write the validator "
                        + "as a JSON object such as \"{ 'age': { '$gte': 0 } }\""),
        /** args: the annotation's simple name ({@code Capped}), type. */
        COLLECTION_OPTION_ON_NON_DOCUMENT(
                "@%s on class '%s', which is not a %s: collection options belong to a collection, and this class is "
                        + "only stored inside other documents, so the option would be ignored; move it to the %s class "
                        + "of the collection"),
        /** args: the annotation's simple name ({@code ShardKey}), the subclass, the document class whose collection stores it. */
        COLLECTION_OPTION_ON_SUBCLASS(
                "@%s on class '%s', which is stored in the collection of its %s superclass '%s': a collection has one "
                        + "set of options and one shard key, read from its %s class, so this one would be ignored; "
                        + "move it to '%s'"),
        INDEX_KEY_EMPTY_SEGMENT(
                "index key '%s' is malformed: %s, and MongoDB refuses a key path with an empty field name "
                        + "(CannotCreateIndex, 67); write the Java field path with one '.' between field names%s"),
        INDEX_KEY_DOLLAR_SEGMENT(
                "index key '%s' has the field name '%s', which starts with '$': MongoDB refuses such a key path "
                        + "(CannotCreateIndex, 67), outside a DBRef's $id, $ref and $db and a wildcard's $**; index a "
                        + "field whose name does not start with '$'"),
        INDEX_SAME_FIELD_TWICE(
                "index %s names '%s' twice: an index key pattern is a document, which holds a field once, so one of "
                        + "the two would be lost; name each field once");

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
