package dev.schemaguard.processor.codegen;

import com.mongodb.MongoClientSettings;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonDocumentWriter;
import org.bson.BsonString;
import org.bson.Document;
import org.bson.UuidRepresentation;
import org.bson.codecs.Codec;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.UuidCodec;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/**
 * Random instances of the test models of {@link CollectionOptionsCodeTest}, written as the
 * application would write them: {@code ShelfBook} by the driver's POJO codec, {@code Customer} by
 * Spring Data's MappingMongoConverter. Each reference-typed value is null one time in five;
 * containers hold 0 to 2 elements and strings 0 to 5 characters, within every bound of the models,
 * so that every document is one the validator must accept.
 */
final class ValidatorSamples {

    private final ClassLoader loader;
    private final Random random;
    private final CodecRegistry registry;
    private final MappingMongoConverter springData;

    ValidatorSamples(ClassLoader loader, long seed) {
        this.loader = loader;
        this.random = new Random(seed);
        this.registry = CodecRegistries.fromRegistries(
                CodecRegistries.fromCodecs(new UuidCodec(UuidRepresentation.STANDARD)),
                MongoClientSettings.getDefaultCodecRegistry(),
                CodecRegistries.fromProviders(
                        PojoCodecProvider.builder().automatic(true).build()));
        MongoMappingContext context = new MongoMappingContext();
        springData = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        springData.afterPropertiesSet();
    }

    BsonDocument shelfBook() throws Exception {
        return encode(instance(loader.loadClass("tide.shop.ShelfBook")));
    }

    BsonDocument customer() throws Exception {
        Object customer = instance(loader.loadClass("tide.sdm.Customer"));
        // the id an application sets: an ObjectId's hex, any other string, or none (MongoTemplate generates one)
        Field id = customer.getClass().getField("id");
        int kind = random.nextInt(3);
        id.set(customer, kind == 0 ? new ObjectId().toHexString() : kind == 1 ? "order-" + random.nextInt(1000) : null);
        Document written = new Document();
        springData.write(customer, written);
        return written.toBsonDocument(BsonDocument.class, registry);
    }

    static BsonArray strings(int count) {
        BsonArray array = new BsonArray();
        for (int i = 0; i < count; i++) {
            array.add(new BsonString("s" + i));
        }
        return array;
    }

    @SuppressWarnings("unchecked")
    private BsonDocument encode(Object instance) {
        BsonDocument out = new BsonDocument();
        Codec<Object> codec = (Codec<Object>) registry.get(instance.getClass());
        codec.encode(
                new BsonDocumentWriter(out),
                instance,
                EncoderContext.builder().isEncodingCollectibleDocument(true).build());
        return out;
    }

    private Object instance(Class<?> type) throws Exception {
        Class<?> concrete = type;
        if (Modifier.isAbstract(type.getModifiers())) {
            List<Class<?>> subclasses = new ArrayList<>();
            for (Class<?> nested : type.getDeclaringClass().getClasses()) {
                if (type.isAssignableFrom(nested) && !Modifier.isAbstract(nested.getModifiers())) {
                    subclasses.add(nested);
                }
            }
            subclasses.sort(java.util.Comparator.comparing(Class::getName));
            concrete = subclasses.get(random.nextInt(subclasses.size()));
        }
        Object instance = concrete.getConstructor().newInstance();
        for (Class<?> c = concrete; c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers()) && Modifier.isPublic(field.getModifiers())) {
                    Object value = value(field.getGenericType(), field.getType().isPrimitive());
                    if (value != null) {
                        field.set(instance, value);
                    }
                }
            }
        }
        return instance;
    }

    private Object value(Type type, boolean primitive) throws Exception {
        if (!primitive && random.nextInt(5) == 0) {
            return null;
        }
        if (type instanceof ParameterizedType parameterized) {
            Class<?> raw = (Class<?>) parameterized.getRawType();
            Type[] arguments = parameterized.getActualTypeArguments();
            int size = random.nextInt(3);
            if (Map.class.isAssignableFrom(raw)) {
                Map<String, Object> map = new LinkedHashMap<>();
                for (int i = 0; i < size; i++) {
                    map.put("k" + i, value(arguments[1], false));
                }
                return map;
            }
            if (Set.class.isAssignableFrom(raw)) {
                Set<Object> set = new LinkedHashSet<>();
                for (int i = 0; i < size; i++) {
                    set.add(value(arguments[0], false));
                }
                return set;
            }
            List<Object> list = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                list.add(value(arguments[0], false));
            }
            return list;
        }
        Class<?> c = (Class<?>) type;
        if (c == String.class) {
            return "abcde".substring(random.nextInt(6));
        } else if (c == int.class || c == Integer.class) {
            return random.nextInt();
        } else if (c == long.class || c == Long.class) {
            return random.nextLong();
        } else if (c == short.class) {
            return (short) random.nextInt();
        } else if (c == byte.class) {
            return (byte) random.nextInt();
        } else if (c == float.class) {
            return random.nextFloat();
        } else if (c == double.class || c == Double.class) {
            return random.nextDouble();
        } else if (c == boolean.class || c == Boolean.class) {
            return random.nextBoolean();
        } else if (c == char.class || c == Character.class) {
            return (char) ('a' + random.nextInt(26));
        } else if (c == BigDecimal.class) {
            return BigDecimal.valueOf(random.nextInt(100000), 2);
        } else if (c == Instant.class) {
            return Instant.now().truncatedTo(ChronoUnit.MILLIS);
        } else if (c == Date.class) {
            return new Date();
        } else if (c == LocalDate.class) {
            return LocalDate.of(2020, 1, 1 + random.nextInt(28));
        } else if (c == LocalDateTime.class) {
            return LocalDateTime.of(2020, 1, 1, random.nextInt(24), 0);
        } else if (c == ObjectId.class) {
            return new ObjectId();
        } else if (c == UUID.class) {
            return UUID.randomUUID();
        } else if (c == byte[].class) {
            byte[] bytes = new byte[random.nextInt(5)];
            random.nextBytes(bytes);
            return bytes;
        } else if (c.isEnum()) {
            Object[] constants = c.getEnumConstants();
            return constants[random.nextInt(constants.length)];
        }
        return instance(c);
    }
}
