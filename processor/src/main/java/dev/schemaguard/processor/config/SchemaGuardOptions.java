package dev.schemaguard.processor.config;

import dev.schemaguard.processor.diagnostic.ProcessorMessage;
import dev.schemaguard.processor.diagnostic.RuleInfo;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.ClosestName;
import dev.schemaguard.processor.model.CollectionOptions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import javax.lang.model.SourceVersion;

/**
 * The processor options ({@code -Aschemaguard.…}), parsed once. What cannot be used is kept
 * as an {@link OptionProblem} for the processor to print: nothing the user passed is ignored
 * without a word.
 */
public final class SchemaGuardOptions {

    public static final String PREFIX = "schemaguard.";
    public static final String DATABASE = PREFIX + "database";
    public static final String BOOTSTRAP_PACKAGE = PREFIX + "bootstrapPackage";
    public static final String BLOATED_DOCUMENT_BYTES = PREFIX + "bloatedDocumentBytes";
    public static final String MAX_INDEXES_PER_COLLECTION = PREFIX + "maxIndexesPerCollection";
    public static final String MAX_COLLECTIONS_PER_DATABASE = PREFIX + "maxCollectionsPerDatabase";
    public static final String WARNINGS_AS_ERRORS = PREFIX + "warningsAsErrors";
    public static final String WAIT_FOR_GENERATED_DOCUMENTS = PREFIX + "waitForGeneratedDocuments";
    public static final String MONGODB_VERSION = PREFIX + "mongodbVersion";
    public static final String BASELINE = PREFIX + "baseline";
    public static final String WRITE_BASELINE = PREFIX + "writeBaseline";
    public static final String COLLECTION_NAMING = PREFIX + "collectionNaming";
    public static final String VALIDATION = PREFIX + "validation";
    public static final String SARIF = PREFIX + "sarif";
    public static final String SARIF_ROOT = PREFIX + "sarifRoot";
    public static final String REPORT = PREFIX + "report";
    public static final String SPRING_DATA_FIELD_NAMING_STRATEGY = PREFIX + "springData.fieldNamingStrategy";
    public static final String MORPHIA_NAMING = PREFIX + "morphiaNaming";
    public static final String STORED_AS = PREFIX + "storedAs";
    public static final String WORKLOAD = PREFIX + "workload";

    public static final long DEFAULT_BLOATED_DOCUMENT_BYTES = 2L * 1024 * 1024;
    public static final long DEFAULT_MAX_INDEXES_PER_COLLECTION = 10;
    public static final long DEFAULT_MAX_COLLECTIONS_PER_DATABASE = 80;

    private static final List<String> SETTINGS = List.of(
            DATABASE,
            BOOTSTRAP_PACKAGE,
            BLOATED_DOCUMENT_BYTES,
            MAX_INDEXES_PER_COLLECTION,
            MAX_COLLECTIONS_PER_DATABASE,
            WARNINGS_AS_ERRORS,
            WAIT_FOR_GENERATED_DOCUMENTS,
            MONGODB_VERSION,
            BASELINE,
            WRITE_BASELINE,
            COLLECTION_NAMING,
            VALIDATION,
            SARIF,
            SARIF_ROOT,
            REPORT,
            SPRING_DATA_FIELD_NAMING_STRATEGY,
            MORPHIA_NAMING,
            STORED_AS,
            WORKLOAD);

    private final String database;
    private final String bootstrapPackage;
    private final long bloatedDocumentBytes;
    private final long maxIndexesPerCollection;
    private final long maxCollectionsPerDatabase;
    private final boolean warningsAsErrors;
    private final boolean waitForGeneratedDocuments;
    private final MongoVersion mongodbVersion;
    private final String baseline;
    private final boolean writeBaseline;
    private final CollectionNaming collectionNaming;
    private final CollectionOptions.ValidationLevel validation;
    private final String sarif;
    private final String sarifRoot;
    private final String report;
    private final SpringDataFieldNaming springDataFieldNaming;
    private final MorphiaNaming morphiaNaming;
    private final Workload workload;
    private final Map<String, Severity> severities;
    private final Map<String, BsonType> storedAs;
    private final List<OptionProblem> problems;

