package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.ReadProblem;

/**
 * A mapping annotation written where its framework never reads it: the framework accepts the class, so
 * nothing refuses it, but what the author meant (a stored name, an id) is not what is stored. Not fixed,
 * since the application runs; an annotation that only repeats what the framework does anyway (an ignore
 * marker on a method that stores nothing) is not recorded at all. The reader records what it sees
 * (the driver's PropertyReflectionUtils and PojoBuilderHelper, SDM's bean pairing, Morphia's field
 * discovery decide where each framework reads).
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary =
                "A mapping annotation where the framework never reads it: what it names or stores is not what is stored")
public final class UnreadAnnotation implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (ReadProblem p : document.problems()) {
            if (p.template() instanceof Message message) {
                report.report(message, p.origin(), p.args().toArray());
            }
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {

        /**
         * A composed annotation that leads to one of SDM's through an annotation without RUNTIME retention, which
         * Spring never sees. args: the composed annotation ({@code @UniqueKey}), the element, SDM's annotation
         * ({@code @Indexed}), the annotation without the retention.
         */
        SPRING_DATA_COMPOSED_NOT_RETAINED(
                "%1$s on '%2$s' is never read: it carries %3$s, but %4$s has no @Retention(RetentionPolicy.RUNTIME), "
                        + "and an annotation of CLASS retention, the default, is not there when the application runs, "
                        + "so Spring Data ignores %3$s and the model does too; add @Retention(RetentionPolicy.RUNTIME) "
                        + "to %4$s"),
        /** args: the name the creator parameter reads, creator parameter, class. */
        DRIVER_CREATOR_PROPERTY_UNWRITTEN(
                "@BsonProperty(\"%1$s\") on the creator parameter '%2$s' reads a name nothing writes: no stored field "
                        + "of '%3$s' is written as '%1$s', so the driver's codec accepts the class and passes null (or "
                        + "0) for '%2$s' on every read; give the parameter the name a field of '%3$s' is written under"),
        /** args: creator parameter, the name it reads, the field, the name the field is written under. */
        CREATOR_NAME_MISMATCH(
                "@BsonCreator parameter '%s' is read from '%s', but '%s' is written as '%s': the driver writes the "
                        + "value under one name and reads it back from another, so it is lost on every read; give the "
                        + "parameter @BsonProperty(\"%4$s\")"),
        /** args: the annotation's simple name, field, the getter the driver writes it through, that getter's property. */
        DRIVER_FIELD_ANNOTATION_UNREAD(
                "@%s on field '%s' is never read: the driver's POJO codec writes this value through %s(), the getter "
                        + "of the property '%4$s', and reads that property's annotations on the getter, not on a field "
                        + "of another name, so the value is stored as '%4$s' whatever the field says; move @%1$s to "
                        + "%3$s(), or give the field the getter of its own name"),
        /**
         * An annotation on a field the driver's codec never writes (not public, no public getter). args: the annotation's
         * simple name, field, its access ({@code private}), the getter that would write it ({@code getTitle}).
         */
        DRIVER_UNWRITTEN_FIELD_ANNOTATION(
                "@%1$s on field '%2$s' changes nothing: the driver's POJO codec writes public fields, fields with a "
                        + "public getter, and getters (PropertyMetadata.isSerializable), and '%2$s' is %3$s without a "
                        + "getter, so it is never written nor stored; add a public getter %4$s() to store it, or "
                        + "delete @%1$s"),
        /** args: Lombok's annotation ({@code @Getter}), the SDM annotation, the accessor Lombok is to generate, field. */
        SPRING_DATA_ACCESSOR_NOT_GENERATED_YET(
                "Lombok's %s(onMethod_) puts %s on %s(), where Spring Data reads it for the property '%s', but javac "
                        + "ran schemaguard's processor before Lombok's, so the method was not generated yet and the "
                        + "model cannot follow the annotation: the schema class and the bootstrap could differ from "
                        + "what Spring Data maps; list Lombok ahead of schemaguard in annotationProcessorPaths, or "
                        + "write %2$s on the field"),
        /** args: the annotation ({@code @BsonIgnore}), the getter Lombok is to generate, field. */
        GETTER_NOT_GENERATED_YET(
                "Lombok's @Getter(onMethod_) puts %s on %s(), where the driver's codec reads it for '%s', but javac "
                        + "ran schemaguard's processor before Lombok's, so the getter was not generated yet and the "
                        + "model cannot follow the annotation: the schema class could name a field the codec writes "
                        + "otherwise; list Lombok ahead of schemaguard in annotationProcessorPaths, or write %1$s on "
                        + "the field"),
        /** args: the same, for SDM, which maps the class without that property and stores a generated _id. */
        SPRING_DATA_ID_NOT_STORED(
                "%2$s on '%1$s' is never read: %3$s keeps '%1$s' out of the mapping, so Spring Data MongoDB maps the "
                        + "class without an id property and stores a generated ObjectId as _id; remove %3$s, or delete "
                        + "%2$s"),
        /** args: none (a Morphia {@code @Collation(locale = Collation.DEFAULT_LOCALE)}). */
        MORPHIA_DEFAULT_LOCALE(
                "@Collation(locale = Collation.DEFAULT_LOCALE) makes Morphia's IndexHelper send the locale of the JVM "
                        + "that creates the index (Locale.getDefault()), so the index differs from one machine to the "
                        + "next and schemaguard cannot know it: the schema class and the bootstrap create this index "
                        + "without a collation; name the locale, as in @Collation(locale = \"en\")"),
        /** args: value, count. */
        MORPHIA_CAP_IGNORED(
                "@CappedAt(value = %s, count = %s) creates no capped collection: Morphia's ensureCaps() caps a "
                        + "collection only when value or count is positive, so this cap is silently dropped; give the "
                        + "size in bytes (value), or remove cap"),
        /** args: the type whose {@code @Indexes} Morphia never reads, the entity, the type whose {@code @Indexes} it reads instead. */
        MORPHIA_INDEXES_HIDDEN(
                "@Indexes on '%s' creates no index for '%s': Morphia's model of each mapped class keeps one @Indexes, "
                        + "the class's own, else the nearest superclass's, else an interface's, and reads the one on "
                        + "'%s' instead, so these indexes are silently dropped; copy their @Index entries into the "
                        + "@Indexes on '%3$s'"),
        /** args: the Morphia {@code @ShardKey} as written, entity, the Java name written, the field's stored name. */
        MORPHIA_SHARD_KEY_JAVA_NAME(
                "%s on '%s' names the Java field '%s', which is stored as '%s': Morphia's shardCollections() sends "
                        + "shard key names as written, unmapped, so the collection would be sharded on a field no "
                        + "document has and every document would land in one chunk; write the stored name, "
                        + "@ShardKey(\"%4$s\")"),
        /**
         * A framework's annotation on a method (or a parameter) the framework never reads, which meant to name or
         * store something. args: the annotation's simple name, where ({@code addMoney()}), the framework's rule
         * of where it reads them, what is stored instead, how to make it count.
         */
        UNREAD_ON_METHOD("@%1$s on %2$s is never read: %3$s, and %2$s is none of them, so %4$s; %5$s, or delete @%1$s");

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
