package dev.schemaguard.processor.corpus;

import com.mongodb.client.MongoClient;
import dev.morphia.Datastore;
import dev.morphia.Morphia;
import dev.morphia.mapping.Mapper;
import dev.morphia.mapping.codec.pojo.EntityModel;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.FilledInstances;
import dev.schemaguard.processor.testing.MorphiaMapping;
import java.lang.reflect.Modifier;
import java.util.Set;
import java.util.TreeSet;
import org.bson.Document;

/**
 * Morphia 2.5 with its default MapperOptions on a corpus project: maps every class it can map, creates the indexes
 * ({@code ensureIndexes}, IndexHelper), and saves a filled instance of each class it stores in a collection of its own
 * (a concrete mapped class with an id). Names, ids and discriminators are compared as the Morphia differential test
 * compares them.
 */
final class MorphiaRun implements FrameworkOutcome.Run {

    @Override
    public FrameworkOutcome run(CorpusBuild build, MongoClient client, String database) throws Exception {
        FrameworkOutcome outcome = new FrameworkOutcome();
        Datastore datastore = Morphia.createDatastore(client, database);
        Mapper mapper = datastore.getMapper();
        try {
            MorphiaMapping.mapAll(datastore, build.classes);
            datastore.ensureIndexes();
        } catch (RuntimeException e) {
            outcome.refusal = e.toString();
            return outcome;
        }
        for (Class<?> c : build.classes) {
            if (c.isInterface() || c.isEnum() || Modifier.isAbstract(c.getModifiers()) || !mapper.isMappable(c)) {
                continue;
            }
            EntityModel entity = mapper.getEntityModel(c);
            if (entity != null && entity.getIdProperty() != null) {
                outcome.documents.put(c.getCanonicalName(), entity.getCollectionName());
            }
        }
        Set<String> compared = new TreeSet<>();
        for (DocumentModel model : build.models.values()) {
            Class<?> type = CompiledOutput.load(build.loader, model.qualifiedName());
            EntityModel entity = mapper.isMappable(type) ? mapper.getEntityModel(type) : null;
            if (entity == null) {
                continue;
            }
            String name = model.qualifiedName();
            outcome.disagree(
                    "stored-names: " + name,
                    MorphiaMapping.storedNames(entity),
                    MorphiaMapping.storedNames(model.root()));
            outcome.disagree(
                    "id: " + name,
                    String.valueOf(
                            entity.getIdProperty() == null
                                    ? null
                                    : entity.getIdProperty().getName()),
                    String.valueOf(
                            model.root().idField().map(FieldModel::javaName).orElse(null)));
            outcome.disagree(
                    "type-key: " + name,
                    String.valueOf(entity.useDiscriminator() ? entity.getDiscriminatorKey() : null),
                    String.valueOf(model.typeKey()));
            for (TypeModel embedded : model.types().values()) {
                Class<?> embeddedType = CompiledOutput.load(build.loader, embedded.qualifiedName());
                EntityModel morphia = mapper.isMappable(embeddedType) ? mapper.getEntityModel(embeddedType) : null;
                if (morphia != null && compared.add(embedded.qualifiedName())) {
                    outcome.disagree(
                            "stored-names: " + embedded.qualifiedName(),
                            MorphiaMapping.storedNames(morphia),
                            MorphiaMapping.storedNames(embedded));
                }
            }
        }
        for (String stored : outcome.documents.keySet()) {
            save(build, datastore, stored, outcome);
        }
        return outcome;
    }

    /** A new entity has no version yet: Morphia refuses to insert one whose @Version is set (VersionMismatchException). */
    private static void unversioned(Class<?> type, Object instance) throws IllegalAccessException {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (java.lang.reflect.Field f : c.getDeclaredFields()) {
                if (f.isAnnotationPresent(dev.morphia.annotations.Version.class)) {
                    f.setAccessible(true);
                    f.set(
                            instance,
                            f.getType() == int.class ? (Object) 0 : f.getType() == long.class ? (Object) 0L : null);
                }
            }
        }
    }

    /** Saves a filled instance and compares the keys Morphia wrote with the names the class's own model stores. */
    private static void save(CorpusBuild build, Datastore datastore, String name, FrameworkOutcome outcome)
            throws Exception {
        Class<?> type = CompiledOutput.load(build.loader, name);
        Object instance;
        try {
            instance = FilledInstances.of(type);
        } catch (Exception | LinkageError e) {
            outcome.notes.add("no filled instance of " + name + ": " + e);
            return;
        }
        unversioned(type, instance);
        try {
            datastore.save(instance);
        } catch (RuntimeException e) {
            outcome.notes.add("Morphia did not save a filled " + name + ": " + e);
            return;
        }
        EntityModel entity = datastore.getMapper().getEntityModel(type);
        Document written = datastore
                .getDatabase()
                .getCollection(entity.getCollectionName())
                .find(new Document("_id", datastore.getMapper().getId(instance)))
                .first();
        DocumentModel model = build.models.get(name);
        if (written == null || model == null) {
            return;
        }
        TreeSet<String> unknown = new TreeSet<>(written.keySet());
        model.root().fields().forEach(f -> unknown.remove(f.storedName()));
        if (model.typeKey() != null) {
            unknown.remove(model.typeKey());
        }
        if (!unknown.isEmpty()) {
            outcome.disagreements.put(
                    "written: " + name,
                    "Morphia wrote " + unknown + ", which the model does not store: " + written.toJson());
        }
    }
}
