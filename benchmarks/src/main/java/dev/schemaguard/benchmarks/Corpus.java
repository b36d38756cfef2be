package dev.schemaguard.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A generated, valid corpus of {@code @Document} classes, the same for a given size and seed.
 *
 * <p>Per document: about 15 stored fields (bounded strings, int, long, double, boolean, two
 * Instants, an ObjectId id, an enum, a BigDecimal, a {@code @Bounded} list of one embedded type,
 * a field of a second embedded type, and one or two {@code @Reference(Other.class) ObjectId}
 * fields to other documents of the corpus) and three indexes: {@code {code, createdAt: -1}},
 * {@code {code}} (a redundant prefix of the first, so exactly one {@code RedundantIndexPrefix}
 * warning per document) and a unique one on {@code externalKey}. The two embedded types are
 * top-level classes of their own; documents go 50 to a package, each package with one shared
 * enum. Collection names have no digits, so that the corpus does not look like one collection per
 * entity to {@code CollectionPerEntity}.
 *
 * <p>The same model comes in two vocabularies ({@link Vocabulary}), drawn from the same random
 * numbers, so that one seed gives the same bounds, names and references in both: schemaguard's
 * own annotations, and Spring Data MongoDB's as an SDM user writes them. In the second one,
 * {@code @Document(collection)}, {@code @Id}, {@code @CompoundIndexes} with the two compound
 * indexes, {@code @Indexed(unique = true)}, Bean Validation's {@code @Size(max)} where the first
 * has {@code @Bounded}, plain classes for the embedded types (SDM embeds every type it does not
 * store as a value; it has no {@code @Embedded}), and the references as manual references: plain
 * {@code ObjectId ownerId} fields. schemaguard's {@code @Reference} stores the other document's id
 * and names its class; SDM has no annotation that stores the same: {@code @DBRef} stores
 * {@code {$ref, $id}} and {@code @DocumentReference} puts the referenced object itself in the
 * field, loaded by a query. A manual reference is what the MongoDB manual recommends, and it says
 * nothing of its target to the processor.
 *
 * <p>With repositories ({@link #generate(int, long, Vocabulary, Queries)}, Spring Data's vocabulary only), each
 * document also gets a Spring Data repository interface of {@value #QUERY_METHODS} query methods on its own fields,
 * each served by one of its indexes: three derived methods (an equality with an {@code OrderBy}, a count, a
 * {@code Top10} with a {@code Between}), an {@code @Query} with placeholders, a nested path and a projection, and an
 * {@code @Aggregation} whose {@code $match} and {@code $sort} the index on {@code code, createdAt} serves. The
 * documents and their embedded types stay byte for byte the same, from the same random numbers: the repositories
 * draw none. With query code (either vocabulary), each document gets instead a class of {@value Queries#PER_DOCUMENT}
 * driver {@code MongoCollection} calls in its package, each served by one of its indexes ({@link #queryCode}); the
 * schema report names each query, and {@link #queryNames} says by which names.
 *
 * <p>A third vocabulary, Morphia's, serves the startup benchmark's Morphia contender only, which
 * cannot read SDM's annotations: {@code @Entity}, {@code @Indexes} of {@code @Index}, {@code @Indexed}
 * with {@code @IndexOptions(unique = true)}, the embedded types as {@code @Entity} without an id,
 * the bounds as comments and the references as manual ones.
 */
final class Corpus {

    /** The annotations the corpus is written in ({@code -Dbench.vocabulary}). */
    enum Vocabulary {
        SCHEMAGUARD("schemaguard"),
        SPRING_DATA("springData"),
        /** Morphia's annotations: for the startup benchmark's Morphia contender only. */
        MORPHIA("morphia");

        final String property;

        Vocabulary(String property) {
            this.property = property;
        }

        static Vocabulary of(String property) {
            for (Vocabulary v : values()) {
                if (v.property.equalsIgnoreCase(property)) {
                    return v;
                }
            }
            throw new IllegalArgumentException("bench.vocabulary: schemaguard or springData (or morphia for the "
                    + "startup benchmark), not " + property);
        }

        @Override
        public String toString() {
            return property;
        }
    }

    /** The queries each document gets besides: none, a repository, or a class of driver calls. */
    enum Queries {
        NONE,
        /** A Spring Data repository of {@value #PER_DOCUMENT} query methods ({@code -Dbench.repositories}). */
        REPOSITORIES,
        /** A class of {@value #PER_DOCUMENT} driver {@code MongoCollection} calls ({@code -Dbench.queryCode}). */
        CODE;

        /** The queries per document, either way. */
        static final int PER_DOCUMENT = 5;
    }

    static final String ROOT_PACKAGE = "bench.corpus";
    static final int DOCUMENTS_PER_PACKAGE = 50;
    /** The query methods of each document's repository, with repositories. */
    static final int QUERY_METHODS = Queries.PER_DOCUMENT;

    private static final String[] NOUNS = {
        "Account",
        "Invoice",
        "Shipment",
        "Customer",
        "Product",
        "Ticket",
        "Booking",
        "Payment",
        "Vendor",
        "Warehouse",
        "Contract",
        "Course",
        "Device",
        "Incident",
        "Journal",
        "Lease",
        "Meter",
        "Notice",
        "Parcel",
        "Quote",
        "Route",
        "Survey",
        "Tariff",
        "Voucher",
        "Campaign",
        "Claim",
        "Delivery",
        "Episode",
        "Feedback",
        "Invitation",
        "Listing",
        "Mandate",
    };

    private static final String[] STATUS = {"DRAFT", "ACTIVE", "SUSPENDED", "CLOSED", "ARCHIVED"};

    /** One source file. */
    record Source(String qualifiedName, String content) {

        String path() {
            return qualifiedName.replace('.', '/') + ".java";
        }
    }

    private final int size;
    private final Vocabulary vocabulary;
    private final Queries queries;
    private final List<Source> sources = new ArrayList<>();
    /** The sources that hold the queries: the repositories or the classes of driver calls. */
    private final List<Source> querySources = new ArrayList<>();
    /** The names the schema report gives each document's queries, by the document's qualified name. */
    private final Map<String, List<String>> queryNames = new TreeMap<>();

    private Corpus(int size, Vocabulary vocabulary, Queries queries) {
        this.size = size;
        this.vocabulary = vocabulary;
        this.queries = queries;
    }

    Vocabulary vocabulary() {
        return vocabulary;
    }

    int documents() {
        return size;
    }

    Queries queries() {
        return queries;
    }

    /** The queries of the corpus, repository methods or driver calls: none without either. */
    int queryMethods() {
        return queries == Queries.NONE ? 0 : size * Queries.PER_DOCUMENT;
    }

    /** The lines of the sources that hold the queries (the repositories, or the classes of driver calls). */
    long queryLines() {
        return querySources.stream().mapToLong(s -> s.content().lines().count()).sum();
    }

    /**
     * The names under which the schema report lists the queries of a document (its qualified name), as the processor
     * names them: {@code Repository.method} for a repository method, {@code Class.method (call, line N)} for a call.
     */
    List<String> queryNames(String document) {
        return queryNames.getOrDefault(document, List.of());
    }

    List<Source> sources() {
        return sources;
    }

    /** The lines of Java in the corpus. */
    long lines() {
        return sources.stream().mapToLong(s -> s.content().lines().count()).sum();
    }

    static Corpus generate(int size, long seed) {
        return generate(size, seed, Vocabulary.SCHEMAGUARD);
    }

    static Corpus generate(int size, long seed, Vocabulary vocabulary) {
        return generate(size, seed, vocabulary, Queries.NONE);
    }

    /**
     * The corpus of {@code size} documents; with {@code queries}, per document a Spring Data repository besides (Spring
     * Data's vocabulary only), or a class of driver calls (either vocabulary).
     */
    static Corpus generate(int size, long seed, Vocabulary vocabulary, Queries queries) {
        if (queries == Queries.REPOSITORIES && vocabulary != Vocabulary.SPRING_DATA) {
            throw new IllegalArgumentException("repositories are Spring Data's: -Dbench.vocabulary=springData");
        }
        Corpus corpus = new Corpus(size, vocabulary, queries);
        Random random = new Random(seed);
        for (int p = 0; p * DOCUMENTS_PER_PACKAGE < size; p++) {
            corpus.sources.add(statusEnum(packageName(p)));
        }
        for (int i = 0; i < size; i++) {
            corpus.addDocument(i, random);
        }
        return corpus;
    }

    static String packageName(int packageIndex) {
        return String.format(Locale.ROOT, "%s.p%02d", ROOT_PACKAGE, packageIndex);
    }

    static String className(int document) {
        return String.format(Locale.ROOT, "%s%04d", NOUNS[document % NOUNS.length], document);
    }

    static String qualifiedName(int document) {
        return packageName(document / DOCUMENTS_PER_PACKAGE) + "." + className(document);
    }

    /** A digit-free, unique suffix: 0 → aaa, 1 → aab, …. */
    static String letters(int n) {
        char[] out = new char[3];
        for (int k = 2; k >= 0; k--) {
            out[k] = (char) ('a' + n % 26);
            n /= 26;
        }
        return new String(out);
    }

    private static Source statusEnum(String pkg) {
        return new Source(
                pkg + ".Status",
                "package " + pkg + ";\n\n" + "public enum Status {\n    " + String.join(", ", STATUS) + "\n}\n");
    }

    /**
     * One document and its two embedded types. The random numbers are drawn in the same order for
     * both vocabularies (and in the order of the first, schemaguard-only, corpus, whose figures
     * the README compares against).
     */
    private void addDocument(int i, Random random) {
        String pkg = packageName(i / DOCUMENTS_PER_PACKAGE);
        String name = className(i);
        String collection = NOUNS[i % NOUNS.length].toLowerCase(Locale.ROOT) + "_" + letters(i);
        int skuMax = 16 + random.nextInt(32);
        int noteMax = 100 + random.nextInt(400);
        int labelMax = 20 + random.nextInt(60);
        int valueMax = 200 + random.nextInt(800);
        List<Integer> targets = new ArrayList<>();
        int count = 1 + random.nextInt(2);
        int previous = -1;
        for (int r = 0; r < count; r++) {
            int target = size == 1 ? i : random.nextInt(size);
            while (size > 2 && (target == i || target == previous)) {
                target = random.nextInt(size);
            }
            previous = target;
            targets.add(target);
        }
        int[] bounds = {
            24 + random.nextInt(40),
            8 + random.nextInt(56),
            100 + random.nextInt(200),
            500 + random.nextInt(1500),
            5 + random.nextInt(45)
        };

        sources.add(line(pkg, name, skuMax, noteMax));
        sources.add(detail(pkg, name, labelMax, valueMax));
        sources.add(document(pkg, name, collection, i, bounds, targets));
        Source queryHolder = switch (queries) {
            case NONE -> null;
            case REPOSITORIES -> repository(pkg, name, i);
            case CODE -> queryCode(pkg, name, i);
        };
        if (queryHolder != null) {
            sources.add(queryHolder);
            querySources.add(queryHolder);
            queryNames.put(pkg + "." + name, queryNamesIn(queryHolder));
        }
    }

    private static final Pattern REPOSITORY_METHOD = Pattern.compile("^    \\S.*? (\\w+)\\(.*\\);$");
    private static final Pattern METHOD = Pattern.compile("^    public \\S.*? (\\w+)\\(.*\\) \\{$");
    private static final Pattern CALL = Pattern.compile("\\bcollection\\.(\\w+)\\(");

    /**
     * The names the processor gives the queries of a repository or a class of calls, read off its source: a
     * repository's methods ({@code RepositoryChecks}), a call's class, method, call and line ({@code CodeQueryChecks}).
     */
    private static List<String> queryNamesIn(Source holder) {
        String simpleName =
                holder.qualifiedName().substring(holder.qualifiedName().lastIndexOf('.') + 1);
        List<String> out = new ArrayList<>();
        String method = null;
        List<String> lines = holder.content().lines().toList();
        for (int l = 0; l < lines.size(); l++) {
            String line = lines.get(l);
            Matcher repositoryMethod = REPOSITORY_METHOD.matcher(line);
            Matcher declared = METHOD.matcher(line);
            if (declared.find()) {
                method = declared.group(1);
            } else if (simpleName.endsWith("Repository") && repositoryMethod.find()) {
                out.add(simpleName + "." + repositoryMethod.group(1));
            }
            Matcher call = CALL.matcher(line);
            while (call.find()) {
                out.add("%s.%s (%s, line %d)".formatted(simpleName, method, call.group(1), l + 1));
            }
        }
        if (out.size() != Queries.PER_DOCUMENT) {
            throw new IllegalStateException(
                    holder.qualifiedName() + " should hold " + Queries.PER_DOCUMENT + " queries, not " + out);
        }
        return out;
    }

    /**
     * The class of driver calls of one document, in its package: {@value Queries#PER_DOCUMENT} calls on a
     * {@code MongoCollection} of the document, each a query one of its indexes serves, so that the reader reads and
     * plans every one and the query rules report nothing: an equality sorted on {@code {code: 1, createdAt: -1}}, a
     * count, a range with a limit, an {@code $in} of two values on {@code code} (a
     * {@code List} given at run time leaves the reader's {@code $in} unknown, and the plan with it), a delete by {@code _id}. Field names are the
     * generated schema class's constants in some, literals in others. Each call's {@code collection.} is on one line:
     * the report names the call by its line ({@link #queryNamesIn}).
     */
    private static Source queryCode(String pkg, String name, int i) {
        return new Source(pkg + "." + name + "Queries", """
                package %1$s;

                import static com.mongodb.client.model.Filters.and;
                import static com.mongodb.client.model.Filters.eq;
                import static com.mongodb.client.model.Filters.gte;
                import static com.mongodb.client.model.Filters.in;
                import static com.mongodb.client.model.Filters.lt;

                import com.mongodb.client.MongoCollection;
                import com.mongodb.client.model.Sorts;
                import com.mongodb.client.result.DeleteResult;
                import java.time.Instant;
                import java.util.ArrayList;
                import java.util.List;
                import org.bson.types.ObjectId;

                /** The queries of generated benchmark document %3$d, through the driver. */
                public class %2$sQueries {

                    private final MongoCollection<%2$s> collection;

                    public %2$sQueries(MongoCollection<%2$s> collection) {
                        this.collection = collection;
                    }

                    public List<%2$s> byCodeNewestFirst(String code) {
                        return collection.find(eq(%2$sSchema.CODE, code))
                                .sort(Sorts.descending("createdAt"))
                                .into(new ArrayList<>());
                    }

                    public long countByCodeAndStatus(String code, Status status) {
                        return collection.countDocuments(and(eq("code", code), eq(%2$sSchema.STATUS, status)));
                    }

                    public List<%2$s> firstTenBetween(String code, Instant from, Instant to) {
                        return collection.find(and(eq(%2$sSchema.CODE, code), gte("createdAt", from), lt(%2$sSchema.CREATED_AT, to)))
                                .limit(10)
                                .into(new ArrayList<>());
                    }

                    public List<%2$s> byEitherCode(String code, String other) {
                        return collection.find(in("code", code, other)).into(new ArrayList<>());
                    }

                    public DeleteResult deleteById(ObjectId id) {
                        return collection.deleteOne(eq(%2$sSchema.ID, id));
                    }
                }
                """.formatted(pkg, name, i));
    }

    /**
     * The repository of one document: {@value #QUERY_METHODS} query methods on its fields, each served by one of its
     * indexes ({@code {code: 1, createdAt: -1}}, {@code {code: 1}}, {@code {externalKey: 1}}), so that the query rules
     * read and plan every one and report nothing. {@code MongoRepository}'s own methods are the base class's, not
     * queries Spring Data derives ({@code RepositoryFactorySupport}), and add none.
     */
    private static Source repository(String pkg, String name, int i) {
        return new Source(pkg + "." + name + "Repository", """
                package %1$s;

                import java.time.Instant;
                import java.util.List;
                import java.util.Optional;
                import org.bson.types.ObjectId;
                import org.springframework.data.mongodb.repository.Aggregation;
                import org.springframework.data.mongodb.repository.MongoRepository;
                import org.springframework.data.mongodb.repository.Query;

                /** The queries of generated benchmark document %3$d. */
                public interface %2$sRepository extends MongoRepository<%2$s, ObjectId> {

                    List<%2$s> findByCodeOrderByCreatedAtDesc(String code);

                    long countByCodeAndStatus(String code, Status status);

                    List<%2$s> findTop10ByCodeAndCreatedAtBetween(String code, Instant from, Instant to);

                    @Query(value = "{ 'externalKey': ?0, 'detail.verified': ?1 }", fields = "{ 'code': 1, 'title': 1 }")
                    Optional<%2$s> verifiedByKey(String externalKey, boolean verified);

                    @Aggregation(pipeline = {
                        "{ '$match': { 'code': ?0, 'quantity': { '$gte': ?1 } } }",
                        "{ '$sort': { 'createdAt': -1 } }"
                    })
                    List<%2$s> latestWithQuantity(String code, int minimum);
                }
                """.formatted(pkg, name, i));
    }

    private boolean schemaguard() {
        return vocabulary == Vocabulary.SCHEMAGUARD;
    }

    private boolean morphia() {
        return vocabulary == Vocabulary.MORPHIA;
    }

    /**
     * The annotation that bounds a String or a list: schemaguard's, or Bean Validation's; Morphia
     * has none, and its corpus says the bound in a comment, which keeps the line.
     */
    private String bound(int max) {
        return morphia() ? "// at most " + max : (schemaguard() ? "@Bounded" : "@Size") + "(max = " + max + ")";
    }

    /** The imports of an embedded type that go before {@code java.*}. */
    private String embeddedImports() {
        return schemaguard()
                ? "import dev.schemaguard.annotations.Bounded;\nimport dev.schemaguard.annotations.Embedded;\n"
                : morphia()
                        ? "import dev.morphia.annotations.Entity;\n"
                        : "import jakarta.validation.constraints.Size;\n";
    }

    /**
     * The javadoc's end and the annotation of an embedded type: SDM embeds a plain class; Morphia 2
     * maps an embedded type through {@code @Entity} without an id ({@code @Embedded} is deprecated).
     */
    private String embedded() {
        return schemaguard()
                ? ". */\n@Embedded\n"
                : morphia()
                        ? ": an entity without an id, which Morphia embeds. */\n@Entity\n"
                        : ": a plain class, which SDM embeds. */\n";
    }

    private Source line(String pkg, String name, int skuMax, int noteMax) {
        return new Source(pkg + "." + name + "Line", """
                package %1$s;

                %3$simport java.math.BigDecimal;
                import java.time.Instant;

                /** An embedded line of %2$s%4$spublic class %2$sLine {

                    %5$s
                    String sku;

                    int quantity;

                    BigDecimal unitPrice;

                    %6$s
                    String note;

                    Instant addedAt;
                }
                """.formatted(
                        pkg, name, embeddedImports(), embedded(), bound(skuMax), bound(noteMax)));
    }

    private Source detail(String pkg, String name, int labelMax, int valueMax) {
        return new Source(pkg + "." + name + "Detail", """
                package %1$s;

                %3$simport java.time.Instant;

                /** An embedded detail of %2$s%4$spublic class %2$sDetail {

                    %5$s
                    String label;

                    %6$s
                    String value;

                    double weight;

                    boolean verified;

                    Instant checkedAt;
                }
                """.formatted(
                        pkg, name, embeddedImports(), embedded(), bound(labelMax), bound(valueMax)));
    }

    private Source document(String pkg, String name, String collection, int i, int[] bounds, List<Integer> targets) {
        StringBuilder references = new StringBuilder();
        for (int r = 0; r < targets.size(); r++) {
            String target = qualifiedName(targets.get(r));
            // SDM and Morphia: a manual reference, which only the javadoc ties to its target (see the class javadoc)
            references
                    .append(
                            schemaguard()
                                    ? "\n    @Reference(" + target + ".class)\n"
                                    : "\n    /** The id of a {@code " + target + "}. */\n")
                    .append("    ObjectId ")
                    .append(r == 0 ? "ownerId" : "parentId")
                    .append(";\n");
        }
        String importsBefore = schemaguard() ? """
                import dev.schemaguard.annotations.Bounded;
                import dev.schemaguard.annotations.Document;
                import dev.schemaguard.annotations.IndexHint;
                import dev.schemaguard.annotations.Reference;
                """ : morphia() ? """
                import dev.morphia.annotations.Entity;
                import dev.morphia.annotations.Field;
                import dev.morphia.annotations.Id;
                import dev.morphia.annotations.Index;
                import dev.morphia.annotations.IndexOptions;
                import dev.morphia.annotations.Indexed;
                import dev.morphia.annotations.Indexes;
                import dev.morphia.utils.IndexType;
                """ : """
                import jakarta.validation.constraints.Size;
                """;
        String importsAfter = schemaguard() || morphia() ? "" : """
                import org.springframework.data.annotation.Id;
                import org.springframework.data.mongodb.core.index.CompoundIndex;
                import org.springframework.data.mongodb.core.index.CompoundIndexes;
                import org.springframework.data.mongodb.core.index.Indexed;
                import org.springframework.data.mongodb.core.mapping.Document;
                """;
        String indexes = schemaguard() ? """
                @IndexHint(keys = {"code", "createdAt:-1"})
                @IndexHint(keys = {"code"})
                """ : morphia() ? """
                @Indexes({
                    @Index(fields = {@Field("code"), @Field(value = "createdAt", type = IndexType.DESC)}),
                    @Index(fields = @Field("code"))
                })
                """ : """
                @CompoundIndexes({
                    @CompoundIndex(def = "{'code': 1, 'createdAt': -1}"),
                    @CompoundIndex(def = "{'code': 1}")
                })
                """;
        String document = morphia()
                ? "@Entity(\"%s\")".formatted(collection)
                : "@Document(collection = \"%s\")".formatted(collection);
        String unique = schemaguard()
                ? "@IndexHint(unique = true)"
                : morphia() ? "@Indexed(options = @IndexOptions(unique = true))" : "@Indexed(unique = true)";
        return new Source(pkg + "." + name, """
                package %1$s;

                %10$simport java.math.BigDecimal;
                import java.time.Instant;
                import java.util.List;
                import org.bson.types.ObjectId;
                %11$s
                /** Generated benchmark document %8$d. */
                %2$s
                %12$spublic class %3$s {
                %13$s
                    ObjectId id;

                    %14$s
                    %4$s
                    String externalKey;

                    %5$s
                    String code;

                    %6$s
                    String title;

                    %7$s
                    String description;

                    int quantity;

                    long version;

                    double score;

                    boolean active;

                    Instant createdAt;

                    Instant updatedAt;

                    Status status;

                    BigDecimal amount;

                    %15$s
                    List<%3$sLine> lines;

                    %3$sDetail detail;
                %9$s}
                """.formatted(
                        pkg,
                        document,
                        name,
                        bound(bounds[0]),
                        bound(bounds[1]),
                        bound(bounds[2]),
                        bound(bounds[3]),
                        i,
                        references,
                        importsBefore,
                        importsAfter,
                        indexes,
                        schemaguard() ? "" : "\n    @Id",
                        unique,
                        bound(bounds[4])));
    }
}
