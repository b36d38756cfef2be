package dev.schemaguard.processor.testing;

import com.mongodb.MongoClientSettings;
import dev.schemaguard.processor.model.TypeModel;
import java.util.TreeSet;
import org.bson.BsonDocument;
import org.bson.BsonDocumentWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.PojoCodecProvider;

/** The driver's POJO codec as an application configures it by default, for the differential tests' writers. */
public final class DriverCodec {

    /** The driver's default registry, then the POJO provider for every other class ({@code automatic(true)}). */
    public static final CodecRegistry REGISTRY = CodecRegistries.fromRegistries(
            MongoClientSettings.getDefaultCodecRegistry(),
            CodecRegistries.fromProviders(
                    PojoCodecProvider.builder().automatic(true).build()));

    private DriverCodec() {}

    /** What the codec writes for an instance, as a collection's document (the id first). */
    public static BsonDocument encode(Class<?> type, Object instance) {
        return encode(REGISTRY, type, instance);
    }

    /** The same, with an application's own registry. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static BsonDocument encode(CodecRegistry registry, Class<?> type, Object instance) {
        BsonDocument written = new BsonDocument();
        Codec codec = registry.get(type);
        codec.encode(
                new BsonDocumentWriter(written),
                instance,
                EncoderContext.builder().isEncodingCollectibleDocument(true).build());
        return written;
    }

    /** The names a type of the model stores, with the discriminator key when there is one. */
    public static TreeSet<String> storedNames(TypeModel type, String typeKey) {
        TreeSet<String> names = new TreeSet<>();
        type.fields().forEach(f -> names.add(f.storedName()));
        if (typeKey != null) {
            names.add(typeKey);
        }
        return names;
    }
}
