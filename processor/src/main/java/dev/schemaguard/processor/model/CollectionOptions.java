package dev.schemaguard.processor.model;

import java.util.Map;
import java.util.Objects;

/**
 * How a document's collection is created beyond its name and collation (docs/guide/collection-options.md): capped, time
 * series, WiredTiger storage, and a validator generated from the model. Each part is {@code null}
 * when not declared. Every part keeps the origin of its annotation and of each member written,
 * so that a rule points at the value at fault.
 */
public record CollectionOptions(Capped capped, TimeSeries timeSeries, Storage storage, Validation validation) {

    public static final CollectionOptions NONE = new CollectionOptions(null, null, null, null);

    public boolean isEmpty() {
        return capped == null && timeSeries == null && storage == null && validation == null;
    }

    /**
     * @param maxDocuments zero or less: no limit but the size
     * @param members the origin of each member written, by member name
     */
    public record Capped(long sizeBytes, long maxDocuments, Origin origin, Map<String, Origin> members) {
        public Capped {
            members = Map.copyOf(members);
        }

        public Origin originOf(String member) {
            return members.getOrDefault(member, origin);
        }

        /**
         * A member as the user wrote it, for messages: {@code @Capped(sizeBytes = 0)}, or in another
         * vocabulary's words, such as Morphia's {@code @CappedAt(value = 0)}.
         */
        public String spelled(String member, long value) {
            Origin at = originOf(member);
            return at.annotationName() != null && at.memberName() != null
                    ? at.annotationName() + "(" + at.memberName() + " = " + value + ")"
                    : "@Capped(" + member + " = " + value + ")";
        }

        /** Whether both cap the collection alike, wherever they are written (no limit on the count is no limit). */
        public boolean capsAlike(Capped other) {
            return sizeBytes == other.sizeBytes && Math.max(0, maxDocuments) == Math.max(0, other.maxDocuments);
        }

        /** The annotation that makes the collection capped, for messages: {@code @Capped}, or Morphia's {@code @Entity(cap)}. */
        public String spelled() {
            return origin.annotationName() != null && origin.memberName() != null
                    ? origin.annotationName() + "(" + origin.memberName() + ")"
                    : "@Capped";
        }

        /** What is removed to make the collection uncapped, for messages: {@code @Capped}, or Morphia's {@code cap from @Entity}. */
        public String removal() {
            return origin.annotationName() != null && origin.memberName() != null
                    ? origin.memberName() + " from " + origin.annotationName()
                    : "@Capped";
        }
    }

    /**
     * @param timeField the Java path as written (resolved to a stored name by the rules and the generator)
     * @param metaField the Java path as written, or empty
     * @param expireAfterSeconds negative: never
     */
    public record TimeSeries(
            String timeField,
            String metaField,
            Granularity granularity,
            long bucketMaxSpanSeconds,
            long bucketRoundingSeconds,
            long expireAfterSeconds,
            Origin origin,
            Map<String, Origin> members) {
        public TimeSeries {
            members = Map.copyOf(members);
        }

        public Origin originOf(String member) {
            return members.getOrDefault(member, origin);
        }

        /** Whether both create the same time series collection, wherever they are written. */
        public boolean createsAlike(TimeSeries other) {
            return timeField.equals(other.timeField)
                    && metaField.equals(other.metaField)
                    && granularity == other.granularity
                    && bucketMaxSpanSeconds == other.bucketMaxSpanSeconds
                    && bucketRoundingSeconds == other.bucketRoundingSeconds
                    && Math.max(-1, expireAfterSeconds) == Math.max(-1, other.expireAfterSeconds);
        }

        public boolean hasMetaField() {
            return !metaField.isEmpty();
        }

        /** Whether {@code bucketMaxSpanSeconds} or {@code bucketRoundingSeconds} is given (MongoDB 6.3). */
        public boolean hasBucketSettings() {
            return bucketMaxSpanSeconds != 0 || bucketRoundingSeconds != 0;
        }
    }

    public enum Granularity {
        SECONDS("seconds", 3600),
        MINUTES("minutes", 86400),
        HOURS("hours", 2592000);

        private final String serverName;
        private final long defaultBucketMaxSpanSeconds;

        Granularity(String serverName, long defaultBucketMaxSpanSeconds) {
            this.serverName = serverName;
            this.defaultBucketMaxSpanSeconds = defaultBucketMaxSpanSeconds;
        }

        /** As {@code create} takes it. */
        public String serverName() {
            return serverName;
        }

        /** The bucket span the server uses for this granularity (manual: "Time Series Granularity"). */
        public long defaultBucketMaxSpanSeconds() {
            return defaultBucketMaxSpanSeconds;
        }
    }

    /** @param configString WiredTiger settings as written, or empty */
    public record Storage(Compressor blockCompressor, String configString, Origin origin, Map<String, Origin> members) {
        public Storage {
            members = Map.copyOf(members);
        }

        public Origin originOf(String member) {
            return members.getOrDefault(member, origin);
        }
    }

    public enum Compressor {
        DEFAULT(null),
        NONE("none"),
        SNAPPY("snappy"),
        ZLIB("zlib"),
        ZSTD("zstd");

        private final String wiredTigerName;

        Compressor(String wiredTigerName) {
            this.wiredTigerName = wiredTigerName;
        }

        /** WiredTiger's {@code block_compressor} value, or {@code null} for the server's default. */
        public String wiredTigerName() {
            return wiredTigerName;
        }
    }

    /**
     * @param origin the {@code @Validation}, or {@link Origin#NONE} when {@code -Aschemaguard.validation} turned it on
     * @param validator the validator the user wrote, as extended JSON (Morphia's {@code @Validation(value)}), or
     *     {@code null} for the {@code $jsonSchema} generated from the model
     */
    public record Validation(ValidationLevel level, ValidationAction action, Origin origin, String validator) {

        public Validation(ValidationLevel level, ValidationAction action, Origin origin) {
            this(level, action, origin, null);
        }

        /** Whether both give the collection the same validator, level and action, wherever they are written. */
        public boolean validatesAlike(Validation other) {
            return level == other.level && action == other.action && Objects.equals(validator, other.validator);
        }

        /** Whether the collection gets the user's own validator rather than one generated from the model. */
        public boolean isWritten() {
            return validator != null;
        }
    }

    public enum ValidationLevel {
        OFF("off"),
        MODERATE("moderate"),
        STRICT("strict");

        private final String serverName;

        ValidationLevel(String serverName) {
            this.serverName = serverName;
        }

        public String serverName() {
            return serverName;
        }
    }

    public enum ValidationAction {
        ERROR("error"),
        WARN("warn");

        private final String serverName;

        ValidationAction(String serverName) {
            this.serverName = serverName;
        }

        public String serverName() {
            return serverName;
        }
    }
}
