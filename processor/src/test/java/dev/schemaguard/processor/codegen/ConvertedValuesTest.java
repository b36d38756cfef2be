package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.MongoClientSettings;
import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.bson.BsonDocument;
import org.bson.BsonDocumentWriter;
import org.bson.Document;
import org.bson.codecs.Codec;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.GenericConverter;
import org.springframework.data.convert.WritingConverter;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/**
 * Issue 27, item 6 (docs/dialects/converters-and-codecs.md): a class an application
 * stores through its own conversion is stored as the conversion writes it, not as its fields. The
 * models hold a money class and node classes shaped like Jackson's {@code ObjectNode} and
 * {@code ArrayNode} (a factory with configuration flags, children in a map or list), written by Spring
 * Data's MappingMongoConverter with MongoCustomConversions and by the driver with a registry holding
 * the application's codec. With every validation option, the generated validator accepts every
 * document the real framework writes, and the schema class names no path inside a converted value.
 */
class ConvertedValuesTest {

    private static final String NODES = """
            package nodes;
            public class NodeFactory { private boolean _cfgBigDecimalExact; public boolean isCfgBigDecimalExact() { return _cfgBigDecimalExact; } }
            """;
    private static final String OBJECT_NODE = """
            package nodes;
            public class ObjectNode {
                protected final NodeFactory _nodeFactory = new NodeFactory();
                protected final java.util.Map<String, Object> _children = new java.util.LinkedHashMap<>();
                public ObjectNode put(String key, Object value) { _children.put(key, value); return this; }
                public java.util.Map<String, Object> children() { return _children; }
            }
            """;
    private static final String ARRAY_NODE = """
            package nodes;
            public class ArrayNode {
                protected final NodeFactory _nodeFactory = new NodeFactory();
                protected final java.util.List<Object> _children = new java.util.ArrayList<>();
                public ArrayNode add(Object value) { _children.add(value); return this; }
                public java.util.List<Object> children() { return _children; }
            }
            """;
    private static final String MONEY = """
            package conv;
            public class Money {
                public long cents; public String currency;
                public Money() { }
                public Money(long cents, String currency) { this.cents = cents; this.currency = currency; }
            }
            """;
    private static final String WALLET = """
            package conv;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.Document;
            @Document("wallets")
            public class Wallet {
                @Id public String id;
                public Money balance;
                public java.util.List<Money> history;
                public nodes.ObjectNode data;
                public nodes.ArrayNode tags;
                public java.sql.Timestamp seen;
            }
            """;
    private static final String CONVERTERS = """
            package conv;
            import java.util.List;
            import org.springframework.core.convert.converter.Converter;
            import org.springframework.data.convert.ReadingConverter;
            import org.springframework.data.convert.WritingConverter;
            public class Converters {
                @WritingConverter
                public static class MoneyToString implements Converter<Money, String> {
                    public String convert(Money m) { return m.cents + " " + m.currency; }
                }
                @ReadingConverter
                public static class StringToMoney implements Converter<String, Money> {
                    public Money convert(String s) { return new Money(Long.parseLong(s.split(" ")[0]), s.split(" ")[1]); }
                }
                @WritingConverter
                public static class ObjectNodeToDocument implements Converter<nodes.ObjectNode, org.bson.Document> {
                    public org.bson.Document convert(nodes.ObjectNode n) { return new org.bson.Document(n.children()); }
                }
                @WritingConverter
                public static class ArrayNodeToList implements Converter<nodes.ArrayNode, List<Object>> {
                    public List<Object> convert(nodes.ArrayNode n) { return n.children(); }
                }
            }
            """;
    private static final String INVOICE = """
            package conv;
            import dev.schemaguard.annotations.Document;
            @Document
            public class Invoice { public org.bson.types.ObjectId id; public Money total; public String number; }
            """;
    private static final String MONEY_CODEC = """
            package conv;
            import org.bson.BsonReader;
            import org.bson.BsonWriter;
            import org.bson.codecs.Codec;
            import org.bson.codecs.DecoderContext;
            import org.bson.codecs.EncoderContext;
            public class MoneyCodec implements Codec<Money> {
                public void encode(BsonWriter w, Money m, EncoderContext c) { w.writeString(m.cents + " " + m.currency); }
                public Money decode(BsonReader r, DecoderContext c) { String[] s = r.readString().split(" "); return new Money(Long.parseLong(s[0]), s[1]); }
                public Class<Money> getEncoderClass() { return Money.class; }
            }
            """;