    private SchemaGuardOptions(Builder b) {
        this.database = b.database;
        this.bootstrapPackage = b.bootstrapPackage;
        this.bloatedDocumentBytes = b.bloatedDocumentBytes;
        this.maxIndexesPerCollection = b.maxIndexesPerCollection;
        this.maxCollectionsPerDatabase = b.maxCollectionsPerDatabase;
        this.warningsAsErrors = b.warningsAsErrors;
        this.waitForGeneratedDocuments = b.waitForGeneratedDocuments;
        this.mongodbVersion = b.mongodbVersion;
        this.baseline = b.baseline;
        this.writeBaseline = b.writeBaseline;
        this.collectionNaming = b.collectionNaming;
        this.validation = b.validation;
        this.sarif = b.sarif;
        this.sarifRoot = b.sarifRoot;
        this.report = b.report;
        this.springDataFieldNaming = b.springDataFieldNaming;
        this.morphiaNaming = b.morphiaNaming;
        this.workload = b.workload;
        this.severities = Collections.unmodifiableMap(new TreeMap<>(b.severities));
        this.storedAs = Collections.unmodifiableMap(new TreeMap<>(b.storedAs));
        this.problems = List.copyOf(b.problems);
    }

    /** Every option a processor must declare, given the rules it knows. */
    public static Set<String> supportedOptions(Collection<RuleInfo> rules) {
        Set<String> names = new TreeSet<>(SETTINGS);
        rules.forEach(r -> names.add(PREFIX + r.name()));
        return names;
    }

    public static SchemaGuardOptions parse(Map<String, String> raw, Collection<RuleInfo> rules) {
        Map<String, RuleInfo> byName = new TreeMap<>();
        rules.forEach(r -> byName.put(r.name(), r));
        Builder b = new Builder();
        for (Map.Entry<String, String> e : new TreeMap<>(raw).entrySet()) {
            String key = e.getKey();
            if (!key.startsWith(PREFIX)) {
                continue;
            }
            String name = key.substring(PREFIX.length());
            // -Akey= is what a build passes for an unset property, and counts as not given
            // (docs/guide/options-and-suppression.md),
            // whatever the option; javac hands it over as null, like -Akey
            String value = e.getValue() == null ? "" : e.getValue().trim();
            if (value.isEmpty()) {
                if (!SETTINGS.contains(key) && !byName.containsKey(name)) {
                    b.severity(key, name, value, byName);
                }
                continue;
            }
            switch (key) {
                case DATABASE -> b.database = value;
                case BOOTSTRAP_PACKAGE -> b.bootstrapPackage = b.packageName(key, value);
                case BLOATED_DOCUMENT_BYTES -> b.bloatedDocumentBytes = b.positive(key, value, b.bloatedDocumentBytes);
                case MAX_INDEXES_PER_COLLECTION ->
                    b.maxIndexesPerCollection = b.positive(key, value, b.maxIndexesPerCollection);
                case MAX_COLLECTIONS_PER_DATABASE ->
                    b.maxCollectionsPerDatabase = b.positive(key, value, b.maxCollectionsPerDatabase);
                case WARNINGS_AS_ERRORS -> b.warningsAsErrors = b.bool(key, value);
                case WAIT_FOR_GENERATED_DOCUMENTS -> b.waitForGeneratedDocuments = b.bool(key, value);
                case MONGODB_VERSION -> b.mongodbVersion = b.version(key, value);
                case BASELINE -> b.baseline = value;
                case WRITE_BASELINE -> b.writeBaseline = b.bool(key, value);
                case COLLECTION_NAMING -> b.collectionNaming = b.naming(key, value);
                case VALIDATION -> b.validation = b.validation(key, value);
                case SARIF -> b.sarif = value;
                case SARIF_ROOT -> b.sarifRoot = value;
                case REPORT -> b.report = value;
                case SPRING_DATA_FIELD_NAMING_STRATEGY -> b.springDataFieldNaming = b.fieldNaming(key, value);
                case MORPHIA_NAMING -> b.morphiaNaming = b.morphiaNaming(key, value);
                case STORED_AS -> b.storedAs(key, value);
                case WORKLOAD -> b.workload = b.workload(key, value);
                default -> b.severity(key, name, value, byName);
            }
        }
        if (b.writeBaseline && b.baseline == null) {
            b.problems.add(OptionProblem.of(ProcessorMessage.WRITE_BASELINE_WITHOUT_FILE));
            b.writeBaseline = false;
        }
        if (b.sarifRoot != null && b.sarif == null) {
            b.problems.add(OptionProblem.of(ProcessorMessage.SARIF_ROOT_WITHOUT_SARIF, b.sarifRoot));
        }
        return new SchemaGuardOptions(b);
    }

