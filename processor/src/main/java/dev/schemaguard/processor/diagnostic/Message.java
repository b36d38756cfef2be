package dev.schemaguard.processor.diagnostic;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Every message schemaguard prints, in one catalogue (as MapStruct's {@code Message}): what is
 * wrong, why it matters, what to do. {@link Finding#message()} adds the rule tag and the docs
 * link. Arguments are the names involved, quoted by the templates.
 */
public enum Message {

    // InternalError: never a user mistake, always a schemaguard bug
    INTERNAL_ERROR("InternalError",
            "schemaguard failed %s %s and could not finish checking it; this is a bug in schemaguard, not in your "
                    + "code: please report it with this trace. Other documents were still checked.%n%s"),

    // InvalidAnnotation
    BOUNDED_UNSUPPORTED_TYPE("InvalidAnnotation",
            "@Bounded on '%s' of type %s bounds nothing: it counts the elements of an array, collection or map, "
                    + "the characters of a String or the bytes of a byte[]; remove it, or put it on such a field"),
    BOUNDED_NOT_POSITIVE("InvalidAnnotation",
            "@Bounded(max = %d) on '%s' must be at least 1: a bound is the largest size the application allows; "
                    + "a field that is always empty is better left out of the document"),
    BOUNDED_TYPE_USE_UNSUPPORTED("InvalidAnnotation",
            "@Bounded on the type argument %s of '%s' bounds nothing: it counts the elements of an array, "
                    + "collection or map, the characters of a String or the bytes of a byte[]; remove it, or put it on "
                    + "such a type argument"),
    BOUNDED_TYPE_USE_NOT_POSITIVE("InvalidAnnotation",
            "@Bounded(max = %d) on the type argument %s of '%s' must be at least 1: a bound is the largest size the "
                    + "application allows"),
    EMBEDDED_AND_REFERENCE("InvalidAnnotation",
            "'%s' is both @Embedded and @Reference: a value is either stored inside this document or referenced "
                    + "by _id in another collection, not both; keep the one you mean"),
    INDEX_HINT_ON_UNSTORED_FIELD("InvalidAnnotation",
            "@IndexHint on %1$s field '%2$s' indexes nothing: %1$s fields are not stored; remove the hint or the modifier"),
    ANNOTATION_ON_UNSTORED_FIELD("InvalidAnnotation",
            "@%1$s on %2$s field '%3$s' has no effect: %2$s fields are not stored; remove the annotation or the modifier"),
    INDEX_HINT_KEYS_ON_FIELD("InvalidAnnotation",
            "@IndexHint on field '%s' must not give keys: on a field it declares a single-field index on that field; "
                    + "remove keys, or move the hint to the class to declare a compound index"),
    INDEX_HINT_WITHOUT_KEYS("InvalidAnnotation",
            "@IndexHint on class '%s' has no keys: on a class it must name the indexed fields, "
                    + "e.g. @IndexHint(keys = {\"author\", \"publishedAt:-1\"}); or put the hint on the field"),
    INDEX_HINT_ON_NON_DOCUMENT("InvalidAnnotation",
            "@IndexHint on class '%s', which is not a @Document: indexes belong to a collection, and no "
                    + "collection is declared here; move the hint to the @Document class, with the field path from there"),
    INDEX_HINT_IN_MAP_VALUE("InvalidAnnotation",
            "@IndexHint on '%s' of '%s' indexes nothing: '%s' is stored as a map value, under dynamic keys, so no "
                    + "index path reaches it; store the entries as an array of {k, v} documents (attribute pattern) "
                    + "and index that"),
    UNKNOWN_KEY_SUFFIX("InvalidAnnotation",
            "index key '%s' has the unknown suffix ':%s'%s: MongoDB knows :1, :-1, :text, :hashed, :2dsphere and :2d; "
                    + "use one of those, or no suffix for ascending"),
    COLLATION_STRENGTH("InvalidAnnotation",
            "@Collation(strength = %s) is outside 1..5 and MongoDB rejects it (FailedToParse, 9); use 1 or 2 to ignore case, "
                    + "3 (the default) to compare case"),
    COLLATION_WITHOUT_LOCALE("InvalidAnnotation",
            "@Collation sets %s but no locale, and a collation without a locale means 'no collation', so the "
                    + "settings are ignored; add a locale such as locale = \"en\", or remove them"),
    TTL_TOO_LARGE("InvalidAnnotation",
            "expireAfterSeconds = %d is more than MongoDB's limit of 2147483647 seconds (about 68 years) and "
                    + "createIndexes fails (CannotCreateIndex, 67); use a smaller TTL, or none"),
    TTL_NEGATIVE("InvalidAnnotation",
            "expireAfterSeconds = %d is neither a TTL nor 'no TTL': use a value >= 0 for a TTL index, or leave the "
                    + "default -1 for none"),
    DOCUMENT_NOT_A_CLASS("InvalidAnnotation",
            "@Document on %s '%s': only a class or a record is stored as a document; put @Document on the class "
                    + "that is stored"),
    CASE_INSENSITIVE_NOT_STRING("InvalidAnnotation",
            "@CaseInsensitive on '%s' of type %s: only strings have case, so no collation applies; remove it, "
                    + "or put it on a String field"),
    SEVERAL_IDS("InvalidAnnotation",
            "'%s' and '%s' are both marked @Id in '%s': a class has one id field (stored as _id in a document); "
                    + "keep @Id on one of them (a field named id or _id is the id when no field has @Id)"),
    FIELD_ON_ID("InvalidAnnotation",
            "@Field(\"%s\") on the _id field '%s' has no effect: the _id is always stored as _id; remove @Field"),
    CONFLICTING_NAMES("InvalidAnnotation",
            "two annotations give the %s: '%s' and '%s'; no stored document can follow both, so keep one of them "
                    + "(schemaguard's annotation wins over a framework's only when they agree)"),
    SPRING_DATA_NOT_A_DURATION("InvalidAnnotation",
            "Spring Data MongoDB refuses this: %s is not a duration such as \"30s\", \"10m\", \"1d\" or \"P1D\"; "
                    + "fix the annotation so that the application can start"),
    SPRING_DATA_TTL_TWICE("InvalidAnnotation",
            "Spring Data MongoDB refuses this: @Indexed on '%s' gives both expireAfterSeconds and expireAfter; fix the "
                    + "annotation so that the application can start"),
    SPRING_DATA_GEO_OR_TEXT_ON_REFERENCE("InvalidAnnotation",
            "Spring Data MongoDB refuses this: a geospatial or text index on the reference '%s': a DBRef or document "
                    + "reference holds no coordinates or text; index the field in the target's own document; fix the "
                    + "annotation so that the application can start"),
    SPRING_DATA_WILDCARD_PROJECTION_ON_PROPERTY("InvalidAnnotation",
            "Spring Data MongoDB refuses this: @WildcardIndexed(wildcardProjection) on the property '%s': a projection "
                    + "applies to a wildcard index of the whole document only; fix the annotation so that the "
                    + "application can start"),
    SPRING_DATA_WILDCARD_PROJECTION_JSON("InvalidAnnotation",
            "Spring Data MongoDB refuses this: wildcardProjection \"%s\" is not a JSON document: %s; fix the annotation "
                    + "so that the application can start"),
    SPRING_DATA_COMPOUND_INDEX_WITHOUT_DEF("InvalidAnnotation",
            "Spring Data MongoDB refuses this: @CompoundIndex on '%s' has no def: an index needs keys; fix the "
                    + "annotation so that the application can start"),
    SPRING_DATA_COMPOUND_INDEX_DEF_JSON("InvalidAnnotation",
            "Spring Data MongoDB refuses this: @CompoundIndex(def = \"%s\") is not a JSON document of keys: %s; fix the "
                    + "annotation so that the application can start"),
    SPRING_DATA_COLLATION_UNPARSEABLE("InvalidAnnotation",
            "Spring Data MongoDB refuses this: collation '%s' is neither a locale nor a collation document: %s; fix the "
                    + "annotation so that the application can start"),
    SPRING_DATA_UNWRAPPED_NOT_ENTITY("InvalidAnnotation",
            "Spring Data MongoDB refuses this: @Unwrapped on '%s' of type %s: only a single entity can be unwrapped, "
                    + "and writing a collection or map fails; fix the annotation so that the application can start"),
    SPRING_DATA_AMBIGUOUS_MAPPING("InvalidAnnotation",
            "Spring Data MongoDB refuses this: @%1$s on %2$s and @%1$s on %3$s of the property '%4$s' in %5$s say "
                    + "different things (Ambiguous mapping): SDM reads a property's annotations from its field, getter "
                    + "and setter alike, and one written twice must be the same; keep one of them; fix the annotation "
                    + "so that the application can start"),
    SPRING_DATA_COMPOSED_ALIAS("InvalidAnnotation",
            "Spring Data MongoDB refuses this: the @AliasFor on %1$s.%2$s() %3$s (Spring's "
                    + "AnnotationConfigurationException), so the value it gives the annotation on '%4$s' is unknown; "
                    + "make it name %1$s or one of its meta-annotations, and a member there of the same type; fix the "
                    + "annotation so that the application can start"),
    SPRING_DATA_COMPOSED_NOT_RETAINED("UnreadAnnotation",
            "%1$s on '%2$s' is never read: it carries %3$s, but %4$s has no @Retention(RetentionPolicy.RUNTIME), and "
                    + "an annotation of CLASS retention, the default, is not there when the application runs, so Spring "
                    + "Data ignores %3$s and the model does too; add @Retention(RetentionPolicy.RUNTIME) to %4$s"),
    SPRING_DATA_INDEX_ON_UNWRAPPED("InvalidAnnotation",
            "Spring Data MongoDB refuses this: @%s on the @Unwrapped '%s': an index annotation is not allowed on an "
                    + "unwrapped object; put it on the fields of '%s'; fix the annotation so that the application can "
                    + "start"),
    DRIVER_REPRESENTATION_NOT_STRING("InvalidAnnotation",
            "the driver's codec refuses @BsonRepresentation on '%s' of type %s: only the String codec takes a "
                    + "representation (STRING or OBJECT_ID), any other codec fails when the driver builds it; fix the "
                    + "annotation so that the codec can be built"),
    DRIVER_REPRESENTATION_OF_STRING("InvalidAnnotation",
            "the driver's codec refuses @BsonRepresentation(%s) on the String '%s': the String codec stores a String "
                    + "only as STRING or OBJECT_ID; fix the annotation so that the codec can be built"),
    DRIVER_DISCRIMINATOR_ON_RECORD("InvalidAnnotation",
            "the driver's codec refuses @BsonDiscriminator on the record '%s': the record codec writes no "
                    + "discriminator; fix the annotation so that the codec can be built"),
    DRIVER_CREATOR_IN_RECORD("InvalidAnnotation",
            "the driver's codec refuses @BsonCreator in the record '%s': the record codec always reads through the "
                    + "canonical constructor; fix the annotation so that the codec can be built"),
    DRIVER_RECORD_COMPONENT_NOT_STORED("InvalidAnnotation",
            "the driver's codec refuses @%s on the record component '%s': the record codec stores every component; "
                    + "fix the annotation so that the codec can be built"),
    DRIVER_ON_RECORD_ACCESSOR("InvalidAnnotation",
            "the driver's codec refuses @%s on the accessor of '%s' but not on the component: the record codec reads "
                    + "it from the component only; write it on the component; fix the annotation so that the codec can "
                    + "be built"),
    DRIVER_ON_RECORD_CONSTRUCTOR_PARAMETER("InvalidAnnotation",
            "the driver's codec refuses @%s on the canonical constructor parameter of '%s' but not on the component: "
                    + "the record codec reads it from the component only; write it on the component; fix the "
                    + "annotation so that the codec can be built"),
    DRIVER_SECOND_CREATOR("InvalidAnnotation",
            "the driver's codec refuses a second @BsonCreator in '%s': the driver takes one constructor or factory "
                    + "method to read a document with; fix the annotation so that the codec can be built"),
    DRIVER_CREATOR_ID_WITHOUT_ID("InvalidAnnotation",
            "the driver's codec refuses @BsonId on the creator parameter '%s': '%s' has no id property; fix the "
                    + "annotation so that the codec can be built"),
    DRIVER_CREATOR_PARAMETER_WITHOUT_PROPERTY("InvalidAnnotation",
            "the driver's codec refuses the creator parameter '%s' without @BsonProperty: every parameter of a "
                    + "@BsonCreator needs @BsonProperty (or @BsonId); fix the annotation so that the codec can be built"),
    DRIVER_SETTER_WITHOUT_GETTER("InvalidAnnotation",
            "the driver's codec fails on every encode of '%3$s': %1$s makes '%2$s' a property, which has no getter "
                    + "and no public field to read, so PropertyAccessorImpl throws \"Unable to get value for property "
                    + "'%2$s'\" (documents still decode; @BsonIgnore on the setter does not help); add a public getter "
                    + "for '%2$s', or rename the setter, make it non-public or delete it"),
    DRIVER_ACCESSOR_TYPES_DIFFER("InvalidAnnotation",
            "the driver's codec refuses the property '%1$s': %2$s returns %3$s and %4$s takes %5$s, neither a subtype "
                    + "of the other, so building the class model fails (\"has differing data types\"); give the getter "
                    + "and the setter one type, or rename the one that is no accessor of '%1$s'"),
    DRIVER_CREATOR_PROPERTY_UNWRITTEN("UnreadAnnotation",
            "@BsonProperty(\"%1$s\") on the creator parameter '%2$s' reads a name nothing writes: no stored field of "
                    + "'%3$s' is written as '%1$s', so the driver's codec accepts the class and passes null (or 0) "
                    + "for '%2$s' on every read; give the parameter the name a field of '%3$s' is written under"),
    CREATOR_NAME_MISMATCH("UnreadAnnotation",
            "@BsonCreator parameter '%s' is read from '%s', but '%s' is written as '%s': the driver writes the "
                    + "value under one name and reads it back from another, so it is lost on every read; give the "
                    + "parameter @BsonProperty(\"%4$s\")"),
    DRIVER_FIELD_ANNOTATION_UNREAD("UnreadAnnotation",
            "@%s on field '%s' is never read: the driver's POJO codec writes this value through %s(), the getter of "
                    + "the property '%4$s', and reads that property's annotations on the getter, not on a field of "
                    + "another name, so the value is stored as '%4$s' whatever the field says; move @%1$s to %3$s(), "
                    + "or give the field the getter of its own name"),
    DRIVER_UNWRITTEN_FIELD_ANNOTATION("UnreadAnnotation",
            "@%1$s on field '%2$s' changes nothing: the driver's POJO codec writes public fields, fields with a public "
                    + "getter, and getters (PropertyMetadata.isSerializable), and '%2$s' is %3$s without a getter, so it "
                    + "is never written nor stored; add a public getter %4$s() to store it, or delete @%1$s"),
    SPRING_DATA_ACCESSOR_NOT_GENERATED_YET("UnreadAnnotation",
            "Lombok's %s(onMethod_) puts %s on %s(), where Spring Data reads it for the property '%s', but javac ran "
                    + "schemaguard's processor before Lombok's, so the method was not generated yet and the model "
                    + "cannot follow the annotation: the schema class and the bootstrap could differ from what Spring "
                    + "Data maps; list Lombok ahead of schemaguard in annotationProcessorPaths, or write %2$s on the field"),
    GETTER_NOT_GENERATED_YET("UnreadAnnotation",
            "Lombok's @Getter(onMethod_) puts %s on %s(), where the driver's codec reads it for '%s', but javac ran "
                    + "schemaguard's processor before Lombok's, so the getter was not generated yet and the model "
                    + "cannot follow the annotation: the schema class could name a field the codec writes otherwise; "
                    + "list Lombok ahead of schemaguard in annotationProcessorPaths, or write %1$s on the field"),
    ID_NOT_STORED("InvalidAnnotation",
            "'%s' is the id (%s) and is not stored (%s): a document cannot be written without its _id; remove one "
                    + "of them"),
    SPRING_DATA_ID_NOT_STORED("UnreadAnnotation",
            "%2$s on '%1$s' is never read: %3$s keeps '%1$s' out of the mapping, so Spring Data MongoDB maps the class "
                    + "without an id property and stores a generated ObjectId as _id; remove %3$s, or delete %2$s"),
    MORPHIA_SHARD_KEY_DOTTED("InvalidAnnotation",
            "Morphia refuses this: %s on '%s' is a dotted path: Morphia's ShardKeyNames check takes only a top-level "
                    + "property of the entity and fails mapping with \"bad shard keys\"; shard on a top-level field; fix "
                    + "the annotation so that Morphia can map the entity and create its indexes"),
    MORPHIA_WEIGHT_NOT_TEXT("InvalidAnnotation",
            "Morphia refuses this: @Field(\"%s\") gives a weight to a key of type %s: weights only apply to text keys; fix the "
                    + "annotation so that Morphia can map the entity and create its indexes"),
    MORPHIA_INDEX_WITHOUT_FIELDS("InvalidAnnotation",
            "Morphia refuses this: @Index on '%s' has no fields: an index needs keys; fix the annotation so that Morphia "
                    + "can map the entity and create its indexes"),
    MORPHIA_DEFAULT_LOCALE("UnreadAnnotation",
            "@Collation(locale = Collation.DEFAULT_LOCALE) makes Morphia's IndexHelper send the locale of the JVM that "
                    + "creates the index (Locale.getDefault()), so the index differs from one machine to the next and "
                    + "schemaguard cannot know it: the schema class and the bootstrap create this index without a "
                    + "collation; name the locale, as in @Collation(locale = \"en\")"),
    MORPHIA_ENTITY_AND_EMBEDDED("InvalidAnnotation",
            "Morphia refuses this: '%s' carries both @Entity and @Embedded (EntityAndEmbed); keep @Entity; fix the "
                    + "annotation so that Morphia can map the entity and create its indexes"),
    MORPHIA_DISCRIMINATOR_INHERITED("InvalidAnnotation",
            "Morphia refuses this: @Entity(discriminator = \"%s\") on '%s' is inherited by '%s', which Morphia maps "
                    + "with the same discriminator (\"Two entities have been mapped using the same discriminator "
                    + "value\"), and documents of both would carry one discriminator that reads back as either class; "
                    + "give '%3$s' an @Entity of its own, or remove the discriminator; fix the annotation so that "
                    + "Morphia can map the entity and create its indexes"),
    MORPHIA_TWO_VERSIONS("InvalidAnnotation",
            "Morphia refuses this: '%s' has two @Version fields, '%s' and '%s' (MultipleVersions); keep one; fix the "
                    + "annotation so that Morphia can map the entity and create its indexes"),
    MORPHIA_VERSION_NOT_LONG("InvalidAnnotation",
            "Morphia refuses this: @Version on '%s' of type %s (VersionMisuse): @Version can only be used on a "
                    + "Long/long field; fix the annotation so that Morphia can map the entity and create its indexes"),
    MORPHIA_ID_MIXED("InvalidAnnotation",
            "Morphia refuses this: @Id on '%s' is mixed with @%s (IdDoesNotMix); the id is stored as _id, as it is; fix "
                    + "the annotation so that Morphia can map the entity and create its indexes"),
    MORPHIA_REFERENCE_AND_PROPERTY("InvalidAnnotation",
            "Morphia refuses this: '%s' has both @Reference and @Property (ContradictingAnnotations); name the stored "
                    + "field with @Reference(\"...\"); fix the annotation so that Morphia can map the entity and create "
                    + "its indexes"),
    STORAGE_COMPRESSOR_CONTRADICTION("InvalidAnnotation",
            "@Storage has blockCompressor = Storage.Compressor.%s but its configString sets block_compressor=%s: the "
                    + "annotation says two things, and MongoDB would take the configString's, since WiredTiger keeps the "
                    + "last setting given; keep blockCompressor and remove block_compressor from the configString"),
    UNKNOWN_OPTION_CONSTANT("InvalidAnnotation",
            "@%s(%s = %s) names a constant this processor does not know (it knows %s), so it cannot tell MongoDB what "
                    + "was meant; use schemaguard-annotations and schemaguard-processor of the same version"),
    COLLECTION_OPTION_TWICE("InvalidAnnotation",
            "schemaguard's @%s and %s both declare this collection option: schemaguard's wins, so the framework's "
                    + "would be ignored while the framework still applies it when it creates the collection; keep one of them"),
    VALIDATOR_JSON("InvalidAnnotation",
            "@Validation(\"%s\") is not a JSON document: %s; Morphia's enableDocumentValidation() would fail on it "
                    + "(Document.parse), and schemaguard cannot create the collection with it; write the validator as "
                    + "a JSON object such as \"{ 'age': { '$gte': 0 } }\""),
    MORPHIA_CAP_IGNORED("UnreadAnnotation",
            "@CappedAt(value = %s, count = %s) creates no capped collection: Morphia's ensureCaps() caps a collection "
                    + "only when value or count is positive, so this cap is silently dropped; give the size in bytes "
                    + "(value), or remove cap"),
    MORPHIA_INDEXES_HIDDEN("UnreadAnnotation",
            "@Indexes on '%s' creates no index for '%s': Morphia's model of each mapped class keeps one @Indexes, the "
                    + "class's own, else the nearest superclass's, else an interface's, and reads the one on '%s' "
                    + "instead, so these indexes are silently dropped; copy their @Index entries into the @Indexes "
                    + "on '%3$s'"),
    MORPHIA_SHARD_KEY_JAVA_NAME("UnreadAnnotation",
            "%s on '%s' names the Java field '%s', which is stored as '%s': Morphia's shardCollections() sends shard "
                    + "key names as written, unmapped, so the collection would be sharded on a field no document has "
                    + "and every document would land in one chunk; write the stored name, @ShardKey(\"%4$s\")"),
    COLLECTION_OPTION_ON_NON_DOCUMENT("InvalidAnnotation",
            "@%s on class '%s', which is not a %s: collection options belong to a collection, and this class "
                    + "is only stored inside other documents, so the option would be ignored; move it to the "
                    + "%s class of the collection"),
    COLLECTION_OPTION_ON_SUBCLASS("InvalidAnnotation",
            "@%s on class '%s', which is stored in the collection of its %s superclass '%s': a collection has one "
                    + "set of options and one shard key, read from its %s class, so this one would be ignored; move it "
                    + "to '%s'"),

    // UnreadAnnotation
    UNREAD_ON_METHOD("UnreadAnnotation",
            "@%1$s on %2$s is never read: %3$s, and %2$s is none of them, so %4$s; %5$s, or delete @%1$s"),

    // UnboundedArray
    UNBOUNDED_ARRAY("UnboundedArray",
            "'%s' in '%s' is an embedded %s without %s: nothing stops it growing, so the document creeps "
                    + "towards MongoDB's 16 MiB limit and every read and update moves it all; keep a bounded subset "
                    + "embedded (the N most used, subset pattern) with the rest in a collection of their own, or "
                    + "bucket it, and declare the bound with %s"),
    UNBOUNDED_INNER_CONTAINER("UnboundedArray",
            "'%s' in '%s' holds %s values (%s) without %s: a %s on the field counts only its own "
                    + "elements, so nothing stops the inner ones growing, and the document creeps towards MongoDB's "
                    + "16 MiB limit; declare their bound on the type argument, as in %s"),
    // UnboundedReferenceArray
    UNBOUNDED_REFERENCE_ARRAY("UnboundedReferenceArray",
            "'%s' in '%s' keeps %s%s without %s: the one side of a one-to-many grows "
                    + "without limit (one-to-zillions); store the reference on the many side instead (%s "
                    + "holds the id of its '%s'), or declare the bound with %s"),
    // DbRef
    DB_REF("DbRef",
            "'%s' in '%s' is a %s: each value stores {$ref, $id} and the mapping resolves it with one more query per "
                    + "reference (lazy loading defers the query, it does not remove it), and the collection name is "
                    + "repeated in every value; unless you need references into several collections or databases, "
                    + "store the id alone: use %s instead of %s"),
    // ImplicitEmbeddedDocument
    IMPLICIT_EMBEDDED_DOCUMENT("ImplicitEmbeddedDocument",
            "'%s' in '%s' stores a copy of '%s', a %s with a collection of its own: the copies drift "
                    + "from the originals with every update; store its id with %s (an extended reference "
                    + "can keep a few fields too), or mark the copy as intended with %s (subset pattern)"),
    IMPLICIT_EMBEDDED_DOCUMENT_WITHOUT_ID("ImplicitEmbeddedDocument",
            "'%1$s' in '%2$s' stores a copy of '%3$s', a %4$s with a collection of its own but no id field, so no "
                    + "reference can name one of its documents: if '%3$s' is a value kept only inside other documents, "
                    + "remove its %4$s; else give '%3$s' an id field and store that id with %5$s, or mark the copy as "
                    + "intended with %6$s (subset pattern)"),
    // DocumentTooLarge
    DOCUMENT_TOO_LARGE("DocumentTooLarge",
            "%s can reach %s in the worst case, more than MongoDB's limit of %s, "
                    + "and inserts and updates would then fail; biggest parts: %s. Keep a bounded subset embedded "
                    + "and move the rest to its own collection with %s on the many side, or split growing "
                    + "data into buckets (bucket pattern)"),
    // BloatedDocument
    BLOATED_DOCUMENT("BloatedDocument",
            "%s can reach %s in the worst case, more than %s (-Aschemaguard.bloatedDocumentBytes): every "
                    + "read moves and caches all of it even when a page shows a few fields; biggest parts: %s. "
                    + "Move what is rarely read to another collection (subset pattern), or keep a small summary "
                    + "collection for the frequent reads"),
    // NestingTooDeep
    NESTING_TOO_DEEP("NestingTooDeep",
            "'%s' can nest %d levels deep (root = 1, through '%s'), more than the 100 MongoDB accepts, so such "
                    + "a document cannot be stored; flatten the structure, or keep the deep part in its own "
                    + "collection with %s"),
    // RecursiveEmbedding
    RECURSIVE_EMBEDDING("RecursiveEmbedding",
            "'%s' in '%s' embeds '%s' again (%s), so the document can nest without end; store the tree with "
                    + "parent references (each node keeps its parent's id, %s) or an array of ancestors"),
    // ReferenceTarget
    REFERENCE_TARGET_UNKNOWN("ReferenceTarget",
            "%s on '%s' does not say which collection it points at: its %s %s is not a %s; %s"),
    REFERENCE_TARGET_NOT_DOCUMENT("ReferenceTarget",
            "@Reference on '%s' points at '%s', which is not a @Document: a reference holds the _id of a "
                    + "document of another collection; point it at the @Document class"),
    REFERENCE_ID_TYPE("ReferenceTarget",
            "'%s' stores %s to reference '%s', whose _id is %s: the values can never match, so lookups by "
                    + "this reference find nothing; store the type of the target's _id"),
    REFERENCE_SUMMARY_WITHOUT_ID("ReferenceTarget",
            "'%s' references '%s' through '%s', which has no id field: an extended reference is a copy of "
                    + "some fields plus the target's _id; add %s"),
    // ExtendedReferenceDrift
    EXTENDED_REFERENCE_MISSING("ExtendedReferenceDrift",
            "'%s' of the extended-reference summary '%s' has no field of that name in '%s': the copy has no "
                    + "source, so it is never kept up to date; name it after a field of '%s', or remove it"),
    EXTENDED_REFERENCE_TYPE("ExtendedReferenceDrift",
            "'%s' of the extended-reference summary '%s' is %s (stored as %s) but '%s' of '%s' is %s (stored as "
                    + "%s): the copy cannot hold every value of the original, so copies silently differ from it; "
                    + "give the copy the original's type (a long copy of an int is fine)"),
    // RandomId
    // IdType
    ID_TYPE("IdType",
            "the _id '%s' of '%s' is %s, stored as %s: MongoDB refuses every insert of such a document (BadValue, "
                    + "2: the _id index is unique and cannot index an array or a regular expression); use one value, "
                    + "such as an ObjectId, and keep the list in another field"),
    RANDOM_ID("RandomId",
            "the _id '%s' of '%s' is a UUID: random UUIDs (UUID.randomUUID()) are non-monotonic keys that land all "
                    + "over the _id index, so every insert rewrites a random page of it and the index stops fitting in "
                    + "memory; use ObjectId, a long sequence or a time-ordered key (a version 7 UUID), and keep the "
                    + "UUID as a unique secondary field if it is needed"),
    NON_MONOTONIC_ID("RandomId",
            "the _id '%s' of '%s' is a String: a natural key (a user name, a code) or a hash is non-monotonic, so new "
                    + "keys land all over the _id index, every insert rewrites a page of it anywhere and the index "
                    + "stops fitting in memory; use ObjectId, a long sequence or a time-ordered key, and keep the "
                    + "String as a unique secondary field if it is needed"),

    // IndexFieldUnknown
    INDEX_FIELD_UNKNOWN("IndexFieldUnknown",
            "index key '%s' does not resolve: '%s' is not a stored field %s%s; index keys are Java field paths "
                    + "such as \"author\" or \"address.city\"; %s"),
    INDEX_FIELD_THROUGH_REFERENCE("IndexFieldUnknown",
            "index key '%s' goes through the %s '%s', which %s: the referenced document's fields are stored in another "
                    + "collection%s; %s"),
    // IndexFieldNotMapped
    INDEX_FIELD_NOT_MAPPED("IndexFieldNotMapped",
            "index key '%s' names no stored field: '%s' is not a stored field %s, and the mapping sends a key it "
                    + "cannot map as written, so MongoDB builds the index on a field that no document of '%s' "
                    + "stores (null in every entry) and no query on the field you meant uses it%s; name a "
                    + "property or a stored field"),
    PARTIAL_FILTER_FIELD_NOT_MAPPED("IndexFieldNotMapped",
            "the partial filter of index %s names '%s', which no document of '%s' stores: %s%s; filter fields "
                    + "are matched against stored names, so name a stored field"),
    // DuplicateIndex
    DUPLICATE_INDEX("DuplicateIndex",
            "index %s has the %s of index %s declared before it%s: MongoDB keeps one index per such signature "
                    + "and refuses the second when its name or options differ (IndexOptionsConflict, 85); remove "
                    + "one, or merge their options into one declaration"),
    DUPLICATE_INDEX_NAME("DuplicateIndex",
            "index name '%s' is used by %s and by %s: names are unique in a collection and MongoDB refuses the "
                    + "second (IndexKeySpecsConflict, 86); give one of them another name"),
    // RedundantIndex
    REDUNDANT_INDEX_REPEATED("RedundantIndex",
            "index %s is declared again, with the same name and options as %s: it is one index to MongoDB (a "
                    + "framework's createIndex with it again changes nothing, and the bootstrap sends it once), so this "
                    + "declaration adds nothing; remove it"),
    REDUNDANT_INDEX_DIRECTION("RedundantIndex",
            "index %s is index %s in the other direction: MongoDB builds both, but a single-field index is read "
                    + "both ways, so this one serves no query the other does not and only costs writes and memory; "
                    + "remove it"),
    REDUNDANT_INDEX_OPTIONS("RedundantIndex",
            "index %s has the keys, collation and partial filter of index %s and differs only in being %s: MongoDB "
                    + "builds both from 5.0 on, but the other one serves every query this one serves, so this one "
                    + "only costs writes and memory; remove it"),
    REDUNDANT_ID_INDEX("RedundantIndex",
            "index %s is the _id index MongoDB creates with every collection: the server renames such a "
                    + "declaration to _id_ and builds nothing, so the generated index models leave it out; remove "
                    + "the declaration"),
    // RedundantIndexPrefix
    REDUNDANT_INDEX_PREFIX("RedundantIndexPrefix",
            "index %s is a prefix of index %s, which serves every query this one serves: it only costs memory "
                    + "and time on every write; drop it (to check first that nothing slows down, hide it: %s)"),
    // IndexLimitExceeded
    INDEX_COUNT_LIMIT("IndexLimitExceeded",
            "'%s' declares %d indexes, %d with the _id index, more than the 64 MongoDB allows in a collection, so "
                    + "createIndexes fails (CannotCreateIndex, 67); drop the ones that are prefixes of others or rarely used, or combine "
                    + "fields into compound indexes"),
    INDEX_KEYS_LIMIT("IndexLimitExceeded",
            "index %s has %d keys, more than the 32 MongoDB allows in one index (error 13103); split it, or index fewer fields"),
    // TooManyIndexes
    TOO_MANY_INDEXES("TooManyIndexes",
            "'%s' declares %d indexes besides _id, more than %d (-Aschemaguard.maxIndexesPerCollection): each "
                    + "one slows every insert and update and takes memory; keep those your queries need, merged "
                    + "where one is a prefix of another (equality, sort, range)"),
    // ParallelArrays
    PARALLEL_ARRAYS("ParallelArrays",
            "index %s has keys in two different arrays, '%s' and '%s': MongoDB cannot index parallel arrays and "
                    + "refuses every document where both hold arrays; index them separately, or keep both values "
                    + "in one array of embedded documents"),
    PARALLEL_ARRAYS_IN_CLASS_PATH("ParallelArrays",
            "index %s has keys in two different arrays, '%s' and '%s': MongoDB cannot index parallel arrays and "
                    + "refuses every document where both hold arrays; index them separately ('%s' comes from the class "
                    + "path, so its arrays cannot become one array of embedded documents here)"),
    // IndexOnUnboundedArray
    INDEX_ON_UNBOUNDED_ARRAY("IndexOnUnboundedArray",
            "index key '%s' goes through '%s', an array without %s: a multikey index has one entry per "
                    + "element, so it grows with the array; bound the array with %s, or keep "
                    + "its elements in a collection of their own"),
    INDEX_ON_UNBOUNDED_ARRAY_IN_CLASS_PATH("IndexOnUnboundedArray",
            "index key '%s' goes through '%s', an array without %s: a multikey index has one entry per element, so "
                    + "it grows with the array; the array is declared in '%s', which comes from the class path, so no "
                    + "bound can be declared on it here; index a field outside the array instead, or drop the key from "
                    + "the index"),
    INDEX_ON_UNBOUNDED_INNER_ARRAY("IndexOnUnboundedArray",
            "index key '%s' goes through the %s values of '%s', arrays without %s: a multikey index has one "
                    + "entry per element, so it grows with them; bound them on the type argument with "
                    + "%s, or keep their elements in a collection of their own"),
    // CappedCollection
    CAPPED_SIZE("CappedCollection",
            "%s is outside 1..1125899906842624 (1 PiB): MongoDB refuses to create the collection "
                    + "(create's size must be at least 1 byte and at most 1 PB); give the size in bytes the rolling "
                    + "data may take, such as 104857600 for 100 MiB"),
    CAPPED_MAX("CappedCollection",
            "%s is 2^31 or more: MongoDB refuses to create the collection (\"max in a capped "
                    + "collection has to be < 2^31\"); give at most 2147483647, or 0 for no limit but the size"),
    CAPPED_TIME_SERIES("CappedCollection",
            "'%s' is both %s and @TimeSeries: MongoDB refuses capped, size and max on a time series "
                    + "collection (InvalidOptions, 72); let the time series expire old measurements with %s, or drop "
                    + "@TimeSeries for a plain capped collection"),
    CAPPED_TTL("CappedCollection",
            "TTL index %s is on a capped collection: MongoDB 5.2 to 7.0 refuses TTL indexes on capped collections "
                    + "(accepted before 5.2 and again from 7.1), and the target is %s; drop the TTL and let the size bound remove old "
                    + "documents, or raise -Aschemaguard.mongodbVersion to 7.1 if every server is that new"),
    CAPPED_SHARDED("CappedCollection",
            "'%s' is %s and has the shard key %s (%s on '%s'): MongoDB refuses to shard a capped collection "
                    + "(InvalidOptions, 72: \"can't shard a capped collection\"); drop the shard key and keep the "
                    + "collection on one shard, or drop %s and remove old documents with a TTL index"),
    // ShardKey
    SHARD_KEY_NO_KEYS("ShardKey",
            "%s on '%s' names no field: shardCollection refuses an empty shard key; name the fields to distribute "
                    + "the documents by, e.g. %s"),
    SHARD_KEY_UNKNOWN("ShardKey",
            "shard key '%s' does not resolve: '%s' is not a stored field of '%s'%s; %s, and every document needs "
                    + "them"),
    SHARD_KEY_THROUGH_REFERENCE("ShardKey",
            "shard key '%s' goes through the reference '%s': the referenced document is stored in another "
                    + "collection, so no document of this one has the field; shard on the reference id itself ('%s') "
                    + "or on a field of this document"),
    SHARD_KEY_ARRAY("ShardKey",
            "shard key '%s' goes through '%s', an array: MongoDB refuses to shard on a multikey index and refuses "
                    + "every document whose shard key holds an array (a document has one place in one chunk); shard "
                    + "on a scalar field"),
    SHARD_KEY_TYPE("ShardKey",
            "shard key '%s' is %s: MongoDB takes only ascending (1) or hashed shard key fields (\"Unsupported shard "
                    + "key pattern\"); write '%s' for a ranged key or '%s:hashed' for a hashed one"),
    SHARD_KEY_HASHED_KEYS("ShardKey",
            "shard key %s has %d hashed fields%s: MongoDB allows one hashed field in a shard key and refuses the "
                    + "collection; %s"),
    SHARD_KEY_COMPOUND_HASHED_BEFORE_44("ShardKey",
            "shard key %s is compound with a hashed field: MongoDB %s refuses it (compound hashed shard keys exist "
                    + "from 4.4 on, which -Aschemaguard.mongodbVersion excludes); shard on the hashed field alone"),
    SHARD_KEY_UNIQUE_HASHED("ShardKey",
            "%s(unique = true) with the hashed shard key %s: MongoDB refuses to shard on a unique hashed key (hashes "
                    + "can collide); drop unique, or shard on the field ranged and keep unique"),
    SHARD_KEY_TWICE("ShardKey",
            "%s on '%s' is a second shard key in one hierarchy, beside %s on '%s': a collection has one shard key, so "
                    + "the annotations contradict each other; declare it once, on the class the others inherit it from"),
    SHARD_KEY_TIME_SERIES("ShardKey",
            "shard key '%s' is not the time series collection's metaField%s or timeField '%s': MongoDB shards a time "
                    + "series collection only on its metaField, the metaField's subfields and its timeField; shard on "
                    + "the field that labels a series"),
    // UniqueIndexShardKey
    UNIQUE_INDEX_SHARD_KEY("UniqueIndexShardKey",
            "unique index %s does not start with the shard key %s (%s on '%s'): on a sharded collection each shard "
                    + "can only check uniqueness within its own chunks, so MongoDB refuses the index (CannotCreateIndex, "
                    + "67: \"cannot create unique index over ... with shard key pattern ...\") and refuses to shard the "
                    + "collection while it exists; start the index with the shard key's fields, e.g. %s"),
    // MonotonicShardKey
    MONOTONIC_SHARD_KEY("MonotonicShardKey",
            "ranged shard key %s starts with '%s', %s: its values grow with every insert, so every insert goes to the "
                    + "chunk of the highest values, on one shard, and the others wait for the balancer; hash it %s, or start "
                    + "the key with a field of many values that do not grow, such as a customer id"),
    // LowCardinalityShardKey
    LOW_CARDINALITY_SHARD_KEY("LowCardinalityShardKey",
            "shard key %s has only %s: a chunk splits only between different shard key values, so a key of few values makes "
                    + "chunks that cannot split (jumbo chunks), at most one per value in the whole cluster; add a field "
                    + "of many values after them, such as the _id or a customer id"),
    // TimeSeriesCollection
    TIME_SERIES_VERSION("TimeSeriesCollection",
            "@TimeSeries needs MongoDB 5.0, and the target is %s: older servers refuse the timeseries option of "
                    + "create; raise -Aschemaguard.mongodbVersion, or store the measurements in a regular "
                    + "collection with buckets of your own (bucket pattern)"),
    TIME_SERIES_DOTTED("TimeSeriesCollection",
            "@TimeSeries(%s = \"%s\") names a nested field: MongoDB takes only a top-level field as %s "
                    + "(InvalidOptions, 72); name a field of '%s' itself"),
    TIME_SERIES_UNKNOWN("TimeSeriesCollection",
            "@TimeSeries(%s = \"%s\") does not resolve: '%s' is not a stored field of '%s'%s; %s is a Java field "
                    + "name, as in index keys"),
    TIME_SERIES_TIME_NOT_DATE("TimeSeriesCollection",
            "@TimeSeries(timeField = \"%s\") is a field of type %s, not a date: MongoDB refuses every insert "
                    + "whose timeField is not a BSON date; make it a java.time.Instant or java.util.Date"),
    TIME_SERIES_META_ID("TimeSeriesCollection",
            "@TimeSeries(metaField = \"%s\") is stored as _id: MongoDB refuses _id as the metaField (InvalidOptions, "
                    + "72); name the field that labels a series, such as sensorId or a metadata subdocument"),
    TIME_SERIES_META_IS_TIME("TimeSeriesCollection",
            "@TimeSeries(metaField = \"%s\") is the timeField too: MongoDB refuses a metaField equal to the "
                    + "timeField (InvalidOptions, 72); name the field that labels a series"),
    TIME_SERIES_BUCKET_VERSION("TimeSeriesCollection",
            "@TimeSeries(%s = %d) needs MongoDB 6.3, and the target is %s: older servers refuse custom bucket "
                    + "settings; use granularity instead, or raise -Aschemaguard.mongodbVersion"),
    TIME_SERIES_BUCKET_RANGE("TimeSeriesCollection",
            "@TimeSeries(%s = %d) is outside 1..31536000 (a year): MongoDB refuses it; give the bucket span in "
                    + "seconds, or leave bucket settings out and use granularity"),
    TIME_SERIES_BUCKET_ALONE("TimeSeriesCollection",
            "@TimeSeries(%s = %d) is given without %s: MongoDB refuses one bucket setting without the other "
                    + "(InvalidOptions, 72: \"need to be set alongside each other\"); give both, with the same value"),
    TIME_SERIES_BUCKET_UNEQUAL("TimeSeriesCollection",
            "@TimeSeries(bucketMaxSpanSeconds = %d, bucketRoundingSeconds = %d) differ: MongoDB refuses them unless "
                    + "they are equal (InvalidOptions, 72); give both the same value"),
    TIME_SERIES_BUCKET_GRANULARITY("TimeSeriesCollection",
            "@TimeSeries(granularity = %s) is given with custom bucket settings: MongoDB refuses bucket settings "
                    + "other than the granularity's own beside a granularity (InvalidOptions, 72); keep either the "
                    + "granularity or bucketMaxSpanSeconds and bucketRoundingSeconds"),
    TIME_SERIES_UNIQUE("TimeSeriesCollection",
            "unique index %s is on a time series collection: MongoDB refuses unique indexes there (measurements "
                    + "are stored in buckets, not one document each); drop unique, and enforce uniqueness in the "
                    + "application or in a regular collection"),
    TIME_SERIES_TEXT("TimeSeriesCollection",
            "text index %s is on a time series collection: MongoDB refuses text indexes there; search the "
                    + "text in a regular collection, or use Atlas Search"),
    TIME_SERIES_TTL("TimeSeriesCollection",
            "TTL index %s is on a time series collection: MongoDB %s; expire measurements with %s instead"),
    TIME_SERIES_VALIDATION("TimeSeriesCollection",
            "'%s' is @TimeSeries with @Validation: MongoDB refuses validator, validationLevel and validationAction "
                    + "on a time series collection (InvalidOptions, 72); remove @Validation"),
    // TtlIndex
    TTL_KEYS("TtlIndex",
            "TTL index %s has %d keys: MongoDB refuses expireAfterSeconds on a compound index (CannotCreateIndex, "
                    + "67); index the date field alone with the TTL, and declare the compound index without it"),
    TTL_ON_ID("TtlIndex",
            "TTL index %s is on _id: the _id index takes no expireAfterSeconds and MongoDB refuses it "
                    + "(InvalidIndexSpecificationOption, 197); index a date field such as createdAt"),
    // TtlNeverExpires
    TTL_NOT_DATE("TtlNeverExpires",
            "TTL index %s is on '%s' of type %s: MongoDB builds it, but it only deletes documents whose indexed "
                    + "field holds a date or an array of dates, so these documents never expire; index a "
                    + "java.util.Date, Instant, LocalDate or LocalDateTime field"),
    // InvalidAnnotation, on indexes
    INDEX_KEY_EMPTY_SEGMENT("InvalidAnnotation",
            "index key '%s' is malformed: %s, and MongoDB refuses a key path with an empty field name "
                    + "(CannotCreateIndex, 67); write the "
                    + "Java field path with one '.' between field names%s"),
    INDEX_KEY_DOLLAR_SEGMENT("InvalidAnnotation",
            "index key '%s' has the field name '%s', which starts with '$': MongoDB refuses such a key path "
                    + "(CannotCreateIndex, 67), outside a DBRef's $id, $ref and $db and a wildcard's $**; index a field "
                    + "whose name does not start with '$'"),
    INDEX_SAME_FIELD_TWICE("InvalidAnnotation",
            "index %s names '%s' twice: an index key pattern is a document, which holds a field once, so one of "
                    + "the two would be lost; name each field once"),
    // TextIndexLimit
    TEXT_INDEX_LIMIT("TextIndexLimit",
            "text index %s is a second text index in '%s', after %s: a collection has at most one and MongoDB "
                    + "refuses the second (CannotCreateIndex, 67); %s"),
    TEXT_INDEX_LIMIT_ACROSS("TextIndexLimit",
            "text index %s of '%s' is a second text index in the collection '%s', after %s of '%s': a collection "
                    + "has at most one, whichever document declares it, and MongoDB refuses the second "
                    + "(CannotCreateIndex, 67); %s"),
    // HashedIndex
    HASHED_UNIQUE("HashedIndex",
            "hashed index %s is unique, which MongoDB refuses (hashes can collide; error 16764); declare the unique "
                    + "index on the field with %s, and a hashed one beside it if needed"),
    HASHED_KEYS("HashedIndex",
            "index %s has %d hashed keys: MongoDB allows one hashed key in an index and refuses more (error 31303); "
                    + "keep one"),
    HASHED_COMPOUND_BEFORE_44("HashedIndex",
            "hashed index %s has %d keys: MongoDB %s refuses a compound hashed index (they exist from 4.4 on, which "
                    + "-Aschemaguard.mongodbVersion excludes); hash the field alone"),
    HASHED_ARRAY("HashedIndex",
            "hashed index %s has the key '%s' through '%s', an array: no key of an index with a hashed key may hold "
                    + "an array, so MongoDB refuses every document where it does (error 16766); index a scalar "
                    + "field, or drop the hashed key"),
    // IndexTypeMix
    INDEX_TYPE_MIX("IndexTypeMix",
            "index %s has a %s key and a %s key: MongoDB refuses an index that mixes two special key types among "
                    + "2d, 2dsphere, text and hashed (CannotCreateIndex, 67); declare one index for each"),
    // TextIndexArray
    TEXT_INDEX_ARRAY("TextIndexArray",
            "text index %s has the non-text key '%s' through '%s', an array: the keys beside the text keys of a "
                    + "text index cannot hold arrays, so MongoDB refuses every document where it does "
                    + "(CannotBuildIndexKeys, 201); index a scalar field there, or index the array in an index of "
                    + "its own"),
    // IndexOptionConflict
    SPARSE_AND_PARTIAL("IndexOptionConflict",
            "index %s is both sparse and partial, which MongoDB refuses; say what sparse means in the filter "
                    + "instead, e.g. {\"%s\": {\"$exists\": true}}"),
    PARTIAL_FILTER_JSON("IndexOptionConflict",
            "partialFilter of index %s is not a JSON document: %s; write one filter document, such as "
                    + "{\"status\": \"A\", \"qty\": {\"$gt\": 5}}"),
    PARTIAL_FILTER_SHAPE("IndexOptionConflict",
            "partialFilter of index %s gives %s the value %s, but %s: MongoDB refuses the filter (BadValue, 2); "
                    + "write it as {\"$and\": [{\"a\": 1}, {\"b\": {\"$gt\": 5}}]} or {\"a\": {\"$in\": [1, 2]}}"),
    PARTIAL_FILTER_BEFORE_60("IndexOptionConflict",
            "partialFilter of index %s uses %s, which MongoDB accepts in a partial filter from 6.0 on only, and "
                    + "-Aschemaguard.mongodbVersion=%s says the application must run on older servers, which refuse "
                    + "it (CannotCreateIndex, 67); use equality, $exists: true, comparisons, $type and a top-level $and, "
                    + "or raise the version"),
    PARTIAL_FILTER_TOO_DEEP("IndexOptionConflict",
            "partialFilter of index %s nests $and and $or %d levels deep (the filter itself being 1), more than the "
                    + "%d MongoDB accepts in a partial filter (CannotCreateIndex, 67); flatten it: nested $and "
                    + "clauses can be merged into one"),
    ID_INDEX_OPTION("IndexOptionConflict",
            "index %s is on _id alone, and the _id index takes no %s: MongoDB creates it with every collection, "
                    + "with the collection's default collation, and refuses other options on it "
                    + "(InvalidIndexSpecificationOption, 197, or BadValue, 2, for a collation); remove the declaration, "
                    + "which adds nothing, or index another field"),
    PARTIAL_FILTER_TOP_LEVEL_OPERATOR("IndexOptionConflict",
            "partialFilter of index %s has %s where a filter names fields (or $and, $or): the operator of a field's "
                    + "condition applies to no field there, and MongoDB refuses the filter (BadValue, 2: \"unknown top "
                    + "level operator\"); put it under the field it tests, such as {status: {%s: ...}}"),
    PARTIAL_FILTER_OPERATOR("IndexOptionConflict",
            "partialFilter of index %s uses %s, which MongoDB refuses in a partial index (CannotCreateIndex, 67); "
                    + "use equality, $eq, $exists: true, $gt, $gte, $lt, $lte, $type, $and, $or or $in"),
    COLLATION_ON_SIMPLE_ONLY_INDEX("IndexOptionConflict",
            "%s index %s has the collation %s, but %s indexes compare by simple binary comparison only and "
                    + "MongoDB refuses it; remove the collation"),
    SIMPLE_ONLY_INDEX_DEFAULT_COLLATION("IndexOptionConflict",
            "%s index %s would take the collection's default collation %s, and MongoDB refuses a %s index "
                    + "with a collation other than simple; give it %s"),
    // CollationLocale
    COLLATION_LOCALE_UNKNOWN("CollationLocale",
            "collation locale '%s' is not one MongoDB supports, so it refuses the collection or index (BadValue, 2)"
                    + "%s; use a locale of the manual's \"Collation Locales and Default Parameters\" list, such as "
                    + "\"en\", \"fr_CA\" or \"de@collation=phonebook\", or \"simple\" for binary comparison"),
    COLLATION_LOCALE_NAMES_A_COLLECTION("CollationLocale",
            "collation locale '%s' is not one MongoDB supports, so it refuses the collection (BadValue, 2); %s's "
                    + "collation is the collection's default collation, not its name: did you mean collection = \"%1$s\"?"),
    COLLATION_SIMPLE_WITH_SETTINGS("CollationLocale",
            "collation locale 'simple' is binary comparison and takes no other setting, but %s is given: MongoDB "
                    + "refuses such a collation before 5.0 (FailedToParse, 9), and schemaguard would have to drop the setting; "
                    + "remove %s, or choose a locale such as \"en\""),
    COLLATION_SIMPLE_SENT_WITH_DEFAULTS("CollationLocale",
            "collation locale 'simple' is sent with every other setting of its @Collation, defaults included (the "
                    + "mapping writes them all), and MongoDB %s refuses a 'simple' collation with any other field "
                    + "(FailedToParse, 9; 5.0 ignores them, but -Aschemaguard.mongodbVersion says the application must "
                    + "run on older servers); remove the collation: an index without one compares by simple binary "
                    + "comparison, unless the collection was created with a default collation"),
    // StorageConfig
    STORAGE_CONFIG_SYNTAX("StorageConfig",
            "@Storage configString \"%s\" is not a WiredTiger configuration string: %s (at character %d), so MongoDB "
                    + "refuses the collection (BadValue, 2); write key=value items separated by commas, with nested "
                    + "values in parentheses and other text in double quotes, such as \"leaf_page_max=16KB,split_pct=90\""),
    STORAGE_CONFIG_NUL("StorageConfig",
            "@Storage configString contains a NUL character, and MongoDB refuses it (FailedToParse, 9: malformed "
                    + "'configString' value); remove it"),
    STORAGE_CONFIG_UNKNOWN_KEY("StorageConfig",
            "@Storage configString sets '%s', which is not a key WiredTiger documents for WT_SESSION.create, so "
                    + "MongoDB refuses the collection (BadValue, 2: unknown configuration key); %scorrect the name or "
                    + "remove the setting"),
    STORAGE_CONFIG_OUT_OF_RANGE("StorageConfig",
            "@Storage configString sets %s=%s, but WiredTiger takes %s for '%s', so MongoDB refuses the collection "
                    + "(BadValue, 2); choose a value in that range (sizes take WiredTiger's B, KB, MB and GB suffixes)"),
    STORAGE_CONFIG_BAD_VALUE("StorageConfig",
            "@Storage configString sets %s=%s, but WiredTiger takes %s for '%s', so MongoDB refuses the collection "
                    + "(BadValue, 2); %swrite the value that way"),
    STORAGE_CONFIG_LSM("StorageConfig",
            "@Storage configString asks for type=lsm, which MongoDB refuses from 5.0 on (error 6627201: "
                    + "\"Configuration 'type=lsm' is not supported\"; SERVER-66272: writes to such a collection "
                    + "crashed the server); remove it: a collection is a WiredTiger B-tree file"),
    STORAGE_CONFIG_TYPE("StorageConfig",
            "@Storage configString sets type=%s, but MongoDB stores a collection in a WiredTiger file (type=file) and "
                    + "has no '%s' data source, so the create fails; remove the type setting"),
    STORAGE_CONFIG_ENCRYPTION("StorageConfig",
            "@Storage configString sets encryption=%s: encryption at rest belongs to the whole server (MongoDB "
                    + "Enterprise, --enableEncryption), and MongoDB 8.0 refuses encryption options in a collection's "
                    + "configString (IllegalOperation, 20: \"Manual configuration of encryption options as part of "
                    + "'configString' is not supported\"); remove it"),
    STORAGE_CONFIG_ENCRYPTOR("StorageConfig",
            "@Storage configString sets encryption=%s, but WiredTiger encrypts only with an encryptor the server "
                    + "loaded at startup, and '%s' is none of them (MongoDB Community loads none), so the create fails; "
                    + "from 8.0 MongoDB refuses any encryption options in a configString (IllegalOperation, 20); "
                    + "remove it: encryption at rest is configured for the whole server (--enableEncryption)"),
    STORAGE_CONFIG_COMPRESSOR("StorageConfig",
            "@Storage configString sets block_compressor=%s, but MongoDB loads only the block compressors none, "
                    + "snappy, zlib and zstd, so WiredTiger refuses the collection (BadValue, 2: unknown compressor); "
                    + "%suse blockCompressor = Storage.Compressor.ZSTD or SNAPPY instead"),
    // ZlibCompression
    ZLIB_COMPRESSION("ZlibCompression",
            "%s compresses this collection with zlib, which costs several times the CPU of snappy (the "
                    + "naming-convention seed saw about 90%% to 100%% CPU with zlib against 20%% with snappy) on every "
                    + "write and every read from disk; use %s for a better ratio than snappy at far less CPU than "
                    + "zlib, or snappy, the server's default"),
    // GeoIndex
    GEO_2D_NOT_FIRST("GeoIndex",
            "index %s has its 2d key '%s' in place %d: the 2d key of a compound index must come first, and an "
                    + "index has one, so MongoDB refuses it (CannotCreateIndex, 67); put it first"),
    GEO_2D_ON_GEOJSON("GeoIndex",
            "index %s has a 2d key on '%s', which stores GeoJSON (%s, written as {type, coordinates}): a 2d key "
                    + "reads legacy coordinate pairs only, so MongoDB refuses every insert or update that stores a "
                    + "value there (%s), and building the index on such documents fails; index GeoJSON as 2dsphere: "
                    + "%s"),
    // LowCardinalityIndexPrefix
    LOW_CARDINALITY_PREFIX("LowCardinalityIndexPrefix",
            "index %s starts with '%s', %s with few distinct values, so its first key narrows the search "
                    + "little; put the selective equality fields first (equality, sort, range), or make it a "
                    + "partial index on the value you query, with %s"),
    LOW_CARDINALITY_PREFIX_BEFORE_SORT("LowCardinalityIndexPrefix",
            "index %s starts with '%s', %s with few distinct values, and its other keys (%s) are sort or range "
                    + "keys, so no selective equality key can go first; make it a partial index on the value you "
                    + "query, with %s"),
    // CaseInsensitiveWithoutCollation
    CASE_INSENSITIVE_WITHOUT_COLLATION("CaseInsensitiveWithoutCollation",
            "'%s' is @CaseInsensitive but no index starts with it under a case-insensitive collation (strength "
                    + "1 or 2), so lookups that ignore case scan the collection or fall back to a $regex with "
                    + "option i; add %s and query with the same collation"),
    // LargeIndexKey
    LARGE_INDEX_KEY("LargeIndexKey",
            "index key '%s' is a String of up to %,d characters (its declared bound): index entries over 1 KB bloat the "
                    + "index (MongoDB before 4.2 refused them); index a hash of it with %s, or bound it to "
                    + "1024 characters"),
    // IndexThroughMap
    INDEX_THROUGH_MAP("IndexThroughMap",
            "index key '%s' goes into the map '%s', so it indexes the one dynamic key '%s' only; store the "
                    + "entries as an array of {k, v} documents (attribute pattern) and index its 'k' and 'v'"),
    // TooManyCollections
    TOO_MANY_COLLECTIONS("TooManyCollections",
            "database %s has %d collections, more than %d (-Aschemaguard.maxCollectionsPerDatabase): each "
                    + "collection and index is a file, a cache entry and a lock to the server; store documents of "
                    + "one kind in one collection, with a field that tells them apart"),
    // CollectionPerEntity
    COLLECTION_PER_ENTITY("CollectionPerEntity",
            "collection '%s' of '%s' differs from %s only in digits: one collection per entity multiplies "
                    + "namespaces and indexes without end; store them in one collection with a field for the "
                    + "entity (e.g. bookId), and index it"),

    // DatabaseName
    DATABASE_NAME("DatabaseName",
            "database name '%s'%s %s, so MongoDB refuses to create it (InvalidNamespace, 73); use letters, digits and '_' only, "
                    + "at most 63 bytes"),
    // DatabaseNameStyle
    DATABASE_NAME_STYLE("DatabaseNameStyle",
            "database name '%s'%s does not follow the convention [a-z][a-z0-9_]* of at most 64 characters: "
                    + "databases are folders on disk and mixed case or punctuation breaks tools and scripts; "
                    + "rename it to '%s'"),
    // CollectionName
    COLLECTION_NAME("CollectionName",
            "collection name '%s'%s %s, so MongoDB refuses it (InvalidNamespace, 73); choose a name without '$' or NUL that does not "
                    + "start with 'system.' or '.'"),
    COLLECTION_NAMESPACE_TOO_LONG("CollectionName",
            "namespace '%s'%s is %d UTF-8 bytes, more than the %d MongoDB allows%s for database.collection "
                    + "(InvalidNamespace, 73); use a shorter collection or database name"),
    // CollectionNameStyle
    COLLECTION_NAME_STYLE("CollectionNameStyle",
            "collection name '%s'%s does not follow the %s convention %s of at most 64 characters: "
                    + "mixed case and punctuation are easy to mistype in the shell, drivers and $lookup; "
                    + "rename it with %s, or choose the convention with "
                    + "-Aschemaguard.collectionNaming=snake_case|camelCase"),
    // FieldName
    FIELD_NAME("FieldName",
            "stored field name '%s' of '%s' %s: BSON ends every field name with a NUL byte, so the driver refuses "
                    + "to encode the document and nothing is stored; give it a plain name with %s"),
    FIELD_NAME_BEFORE_50("FieldName",
            "stored field name '%s' of '%s' starts with '$' at the top level of the document, and MongoDB %s refuses "
                    + "to insert such a document (BadValue, 2; 5.0 stores it, but -Aschemaguard.mongodbVersion "
                    + "says the application must run on older servers); give it a plain name with %s"),
    FIELD_NAME_DOLLAR_IN_ID("FieldName",
            "stored field name '%s' of '%s' starts with '$' inside the _id type '%s': MongoDB refuses such a "
                    + "document at every version (DollarPrefixedFieldName, 52); give it a plain name with %s"),
    // UnaddressableFieldName
    UNADDRESSABLE_FIELD_NAME("UnaddressableFieldName",
            "stored field name '%s' of '%s' %s: MongoDB stores it, but no query, update, projection or index path "
                    + "can name it (only $getField and $setField reach it), replacement updates refuse a top-level "
                    + "'$' name, and object mappers may refuse it; give it a plain name with %s"),
    FIELD_NAME_TAKEN("FieldName",
            "'%s' is stored as '%s', a name '%s' of '%s' already uses in the same document: one value would "
                    + "overwrite the other; give one of them another name with %s"),
    // FieldNameStyle
    FIELD_NAME_STYLE("FieldNameStyle",
            "stored field name '%s' of '%s' does not follow the convention [A-Za-z_][A-Za-z0-9_]*: the shell, "
                    + "other drivers and BI tools must quote or escape it; store it as '%s' with %s"),
    FIELD_NAME_STYLE_NO_ASCII("FieldNameStyle",
            "stored field name '%s' of '%s' does not follow the convention [A-Za-z_][A-Za-z0-9_]*: the shell, "
                    + "other drivers and BI tools must quote or escape it; choose a name of ASCII letters, digits and "
                    + "'_' that says the same and store it with %s"),
    // IndexName
    INDEX_NAME("IndexName",
            "index name '%s' %s, so MongoDB rejects the index; remove name to use the generated '%s', "
                    + "or choose another"),
    // IndexNameLength
    INDEX_NAME_LENGTH("IndexNameLength",
            "index name '%s' is %d characters, more than 127: long names are truncated in tools, bloat every "
                    + "listIndexes and error message, and before 4.2 MongoDB refused a full index namespace "
                    + "(database.collection.$name) over 127 bytes; give a short name with "
                    + "%s(name = \"...\")"),
    // DuplicateCollection
    DUPLICATE_COLLECTION("DuplicateCollection",
            "'%s' is stored in collection '%s', like %s, and they disagree on what is stored there: %s; each class "
                    + "would read documents the other wrote otherwise; store one type and one index under each name "
                    + "in both classes, give each its own %s, or make them subclasses of one class (polymorphic "
                    + "pattern)"),
    // DatabaseNameCase
    DATABASE_NAME_CASE("DatabaseNameCase",
            "database name '%s' of '%s' differs only in case from %s: MongoDB refuses to create a database whose "
                    + "name differs from an existing one only in case (DatabaseDifferCase, 13297); spell the name one way everywhere");

    private final String rule;
    private final String template;
    private final int arguments;
    private final int fixStart;

    Message(String rule, String template) {
        this.rule = rule;
        this.template = template;
        this.arguments = arguments(template);
        this.fixStart = fixStart(template);
    }

    /**
     * Where the fix begins in a template: what is wrong and why comes first, then {@code "; "} and what
     * to do (a {@code "; "} inside parentheses belongs to an aside); the template's length when it
     * proposes no fix of its own.
     */
    static int fixStart(String template) {
        int depth = 0;
        for (int i = 0; i < template.length() - 1; i++) {
            char c = template.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0 && c == ';' && template.charAt(i + 1) == ' ') {
                return i;
            }
        }
        return template.length();
    }

    /** In a class of its own: an enum's constants are built before its static fields. */
    private static final class Specifiers {
        static final java.util.regex.Pattern PATTERN =
                java.util.regex.Pattern.compile("%(?:(\\d+)\\$)?[-#+ 0,(<]*\\d*(?:\\.\\d+)?([a-zA-Z%])");
    }

    /** The arguments a template takes: its specifiers, or the highest position one names (also {@link ProcessorMessage}'s). */
    static int arguments(String template) {
        java.util.regex.Matcher m = Specifiers.PATTERN.matcher(template);
        int sequential = 0;
        int highest = 0;
        while (m.find()) {
            String conversion = m.group(2);
            if (conversion.equals("%") || conversion.equals("n")) {
                continue;
            }
            if (m.group(1) != null) {
                highest = Math.max(highest, Integer.parseInt(m.group(1)));
            } else {
                sequential++;
            }
        }
        return Math.max(sequential, highest);
    }

    public String rule() {
        return rule;
    }

    public String template() {
        return template;
    }

    /**
     * The message with its arguments. As many as the template takes: {@code String.format} drops
     * the ones too many without a word, and with them what the user was to be told. Checked where
     * assertions are on (the tests, which print every template), not in a user's build, where a
     * message with a word missing is better than none.
     */
    public String format(Object... args) {
        assert args.length == arguments : name() + " takes " + arguments + " arguments, given " + args.length;
        return String.format(Locale.ROOT, template, args);
    }

    /**
     * What is wrong and why, without the fix: the start of {@link #format}'s text. A finding in a class
     * the user cannot edit (one from the class path) gets another fix in its place.
     */
    public String problem(Object... args) {
        return String.format(Locale.ROOT, template.substring(0, fixStart), args);
    }

    /**
     * What a finding on a class that documents share (a superclass, an embedded type) adds to its
     * text: the documents it concerns and their collections, since it is printed once, on that
     * class, for all of them (README's Options and suppression section).
     *
     * @param documents   the documents' simple names, in the order they were checked
     * @param collections their collections, each once; empty when none is known
     */
    public static String inDocuments(List<String> documents, Collection<String> collections) {
        String names = documents.stream().map(d -> "'" + d + "'").collect(Collectors.joining(", "));
        String where = collections.isEmpty() ? ""
                : " (" + (collections.size() == 1 ? "collection " : "collections ")
                        + collections.stream().map(c -> "'" + c + "'").collect(Collectors.joining(", ")) + ")";
        return "; in " + (documents.size() == 1 ? "document " : "documents ") + names + where;
    }
}