    @ParameterizedTest(name = "validation {0}")
    @ValueSource(strings = {"MODERATE", "STRICT"})
    void springDataConverters_ofTheCompilation(String validation) throws Exception {
        GeneratedSources compiled = GeneratedSources.compile(
                List.of("-Aschemaguard.validation=" + validation),
                "nodes.NodeFactory",
                NODES,
                "nodes.ObjectNode",
                OBJECT_NODE,
                "nodes.ArrayNode",
                ARRAY_NODE,
                "conv.Money",
                MONEY,
                "conv.Wallet",
                WALLET,
                "conv.Converters",
                CONVERTERS);
        ClassLoader loader = compiled.classLoader();
        List<Object> converters = new ArrayList<>();
        for (String name : List.of("MoneyToString", "StringToMoney", "ObjectNodeToDocument", "ArrayNodeToList")) {
            converters.add(instance(loader.loadClass("conv.Converters$" + name)));
        }
        assertWalletAccepted(compiled, loader, converters);
    }

    /** The same conversions registered where the processor cannot see them, declared with -Aschemaguard.storedAs. */
    @SuppressWarnings("unchecked")
    @ParameterizedTest(name = "validation {0}")
    @ValueSource(strings = {"MODERATE", "STRICT"})
    void springDataConverters_declaredByOption(String validation) throws Exception {
        GeneratedSources compiled = GeneratedSources.compile(
                List.of(
                        "-Aschemaguard.validation=" + validation,
                        "-Aschemaguard.storedAs=conv.Money=string, nodes.ObjectNode=object,nodes.ArrayNode=array"),
                "nodes.NodeFactory",
                NODES,
                "nodes.ObjectNode",
                OBJECT_NODE,
                "nodes.ArrayNode",
                ARRAY_NODE,
                "conv.Money",
                MONEY,
                "conv.Wallet",
                WALLET);
        ClassLoader loader = compiled.classLoader();
        Class<?> money = loader.loadClass("conv.Money");
        Class<?> objectNode = loader.loadClass("nodes.ObjectNode");
        Class<?> arrayNode = loader.loadClass("nodes.ArrayNode");
        List<Object> converters = List.of(
                new ByReflection(money, String.class, m -> field(m, "cents") + " " + field(m, "currency")),
                new ByReflection(
                        objectNode,
                        Document.class,
                        n -> new Document((java.util.Map<String, Object>) call(n, "children"))),
                new ByReflection(arrayNode, List.class, n -> call(n, "children")));
        assertWalletAccepted(compiled, loader, converters);
    }

    @ParameterizedTest(name = "validation {0}")
    @ValueSource(strings = {"MODERATE", "STRICT"})
    void driverCodec_ofTheCompilation(String validation) throws Exception {
        GeneratedSources compiled = GeneratedSources.compile(
                List.of("-Aschemaguard.validation=" + validation),
                "conv.Money",
                MONEY,
                "conv.Invoice",
                INVOICE,
                "conv.MoneyCodec",
                MONEY_CODEC);
        ClassLoader loader = compiled.classLoader();
        Class<?> invoice = loader.loadClass("conv.Invoice");
        Object written = invoice.getConstructor().newInstance();
        invoice.getField("id").set(written, new org.bson.types.ObjectId());
        invoice.getField("total").set(written, money(loader, 1250, "EUR"));
        invoice.getField("number").set(written, "INV-1");
        CodecRegistry registry = CodecRegistries.fromRegistries(
                CodecRegistries.fromCodecs((Codec<?>) instance(loader.loadClass("conv.MoneyCodec"))),
                MongoClientSettings.getDefaultCodecRegistry(),
                CodecRegistries.fromProviders(
                        PojoCodecProvider.builder().automatic(true).build()));
        BsonDocument document = new BsonDocument();
        encode(registry, invoice, written, document);
        assertEquals("1250 EUR", document.getString("total").getValue(), document::toJson);

        BsonDocument validator = validator(loader, "conv.InvoiceSchema");
        assertEquals(List.of(), JsonSchemaCheck.violations(validator, document), document::toJson);
        // the codec's output is of unknown type: the validator leaves it unconstrained
        assertEquals(
                new BsonDocument(),
                validator.getDocument("$jsonSchema").getDocument("properties").getDocument("total"));
        assertEquals(Set.of("_id", "number", "total"), pathConstants(loader.loadClass("conv.InvoiceSchema")));
    }