    public static SchemaGuardOptions defaults() {
        return new SchemaGuardOptions(new Builder());
    }

    /** The database from {@code -Aschemaguard.database}, or {@code null} when not given. */
    public Optional<String> database() {
        return Optional.ofNullable(database);
    }

    public Optional<String> bootstrapPackage() {
        return Optional.ofNullable(bootstrapPackage);
    }

    public long bloatedDocumentBytes() {
        return bloatedDocumentBytes;
    }

    public long maxIndexesPerCollection() {
        return maxIndexesPerCollection;
    }

    public long maxCollectionsPerDatabase() {
        return maxCollectionsPerDatabase;
    }

    public boolean warningsAsErrors() {
        return warningsAsErrors;
    }

    /**
     * Whether the bootstrap waits for the first processing round that brings no new document, so
     * that documents another processor generates are in it too. By default it is written in the
     * first round in which every document resolves, beside the schema classes, which spares javac
     * a round.
     */
    public boolean waitForGeneratedDocuments() {
        return waitForGeneratedDocuments;
    }

    /** The oldest server version the application must run on; 7.0 unless {@code -Aschemaguard.mongodbVersion} says otherwise. */
    public MongoVersion mongodbVersion() {
        return mongodbVersion;
    }

    /**
     * The baseline file as given with {@code -Aschemaguard.baseline}: findings it lists are not
     * reported. A relative path resolves against the compiler's working directory (for Maven, the
     * directory of the module being built), as javac resolves its own file options.
     */
    public Optional<String> baseline() {
        return Optional.ofNullable(baseline);
    }

    /** The SARIF file to write from {@code -Aschemaguard.sarif}, as given. */
    public Optional<String> sarif() {
        return Optional.ofNullable(sarif);
    }

    /** The directory SARIF paths are relative to, from {@code -Aschemaguard.sarifRoot}, as given. */
    public Optional<String> sarifRoot() {
        return Optional.ofNullable(sarifRoot);
    }

    /** Whether to write the baseline file from this compilation's findings instead of reading it. */
    public boolean writeBaseline() {
        return writeBaseline;
    }

    /** The convention CollectionNameStyle holds collection names to. */
    public CollectionNaming collectionNaming() {
        return collectionNaming;
    }

    /**
     * The validation level every document without a {@code @Validation} of its own is created with
     * ({@code -Aschemaguard.validation}); empty when not given.
     */
    public Optional<CollectionOptions.ValidationLevel> validation() {
        return Optional.ofNullable(validation);
    }

    /**
     * The directory {@code -Aschemaguard.report} names, where {@code schema.md} and {@code schema.json}
     * are written; a relative path resolves against the compiler's working directory, as the baseline's.
     */
    public Optional<String> report() {
        return Optional.ofNullable(report);
    }

    /**
     * The FieldNamingStrategy Spring Data MongoDB names properties without {@code @Field} with, from
     * {@code -Aschemaguard.springData.fieldNamingStrategy}; SDM's default (the property's name) when not given.
     */
    public SpringDataFieldNaming springDataFieldNaming() {
        return springDataFieldNaming;
    }

    /** What went wrong after the options were read: the application's naming strategy failing on a property. */
    public List<OptionProblem> lateProblems() {
        List<OptionProblem> out = new ArrayList<>();
        for (String failure : springDataFieldNaming.failures()) {
            out.add(OptionProblem.of(
                    ProcessorMessage.FIELD_NAMING_STRATEGY_FAILED,
                    SPRING_DATA_FIELD_NAMING_STRATEGY,
                    springDataFieldNaming.className(),
                    failure));
        }
        return out;
    }

    /** The Morphia MapperOptions whose names the application's Datastore uses ({@code -Aschemaguard.morphiaNaming}). */
    public MorphiaNaming morphiaNaming() {
        return morphiaNaming;
    }

    /** Whether the compilation declares every query of its collections ({@code -Aschemaguard.workload}). */
    public Workload workload() {
        return workload;
    }

