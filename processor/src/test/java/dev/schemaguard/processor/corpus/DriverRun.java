package dev.schemaguard.processor.corpus;

import com.mongodb.client.MongoClient;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.DriverCodec;
import dev.schemaguard.processor.testing.FilledInstances;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.UuidRepresentation;
import org.bson.codecs.Codec;
import org.bson.codecs.UuidCodec;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.ClassModel;

/**
 * The driver's POJO codec ({@code PojoCodecProvider.builder().automatic(true)} after the default registry) on a
 * corpus project: the application names each stored class's collection in its code, which {@code documents=} of
 * {@code project.properties} records. The codec builds each class's model and encodes a filled instance; the keys it
 * writes, at the top and one level down, are the names schemaguard's model stores (for a class it found in the code,
 * without a document annotation, the stored paths its schema report lists). The codec creates no index. The
 * application's own codecs ({@code codecs=}, {@code uuidRepresentation=}) come first in the registry, as it registers them.
 */
final class DriverRun implements FrameworkOutcome.Run {

    @Override
    public FrameworkOutcome run(CorpusBuild build, MongoClient client, String database) throws Exception {
        FrameworkOutcome outcome = new FrameworkOutcome();
        List<Codec<?>> own = new ArrayList<>();
        for (String codec : build.project.codecs()) {
            own.add((Codec<?>)
                    build.loader.loadClass(codec).getDeclaredConstructor().newInstance());
        }
        if (build.project.uuidRepresentation() != null) {
            own.add(new UuidCodec(UuidRepresentation.valueOf(build.project.uuidRepresentation())));
        }
        CodecRegistry registry = own.isEmpty()
                ? DriverCodec.REGISTRY
                : CodecRegistries.fromRegistries(CodecRegistries.fromCodecs(own), DriverCodec.REGISTRY);
        for (Map.Entry<String, String> stored : build.project.documents().entrySet()) {
            Class<?> type = CompiledOutput.load(build.loader, stored.getKey());
            try {
                if (!type.isRecord()) {
                    ClassModel.builder(type).build();
                }
                registry.get(type);
            } catch (CodecConfigurationException e) {
                outcome.refusal = stored.getKey() + ": " + e;
                return outcome;
            }
            outcome.documents.put(type.getCanonicalName(), stored.getValue());
            Object instance;
            try {
                instance = FilledInstances.of(type);
            } catch (Exception | LinkageError e) {
                outcome.notes.add("no filled instance of " + stored.getKey() + ": " + e);
                continue;
            }
            BsonDocument written;
            try {
                written = DriverCodec.encode(registry, type, instance);
            } catch (CodecConfigurationException e) {
                outcome.refusal = stored.getKey() + ": " + e;
                return outcome;
            } catch (RuntimeException e) {
                outcome.notes.add("the codec did not encode a filled " + stored.getKey() + ": " + e);
                continue;
            }
            DocumentModel model = build.models.get(type.getCanonicalName());
            CorpusBuild.CodeDocument found = build.codeDocuments.get(type.getCanonicalName());
            if (model != null) {
                compare(outcome, model, model.root(), model.typeKey(), written, type.getCanonicalName());
            } else if (found != null) {
                compare(outcome, found, "", written, type.getCanonicalName());
            }
        }
        return outcome;
    }

    /**
     * The same for a document found in the code, whose stored paths the schema report lists: the keys written at a
     * path's level ({@code prefix}, empty at the top), and one level down into each embedded document.
     */
    private static void compare(
            FrameworkOutcome outcome,
            CorpusBuild.CodeDocument found,
            String prefix,
            BsonDocument written,
            String where) {
        TreeSet<String> names = new TreeSet<>();
        for (String path : found.storedPaths()) {
            if (path.startsWith(prefix) && !path.substring(prefix.length()).contains(".")) {
                names.add(path.substring(prefix.length()));
            }
        }
        if (prefix.isEmpty() && found.typeKey() != null) {
            names.add(found.typeKey());
        }
        outcome.disagree("written: " + where, new TreeSet<>(written.keySet()), names);
        if (!prefix.isEmpty()) {
            return;
        }
        for (String name : names) {
            BsonValue value = written.get(name);
            // an embedded document's fields are paths below it; a map, written as a document too, has none
            boolean embedded = found.storedPaths().stream().anyMatch(p -> p.startsWith(name + "."));
            if (value != null && value.isDocument() && embedded) {
                compare(outcome, found, name + ".", value.asDocument(), where + "." + name);
            }
        }
    }

    /** The keys written for a type, and for each embedded document below it, one level down. */
    private static void compare(
            FrameworkOutcome outcome,
            DocumentModel model,
            TypeModel type,
            String typeKey,
            BsonDocument written,
            String where) {
        outcome.disagree("written: " + where, new TreeSet<>(written.keySet()), DriverCodec.storedNames(type, typeKey));
        if (typeKey == null && type != model.root()) {
            return;
        }
        for (FieldModel f : type.fields()) {
            BsonValue value = written.get(f.storedName());
            if (value != null && value.isDocument() && f.type().bson() == BsonType.DOCUMENT) {
                TypeModel embedded = model.types().get(f.type().typeKey());
                if (embedded != null) {
                    compare(outcome, model, embedded, null, value.asDocument(), where + "." + f.javaName());
                }
            }
        }
    }
}
