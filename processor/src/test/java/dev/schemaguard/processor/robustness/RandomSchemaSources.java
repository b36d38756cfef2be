package dev.schemaguard.processor.robustness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Writes random, syntactically valid Java sources that use the schemaguard annotations, valid
 * and invalid alike: odd names, bounds, keys, suffixes, partial filters, collations, generics,
 * records, inheritance, recursion and undefined types. Deterministic for a given {@link Random}.
 *
 * <p>Every source parses (a parse error would stop javac before annotation processing, and the
 * source would exercise nothing); semantic javac errors (undefined types) are made on purpose in
 * the batches that allow them.
 */
final class RandomSchemaSources {

    /** One compilation unit: the qualified name of its top-level type, and its text. */
    record Unit(String qualifiedName, String text) {}

    /** One compilation: its sources and the processor options. */
    /** @param later sources that another processor writes in the first round, for the others to wait for */
    record Batch(int index, List<Unit> units, List<String> options, boolean undefinedTypes, List<Unit> later) {

        Batch(int index, List<Unit> units, List<String> options, boolean undefinedTypes) {
            this(index, units, options, undefinedTypes, List.of());
        }
    }

    private enum Kind {
        CLASS,
        GENERIC_CLASS,
        RECORD,
        SUBCLASS,
        INTERFACE,
        ENUM,
        ANNOTATION,
        HOLDER
    }

    /** The rules, for severity options and suppression keys. */
    /** Every rule's name, from the registry, so that a new rule is never "unknown" to the property test. */
    static final String[] RULES = dev.schemaguard.processor.rules.RuleRegistry.standard().infos().stream()
            .map(dev.schemaguard.processor.diagnostic.RuleInfo::name)
            .toArray(String[]::new);

    private static final String LONG_NAME = "x".repeat(300);

    private static final String[] COLLECTIONS = {
        "",
        "books",
        "orders",
        "book1_views",
        "book2_views",
        "book3_views",
        "items",
        "Items",
        "ITEMS",
        "Book Reviews",
        "BookReviews",
        "$x",
        "a$b",
        "a.b",
        "system.users",
        "system.x",
        ".x",
        "x.",
        "a.system.b",
        "ünïcödé",
        "Δοκιμή",
        "emoji_\uD83D\uDE00",
        "nul\0x",
        " ",
        "tab\tname",
        LONG_NAME,
        "y".repeat(64),
        "z".repeat(65),
        "with-dash",
        "UPPER",
        "_underscore",
        "9starts_digit",
        "книги",
        "\\back"
    };

    private static final String[] DATABASES = {
        "",
        "shop",
        "Shop",
        "SHOP",
        "bookstore",
        "a.b",
        "a b",
        "a/b",
        "a\\b",
        "$db",
        "q\"uote",
        "nul\0db",
        "d".repeat(63),
        "d".repeat(64),
        "é".repeat(32),
        "données",
        "Mixed_Case",
        "db-1",
        "9db",
        "ok_db",
        "\uD83D\uDE00"
    };

    private static final String[] STORED_NAMES = {
        "",
        "a.b",
        "$x",
        "$",
        "x$",
        "pub_date",
        "title",
        "ok",
        "with space",
        "ünï",
        "日本",
        "nul\0x",
        "_id",
        "id",
        "a-b",
        "9lives",
        ".",
        "..",
        "emoji\uD83D\uDE00",
        "camelCase",
        "UPPER",
        "x".repeat(200),
        "\t",
        "a\"b",
        "a\\b",
        "$**",
        "collection",
        "COLLECTION"
    };

    private static final String[] JAVA_NAMES = {
        "title",
        "author",
        "status",
        "createdAt",
        "fooBar",
        "foo_bar",
        "FOO_BAR",
        "FooBar",
        "collection",
        "database",
        "COLLATION",
        "DATABASE",
        "value",
        "items",
        "tags",
        "$",
        "$x",
        "x$",
        "é",
        "日本",
        "ÄÖÜ",
        "ß",
        "Ｆｕｌｌ",
        "_x",
        "a1",
        "ı",
        "ǅ",
        "indexModels",
        "createCollectionOptions",
        "count",
        "name",
        "TITLE",
        "title_",
        "Title",
        "n".repeat(150),
        "µ",
        "ŉ"
    };

    private static final String[] SUFFIXES = {
        ":1",
        ":-1",
        ":text",
        ":hashed",
        ":2d",
        ":2dsphere",
        ":sideways",
        ":",
        ":0",
        ":2",
        ":-1 ",
        ":TEXT",
        ":1:1",
        ": 1",
        ":geoHaystack",
        ":wildcard",
        ":-2",
        ":+1",
        ":1.0",
        "::"
    };

    private static final String[] GARBAGE_PATHS = {
        "",
        ".",
        "..",
        "a..b",
        "$**",
        "nope",
        "_id",
        "id",
        "  ",
        "é",
        ".title",
        "title.",
        "title.$",
        "title.$**",
        "items.$",
        "items.0",
        "items.0.name",
        "x".repeat(200),
        "\0",
        "a b",
        "missing.deep.path",
        "title.length",
        "COLLECTION"
    };

    private static final String[] INDEX_NAMES = {
        "",
        "*",
        "_id_",
        "my_idx",
        "x".repeat(130),
        "i".repeat(127),
        "idx\0",
        "a b",
        "ü",
        "$x",
        "a.b",
        "dup",
        "dup",
        "author_1",
        "ÿ".repeat(70)
    };

    private static final String[] EXPIRES = {
        "0", "60", "86400", "-2", "2147483647L", "2147483648L", "Long.MAX_VALUE", "Long.MIN_VALUE", "-1"
    };

    private static final String[] BOUNDS = {
        "1",
        "2",
        "3",
        "10",
        "60",
        "100",
        "1000",
        "1024",
        "1025",
        "5000",
        "100000",
        "0",
        "-1",
        "-100",
        "Long.MAX_VALUE",
        "Long.MIN_VALUE",
        "Integer.MAX_VALUE",
        "16777216",
        "1L << 40",
        "9223372036854775807L",
        "4000000000L"
    };

    private static final String[] FILTERS = {
        "{}",
        "{\"status\": \"active\"}",
        "{status: 'OPEN', total: {$gt: 0}}",
        "{",
        "}",
        "not json",
        "{a: {$regex: 'x'}}",
        "{a: {$exists: false}}",
        "{a: {$exists: true}}",
        "{$or: [{a: 1}, {b: 2}]}",
        "{$nor: []}",
        "{a: {$in: [1, 2]}}",
        "{a: {$type: 'string'}}",
        "[1, 2]",
        "null",
        "{a: {$gt: {$lt: 1}}}",
        "{\"\": 1}",
        "{a: ObjectId('5f1d7f3e9c1d2b3a4c5d6e7f')}",
        "{a: {$elemMatch: {b: 1}}}",
        "{a: 1} trailing",
        "{$and: {}}",
        "{$or: 5}",
        "{a: {$eq: 1, $ne: 2}}",
        "{é: 1}",
        "{a: NumberLong(5)}",
        "{a: {$gt: 1}, a: 2}",
        "{$where: 'true'}",
        "{a: {$size: 2}}",
        "{$expr: {$gt: ['$a', 1]}}",
        "{a: {$lte: 5}}",
        "{$and: [{a: {$gte: 1}}, {b: {$lt: 2}}]}",
        "{a: {$not: {$gt: 1}}}",
        "{a: undefined}",
        "{a: /regex/}",
        "{a: {$gt: 1}}}",
        "{'a.b': {$exists: true}}",
        "{a: {$exists: 1}}",
        "{a: {$exists: 'yes'}}",
        "{a: MaxKey}",
        "{a: ISODate('2020-01-01T00:00:00Z')}",
        "\0",
        "{a: \"\\u0000\"}",
        "   ",
        "{a: [}",
        "{a: {$in: 5}}",
        "{$or: []}",
        "{$or: [1]}",
        "{a: {}}",
        "{$and: 5}",
        "{$and: [{a: 1}, {$and: [{b: {$gt: 1}}, {c: 2}]}]}",
        "{$and: [{$and: [{$and: [{$and: [{a: 3}]}]}]}]}",
        "{b: {$gt: 1}, a: 1}",
        "{a: UUID('nope')}",
        "{a: NumberLong('many')}",
        "{\"seq\": 1}, {\"t\": 2}"
    };

    private static final String[] LOCALES = {
        "", "", "en", "simple", "fr_CA", "xx", "de@collation=phonebook", " ", "EN", "zh_Hant", "simple ", "root"
    };

    private static final String[] SUPPRESS = {
        "schemaguard",
        "schemaguard:UnboundedArray",
        "schemaguard:FieldName",
        "schemaguard:Unbounded",
        "schemaguard:",
        "schemaguard:InternalError",
        "unchecked",
        "schemaguard:unboundedarray",
        "all",
        "schemaguard:DocumentTooLarge",
        "schemaguard:RandomId",
        "schemaguard:CollectionNameStyle",
        "schemaguard:FieldNameStyle",
        "schemaguard:IndexFieldUnknown",
        "schemaguard:ImplicitEmbeddedDocument",
        "rawtypes",
        "schemaguard:RecursiveEmbedding",
        "schemaguard:TooManyIndexes",
        "schemaguard:" + LONG_NAME
    };

    private static final String[] SCALARS = {
        "int",
        "long",
        "short",
        "byte",
        "char",
        "float",
        "double",
        "boolean",
        "Integer",
        "Long",
        "Double",
        "Boolean",
        "Character",
        "Short",
        "Byte",
        "Float",
        "String",
        "String",
        "String",
        "String",
        "String",
        "BigDecimal",
        "java.math.BigInteger",
        "Instant",
        "Instant",
        "Date",
        "LocalDate",
        "LocalDateTime",
        "java.time.ZonedDateTime",
        "ObjectId",
        "ObjectId",
        "UUID",
        "byte[]",
        "Color",
        "Color",
        "Size",
        "CharSequence",
        "Object",
        "Number",
        "java.io.Serializable",
        "java.sql.Timestamp",
        "Locale",
        "org.bson.types.Decimal128",
        "org.bson.Document",
        "org.bson.BsonDocument",
        "java.net.URI"
    };

    private static final String[] WEIRD = {
        "Thread",
        "ClassLoader",
        "java.io.File",
        "StringBuilder",
        "java.util.regex.Pattern",
        "Class<?>",
        "java.util.concurrent.atomic.AtomicLong",
        "Optional<String>",
        "Throwable",
        "Runnable",
        "Comparable<String>",
        "Iterable<String>",
        "List<?>",
        "List",
        "Map",
        "Map<String, ?>",
        "Map<?, ?>",
        "Shape",
        "Void",
        "Enum<Color>",
        "java.util.function.Supplier<String>",
        "Exception",
        "java.time.Duration",
        "java.util.BitSet",
        "Object[]",
        "Integer[]",
        "char[]",
        "long[][]",
        "EnumSet<Color>",
        "EnumMap<Color, String>",
        "Properties",
        "java.util.concurrent.ConcurrentHashMap<String, Long>",
        "List<? extends Object>",
        "Map<String, ? super Integer>",
        "List<String>[]",
        "Box<?>[]",
        "Document",
        "Bounded",
        "java.lang.annotation.Annotation",
        "Pair<Pair<String, Integer>, List<Box<Color>>>",
        "Node<Node<String>>",
        "Map<String, Map<String, Map<String, String>>>",
        "List<Map<String, List<Map<String, Integer>>>>"
    };