    /**
     * How much of the workload the compilation declares, as {@code -Aschemaguard.workload} names it: {@code partial}
     * (the default: other modules, scripts and consoles may query the collections too) or {@code complete} (every
     * query of the compilation's collections is in it, so an index none of them uses is unneeded).
     */
    public enum Workload {
        PARTIAL("partial"),
        COMPLETE("complete");

        private final String option;

        Workload(String option) {
            this.option = option;
        }

        public String option() {
            return option;
        }
    }

    /**
     * Morphia's naming, as {@code -Aschemaguard.morphiaNaming} names it: Morphia 2's default MapperOptions, or
     * {@code MapperOptions.legacy()}, which projects migrated from Morphia 1.x keep (collections named after the
     * class, discriminator key {@code className}).
     */
    public enum MorphiaNaming {
        DEFAULT("default"),
        LEGACY("legacy");

        private final String option;

        MorphiaNaming(String option) {
            this.option = option;
        }

        public String option() {
            return option;
        }
    }

    /** A collection naming convention, as {@code -Aschemaguard.collectionNaming} names it. */
    public enum CollectionNaming {
        SNAKE_CASE("snake_case"),
        CAMEL_CASE("camelCase");

        private final String option;

        CollectionNaming(String option) {
            this.option = option;
        }

        public String option() {
            return option;
        }
    }

    /** The severity set for a rule with {@code -Aschemaguard.<Rule>=…}, if any. */
    public Optional<Severity> severityOf(String rule) {
        return Optional.ofNullable(severities.get(rule));
    }

    /**
     * The stored BSON type of each class whose conversion is registered where the processor cannot see it
     * ({@code -Aschemaguard.storedAs=com.acme.Money=string,...}), by qualified name; {@link BsonType#MAP} for
     * {@code object}, {@link BsonType#ANY} for {@code unknown}.
     */
    public Map<String, BsonType> storedAs() {
        return storedAs;
    }

    /** The BSON types {@code -Aschemaguard.storedAs} names, by the names {@code $jsonSchema}'s bsonType uses. */
    public static final Map<String, BsonType> STORED_AS_TYPES = storedAsTypes();

    private static Map<String, BsonType> storedAsTypes() {
        Map<String, BsonType> out = new LinkedHashMap<>();
        out.put("string", BsonType.STRING);
        out.put("object", BsonType.MAP);
        out.put("array", BsonType.ARRAY);
        out.put("date", BsonType.DATE);
        out.put("long", BsonType.INT64);
        out.put("int", BsonType.INT32);
        out.put("double", BsonType.DOUBLE);
        out.put("decimal", BsonType.DECIMAL128);
        out.put("bool", BsonType.BOOLEAN);
        out.put("binary", BsonType.BINARY);
        out.put("objectId", BsonType.OBJECT_ID);
        out.put("unknown", BsonType.ANY);
        return Collections.unmodifiableMap(out);
    }

    public List<OptionProblem> problems() {
        return problems;
    }

    /**
     * An option that was given but cannot be used as given.
     *
     * @param args what the message needs: the option, the value given, what is used instead
     */
    public record OptionProblem(ProcessorMessage message, List<Object> args) {

        public OptionProblem {
            args = List.copyOf(args);
        }

        static OptionProblem of(ProcessorMessage message, Object... args) {
            return new OptionProblem(message, List.of(args));
        }
    }

    private static final class Builder {
        String database;
        String bootstrapPackage;
        long bloatedDocumentBytes = DEFAULT_BLOATED_DOCUMENT_BYTES;
        long maxIndexesPerCollection = DEFAULT_MAX_INDEXES_PER_COLLECTION;
        long maxCollectionsPerDatabase = DEFAULT_MAX_COLLECTIONS_PER_DATABASE;
        boolean warningsAsErrors;
        boolean waitForGeneratedDocuments;
        MongoVersion mongodbVersion = MongoVersion.DEFAULT;
        String baseline;
        String sarif;
        String sarifRoot;
        boolean writeBaseline;
        CollectionNaming collectionNaming = CollectionNaming.SNAKE_CASE;
        CollectionOptions.ValidationLevel validation;
        String report;
        SpringDataFieldNaming springDataFieldNaming = SpringDataFieldNaming.PROPERTY_NAME;
        MorphiaNaming morphiaNaming = MorphiaNaming.DEFAULT;
        Workload workload = Workload.PARTIAL;
        final Map<String, Severity> severities = new TreeMap<>();
        final Map<String, BsonType> storedAs = new TreeMap<>();
        final List<OptionProblem> problems = new ArrayList<>();

