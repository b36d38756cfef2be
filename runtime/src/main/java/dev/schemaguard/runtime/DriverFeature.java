package dev.schemaguard.runtime;

import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.TimeSeriesOptions;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * What the runtime reads from the driver's option objects and older drivers lack. The runtime is
 * compiled against the newest driver, but runs with the application's (any mongodb-driver-sync from
 * 4.0 on), so it reads these only where the driver on the class path has them: each is detected once,
 * when this class is initialized, by calling it, as the JVM links it. A driver without one cannot
 * declare it either (its option objects have no such field), so nothing declared is lost; a schema
 * class compiled against a newer driver that calls one fails to build its target, and
 * {@link #describe(LinkageError)} names what it needed. Everything the runtime sends goes through
 * {@code runCommand} with documents it builds ({@code createIndexes} with its {@code commitQuorum},
 * {@code collMod}, {@code shardCollection}), which every driver has: none of it is a feature here.
 */
enum DriverFeature {
    /** {@code IndexOptions.hidden}: driver 4.1 (its {@code @since}). */
    HIDDEN_INDEXES("hidden indexes (IndexOptions.hidden)", "4.1", "IndexOptions.hidden", "IndexOptions.isHidden") {
        @Override
        void probe() {
            new IndexOptions().isHidden();
        }
    },
    /** {@code CreateCollectionOptions.timeSeriesOptions} and its {@code expireAfter}: driver 4.3. */
    TIME_SERIES(
            "time series collections (CreateCollectionOptions.timeSeriesOptions, expireAfter)",
            "4.3",
            "TimeSeriesOptions",
            "TimeSeriesGranularity",
            "CreateCollectionOptions.timeSeriesOptions",
            "CreateCollectionOptions.getTimeSeriesOptions",
            "CreateCollectionOptions.expireAfter",
            "CreateCollectionOptions.getExpireAfter") {
        @Override
        void probe() {
            new CreateCollectionOptions().getTimeSeriesOptions();
            new CreateCollectionOptions().getExpireAfter(TimeUnit.SECONDS);
        }
    },
    /** {@code TimeSeriesOptions.bucketMaxSpan} and {@code bucketRounding}: driver 4.10. */
    TIME_SERIES_BUCKETS(
            "time series bucket settings (TimeSeriesOptions.bucketMaxSpan, bucketRounding)",
            "4.10",
            "TimeSeriesOptions.bucketMaxSpan",
            "TimeSeriesOptions.getBucketMaxSpan",
            "TimeSeriesOptions.bucketRounding",
            "TimeSeriesOptions.getBucketRounding") {
        @Override
        void probe() {
            new TimeSeriesOptions("t").getBucketMaxSpan(TimeUnit.SECONDS);
        }
    };

    private final String description;
    private final String since;
    /** The driver's names in a NoSuchMethodError or NoClassDefFoundError that mean this feature, most specific last. */
    @SuppressWarnings("ImmutableEnumChecker") // private, only read by named(String), never handed out
    private final String[] names;

    /** Initialized after the constants, once per class loader that loads the runtime. */
    private static final Set<DriverFeature> AVAILABLE = detect();

    private static Set<DriverFeature> detect() {
        Set<DriverFeature> available = EnumSet.noneOf(DriverFeature.class);
        for (DriverFeature feature : values()) {
            try {
                feature.probe();
                available.add(feature);
            } catch (LinkageError e) {
                // NoSuchMethodError or NoClassDefFoundError: this driver does not have it
            }
        }
        return Collections.unmodifiableSet(available);
    }

    DriverFeature(String description, String since, String... names) {
        this.description = description;
        this.since = since;
        this.names = names;
    }

    /** Calls the feature's API as the runtime does; throws a LinkageError where the driver lacks it. */
    abstract void probe();

    /** Whether the driver on the class path has it. */
    boolean available() {
        return AVAILABLE.contains(this);
    }

    /**
     * What {@code error} (thrown while a target was built, or by the runtime itself) says the driver
     * lacks, with the first driver that has it, such as {@code "hidden indexes (IndexOptions.hidden),
     * which mongodb-driver-sync 4.1 and later have (NoSuchMethodError: ...)"}; the error itself when it
     * names no feature listed here. A schema class whose static initializer failed is reported with its
     * cause: an ExceptionInInitializerError the first time, a NoClassDefFoundError after.
     */
    static String describe(LinkageError error) {
        StringBuilder errors = new StringBuilder();
        DriverFeature found = null;
        for (Throwable cause = error; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            errors.append(errors.length() == 0 ? "" : ", caused by ")
                    .append(cause.getClass().getSimpleName())
                    .append(cause.getMessage() == null ? "" : ": " + cause.getMessage());
            if (found == null) {
                found = named(cause.getMessage());
            }
        }
        if (found == null) {
            return "an API of the driver that the driver on the class path lacks (" + errors + ")";
        }
        return found.description + ", which mongodb-driver-sync " + found.since + " and later have (" + errors + ")";
    }

    /** The feature a JVM linkage message names, or {@code null}. */
    private static DriverFeature named(String message) {
        if (message == null) {
            return null;
        }
        // NoClassDefFoundError separates packages with '/', NoSuchMethodError with '.'
        String normalized = message.replace('/', '.');
        DriverFeature found = null;
        for (DriverFeature feature : values()) {
            for (String name : feature.names) {
                if (normalized.contains("com.mongodb.client.model." + name)) {
                    // the bucket settings' names contain TimeSeriesOptions: the later, more specific feature wins
                    found = feature;
                }
            }
        }
        return found;
    }
}
