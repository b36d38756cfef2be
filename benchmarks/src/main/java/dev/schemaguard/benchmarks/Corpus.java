package dev.schemaguard.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

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
 */
final class Corpus {

    static final String ROOT_PACKAGE = "bench.corpus";
    static final int DOCUMENTS_PER_PACKAGE = 50;

    private static final String[] NOUNS = {
        "Account", "Invoice", "Shipment", "Customer", "Product", "Ticket", "Booking", "Payment",
        "Vendor", "Warehouse", "Contract", "Course", "Device", "Incident", "Journal", "Lease",
        "Meter", "Notice", "Parcel", "Quote", "Route", "Survey", "Tariff", "Voucher", "Campaign",
        "Claim", "Delivery", "Episode", "Feedback", "Invitation", "Listing", "Mandate",
    };

    private static final String[] STATUS = {"DRAFT", "ACTIVE", "SUSPENDED", "CLOSED", "ARCHIVED"};

    /** One source file. */
    record Source(String qualifiedName, String content) {

        String path() {
            return qualifiedName.replace('.', '/') + ".java";
        }
    }

    private final int size;
    private final List<Source> sources = new ArrayList<>();

    private Corpus(int size) {
        this.size = size;
    }

    int documents() {
        return size;
    }

    List<Source> sources() {
        return sources;
    }

    /** The lines of Java in the corpus. */
    long lines() {
        return sources.stream().mapToLong(s -> s.content().lines().count()).sum();
    }

    static Corpus generate(int size, long seed) {
        Corpus corpus = new Corpus(size);
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
        return new Source(pkg + ".Status", "package " + pkg + ";\n\n"
                + "public enum Status {\n    " + String.join(", ", STATUS) + "\n}\n");
    }

    private void addDocument(int i, Random random) {
        String pkg = packageName(i / DOCUMENTS_PER_PACKAGE);
        String name = className(i);
        String line = name + "Line";
        String detail = name + "Detail";
        String collection = NOUNS[i % NOUNS.length].toLowerCase(Locale.ROOT) + "_" + letters(i);

        sources.add(new Source(pkg + "." + line, """
                package %1$s;

                import dev.schemaguard.annotations.Bounded;
                import dev.schemaguard.annotations.Embedded;
                import java.math.BigDecimal;
                import java.time.Instant;

                /** An embedded line of %2$s. */
                @Embedded
                public class %3$s {

                    @Bounded(max = %4$d)
                    String sku;

                    int quantity;

                    BigDecimal unitPrice;

                    @Bounded(max = %5$d)
                    String note;

                    Instant addedAt;
                }
                """.formatted(pkg, name, line, 16 + random.nextInt(32), 100 + random.nextInt(400))));

        sources.add(new Source(pkg + "." + detail, """
                package %1$s;

                import dev.schemaguard.annotations.Bounded;
                import dev.schemaguard.annotations.Embedded;
                import java.time.Instant;

                /** An embedded detail of %2$s. */
                @Embedded
                public class %3$s {

                    @Bounded(max = %4$d)
                    String label;

                    @Bounded(max = %5$d)
                    String value;

                    double weight;

                    boolean verified;

                    Instant checkedAt;
                }
                """.formatted(pkg, name, detail, 20 + random.nextInt(60), 200 + random.nextInt(800))));

        StringBuilder references = new StringBuilder();
        int count = 1 + random.nextInt(2);
        int previous = -1;
        for (int r = 0; r < count; r++) {
            int target = size == 1 ? i : random.nextInt(size);
            while (size > 2 && (target == i || target == previous)) {
                target = random.nextInt(size);
            }
            previous = target;
            references.append("\n    @Reference(").append(qualifiedName(target)).append(".class)\n    ObjectId ")
                    .append(r == 0 ? "owner" : "parent").append("Id;\n");
        }

        sources.add(new Source(pkg + "." + name, """
                package %1$s;

                import dev.schemaguard.annotations.Bounded;
                import dev.schemaguard.annotations.Document;
                import dev.schemaguard.annotations.IndexHint;
                import dev.schemaguard.annotations.Reference;
                import java.math.BigDecimal;
                import java.time.Instant;
                import java.util.List;
                import org.bson.types.ObjectId;

                /** Generated benchmark document %9$d. */
                @Document(collection = "%2$s")
                @IndexHint(keys = {"code", "createdAt:-1"})
                @IndexHint(keys = {"code"})
                public class %3$s {

                    ObjectId id;

                    @IndexHint(unique = true)
                    @Bounded(max = %4$d)
                    String externalKey;

                    @Bounded(max = %5$d)
                    String code;

                    @Bounded(max = %6$d)
                    String title;

                    @Bounded(max = %7$d)
                    String description;

                    int quantity;

                    long version;

                    double score;

                    boolean active;

                    Instant createdAt;

                    Instant updatedAt;

                    Status status;

                    BigDecimal amount;

                    @Bounded(max = %8$d)
                    List<%3$sLine> lines;

                    %3$sDetail detail;
                %10$s}
                """.formatted(pkg, collection, name, 24 + random.nextInt(40), 8 + random.nextInt(56),
                        100 + random.nextInt(200), 500 + random.nextInt(1500), 5 + random.nextInt(45), i,
                        references)));
    }
}