        /** {@code <qualified type>=<bson type>[,...]}: each entry that cannot be used is an error, the others apply. */
        void storedAs(String key, String value) {
            for (String entry : value.split(",")) {
                String trimmed = entry.trim();
                if (trimmed.isEmpty()) {
                    continue;
                }
                int equals = trimmed.indexOf('=');
                String type =
                        equals < 0 ? trimmed : trimmed.substring(0, equals).trim();
                String bson = equals < 0 ? "" : trimmed.substring(equals + 1).trim();
                if (equals < 0 || !SourceVersion.isName(type)) {
                    problems.add(OptionProblem.of(
                            ProcessorMessage.OPTION_NOT_STORED_AS,
                            key,
                            trimmed,
                            String.join(", ", STORED_AS_TYPES.keySet())));
                    continue;
                }
                BsonType known = STORED_AS_TYPES.get(bson);
                if (known == null) {
                    problems.add(ClosestName.among(bson, STORED_AS_TYPES.keySet())
                            .map(n -> OptionProblem.of(
                                    ProcessorMessage.OPTION_NOT_STORED_AS_TYPE_CLOSE_TO,
                                    key,
                                    type,
                                    bson,
                                    String.join(", ", STORED_AS_TYPES.keySet()),
                                    n))
                            .orElse(OptionProblem.of(
                                    ProcessorMessage.OPTION_NOT_STORED_AS_TYPE,
                                    key,
                                    type,
                                    bson,
                                    String.join(", ", STORED_AS_TYPES.keySet()))));
                    continue;
                }
                storedAs.put(type, known);
            }
        }

        long positive(String key, String value, long fallback) {
            try {
                long n = Long.parseLong(value);
                if (n > 0) {
                    return n;
                }
            } catch (NumberFormatException ignored) {
                // reported below
            }
            problems.add(OptionProblem.of(ProcessorMessage.OPTION_NOT_POSITIVE, key, value, fallback));
            return fallback;
        }

        String packageName(String key, String value) {
            if (!SourceVersion.isName(value)) {
                problems.add(OptionProblem.of(ProcessorMessage.OPTION_NOT_PACKAGE, key, value));
                return null;
            }
            return value;
        }

        MongoVersion version(String key, String value) {
            if (value.isEmpty()) {
                return MongoVersion.DEFAULT;
            }
            Optional<MongoVersion> version = MongoVersion.parse(value);
            if (version.isPresent()) {
                return version.get();
            }
            problems.add(
                    OptionProblem.of(ProcessorMessage.OPTION_NOT_MONGODB_VERSION, key, value, MongoVersion.DEFAULT));
            return MongoVersion.DEFAULT;
        }

        CollectionNaming naming(String key, String value) {
            return oneOf(
                    key,
                    value,
                    CollectionNaming.values(),
                    CollectionNaming::option,
                    CollectionNaming.SNAKE_CASE,
                    ProcessorMessage.OPTION_NOT_NAMING,
                    ProcessorMessage.OPTION_NOT_NAMING_CLOSE_TO);
        }

        MorphiaNaming morphiaNaming(String key, String value) {
            return oneOf(
                    key,
                    value,
                    MorphiaNaming.values(),
                    MorphiaNaming::option,
                    MorphiaNaming.DEFAULT,
                    ProcessorMessage.OPTION_NOT_MORPHIA_NAMING,
                    ProcessorMessage.OPTION_NOT_MORPHIA_NAMING_CLOSE_TO);
        }

        Workload workload(String key, String value) {
            return oneOf(
                    key,
                    value,
                    Workload.values(),
                    Workload::option,
                    Workload.PARTIAL,
                    ProcessorMessage.OPTION_NOT_WORKLOAD,
                    ProcessorMessage.OPTION_NOT_WORKLOAD_CLOSE_TO);
        }