    /** @param loader the loader of the compilation's classes that the converters were loaded with */
    private static void assertWalletAccepted(GeneratedSources compiled, ClassLoader loader, List<Object> converters)
            throws Exception {
        Class<?> wallet = loader.loadClass("conv.Wallet");
        Object written = wallet.getConstructor().newInstance();
        wallet.getField("id").set(written, "w-1");
        wallet.getField("balance").set(written, money(loader, 1250, "EUR"));
        wallet.getField("history").set(written, List.of(money(loader, 5, "EUR"), money(loader, 7, "USD")));
        Object data = instance(loader.loadClass("nodes.ObjectNode"));
        data.getClass().getMethod("put", String.class, Object.class).invoke(data, "colour", "blue");
        data.getClass().getMethod("put", String.class, Object.class).invoke(data, "size", 3);
        wallet.getField("data").set(written, data);
        Object tags = instance(loader.loadClass("nodes.ArrayNode"));
        tags.getClass().getMethod("add", Object.class).invoke(tags, "a");
        tags.getClass().getMethod("add", Object.class).invoke(tags, 2);
        wallet.getField("tags").set(written, tags);
        wallet.getField("seen").set(written, new java.sql.Timestamp(1_700_000_000_000L));

        MongoCustomConversions conversions = new MongoCustomConversions(converters);
        MongoMappingContext context = new MongoMappingContext();
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        context.afterPropertiesSet();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.setCustomConversions(conversions);
        converter.afterPropertiesSet();
        Document sdm = new Document();
        converter.write(written, sdm);
        BsonDocument document = sdm.toBsonDocument(BsonDocument.class, MongoClientSettings.getDefaultCodecRegistry());
        assertTrue(
                document.get("tags").isArray()
                        && document.get("data").isDocument()
                        && document.get("balance").isString()
                        && document.get("seen").isDateTime(),
                document::toJson);

        BsonDocument validator = validator(loader, "conv.WalletSchema");
        assertEquals(List.of(), JsonSchemaCheck.violations(validator, document), document::toJson);
        BsonDocument properties = validator.getDocument("$jsonSchema").getDocument("properties");
        assertEquals(BsonDocument.parse("{bsonType: ['string', 'null']}"), properties.getDocument("balance"));
        assertEquals(BsonDocument.parse("{bsonType: ['array', 'null']}"), properties.getDocument("tags"));
        assertEquals(BsonDocument.parse("{bsonType: ['date', 'null']}"), properties.getDocument("seen"));
        // no constant reaches inside a converted value (data._nodeFactory._cfgBigDecimalExact was one)
        Set<String> paths = pathConstants(loader.loadClass("conv.WalletSchema"));
        assertEquals(Set.of("_id", "balance", "history", "data", "tags", "seen"), paths);
        assertFalse(compiled.sources().get("conv/WalletSchema.java").contains("_nodeFactory"));
    }

    /** The stored paths a schema class names: its String constants but the database and collection. */
    private static Set<String> pathConstants(Class<?> schema) throws IllegalAccessException {
        Set<String> paths = new TreeSet<>();
        for (java.lang.reflect.Field f : schema.getFields()) {
            if (f.getType() == String.class
                    && !List.of("DATABASE", "COLLECTION", "COLLECTION_EXPRESSION")
                            .contains(f.getName())) {
                paths.add((String) f.get(null));
            }
        }
        return paths;
    }

    private static BsonDocument validator(ClassLoader loader, String schemaClass) throws Exception {
        return (BsonDocument)
                loader.loadClass(schemaClass).getMethod("validator").invoke(null);
    }

    private static Object money(ClassLoader loader, long cents, String currency) throws Exception {
        return loader.loadClass("conv.Money")
                .getConstructor(long.class, String.class)
                .newInstance(cents, currency);
    }

    private static Object instance(Class<?> type) throws Exception {
        Constructor<?> constructor = type.getDeclaredConstructor();
        constructor.setAccessible(true);
        return constructor.newInstance();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void encode(CodecRegistry registry, Class<?> type, Object value, BsonDocument into) {
        Codec codec = registry.get(type);
        codec.encode(
                new BsonDocumentWriter(into),
                value,
                EncoderContext.builder().isEncodingCollectibleDocument(true).build());
    }

    private static Object field(Object o, String name) {
        try {
            return o.getClass().getField(name).get(o);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Object call(Object o, String method) {
        try {
            return o.getClass().getMethod(method).invoke(o);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A writing converter registered by the application (not in the compilation), for classes loaded at run time. */
    @WritingConverter
    private record ByReflection(
            Class<?> source, Class<?> target, java.util.function.Function<Object, Object> conversion)
            implements GenericConverter {
        @Override
        public Set<ConvertiblePair> getConvertibleTypes() {
            return Set.of(new ConvertiblePair(source, target));
        }

        @Override
        public Object convert(Object value, TypeDescriptor sourceType, TypeDescriptor targetType) {
            return value == null ? null : conversion.apply(value);
        }
    }
}