    /** Triggers of the bugs that {@link ProcessorRegressionTest} reproduces, written only in strict mode. */
    private static final String[] STRICT_COLLECTIONS = {"a*/b", "c\\u002a/d"};

    private static final String[] STRICT_INDEX_NAMES = {"by*/author"};

    private final Random r;
    private final boolean strict;

    /** @param strict whether to write the triggers of the known bugs too (see {@link ProcessorRegressionTest}) */
    RandomSchemaSources(Random r, boolean strict) {
        this.r = r;
        this.strict = strict;
    }

    // ------------------------------------------------------------------ batches

    Batch batch(int index, int size) {
        boolean undefined = r.nextInt(100) < 35;
        List<Plan> plans = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            plans.add(plan(index, i, plans));
        }
        List<Unit> units = new ArrayList<>();
        for (Plan p : plans) {
            // a source with an undefined type is left unchecked: only a few per batch
            units.addAll(new SourceWriter(p, plans, undefined && r.nextInt(100) < 25).write());
        }
        List<Unit> later = new ArrayList<>();
        issueShapes("rnd.i" + index, units, later, false);
        if (r.nextInt(100) < 60) {
            units.add(queryCode("rnd.q" + index, plans));
        }
        return new Batch(index, units, options(index), undefined, later);
    }

    // ------------------------------------------------------------------ query code (issue 31)

    private static final String[] QUERY_FIELDS = {
        "title", "author", "id", "_id", "name", "tags", "a.b", "x.y.z", "", "$where", "nope", "ünï", "f0", "f1"
    };

    /**
     * A class of driver calls on the batch's documents, in every shape the reader follows or gives up on: static
     * imports and qualified calls, chains, locals assigned once or again, lambdas, constants, collections got by name,
     * values and names known only at run time, odd limits and hints, calls javac refuses.
     */
    private Unit queryCode(String pkg, List<Plan> plans) {
        List<Plan> documents = plans.stream()
                .filter(p -> p.isDocumentType() && !p.pkg.isEmpty() && p.kind != Kind.GENERIC_CLASS)
                .toList();
        StringBuilder sb = new StringBuilder("package ")
                .append(pkg)
                .append(";\n")
                .append("import static com.mongodb.client.model.Filters.*;\n")
                .append("import static com.mongodb.client.model.Sorts.*;\n")
                .append("import com.mongodb.client.*;\nimport com.mongodb.client.model.*;\n")
                .append("import org.bson.conversions.Bson;\nimport java.util.List;\n")
                .append("public class Queries {\n")
                .append("    static final String NAME = \"")
                .append(esc(pick(QUERY_FIELDS)))
                .append("\";\n");
        int methods = 1 + r.nextInt(6);
        for (int m = 0; m < methods; m++) {
            String receiver;
            if (documents.isEmpty() || r.nextInt(100) < 15) {
                receiver = "db.getCollection(\"" + esc(pick(QUERY_FIELDS)) + "\")";
            } else {
                Plan d = pick(documents);
                receiver = r.nextInt(100) < 25
                        ? "db.getCollection(\"c\", " + d.qualified() + ".class)"
                        : "((MongoCollection<" + d.qualified() + ">) null)";
            }
            sb.append("    Object q").append(m).append("(MongoDatabase db, String v, int n) {\n");
            String filter = randomFilter(0);
            if (r.nextBoolean()) {
                sb.append("        Bson f = ").append(filter).append(";\n");
                if (r.nextInt(100) < 30) {
                    sb.append("        if (n > 1) { f = ")
                            .append(randomFilter(0))
                            .append("; }\n");
                }
                filter = "f";
            }
            String call = switch (r.nextInt(8)) {
                case 0 -> receiver + ".countDocuments(" + filter + ")";
                case 1 -> receiver + ".deleteOne(" + filter + ")";
                case 2 -> receiver + ".updateMany(" + filter + ", Updates.set(\"x\", 1))";
                case 3 ->
                    receiver + ".aggregate(List.of(Aggregates.match(" + filter + "), Aggregates.sort(" + randomSort()
                            + ")))";
                case 4 -> "java.util.Optional.of(v).map(x -> " + receiver + ".find(" + filter + ").first())";
                case 5 -> receiver + ".distinct(\"" + esc(pick(QUERY_FIELDS)) + "\", " + filter + ", String.class)";
                default -> receiver + ".find(" + filter + ")" + chain();
            };
            if (r.nextInt(100) < 5) {
                call = call + ".undefinedMethod()"; // javac refuses it: schemaguard must stay quiet and whole
            }
            sb.append("        return ").append(call).append(";\n    }\n");
        }
        sb.append("}\n");
        return new Unit(pkg + ".Queries", sb.toString());
    }

    private String randomFilter(int depth) {
        String field = r.nextInt(100) < 80 ? "\"" + esc(pick(QUERY_FIELDS)) + "\"" : pick("NAME", "v", "NAME + v");
        String value =
                pick("v", "n", "null", "1", "\"x\"", "java.util.regex.Pattern.compile(\"^a\", 2)", "List.of(1, 2)");
        int k = r.nextInt(depth > 2 ? 9 : 13);
        return switch (k) {
            case 0 -> "eq(" + field + ", " + value + ")";
            case 1 -> "gt(" + field + ", n)";
            case 2 -> "in(" + field + ", 1, 2, 3)";
            case 3 ->
                "regex(" + field + ", \"" + pick("^ab", "ab", "^a.*$", "(", "\\\\d") + "\", \"" + pick("", "i", "m")
                        + "\")";
            case 4 -> "exists(" + field + ")";
            case 5 -> "ne(" + field + ", " + value + ")";
            case 6 -> "Filters.eq(" + value + ")";
            case 7 -> "nin(" + field + ", List.of(v))";
            case 8 -> "lte(" + field + ", " + value + ")";
            case 9 -> "and(" + randomFilter(depth + 1) + ", " + randomFilter(depth + 1) + ")";
            case 10 -> "or(" + randomFilter(depth + 1) + ", " + randomFilter(depth + 1) + ")";
            case 11 -> "not(" + randomFilter(depth + 1) + ")";
            default -> "elemMatch(" + field + ", " + randomFilter(depth + 1) + ")";
        };
    }

    private String randomSort() {
        return switch (r.nextInt(4)) {
            case 0 -> "ascending(\"" + esc(pick(QUERY_FIELDS)) + "\")";
            case 1 -> "descending(\"" + esc(pick(QUERY_FIELDS)) + "\", NAME)";
            case 2 -> "orderBy(ascending(\"a\"), descending(\"a\"))";
            default -> "Sorts.metaTextScore(\"s\")";
        };
    }

    private String chain() {
        StringBuilder out = new StringBuilder();
        int links = r.nextInt(4);
        for (int i = 0; i < links; i++) {
            out.append(
                    switch (r.nextInt(6)) {
                        case 0 -> ".sort(" + randomSort() + ")";
                        case 1 -> ".limit(" + pick("0", "-1", "5", "n", "Integer.MIN_VALUE") + ")";
                        case 2 -> ".hintString(\"" + esc(pick(QUERY_FIELDS)) + "_1\")";
                        case 3 -> ".projection(Projections.include(\"" + esc(pick(QUERY_FIELDS)) + "\"))";
                        case 4 -> ".collation(Collation.builder().locale(\"" + pick("en", "fr", "") + "\").build())";
                        default -> ".skip(n)";
                    });
        }
        return out.toString();
    }

    // ------------------------------------------------------------------ shapes of issue 11

    /**
     * Adds, each now and then, the shapes that once went wrong (issue 11): a map of maps indexed
     * through both keys (item 10), a polymorphic embedded value indexed through a subclass's field
     * (item 16), and annotation values naming what another processor writes later (item 2). In a
     * tame batch they draw warnings only.
     */
    private void issueShapes(String pkg, List<Unit> units, List<Unit> later, boolean tame) {
        if (r.nextInt(100) < 35) {
            units.add(mapOfMaps(pkg));
        }
        if (r.nextInt(100) < 35) {
            units.add(polymorphicEmbedded(pkg, tame));
        }
        if (r.nextInt(100) < 35) {
            units.add(lateValues(pkg, tame));
            later.addAll(lateClasses(pkg));
        }
    }

    private Unit mapOfMaps(String pkg) {
        String inner = pick(
                "@Bounded(max = 5) Map<String, Integer>",
                "@Bounded(max = 5) Map<String, @Bounded(max = 3) List<Integer>>",
                "@Bounded(max = 5) Map<String, Level>");
        String key = pick("stock.paris.small", "stock.a.b", inner.contains("Level") ? "stock.a.b.qty" : "stock.x.y");
        return new Unit(
                pkg + ".Stock",
                "package " + pkg + ";\nimport dev.schemaguard.annotations.*;\n"
                        + "import java.util.List;\nimport java.util.Map;\n"
                        + "@Document(collection = \"issue_stock\")\n@IndexHint(keys = \"" + key + "\")\n"
                        + "public class Stock {\n    org.bson.types.ObjectId id;\n"
                        + "    @Bounded(max = 20) Map<String, " + inner + "> stock;\n"
                        + "    public static class Level { int qty; }\n}\n");
    }

    private Unit polymorphicEmbedded(String pkg, boolean tame) {
        boolean iface = r.nextBoolean();
        String base = iface ? "interface PolyPayment { }" : "abstract class PolyPayment { long amount; }";
        String relation = iface ? " implements " : " extends ";
        String key = tame
                ? pick("payment.last4", "payment.iban", "payment")
                : pick("payment.last4", "payment.last5", "payment.iban", "payment.amount", "payment.nope");
        return new Unit(
                pkg + ".Purchase",
                "package " + pkg + ";\nimport dev.schemaguard.annotations.*;\n"
                        + "@Document(collection = \"issue_purchases\")\n@IndexHint(keys = \"" + key + "\")\n"
                        + "public class Purchase {\n    org.bson.types.ObjectId id;\n    PolyPayment payment;\n}\n"
                        + base + "\n"
                        + "class PolyCard" + relation + "PolyPayment { @Bounded(max = 4) String last4; }\n"
                        + "class PolyTransfer" + relation + "PolyPayment { @Bounded(max = 34) String iban; "
                        + (r.nextBoolean() ? "PolyPayment refund; " : "") + "}\n");
    }

    /** What another processor writes in the first round: constants, and a document to reference. */
    private static List<Unit> lateClasses(String pkg) {
        return List.of(
                new Unit(
                        pkg + ".LateLimits",
                        "package " + pkg + ";\npublic final class LateLimits {\n"
                                + "    public static final long TAGS = 5;\n    public static final long CODE = 12;\n"
                                + "    public static final String COLLECTION = \"issue_late\";\n"
                                + "    public static final String KEY = \"code\";\n}\n"),
                new Unit(
                        pkg + ".LateTarget",
                        "package " + pkg + ";\n"
                                + "@dev.schemaguard.annotations.Document(collection = \"issue_late_targets\")\n"
                                + "public class LateTarget { org.bson.types.ObjectId id; }\n"));
    }

    private Unit lateValues(String pkg, boolean tame) {
        String key = tame ? "LateLimits.KEY" : pick("LateLimits.KEY", "LateLimits.COLLECTION", "\"code\"");
        return new Unit(
                pkg + ".LateUser",
                "package " + pkg + ";\nimport dev.schemaguard.annotations.*;\n"
                        + "import java.util.List;\n"
                        + "@Document(collection = LateLimits.COLLECTION)\n@IndexHint(keys = {" + key + "})\n"
                        + "public class LateUser {\n    org.bson.types.ObjectId id;\n"
                        + "    @Bounded(max = LateLimits.CODE) String code;\n"
                        + "    @Bounded(max = LateLimits.TAGS) List<@Bounded(max = LateLimits.CODE) String> tags;\n"
                        + "    @Reference(LateTarget.class) org.bson.types.ObjectId targetId;\n}\n");
    }

    private List<String> options(int batch) {
        List<String> out = new ArrayList<>();
        if (r.nextInt(100) < 60) {
            out.add("-Aschemaguard.database=" + pick(DATABASES));
        }
        if (r.nextInt(100) < 20) {
            out.add("-Aschemaguard.maxIndexesPerCollection="
                    + pick("1", "2", "3", "0", "-5", "abc", "", "64", "99999999999999999999"));
        }
        if (r.nextInt(100) < 20) {
            out.add("-Aschemaguard.maxCollectionsPerDatabase=" + pick("1", "2", "5", "0", "x", "-1"));
        }
        if (r.nextInt(100) < 20) {
            out.add("-Aschemaguard.bloatedDocumentBytes="
                    + pick("1", "100", "1000", "0", "-1", "big", "9999999999999999999", "16777216"));
        }
        if (r.nextInt(100) < 10) {
            out.add("-Aschemaguard.warningsAsErrors=" + pick("true", "false", "yes", "", "TRUE"));
        }
        if (r.nextInt(100) < 15) {
            out.add("-Aschemaguard.bootstrapPackage="
                    + pick(
                            "rnd.b" + batch + ".boot",
                            "",
                            "1bad.pkg",
                            "a..b",
                            "with space",
                            "rnd",
                            "rnd.b" + batch,
                            "ünï.pkg",
                            "boot."));
        }
        int severities = r.nextInt(100) < 25 ? 1 + r.nextInt(3) : 0;
        for (int i = 0; i < severities; i++) {
            out.add("-Aschemaguard." + pick(RULES) + "=" + pick("OFF", "ERROR", "WARNING", "bogus", "off", ""));
        }
        if (r.nextInt(100) < 5) {
            out.add("-Aschemaguard." + pick("Bogus", "UnboundedArrays", "database2", "Database") + "="
                    + pick("1", "OFF"));
        }
        return out;
    }

    // ------------------------------------------------------------------ plans: names decided before any text

    private static final class Plan {
        String pkg;
        String simple;
        Kind kind;
        String superDoc; // SUBCLASS: qualified name of the document it extends

        String qualified() {
            return pkg.isEmpty() ? simple : pkg + "." + simple;
        }

        boolean isDocumentType() {
            return kind == Kind.CLASS || kind == Kind.GENERIC_CLASS || kind == Kind.RECORD || kind == Kind.SUBCLASS;
        }
    }

    private Plan plan(int batch, int i, List<Plan> earlier) {
        Plan p = new Plan();
        int pk = r.nextInt(100);
        p.pkg = pk < 50
                ? "rnd.b" + batch
                : pk < 85
                        ? "rnd.b" + batch + ".p" + i
                        : pk < 90 ? "" : pk < 95 ? "rnd.b" + batch + ".ünï" : "rnd.b" + batch + ".deep.er.pkg" + i;
        p.simple = pick(
                "D" + i,
                "D" + i,
                "D" + i,
                "D" + i + "$x",
                "Dé" + i,
                "D" + i + "_Doc",
                "D_" + i,
                "Ω" + i,
                "Book" + i,
                "BookReview" + i,
                "URLHolder" + i);
        int k = r.nextInt(100);
        p.kind = k < 62
                ? Kind.CLASS
                : k < 70
                        ? Kind.GENERIC_CLASS
                        : k < 78
                                ? Kind.RECORD
                                : k < 88
                                        ? Kind.SUBCLASS
                                        : k < 90
                                                ? Kind.INTERFACE
                                                : k < 92 ? Kind.ENUM : k < 93 ? Kind.ANNOTATION : Kind.HOLDER;
        if (p.kind == Kind.SUBCLASS) {
            List<Plan> supers = earlier.stream()
                    .filter(e -> (e.kind == Kind.CLASS || e.kind == Kind.SUBCLASS || e.kind == Kind.GENERIC_CLASS)
                            && (!e.pkg.isEmpty() || p.pkg.isEmpty()))
                    .toList();
            if (supers.isEmpty()) {
                p.kind = Kind.CLASS;
            } else {
                p.superDoc = supers.get(r.nextInt(supers.size())).qualified();
            }
        }
        return p;
    }

    // ------------------------------------------------------------------ one source

    /** A type of a field, and the nested class a key path can continue into (or null). */
    private record TypeChoice(String text, String follow, boolean collection, boolean string) {}

    private static final class FieldSpec {
        String annotations = "";
        String modifiers = "";
        TypeChoice type;
        String name;
    }

    private static final class ClassSpec {
        final String name;
        final List<FieldSpec> fields = new ArrayList<>();

        ClassSpec(String name) {
            this.name = name;
        }
    }

    private final class SourceWriter {
        private final Plan plan;
        private final List<Plan> plans;
        private final boolean undefinedAllowed;
        private final Map<String, ClassSpec> nested = new LinkedHashMap<>();
        private final List<String> embeddedNames = new ArrayList<>();
        private boolean generic;
        private int chainLength;
        private boolean hasSummary;
        /** Writing the top-level base class, which does not see the nested types. */
        private boolean inBase;

        SourceWriter(Plan plan, List<Plan> plans, boolean undefinedAllowed) {
            this.plan = plan;
            this.plans = plans;
            this.undefinedAllowed = undefinedAllowed;
        }

        List<Unit> write() {
            List<Unit> out = new ArrayList<>();
            StringBuilder sb = new StringBuilder();
            if (!plan.pkg.isEmpty()) {
                sb.append("package ").append(plan.pkg).append(";\n");
            }
            sb.append("import dev.schemaguard.annotations.*;\n")
                    .append("import java.math.BigDecimal;\nimport java.time.*;\nimport java.util.*;\n")
                    .append("import org.bson.types.ObjectId;\n");
            switch (plan.kind) {
                case INTERFACE ->
                    sb.append(documentAnnotation())
                            .append("public interface ")
                            .append(plan.simple)
                            .append(" {\n    int CONSTANT = 1;\n}\n");
                case ENUM ->
                    sb.append(documentAnnotation())
                            .append("public enum ")
                            .append(plan.simple)
                            .append(" {\n    A, B;\n    @Bounded(max = 3) List<String> tags;\n}\n");
                case ANNOTATION ->
                    sb.append(documentAnnotation())
                            .append("public @interface ")
                            .append(plan.simple)
                            .append(" {\n    String value() default \"\";\n}\n");
                case HOLDER -> {
                    sb.append("public class ").append(plan.simple).append(" {\n");
                    prepareNested();
                    ClassSpec inner = new ClassSpec("N");
                    fillFields(inner, 1 + r.nextInt(6), false);
                    sb.append(classHints(inner))
                            .append(documentAnnotation())
                            .append(r.nextBoolean() ? "    public static class N {\n" : "    class N {\n");
                    emitFields(sb, inner, "        ");
                    sb.append("    }\n");
                    emitNested(sb);
                    sb.append("}\n");
                    if (r.nextBoolean()) {
                        // a top-level document whose schema class name is the nested one's: H_NSchema twice
                        String pkgLine = plan.pkg.isEmpty() ? "" : "package " + plan.pkg + ";\n";
                        String name = plan.simple + "_N";
                        out.add(new Unit(
                                plan.pkg.isEmpty() ? name : plan.pkg + "." + name,
                                pkgLine
                                        + "import dev.schemaguard.annotations.*;\n@Document(collection = \""
                                        + esc(collectionName()) + "\")\npublic class " + name
                                        + " {\n    org.bson.types.ObjectId id;\n"
                                        + "    @Bounded(max = 5) String name;\n}\n"));
                    }
                }
                case RECORD -> {
                    prepareNested();
                    ClassSpec root = new ClassSpec(plan.simple);
                    fillFields(root, r.nextInt(8), true);
                    sb.append(documentAnnotation())
                            .append(classHints(root))
                            .append(suppress(""))
                            .append("public record ")
                            .append(plan.simple)
                            .append("(");
                    for (int i = 0; i < root.fields.size(); i++) {
                        FieldSpec f = root.fields.get(i);
                        sb.append(i == 0 ? "\n        " : ",\n        ")
                                .append(f.annotations)
                                .append(f.type.text)
                                .append(' ')
                                .append(f.name);
                    }
                    sb.append(") {\n");
                    emitNested(sb);
                    sb.append("}\n");
                }
                default -> {
                    generic = plan.kind == Kind.GENERIC_CLASS;
                    prepareNested();
                    ClassSpec root = new ClassSpec(plan.simple);
                    fillFields(root, r.nextInt(100) < 5 ? 20 + r.nextInt(40) : r.nextInt(12), false);
                    boolean annotated = plan.kind != Kind.SUBCLASS || r.nextInt(100) < 40;
                    if (annotated) {
                        sb.append(documentAnnotation());
                    }
                    sb.append(classHints(root)).append(suppress(""));
                    sb.append("public ")
                            .append(r.nextInt(100) < 8 ? "abstract " : "")
                            .append("class ")
                            .append(plan.simple)
                            .append(
                                    generic
                                            ? pick(
                                                    "<T>",
                                                    "<T extends Comparable<T>>",
                                                    "<T>",
                                                    "<T extends " + plan.simple + "<T>>",
                                                    "<T extends Number & Comparable<T>>")
                                            : "");
                    if (plan.kind == Kind.SUBCLASS) {
                        sb.append(" extends ").append(plan.superDoc);
                    } else if (nested.containsKey("Base")) {
                        // a sibling top-level class: a class cannot extend a class nested in itself
                        sb.append(" extends ")
                                .append(plan.simple)
                                .append("_Base<")
                                .append(pick("String", "Long", "Instant"))
                                .append('>');
                    }
                    sb.append(" {\n");
                    emitFields(sb, root, "    ");
                    if (r.nextInt(100) < 12 && !generic) {
                        // a polymorphic subtype stored in the same collection
                        ClassSpec sub = new ClassSpec("Sub");
                        fillFields(sub, 1 + r.nextInt(4), false);
                        sb.append("    public static class Sub extends ")
                                .append(plan.simple)
                                .append(" {\n");
                        emitFields(sb, sub, "        ");
                        sb.append("    }\n");
                    }
                    emitNested(sb);
                    sb.append("}\n");
                    if (nested.containsKey("Base")) {
                        sb.append("abstract class ").append(plan.simple).append("_Base<T> {\n");
                        emitFields(sb, nested.get("Base"), "    ");
                        sb.append("}\n");
                    }
                }
            }
            out.add(0, new Unit(plan.qualified(), sb.toString()));
            if (r.nextInt(100) < 12) {
                out.add(geoAndHashedShapes());
            }
            if (r.nextInt(100) < 12) {
                out.add(springDataShapes());
            }
            if (r.nextInt(100) < 12) {
                out.add(morphiaShapes());
            }
            if (r.nextInt(100) < 3 && !plan.pkg.isEmpty()) {
                // a user class with the name of the schema class that would be generated
                String name = plan.simple + "Schema";
                out.add(new Unit(
                        plan.pkg + "." + name,
                        "package " + plan.pkg + ";\npublic class " + name
                                + " {\n    public static final String COLLECTION = \"mine\";\n}\n"));
            }
            return out;
        }

        /**
         * The shapes of the server-oracle cases (issue 10): a geo point beside arrays, compound hashed
         * indexes with and without arrays, partial filters written as nested $and, special key types
         * mixed; and of issue 11 items 1 and 11: a filter literal the reader refuses, a field twice in one index.
         */
        private Unit geoAndHashedShapes() {
            String name = plan.simple + "Geo";
            String[] hints = {
                "@IndexHint(keys = {\"loc:2dsphere\", \"tags\"})",
                "@IndexHint(keys = {\"pos:2d\", \"tags\", \"codes\"})",
                "@IndexHint(keys = {\"tags\", \"loc:2dsphere\", \"codes\"})",
                "@IndexHint(keys = {\"name:hashed\", \"city\"})",
                "@IndexHint(keys = {\"city\", \"name:hashed\", \"n:-1\"})",
                "@IndexHint(keys = {\"name:hashed\", \"tags\"})",
                "@IndexHint(keys = {\"loc:2dsphere\", \"name:hashed\"})",
                "@IndexHint(keys = {\"tags\", \"name:text\"})",
                "@IndexHint(keys = {\"tags\", \"codes\"})",
                "@IndexHint(keys = \"city\", name = \"and1\", partialFilter = \"{city: 'x', n: {$gt: 1}}\")",
                "@IndexHint(keys = \"city\", name = \"and2\", partialFilter = \"{$and: [{n: {$gt: 1.0}}, {$and: [{city: {$eq: 'x'}}]}]}\")",
                "@IndexHint(keys = \"city\", name = \"deep\", partialFilter = \"{$and: [{$and: [{$and: [{$and: [{n: 3}]}]}]}]}\")",
                "@IndexHint(keys = \"city\", name = \"or\", partialFilter = \"{$or: [{n: 1}, {city: {$in: ['a', 'b']}}]}\")",
                "@IndexHint(keys = \"city:-1\")",
                "@IndexHint(keys = \"city\", unique = true)",
                "@IndexHint(keys = \"_id\")",
                "@IndexHint(keys = {\"city\", \"n\", \"city:-1\"})",
                "@IndexHint(keys = \"city\", partialFilter = \"{city: ObjectId('abc')}\")",
            };
            StringBuilder sb = new StringBuilder(plan.pkg.isEmpty() ? "" : "package " + plan.pkg + ";\n");
            sb.append("import dev.schemaguard.annotations.*;\nimport java.util.List;\n");
            sb.append("@Document(collection = \"")
                    .append(name.toLowerCase(java.util.Locale.ROOT))
                    .append("\")\n");
            for (String hint : hints) {
                if (r.nextInt(100) < 30) {
                    sb.append(hint).append('\n');
                }
            }
            sb.append("class ")
                    .append(name)
                    .append(" {\n    org.bson.types.ObjectId id;\n    double[] loc;\n")
                    .append("    double[] pos;\n    @Bounded(max = 5) List<String> tags;\n")
                    .append("    @Bounded(max = 5) List<Integer> codes;\n    String name;\n    String city;\n")
                    .append("    int n;\n}\n");
            return new Unit(plan.pkg.isEmpty() ? name : plan.pkg + "." + name, sb.toString());
        }

        /**
         * A Spring Data MongoDB model, read unchanged (issue 12): SDM's own document, id, field, transient
         * and index annotations, Bean Validation bounds, and mistakes in that vocabulary.
         */
        private Unit springDataShapes() {
            String name = plan.simple + "Sdm";
            String[] typeHints = {
                "@CompoundIndex(def = \"{'author': 1, 'publishedAt': -1}\")",
                "@CompoundIndex(name = \"by_author\", def = \"{'author': 1}\", unique = true)",
                "@CompoundIndex(def = \"{'nope': 1}\")",
                "@CompoundIndex(def = \"{'author': 1\")",
                "@CompoundIndex(def = \"{'tags': 1, 'codes': 1}\")",
            };
            String[] fieldHints = {
                "@Indexed",
                "@Indexed(unique = true)",
                "@Indexed(expireAfter = \"1d\")",
                "@Indexed(expireAfter = \"soon\")",
                "@TextIndexed",
                "@TextIndexed(weight = 3)",
                "@HashIndexed",
                "@Indexed(name = \"_id_\")",
                "@jakarta.validation.constraints.Size(max = 10)",
                "@Transient",
                "@Field(\"a.b\")",
                "@Field(\"$x\")",
                "@Field(\"title\")",
                ""
            };
            StringBuilder sb = new StringBuilder(plan.pkg.isEmpty() ? "" : "package " + plan.pkg + ";\n");
            sb.append("import java.util.*;\nimport org.springframework.data.annotation.Id;\n")
                    .append("import org.springframework.data.annotation.Transient;\n")
                    .append("import org.springframework.data.mongodb.core.mapping.Document;\n")
                    .append("import org.springframework.data.mongodb.core.mapping.Field;\n")
                    .append("import org.springframework.data.mongodb.core.index.*;\n");
            sb.append(r.nextBoolean() ? "@Document\n" : "@Document(collection = \"" + pick(COLLECTIONS) + "\")\n");
            for (String hint : typeHints) {
                if (r.nextInt(100) < 25) {
                    sb.append(hint).append('\n');
                }
            }
            sb.append("class ").append(name).append(" {\n    @Id String id;\n");
            String[][] fields = {
                {"String", "title"},
                {"String", "author"},
                {"java.time.Instant", "publishedAt"},
                {"List<String>", "tags"},
                {"List<Integer>", "codes"},
                {"List<Review>", "reviews"},
                {"long", "views"}
            };
            for (String[] field : fields) {
                String hint = fieldHints[r.nextInt(fieldHints.length)];
                sb.append("    ")
                        .append(hint)
                        .append(hint.isEmpty() ? "" : " ")
                        .append(field[0])
                        .append(' ')
                        .append(field[1])
                        .append(";\n");
            }
            sb.append("    static class Review { @Indexed String reviewer; int rating; List<String> likes; }\n}\n");
            return new Unit(plan.pkg.isEmpty() ? name : plan.pkg + "." + name, sb.toString());
        }

        /**
         * A Morphia model, read unchanged (issue 12): Morphia's entity, id, property, reference, version,
         * not-stored and index annotations, embedded entities (with and without an id), and mistakes in that
         * vocabulary (unknown paths, paths through references, two @Text, weights on ascending keys, two @Version).
         */
        private Unit morphiaShapes() {
            String name = plan.simple + "Morphia";
            String[] indexes = {
                "@Index(fields = {@Field(\"author\"), @Field(value = \"publishedAt\", type = IndexType.DESC)})",
                "@Index(fields = @Field(\"a\"), options = @IndexOptions(name = \"by_author\", unique = true))",
                "@Index(fields = @Field(\"nope\"))",
                "@Index(fields = @Field(\"owner.name\"))",
                "@Index(fields = @Field(\"reviews.rating\"))",
                "@Index(fields = @Field(\"reviews.stars\"))",
                "@Index(fields = {@Field(\"tags\"), @Field(\"codes\")})",
                "@Index(fields = @Field(value = \"title\", type = IndexType.TEXT, weight = 2))",
                "@Index(fields = @Field(value = \"title\", weight = 2))",
                "@Index(fields = @Field(\"title\"), options = @IndexOptions(partialFilter = \"{title: {$exists: true}}\", sparse = true))",
                "@Index(fields = {})",
                "@Index(fields = @Field(value = \"views\", type = IndexType.HASHED), options = @IndexOptions(unique = true))",
            };
            String[] fieldHints = {
                "@Indexed",
                "@Indexed(options = @IndexOptions(unique = true))",
                "@Indexed(options = @IndexOptions(expireAfterSeconds = 60))",
                "@Text",
                "@Text(3)",
                "@Indexed(IndexDirection.DESC)",
                "@Indexed(options = @IndexOptions(name = \"_id_\"))",
                "@jakarta.validation.constraints.Size(max = 10)",
                "@Transient",
                "@NotSaved",
                "@Version",
                "@Property(\"a\")",
                "@Property(\"$x\")",
                "@Property(\"a.b\")",
                "transient",
                ""
            };
            StringBuilder sb = new StringBuilder(plan.pkg.isEmpty() ? "" : "package " + plan.pkg + ";\n");
            sb.append("import java.util.*;\nimport org.bson.types.ObjectId;\nimport dev.morphia.annotations.*;\n")
                    .append("import dev.morphia.utils.IndexType;\nimport dev.morphia.utils.IndexDirection;\n");
            sb.append(r.nextBoolean() ? "@Entity\n" : "@Entity(\"" + pick(COLLECTIONS) + "\")\n");
            List<String> chosen = new ArrayList<>();
            for (String index : indexes) {
                if (r.nextInt(100) < 20) {
                    chosen.add(index);
                }
            }
            if (!chosen.isEmpty()) {
                sb.append("@Indexes({").append(String.join(",\n    ", chosen)).append("})\n");
            }
            sb.append("class ")
                    .append(name)
                    .append(" {\n    @Id ")
                    .append(pick("ObjectId", "String", "long"))
                    .append(" id;\n");
            String[][] fields = {
                {"String", "title"},
                {"String", "author"},
                {"java.util.Date", "publishedAt"},
                {"List<String>", "tags"},
                {"List<Integer>", "codes"},
                {"List<Review>", "reviews"},
                {"long", "views"}
            };
            for (String[] field : fields) {
                String hint = fieldHints[r.nextInt(fieldHints.length)];
                sb.append("    ")
                        .append(hint)
                        .append(hint.isEmpty() ? "" : " ")
                        .append(field[0])
                        .append(' ')
                        .append(field[1])
                        .append(";\n");
            }
            sb.append("    ")
                    .append(pick("@Reference", "@Reference(idOnly = true)", "@Reference(\"o\")", ""))
                    .append(" Owner owner;\n");
            sb.append("    @Entity static class Review { ")
                    .append(pick("@Id String code; ", ""))
                    .append("@Indexed String reviewer; int rating; List<String> likes; }\n");
            sb.append("    @Entity static class Owner { ")
                    .append(pick("@Id ObjectId id; ", ""))
                    .append("String name; }\n}\n");
            return new Unit(plan.pkg.isEmpty() ? name : plan.pkg + "." + name, sb.toString());
        }

        // ---------------------------------------------------------- nested types

        private void prepareNested() {
            int embedded = r.nextInt(5);
            for (int i = 0; i < embedded; i++) {
                ClassSpec c = new ClassSpec("E" + i);
                nested.put(c.name, c);
                embeddedNames.add(c.name);
            }
            int records = r.nextInt(100) < 30 ? 1 + r.nextInt(2) : 0;
            for (int i = 0; i < records; i++) {
                ClassSpec c = new ClassSpec("R" + i);
                nested.put(c.name, c);
                embeddedNames.add(c.name);
            }
            if (r.nextInt(100) < 25) {
                hasSummary = true;
                ClassSpec c = new ClassSpec("Summary");
                nested.put(c.name, c);
            }
            if (plan.kind == Kind.CLASS
                    && r.nextInt(100) < 15
                    && !embeddedNames.isEmpty()
                    && embeddedNames.contains("E0")) {
                nested.put("Base", new ClassSpec("Base"));
            }
            if (r.nextInt(100) < 3) {
                chainLength = 95 + r.nextInt(12);
            }
            // fields after every name is known, so that they can refer to each other (recursion)
            for (ClassSpec c : nested.values()) {
                switch (c.name) {
                    case "Summary" -> {
                        FieldSpec id = new FieldSpec();
                        id.type = new TypeChoice(
                                pick("ObjectId", "ObjectId", "String", "long", "UUID"), null, false, false);
                        id.name = pick("id", "id", "_id", "bookId");
                        id.annotations = id.name.equals("bookId") ? "@Id " : "";
                        c.fields.add(id);
                        fillFields(c, 1 + r.nextInt(3), false);
                    }
                    case "Base" -> {
                        FieldSpec payload = new FieldSpec();
                        payload.type = new TypeChoice("T", null, false, false);
                        payload.name = "payload";
                        c.fields.add(payload);
                        // the base is a top-level sibling: scalar fields only, it cannot see the nested types
                        for (int i = 0, n = r.nextInt(4); i < n; i++) {
                            FieldSpec f = new FieldSpec();
                            String t = pick("String", "int", "Instant", "ObjectId", "long", "List<String>", "byte[]");
                            f.type = new TypeChoice(
                                    t, null, t.startsWith("List") || t.equals("byte[]"), t.equals("String"));
                            f.name = pick("b" + i, "createdAt", "fooBar", "id", "$x", "é");
                            if (c.fields.stream().anyMatch(x -> x.name.equals(f.name))) {
                                f.name = "b" + i;
                            }
                            inBase = true;
                            f.annotations = fieldAnnotations(f);
                            inBase = false;
                            c.fields.add(f);
                        }
                    }
                    default -> fillFields(c, r.nextInt(6), c.name.startsWith("R"));
                }
            }
        }

        private void emitNested(StringBuilder sb) {
            sb.append("    public enum Color { RED, GREEN, BLUE }\n");
            sb.append("    public enum Size { S(1), M(2); final int n; Size(int n) { this.n = n; } }\n");
            sb.append("    public interface Shape { double area(); }\n");
            sb.append("    public static class Box<T> { T value; @Bounded(max = 5) List<T> items; }\n");
            sb.append("    public static class Pair<A, B> { A first; B second; }\n");
            sb.append("    public static class Node<T> { T value; Node<T> next; }\n");
            for (ClassSpec c : nested.values()) {
                if (c.name.startsWith("R")) {
                    sb.append("    ")
                            .append(r.nextInt(100) < 20 ? "@Embedded " : "")
                            .append("public record ")
                            .append(c.name)
                            .append("(");
                    for (int i = 0; i < c.fields.size(); i++) {
                        FieldSpec f = c.fields.get(i);
                        sb.append(i == 0 ? "" : ", ")
                                .append(f.annotations)
                                .append(f.type.text)
                                .append(' ')
                                .append(f.name);
                    }
                    sb.append(") { }\n");
                    continue;
                }
                sb.append("    ");
                if (c.name.equals("Base")) {
                    continue;
                } else {
                    int a = r.nextInt(100);
                    sb.append(
                                    a < 25
                                            ? "@Embedded "
                                            : a < 28 ? documentAnnotation().replace("\n", " ") : "")
                            .append(suppress(""))
                            .append(r.nextInt(100) < 90 ? "public static class " : "public class ")
                            .append(c.name);
                    if (c.name.startsWith("E") && r.nextInt(100) < 10 && embeddedNames.size() > 1) {
                        String sup = pick(embeddedNames);
                        if (sup.startsWith("E") && sup.compareTo(c.name) > 0) {
                            sb.append(" extends ").append(sup);
                        }
                    }
                    sb.append(" {\n");
                }
                emitFields(sb, c, "        ");
                sb.append("    }\n");
            }
            for (int i = 0; i < chainLength; i++) {
                sb.append("    public static class C").append(i).append(" { int v; ");
                if (i + 1 < chainLength) {
                    sb.append(
                            r.nextInt(10) == 0
                                    ? "@Bounded(max = 1) List<C" + (i + 1) + "> next;"
                                    : "C" + (i + 1) + " next;");
                }
                sb.append(" }\n");
            }
        }

        // ---------------------------------------------------------- fields

        private void fillFields(ClassSpec c, int count, boolean recordComponents) {
            Set<String> names = new LinkedHashSet<>();
            c.fields.forEach(f -> names.add(f.name));
            if (c.name.equals(plan.simple) && chainLength > 0) {
                FieldSpec chain = new FieldSpec();
                chain.type = new TypeChoice("C0", null, false, false);
                chain.name = "chain";
                names.add("chain");
                c.fields.add(chain);
            }
            for (int i = 0; i < count; i++) {
                FieldSpec f = new FieldSpec();
                f.type = pickType(c);
                String name = fieldName(i);
                if (!names.add(name)) {
                    name = "f" + i;
                    names.add(name);
                }
                f.name = name;
                if (!recordComponents) {
                    int m = r.nextInt(100);
                    f.modifiers =
                            m < 4 ? "static " : m < 8 ? "transient " : m < 12 ? "private " : m < 15 ? "public " : "";
                }
                f.annotations = fieldAnnotations(f);
                c.fields.add(f);
            }
        }

        private String fieldName(int i) {
            int roll = r.nextInt(100);
            if (roll < 8) {
                return pick("id", "id", "_id");
            }
            if (roll < 35) {
                String name = pick(JAVA_NAMES);
                // a field named $ is ProcessorRegressionTest.fieldNamedDollar...: written in strict mode only
                return name.equals("$") && !strict ? "$x" : name;
            }
            return "f" + i;
        }

        private String fieldAnnotations(FieldSpec f) {
            StringBuilder a = new StringBuilder();
            if (r.nextInt(100) < 5) {
                a.append("@Id ");
            }
            if (r.nextInt(100) < 18) {
                a.append("@Field(\"").append(esc(pick(STORED_NAMES))).append("\") ");
            }
            if (r.nextInt(100) < (f.type.collection || f.type.string ? 60 : 12)) {
                a.append("@Bounded(max = ").append(pick(BOUNDS)).append(") ");
            }
            if (r.nextInt(100) < 8) {
                a.append("@Embedded ");
            }
            if (r.nextInt(100) < 10) {
                a.append("@Reference").append(referenceValue()).append(' ');
            }
            if (r.nextInt(100) < (f.type.string ? 20 : 4)) {
                a.append("@CaseInsensitive ");
            }
            int hints = r.nextInt(100) < 22 ? 1 + (r.nextInt(100) < 20 ? 1 : 0) : 0;
            for (int i = 0; i < hints; i++) {
                a.append(indexHint(false, List.of())).append(' ');
            }
            if (r.nextInt(100) < 6) {
                a.append(suppress(""));
            }
            return a.toString();
        }

        private String referenceValue() {
            int roll = r.nextInt(100);
            if (roll < 35) {
                return "";
            }
            if (roll < 70) {
                String other = otherDocument();
                return other == null ? "" : "(" + other + ".class)";
            }
            if (inBase) {
                return "(" + pick("void.class", "String.class", plan.simple + ".class") + ")";
            }
            List<String> options = new ArrayList<>(List.of(
                    "void.class",
                    "String.class",
                    "int.class",
                    "Object.class",
                    plan.simple + ".class",
                    "Box.class",
                    "Color.class",
                    "Summary.class"));
            if (!embeddedNames.isEmpty()) {
                options.add(pick(embeddedNames) + ".class");
            }
            if (undefinedAllowed) {
                options.add("Missing.class");
            }
            String value = pick(options);
            if (value.equals("Summary.class") && !hasSummary) {
                value = "void.class";
            }
            return "(" + value + ")";
        }

        private void emitFields(StringBuilder sb, ClassSpec c, String indent) {
            for (FieldSpec f : c.fields) {
                sb.append(indent)
                        .append(f.annotations)
                        .append(f.modifiers)
                        .append(f.type.text)
                        .append(' ')
                        .append(f.name)
                        .append(";\n");
            }
        }

        // ---------------------------------------------------------- types

        private TypeChoice pickType(ClassSpec owner) {
            int roll = r.nextInt(100);
            if (roll < 34) {
                String s = pick(SCALARS);
                return new TypeChoice(s, null, s.equals("byte[]"), s.equals("String"));
            }
            if (roll < 52) {
                TypeChoice e = element(owner);
                String c = pick(
                        "List",
                        "List",
                        "Set",
                        "Collection",
                        "ArrayList",
                        "LinkedList",
                        "Queue",
                        "Iterable",
                        "SortedSet",
                        "Deque");
                return new TypeChoice(c + "<" + e.text + ">", e.follow, true, false);
            }
            if (roll < 62) {
                TypeChoice e = element(owner);
                String key = pick("String", "String", "String", "Integer", "Color", "Object", "UUID");
                String v = r.nextInt(100) < 20 ? "List<" + e.text + ">" : e.text;
                return new TypeChoice(
                        pick("Map", "HashMap", "TreeMap", "SortedMap") + "<" + key + ", " + v + ">",
                        e.follow,
                        true,
                        false);
            }
            if (roll < 76) {
                return embedded(owner);
            }
            if (roll < 83) {
                String other = r.nextInt(100) < 30 ? plan.simple : otherDocument();
                if (other == null) {
                    other = plan.simple;
                }
                if (plan.kind == Kind.GENERIC_CLASS && other.equals(plan.simple)) {
                    other = other + "<?>";
                }
                return r.nextBoolean()
                        ? new TypeChoice(other, null, false, false)
                        : new TypeChoice("List<" + other + ">", null, true, false);
            }
            if (roll < 85 && r.nextInt(100) < 15) {
                int kind = r.nextInt(3);
                // a generated type: the document waits a round for it (or, never generated, is left unchecked)
                return kind == 0
                        ? new TypeChoice(otherType() + "Schema", null, false, false)
                        : kind == 1
                                ? new TypeChoice(
                                        (plan.pkg.isEmpty() ? "" : plan.pkg + ".") + "SchemaBootstrap",
                                        null,
                                        false,
                                        false)
                                : new TypeChoice(otherType(), null, false, false);
            }
            if (roll < 87 && generic) {
                return new TypeChoice(pick("T", "List<T>", "Box<T>", "Map<String, T>", "T[]"), null, false, false);
            }
            if (roll < 91 && undefinedAllowed) {
                return new TypeChoice(
                        pick(
                                "Missing",
                                "List<Missing>",
                                "Map<String, Missing>",
                                "Missing.Inner",
                                "Box<Missing>",
                                "Missing[]",
                                "org.nowhere.Gone"),
                        null,
                        false,
                        false);
            }
            if (roll < 95) {
                TypeChoice e = element(owner);
                if (e.text.contains("<")) {
                    return new TypeChoice("String[]", null, true, false);
                }
                return new TypeChoice(e.text + pick("[]", "[]", "[][]"), e.follow, true, false);
            }
            if (roll < 97) {
                int depth = 90 + r.nextInt(45);
                return new TypeChoice("List<".repeat(depth) + "String" + ">".repeat(depth), null, true, false);
            }
            return new TypeChoice(pick(WEIRD), null, false, false);
        }

        private TypeChoice element(ClassSpec owner) {
            int roll = r.nextInt(100);
            if (roll < 45) {
                String s = pick(
                        "String",
                        "Integer",
                        "Long",
                        "Instant",
                        "ObjectId",
                        "Date",
                        "Double",
                        "Boolean",
                        "Color",
                        "UUID",
                        "BigDecimal",
                        "byte[]",
                        "Object");
                return new TypeChoice(s, null, false, s.equals("String"));
            }
            if (roll < 90) {
                return embedded(owner);
            }
            String other = otherDocument();
            return new TypeChoice(other == null ? "String" : other, null, false, false);
        }

        private TypeChoice embedded(ClassSpec owner) {
            List<String> options = new ArrayList<>(embeddedNames);
            if (hasSummary) {
                options.add("Summary");
            }
            options.add("Shape");
            options.add("Node<String>");
            options.add("Box<String>");
            if (!embeddedNames.isEmpty()) {
                String e = pick(embeddedNames);
                options.add("Box<" + e + ">");
                options.add("Pair<String, " + e + ">");
                options.add("Node<" + e + ">");
                options.add("Box<Box<" + e + ">>");
            }
            String t = pick(options);
            String follow = nested.containsKey(t) ? t : null;
            return new TypeChoice(t, follow, false, false);
        }

        private String otherDocument() {
            List<Plan> docs = plans.stream()
                    .filter(Plan::isDocumentType)
                    .filter(p -> p.pkg.isEmpty() == plan.pkg.isEmpty() || !p.pkg.isEmpty())
                    .filter(p -> !p.pkg.isEmpty() || plan.pkg.isEmpty())
                    .toList();
            if (docs.isEmpty()) {
                return null;
            }
            Plan p = docs.get(r.nextInt(docs.size()));
            return p.qualified();
        }

        /** Any type of another source: documents, and @Document interfaces, enums and annotations too. */
        private String otherType() {
            List<Plan> all = plans.stream()
                    .filter(p -> p.kind != Kind.HOLDER)
                    .filter(p -> !p.pkg.isEmpty() || plan.pkg.isEmpty())
                    .toList();
            return all.isEmpty() ? plan.simple : all.get(r.nextInt(all.size())).qualified();
        }

        // ---------------------------------------------------------- annotations

        private String documentAnnotation() {
            List<String> members = new ArrayList<>();
            if (r.nextInt(100) < 75) {
                members.add("collection = \"" + esc(r.nextInt(100) < 70 ? collectionName() : oddString()) + "\"");
            }
            if (r.nextInt(100) < 40) {
                members.add("database = \"" + esc(r.nextInt(100) < 80 ? pick(DATABASES) : oddString()) + "\"");
            }
            if (r.nextInt(100) < 20) {
                members.add("collation = " + collation());
            }
            return "@Document" + (members.isEmpty() && r.nextBoolean() ? "" : "(" + String.join(", ", members) + ")")
                    + "\n";
        }

        private String collation() {
            List<String> members = new ArrayList<>();
            members.add("locale = \"" + esc(pick(LOCALES)) + "\"");
            if (r.nextInt(100) < 70) {
                members.add("strength = "
                        + (r.nextInt(100) < 5
                                ? pick("Integer.MAX_VALUE", "Integer.MIN_VALUE")
                                : String.valueOf(-1 + r.nextInt(9))));
            }
            if (r.nextInt(100) < 20) {
                members.add("caseLevel = " + r.nextBoolean());
            }
            if (r.nextInt(100) < 20) {
                members.add("numericOrdering = " + r.nextBoolean());
            }
            return "@Collation(" + String.join(", ", members) + ")";
        }

        private String classHints(ClassSpec root) {
            List<String> paths = paths(root);
            int roll = r.nextInt(100);
            int count = roll < 35 ? 0 : roll < 85 ? 1 + r.nextInt(4) : roll < 97 ? 8 + r.nextInt(6) : 62 + r.nextInt(6);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < count; i++) {
                sb.append(indexHint(true, paths)).append('\n');
            }
            return sb.toString();
        }

        private String indexHint(boolean onType, List<String> paths) {
            List<String> members = new ArrayList<>();
            if (onType ? r.nextInt(100) < 95 : r.nextInt(100) < 8) {
                int roll = r.nextInt(100);
                int n = roll < 45 ? 1 : roll < 80 ? 2 : roll < 95 ? 3 + r.nextInt(3) : 30 + r.nextInt(6);
                List<String> keys = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    keys.add("\"" + esc(key(paths)) + "\"");
                }
                members.add(
                        keys.size() == 1 && r.nextBoolean()
                                ? "keys = " + keys.get(0)
                                : "keys = {" + String.join(", ", keys) + "}");
            }
            if (r.nextInt(100) < 15) {
                members.add("name = \""
                        + esc(strict && r.nextInt(10) == 0 ? pick(STRICT_INDEX_NAMES) : pick(INDEX_NAMES)) + "\"");
            }
            if (r.nextInt(100) < 20) {
                members.add("unique = true");
            }
            if (r.nextInt(100) < 12) {
                members.add("sparse = true");
            }
            if (r.nextInt(100) < 15) {
                members.add("expireAfterSeconds = " + pick(EXPIRES));
            }
            if (r.nextInt(100) < 20) {
                members.add("partialFilter = \"" + esc(r.nextInt(100) < 95 ? pick(FILTERS) : deepFilter()) + "\"");
            }
            if (r.nextInt(100) < 15) {
                members.add("collation = " + collation());
            }
            if (r.nextInt(100) < 8) {
                members.add("hidden = " + r.nextBoolean());
            }
            return "@IndexHint" + (members.isEmpty() && r.nextBoolean() ? "" : "(" + String.join(", ", members) + ")");
        }

        private String key(List<String> paths) {
            int roll = r.nextInt(100);
            String path;
            if (roll < 65 && !paths.isEmpty()) {
                path = pick(paths);
            } else if (roll < 80 && !paths.isEmpty()) {
                String p = pick(paths);
                int t = r.nextInt(4);
                path = t == 0
                        ? p.substring(0, Math.max(0, p.length() - 1))
                        : t == 1
                                ? p + "s"
                                : t == 2
                                        ? p.toUpperCase(java.util.Locale.ROOT)
                                        : p + "." + pick("$**", "x", "0", "value", "first", "next");
            } else {
                path = pick(GARBAGE_PATHS);
            }
            return r.nextInt(100) < 55 ? path : path + pick(SUFFIXES);
        }

        private String deepFilter() {
            int depth = 50 + r.nextInt(200);
            return "{a: ".repeat(depth) + "1" + "}".repeat(depth);
        }

        /** Key paths: the Java fields of the root, and through embedded classes up to three levels. */
        private List<String> paths(ClassSpec root) {
            List<String> out = new ArrayList<>();
            walk(root, "", 0, out);
            if (nested.containsKey("Base") && plan.kind == Kind.CLASS) {
                walk(nested.get("Base"), "", 0, out);
            }
            return out;
        }

        private void walk(ClassSpec c, String prefix, int depth, List<String> out) {
            for (FieldSpec f : c.fields) {
                String path = prefix + f.name;
                out.add(path);
                if (f.type.follow != null && depth < 3 && nested.containsKey(f.type.follow)) {
                    walk(nested.get(f.type.follow), path + ".", depth + 1, out);
                }
            }
        }

        private String suppress(String indent) {
            if (r.nextInt(100) >= 10) {
                return "";
            }
            int n = 1 + r.nextInt(3);
            List<String> keys = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                keys.add("\"" + esc(pick(SUPPRESS)) + "\"");
            }
            return indent + "@SuppressWarnings({" + String.join(", ", keys) + "}) ";
        }
    }

    // ------------------------------------------------------------------ tame batches: warnings only

    private static final String[] TAME_JAVA_NAMES = {
        "title",
        "author",
        "status",
        "createdAt",
        "fooBar",
        "foo_bar",
        "FOO_BAR",
        "FooBar",
        "collection",
        "database",
        "COLLATION",
        "DATABASE",
        "COLLECTION_COLLATION",
        "value",
        "é",
        "日本",
        "ÄÖÜ",
        "ß",
        "ı",
        "µ",
        "ǅ",
        "Ｆｕｌｌ",
        "_x",
        "x$",
        "$x",
        "$$",
        "a1",
        "indexModels",
        "createCollectionOptions",
        "TITLE",
        "title_",
        "Title",
        "n".repeat(150),
        "ŉ",
        "ﬁ",
        "İ",
        "x_1",
        "x1"
    };

    private static final String[] TAME_STORED_NAMES = {
        "pub_date",
        "with space",
        "ünï",
        "a-b",
        "9lives",
        "UPPER",
        "camelCase",
        "x".repeat(200),
        "\t",
        "a\"b",
        "a\\b",
        "日本",
        "q'uote",
        "emoji\uD83D\uDE00",
        "a\\u002ab",
        "{@code x}",
        "x}",
        "<b>"
    };

    private static final String[] TAME_COLLECTIONS = {
        "items",
        "Items",
        "Book Reviews",
        "ünïcödé",
        "Δοκιμή",
        "with-dash",
        "9starts",
        "a\"quote",
        "back\\slash",
        "{@link X}",
        "x}",
        "<i>",
        "emoji\uD83D\uDE00",
        "y".repeat(100),
        "book1_views",
        "tab\tname",
        "line\nbreak",
        "percent%s",
        "dollar_in_middle"
    };

    private static final String[] TAME_INDEX_NAMES = {
        "by author",
        "ü",
        "x".repeat(130),
        "a.b",
        "$x",
        "{@code i}",
        "i\"q",
        "back\\slash",
        "line\nbreak",
        "percent%s",
        "emoji\uD83D\uDE00"
    };

    private static final String[] TAME_FILTERS = {
        "{\"status\": \"active\"}",
        "{qty: {$gt: 0}}",
        "{$and: [{a: {$gte: 1}}, {b: {$lt: 2}}]}",
        "{a: {$exists: true}}",
        "{a: {$type: 'string'}}",
        "{a: {$in: [1, 2]}}",
        "{$or: [{a: 1}, {b: 2}]}",
        "{a: {$eq: 5}}",
        "{\"é\": 1}",
        "{\"we*/ird\": \"*/\"}",
        "{a: \"\\\\u002a/\"}",
        "{a: \"%s\"}",
        "{a: {$lte: 1.5}}",
        "{'a.b': {$exists: true}}"
    };

    private static final String[] TAME_SCALARS = {
        "int",
        "long",
        "double",
        "boolean",
        "Integer",
        "Long",
        "Boolean",
        "String",
        "String",
        "String",
        "BigDecimal",
        "Instant",
        "Date",
        "LocalDate",
        "ObjectId",
        "UUID",
        "Color",
        "char",
        "short",
        "float",
        "byte[]"
    };

    /**
     * A batch written to be free of schemaguard errors (warnings allowed, odd names included), so
     * that the compilation succeeds and the generated code is compiled and can be run.
     */
    Batch tameBatch(int index, int size) {
        // strict: at most one known bug per batch, so that each shows on its own
        int trigger = strict ? r.nextInt(TRIGGERS + 1) : NO_TRIGGER;
        String database = pick(null, null, "shop", "bookstore_2", "Mixed_Case", "données");
        List<String> names = new ArrayList<>();
        List<Unit> units = new ArrayList<>();
        String[] pkgs = new String[size];
        for (int i = 0; i < size; i++) {
            int pk = r.nextInt(100);
            pkgs[i] = pk < 60 ? "rnd.t" + index : pk < 90 ? "rnd.t" + index + ".p" + i : "rnd.t" + index + ".ünï";
            String simple = trigger == SAME_SIMPLE_NAME && pkgs[i].contains(".p")
                    ? "Same"
                    : pick("T" + i, "T" + i, "T" + i + "$x", "Té" + i, "Ω" + i, "T" + i + "_Doc");
            names.add(pkgs[i] + "." + simple);
        }
        for (int i = 0; i < size; i++) {
            units.add(new TameWriter(names, i, database, i == 0 ? trigger : NO_TRIGGER).write());
        }
        if (trigger == SCHEMA_CLASS_CLASH) {
            // a nested document H.N and a top-level H_N: both schema classes are H_NSchema (ProcessorRegressionTest)
            String pkg = "rnd.t" + index;
            units.add(new Unit(
                    pkg + ".H",
                    "package " + pkg + ";\nimport dev.schemaguard.annotations.*;\n"
                            + "public class H {\n    @Document(collection = \"nested_h\")\n"
                            + "    public static class N { org.bson.types.ObjectId id; }\n}\n"));
            units.add(
                    new Unit(
                            pkg + ".H_N",
                            "package " + pkg + ";\nimport dev.schemaguard.annotations.*;\n"
                                    + "@Document(collection = \"top_h_n\")\npublic class H_N { org.bson.types.ObjectId id; }\n"));
        }
        List<String> options = new ArrayList<>();
        if (r.nextInt(100) < 40) {
            options.add("-Aschemaguard.database=" + pick("shop", "bookstore", "x_y"));
        }
        if (trigger == BAD_BOOTSTRAP_PACKAGE) {
            options.add("-Aschemaguard.bootstrapPackage=" + pick("1bad.pkg", "a..b", "with space", "boot."));
        } else if (r.nextInt(100) < 20) {
            options.add("-Aschemaguard.bootstrapPackage=" + pick("rnd.t" + index + ".boot", "rnd.t" + index));
        }
        if (r.nextInt(100) < 20) {
            options.add("-Aschemaguard.maxIndexesPerCollection=" + pick("1", "3", "64"));
        }
        List<Unit> later = new ArrayList<>();
        issueShapes("rnd.i" + index, units, later, true);
        return new Batch(index, units, options, false, later);
    }

    // ------------------------------------------------------------------ shapes of issue 11

    /**
     * Documents in the unnamed package beside documents in named ones (issue 11, item 4), with or
     * without {@code -Aschemaguard.bootstrapPackage}, or every document in named packages with no
     * common one. Either the layout works and the batch compiles with its bootstrap, or it is an
     * error that names the option: never a bootstrap that does not compile.
     */
    Batch unnamedPackageBatch(int index) {
        int variant = r.nextInt(4);
        List<Unit> units = new ArrayList<>();
        int documents = 2 + r.nextInt(3);
        for (int i = 0; i < documents; i++) {
            boolean unnamed = switch (variant) {
                case 0 -> true; // every document unnamed: the bootstrap goes there too
                case 1 -> i == 0; // one unnamed beside named ones
                case 2 -> i < documents - 1;
                default -> false; // named, in packages with no common one
            };
            String pkg = unnamed ? "" : pick("u" + index + ".a", "u" + index + ".b", "v" + index, "w" + index + ".x.y");
            String simple = pick("U", "Doc", "Note", "Memo") + i;
            units.add(new Unit(
                    pkg.isEmpty() ? simple : pkg + "." + simple, simpleDocument(pkg, simple, "u" + index + "_" + i)));
        }
        List<String> options = new ArrayList<>();
        if (r.nextBoolean()) {
            options.add("-Aschemaguard.bootstrapPackage=" + pick("u" + index + ".boot", "v" + index, "app"));
        }
        return new Batch(index, units, options, false);
    }

    /**
     * A document whose embedded types form a binary tree (issue 11, item 5), deep enough that its
     * stored-path constants do not fit one class; the two children of each level have names that
     * clash as constants ({@code fooBar}, {@code foo_bar}) or differ only in case.
     */
    Batch deepTreeBatch(int index) {
        int levels = 11 + r.nextInt(2);
        String[][] children = {
            {"left", "right"}, {"fooBar", "foo_bar"}, {"x", "X"}, {"a1", "a_1"}, {"FOO_BAR", "fooBar"}
        };
        String pkg = "rnd.tree" + index;
        StringBuilder sb = new StringBuilder("package " + pkg + ";\nimport dev.schemaguard.annotations.*;\n");
        String[] top = pick(children);
        sb.append("@Document(collection = \"trees_")
                .append(index)
                .append("\"")
                .append(r.nextBoolean() ? ", database = \"forest\"" : "")
                .append(")\n");
        sb.append("@IndexHint(keys = \"")
                .append(top[0])
                .append('.')
                .append(top[1])
                .append(".value\")\n");
        sb.append("public class Tree {\n    org.bson.types.ObjectId id;\n    N1 ")
                .append(top[0])
                .append(";\n    N1 ")
                .append(top[1])
                .append(";\n");
        for (int i = 1; i <= levels; i++) {
            sb.append("    @Embedded static class N").append(i).append(" {\n");
            if (i < levels) {
                String[] pair = i == 1 ? top : pick(children);
                sb.append("        N")
                        .append(i + 1)
                        .append(' ')
                        .append(pair[0])
                        .append(";\n        N")
                        .append(i + 1)
                        .append(' ')
                        .append(pair[1])
                        .append(";\n");
            }
            sb.append("        ")
                    .append(pick(
                            "int value;", "@Field(\"v\") long value;", "String value;", "java.time.Instant value;"))
                    .append("\n    }\n");
        }
        sb.append("}\n");
        List<Unit> units = List.of(
                new Unit(pkg + ".Tree", sb.toString()),
                new Unit(pkg + ".Small", simpleDocument(pkg, "Small", "small_" + index)));
        return new Batch(index, units, List.of("-Aschemaguard.BloatedDocument=OFF"), false);
    }

    /** A small clean document. */
    private String simpleDocument(String pkg, String simple, String collection) {
        return (pkg.isEmpty() ? "" : "package " + pkg + ";\n") + "import dev.schemaguard.annotations.*;\n"
                + "@Document(collection = \"" + collection + "\")\n"
                + "public class " + simple + " {\n    org.bson.types.ObjectId id;\n"
                + "    @IndexHint @Bounded(max = 40) String " + pick("title", "name", "fooBar", "FOO_BAR") + ";\n"
                + "    " + pick("int", "long", "java.time.Instant") + " "
                + pick("createdAt", "count", "EMAIL_COLLATION")
                + ";\n}\n";
    }

    /** The known bugs a strict tame batch may trigger (one each), see {@link ProcessorRegressionTest}. */
    private static final int NO_TRIGGER = 0;

    private static final int DOLLAR_FIELD = 1;
    private static final int COLLECTION_COMMENT_END = 2;
    private static final int INDEX_NAME_COMMENT_END = 3;
    private static final int STORED_NAME_COMMENT_END = 4;
    private static final int SAME_SIMPLE_NAME = 5;
    private static final int SCHEMA_CLASS_CLASH = 6;
    private static final int BAD_BOOTSTRAP_PACKAGE = 7;
    private static final int COLLATION_CONSTANT_CLASH = 8;
    private static final int TRIGGERS = 8;

    private final class TameWriter {
        private final List<String> documents;
        private final int self;
        private final String database;
        private final Set<String> fieldNames = new LinkedHashSet<>();
        private final Set<String> storedNames =
                new LinkedHashSet<>(List.of("_id", "createdOn", "labels", "extra", "subCount"));
        private final Set<String> indexNames = new LinkedHashSet<>();
        private final List<String> scalarRootFields = new ArrayList<>();
        private final List<String> stringRootFields = new ArrayList<>();
        private boolean objectIdKey;
        private boolean collated;
        private final Set<String> caseInsensitiveConstants = new LinkedHashSet<>();

        private final int trigger;

        TameWriter(List<String> documents, int self, String database, int trigger) {
            this.documents = documents;
            this.self = self;
            this.database = database;
            this.trigger = trigger;
        }

        Unit write() {
            String qualified = documents.get(self);
            int dot = qualified.lastIndexOf('.');
            String pkg = qualified.substring(0, dot);
            String simple = qualified.substring(dot + 1);
            StringBuilder fields = new StringBuilder();
            String id = pick("ObjectId id;", "ObjectId id;", "@Id ObjectId key;", "long id;", "Instant id;", "");
            fields.append("    ").append(id).append('\n');
            fieldNames.add(id.contains("key") ? "key" : "id");
            objectIdKey = id.contains("ObjectId");
            int n = r.nextInt(100) < 5 ? 40 + r.nextInt(40) : 2 + r.nextInt(10);
            for (int i = 0; i < n; i++) {
                fields.append("    ").append(field(i)).append('\n');
            }
            String caseInsensitive =
                    "@CaseInsensitive @IndexHint(%scollation = @Collation(locale = \"en\", strength = 2)) "
                            + "@Bounded(max = 20) String %s;";
            switch (trigger) {
                case DOLLAR_FIELD -> fields.append("    @Field(\"dollar\") int $;\n");
                case INDEX_NAME_COMMENT_END ->
                    fields.append("    ")
                            .append(String.format(caseInsensitive, "name = \"by*/author\", ", "byAuthor"))
                            .append('\n');
                case STORED_NAME_COMMENT_END ->
                    fields.append("    @Field(\"*/\") ")
                            .append(String.format(caseInsensitive, "", "starSlash"))
                            .append('\n');
                case COLLATION_CONSTANT_CLASH ->
                    fields.append("    ")
                            .append(String.format(caseInsensitive, "", "fooBarCi"))
                            .append("\n    ")
                            .append(String.format(caseInsensitive, "", "foo_bar_ci"))
                            .append('\n');
                default -> {}
            }
            StringBuilder sb = new StringBuilder();
            sb.append("package ")
                    .append(pkg)
                    .append(";\n")
                    .append("import dev.schemaguard.annotations.*;\nimport java.math.BigDecimal;\n")
                    .append("import java.time.*;\nimport java.util.*;\nimport org.bson.types.ObjectId;\n");
            List<String> members = new ArrayList<>();
            String collection = trigger == COLLECTION_COMMENT_END ? pick(STRICT_COLLECTIONS) : pick(TAME_COLLECTIONS);
            members.add("collection = \"" + esc(collection + "_" + self) + "\"");
            String db =
                    database != null && r.nextInt(100) < 70 ? database : pick(null, "shop", "bookstore_2", "données");
            if (db != null) {
                members.add("database = \"" + esc(db) + "\"");
            }
            collated = r.nextInt(100) < 25;
            if (collated) {
                members.add(
                        "collation = @Collation(locale = \"" + pick("en", "fr_CA", "simple", "de") + "\", strength = "
                                + (1 + r.nextInt(5)) + (r.nextBoolean() ? ", numericOrdering = true" : "") + ")");
            }
            sb.append("@Document(").append(String.join(", ", members)).append(")\n");
            sb.append(compoundHints());
            boolean base = r.nextInt(100) < 20;
            sb.append("public class ")
                    .append(simple)
                    .append(base ? " extends " + simple + "_Base" : "")
                    .append(" {\n");
            sb.append(fields);
            if (r.nextInt(100) < 20) {
                sb.append("    public static class Sub extends ")
                        .append(simple)
                        .append(" { @Bounded(max = 5) String extra; int subCount; }\n");
            }
            sb.append("    public enum Color { RED, GREEN }\n");
            sb.append("    public record R(int a, @Bounded(max = 10) String b, @Field(\"c_c\") Color c) { }\n");
            sb.append("    public static class Box<T> { T value; }\n");
            sb.append("    public static class E { @Bounded(max = 20) String name; int qty; E next; ")
                    .append("@Bounded(max = 2) List<E> children; @Field(\"ünï\") double ß; R r; }\n");
            sb.append("}\n");
            if (base) {
                sb.append("abstract class ")
                        .append(simple)
                        .append("_Base { Instant createdOn; @Bounded(max = 3) List<String> labels; }\n");
            }
            return new Unit(qualified, sb.toString());
        }

        private String field(int i) {
            String name = pick(TAME_JAVA_NAMES);
            if (fieldNames.contains(name)) {
                name = "f" + i;
            }
            StringBuilder a = new StringBuilder();
            // every stored name once per document (else FieldName, a fixed rule)
            if (name.startsWith("$") || r.nextInt(100) < 15) {
                String stored = pick(TAME_STORED_NAMES);
                if (storedNames.contains(stored)) {
                    stored = "s" + i;
                }
                storedNames.add(stored);
                a.append("@Field(\"").append(esc(stored)).append("\") ");
            } else if (!storedNames.add(name)) {
                name = "f" + i;
                storedNames.add(name);
            }
            fieldNames.add(name);
            int roll = r.nextInt(100);
            String type;
            if (roll < 55) {
                type = pick(TAME_SCALARS);
                boolean string = type.equals("String");
                if (string && r.nextBoolean()) {
                    a.append("@Bounded(max = ")
                            .append(pick("1", "20", "200", "1024"))
                            .append(") ");
                }
                if (type.equals("byte[]") && r.nextBoolean()) {
                    a.append("@Bounded(max = 16) ");
                }
                if (!type.equals("byte[]")) {
                    (string ? stringRootFields : scalarRootFields).add(name);
                    // two @CaseInsensitive fields with one constant name (fooBar, foo_bar) are a known bug
                    String constant = name.replace("_", "").toUpperCase(java.util.Locale.ROOT);
                    if (string && r.nextInt(100) < 25 && caseInsensitiveConstants.add(constant)) {
                        a.append("@CaseInsensitive ")
                                .append(hint("collation = @Collation(locale = \"en\", strength = " + (1 + r.nextInt(2))
                                        + ")"));
                        stringRootFields.remove(name);
                    } else if (r.nextInt(100) < 30) {
                        List<String> opts = new ArrayList<>();
                        if (r.nextInt(100) < 30) {
                            opts.add("unique = true");
                        }
                        if (r.nextInt(100) < 20) {
                            opts.add("partialFilter = \"" + esc(pick(TAME_FILTERS)) + "\"");
                        } else if (r.nextInt(100) < 20) {
                            opts.add("sparse = true");
                        }
                        if (r.nextInt(100) < 15) {
                            opts.add("hidden = true");
                        }
                        if ((type.equals("Instant") || type.equals("Date")) && r.nextInt(100) < 50) {
                            opts.add("expireAfterSeconds = " + pick("0", "60", "86400", "2147483647L"));
                        }
                        if (r.nextInt(100) < 15) {
                            opts.add("collation = @Collation(locale = \"" + pick("en", "fr", "simple")
                                    + "\", strength = " + (1 + r.nextInt(5)) + ")");
                        }
                        a.append(hint(String.join(", ", opts)));
                        (string ? stringRootFields : scalarRootFields).remove(name);
                    }
                }
            } else if (roll < 75) {
                String element = pick("String", "Integer", "Instant", "E", "R", "Color", "Box<E>", "ObjectId");
                type = pick("List", "Set", "Collection") + "<" + element + ">";
                if (r.nextInt(100) < 70) {
                    a.append("@Bounded(max = ")
                            .append(pick("1", "3", "10", "50"))
                            .append(") ");
                }
            } else if (roll < 82) {
                type = pick("Map<String, E>", "Map<String, String>", "Map<String, List<Integer>>");
                a.append("@Bounded(max = ").append(pick("1", "5", "20")).append(") ");
            } else if (roll < 90) {
                type = pick("E", "R", "Box<E>", "Box<String>", "E[]");
                if (type.equals("E[]")) {
                    a.append("@Bounded(max = 4) ");
                }
            } else {
                if (self > 0 && r.nextInt(100) < 30) {
                    // the schema class generated for an earlier document: this one waits a round for it
                    return a + documents.get(r.nextInt(self)) + "Schema " + name + ";";
                }
                String other = documents.get(r.nextInt(documents.size()));
                // the other document's _id may be of any type: ReferenceTarget would then fire; refer by ObjectId only
                // to ours
                if (other.equals(documents.get(self)) && objectIdKey) {
                    type = "ObjectId";
                    a.append("@Reference(").append(other).append(".class) ");
                } else {
                    type = "ObjectId";
                }
            }
            return a + type + " " + name + ";";
        }

        private String hint(String options) {
            if (r.nextInt(100) < 25) {
                String name = pick(TAME_INDEX_NAMES);
                if (indexNames.add(name)) {
                    options = options.isEmpty()
                            ? "name = \"" + esc(name) + "\""
                            : options + ", name = \"" + esc(name) + "\"";
                }
            }
            return "@IndexHint" + (options.isEmpty() ? "" : "(" + options + ")") + " ";
        }

        private String compoundHints() {
            // written after the fields: keys name scalar root fields, never twice the same key list
            StringBuilder sb = new StringBuilder();
            Set<String> seen = new LinkedHashSet<>();
            List<String> candidates = new ArrayList<>(scalarRootFields);
            candidates.addAll(stringRootFields);
            int count = candidates.size() < 2 ? 0 : r.nextInt(4);
            for (int i = 0; i < count; i++) {
                List<String> pool = new ArrayList<>(candidates);
                java.util.Collections.shuffle(pool, r);
                List<String> keys = new ArrayList<>();
                int k = 2 + r.nextInt(Math.min(3, pool.size() - 1));
                for (String f : pool.subList(0, k)) {
                    keys.add(f + pick("", ":1", ":-1"));
                }
                String signature = String.join(",", keys).replace(":1", "");
                if (!seen.add(signature)) {
                    continue;
                }
                List<String> quoted =
                        keys.stream().map(key -> "\"" + esc(key) + "\"").toList();
                sb.append("@IndexHint(keys = {")
                        .append(String.join(", ", quoted))
                        .append("}")
                        .append(r.nextInt(100) < 20 ? ", unique = true" : "")
                        .append(")\n");
            }
            if (!stringRootFields.isEmpty() && r.nextInt(100) < 20) {
                // a text index takes no collation but "simple", and would inherit the collection's default
                sb.append("@IndexHint(keys = \"")
                        .append(esc(pick(stringRootFields)))
                        .append(":text\"")
                        .append(collated || r.nextBoolean() ? ", collation = @Collation(locale = \"simple\")" : "")
                        .append(")\n");
            }
            return sb.toString();
        }
    }

    // ------------------------------------------------------------------ helpers

    private String collectionName() {
        return strict && r.nextInt(10) == 0 ? pick(STRICT_COLLECTIONS) : pick(COLLECTIONS);
    }

    private String oddString() {
        StringBuilder sb = new StringBuilder();
        int n = r.nextInt(12);
        String alphabet = "abcXYZ09_$. /\\\"'-é日\u00DF\u0130\u0000\t";
        for (int i = 0; i < n; i++) {
            sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    @SafeVarargs
    private <T> T pick(T... options) {
        return options[r.nextInt(options.length)];
    }

    private <T> T pick(List<T> options) {
        return options.get(r.nextInt(options.size()));
    }

    /** The text of a Java string literal's content. */
    static String esc(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> sb.append("\\\\");
                case '"' -> sb.append("\\\"");
                case '\0' -> sb.append("\\0");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}