        /** The choice spelt exactly as {@code value}; else the problem, with the closest spelling if one is close, and the fallback. */
        <T> T oneOf(
                String key,
                String value,
                T[] choices,
                Function<T, String> spelling,
                T fallback,
                ProcessorMessage unknown,
                ProcessorMessage closeTo) {
            for (T choice : choices) {
                if (spelling.apply(choice).equals(value)) {
                    return choice;
                }
            }
            List<String> known = Arrays.stream(choices).map(spelling).toList();
            problems.add(ClosestName.among(value, known)
                    .map(n -> OptionProblem.of(closeTo, key, value, n))
                    .orElse(OptionProblem.of(unknown, key, value)));
            return fallback;
        }

        /**
         * One of the strategies SDM ships, by qualified or simple name; another qualified name is the
         * application's own, loaded from the processor path. A simple name that is none of SDM's is a typo.
         */
        SpringDataFieldNaming fieldNaming(String key, String value) {
            SpringDataFieldNaming shipped = SpringDataFieldNaming.shipped(value);
            if (shipped != null) {
                return shipped;
            }
            List<String> known = SpringDataFieldNaming.SHIPPED.stream()
                    .map(SpringDataFieldNaming::simpleName)
                    .toList();
            if (!value.contains(".")) {
                problems.add(ClosestName.among(value, known)
                        .map(n -> OptionProblem.of(
                                ProcessorMessage.OPTION_NOT_FIELD_NAMING_STRATEGY_CLOSE_TO, key, value, n))
                        .orElse(OptionProblem.of(ProcessorMessage.OPTION_NOT_FIELD_NAMING_STRATEGY, key, value)));
                return SpringDataFieldNaming.PROPERTY_NAME;
            }
            try {
                return SpringDataFieldNaming.load(value, SchemaGuardOptions.class.getClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                problems.add(
                        OptionProblem.of(ProcessorMessage.FIELD_NAMING_STRATEGY_NOT_ON_PROCESSOR_PATH, key, value));
            } catch (SpringDataFieldNaming.Unusable e) {
                problems.add(
                        OptionProblem.of(ProcessorMessage.FIELD_NAMING_STRATEGY_UNUSABLE, key, value, e.getMessage()));
            }
            return SpringDataFieldNaming.PROPERTY_NAME;
        }

        CollectionOptions.ValidationLevel validation(String key, String value) {
            for (CollectionOptions.ValidationLevel level :
                    List.of(CollectionOptions.ValidationLevel.MODERATE, CollectionOptions.ValidationLevel.STRICT)) {
                if (level.name().equalsIgnoreCase(value)) {
                    return level;
                }
            }
            problems.add(ClosestName.among(value.toUpperCase(Locale.ROOT), List.of("MODERATE", "STRICT"))
                    .map(n -> OptionProblem.of(ProcessorMessage.OPTION_NOT_VALIDATION_LEVEL_CLOSE_TO, key, value, n))
                    .orElse(OptionProblem.of(ProcessorMessage.OPTION_NOT_VALIDATION_LEVEL, key, value)));
            return null;
        }

        boolean bool(String key, String value) {
            if (value.equalsIgnoreCase("true")) {
                return true;
            }
            if (value.equalsIgnoreCase("false")) {
                return false;
            }
            problems.add(OptionProblem.of(ProcessorMessage.OPTION_NOT_BOOLEAN, key, value));
            return false;
        }

        void severity(String key, String name, String value, Map<String, RuleInfo> rules) {
            RuleInfo rule = rules.get(name);
            if (rule == null) {
                List<String> known = new ArrayList<>(rules.keySet());
                SETTINGS.forEach(s -> known.add(s.substring(PREFIX.length())));
                problems.add(ClosestName.among(name, known)
                        .map(n -> OptionProblem.of(ProcessorMessage.UNKNOWN_OPTION_CLOSE_TO, key, n))
                        .orElse(OptionProblem.of(ProcessorMessage.UNKNOWN_OPTION, key)));
                return;
            }
            Optional<Severity> severity = Severity.parse(value);
            if (severity.isEmpty()) {
                problems.add(OptionProblem.of(ProcessorMessage.OPTION_NOT_SEVERITY, key, value));
                return;
            }
            if (rule.fixed() && severity.get() != rule.defaultSeverity()) {
                problems.add(OptionProblem.of(
                        ProcessorMessage.SEVERITY_OF_FIXED_RULE, key, value, name, rule.defaultSeverity()));
                return;
            }
            severities.put(name, severity.get());
        }
    }
}
