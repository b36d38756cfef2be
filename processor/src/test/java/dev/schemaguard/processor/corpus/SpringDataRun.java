package dev.schemaguard.processor.corpus;

import com.mongodb.client.MongoClient;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.FilledInstances;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.bson.Document;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.data.mapping.AssociationHandler;
import org.springframework.data.mapping.PropertyHandler;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.SimpleMongoClientDatabaseFactory;
import org.springframework.data.mongodb.core.convert.DefaultDbRefResolver;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.mapping.MongoPersistentProperty;

/**
 * Spring Data MongoDB on a corpus project, as an application with {@code auto-index-creation} on starts it: a
 * MongoMappingContext with the project's {@code @Document} classes (composed and inherited annotations found as SDM
 * finds them, {@link AnnotatedElementUtils}) as its initial entity set, and a MongoTemplate over it, whose
 * MongoPersistentEntityIndexCreator creates every index SDM resolves. Then a filled instance of each stored class is
 * inserted, and the keys SDM wrote are compared with the names schemaguard's model stores.
 *
 * <p>A collection named by a SpEL template or a property placeholder is evaluated by the application when it runs,
 * with its own beans: such a class is recorded under its template, as schemaguard's model keeps it, and left out of
 * index creation, which would evaluate the template against beans the test does not have.
 */
final class SpringDataRun implements FrameworkOutcome.Run {

    @Override
    public FrameworkOutcome run(CorpusBuild build, MongoClient client, String database) throws Exception {
        FrameworkOutcome outcome = new FrameworkOutcome();
        Set<Class<?>> entities = new LinkedHashSet<>();
        Map<Class<?>, String> atRunTime = new TreeMap<>((a, b) -> a.getName().compareTo(b.getName()));
        for (Class<?> c : build.classes) {
            if (c.isInterface()
                    || c.isEnum()
                    || c.isAnnotation()
                    || !AnnotatedElementUtils.hasAnnotation(
                            c, org.springframework.data.mongodb.core.mapping.Document.class)) {
                continue;
            }
            String collection = AnnotatedElementUtils.findMergedAnnotation(
                            c, org.springframework.data.mongodb.core.mapping.Document.class)
                    .collection();
            if (collection.contains("#{") || collection.contains("${")) {
                atRunTime.put(c, collection);
            } else {
                entities.add(c);
            }
        }
        GenericApplicationContext beans = new GenericApplicationContext();
        beans.refresh();
        // as Spring Boot configures it: the store's simple types (java.time, ObjectId...) are values, not entities
        MongoCustomConversions conversions = new MongoCustomConversions(List.of());
        MongoMappingContext context = new MongoMappingContext();
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        context.setApplicationContext(beans);
        context.setAutoIndexCreation(true);
        context.setInitialEntitySet(entities);
        SimpleMongoClientDatabaseFactory factory = new SimpleMongoClientDatabaseFactory(client, database);
        MongoTemplate template;
        try {
            context.afterPropertiesSet();
            MappingMongoConverter converter = new MappingMongoConverter(new DefaultDbRefResolver(factory), context);
            converter.setCustomConversions(conversions);
            converter.afterPropertiesSet();
            template = new MongoTemplate(factory, converter);
        } catch (RuntimeException e) {
            Throwable cause = e;
            while (cause.getCause() != null) {
                cause = cause.getCause();
            }
            outcome.refusal = e + (cause == e ? "" : " (" + cause + ")");
            return outcome;
        }
        for (Class<?> c : entities) {
            if (!Modifier.isAbstract(c.getModifiers())) {
                outcome.documents.put(
                        c.getCanonicalName(),
                        context.getRequiredPersistentEntity(c).getCollection());
            }
        }
        atRunTime.forEach((c, collection) -> {
            if (!Modifier.isAbstract(c.getModifiers())) {
                outcome.documents.put(c.getCanonicalName(), collection);
            }
        });
        if (!atRunTime.isEmpty()) {
            outcome.notes.add(atRunTime.size() + " classes name their collection when the application runs, e.g. "
                    + atRunTime.values().iterator().next() + ": no index created for them");
        }

        // names compared in a context of their own, which creates no index, so that a run-time name is not evaluated
        MongoMappingContext names = new MongoMappingContext();
        names.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        names.setAutoIndexCreation(false);
        Set<String> compared = new TreeSet<>();
        for (DocumentModel model : build.models.values()) {
            Class<?> type = CompiledOutput.load(build.loader, model.qualifiedName());
            MongoPersistentEntity<?> entity = names.getRequiredPersistentEntity(type);
            String name = model.qualifiedName();
            outcome.disagree("stored-names: " + name, storedNames(entity), storedNames(model.root()));
            outcome.disagree(
                    "id: " + name,
                    String.valueOf(
                            entity.getIdProperty() == null
                                    ? null
                                    : entity.getIdProperty().getName()),
                    String.valueOf(
                            model.root().idField().map(FieldModel::javaName).orElse(null)));
            // DefaultMongoTypeMapper writes the class under _class in every root document
            outcome.disagree("type-key: " + name, "_class", String.valueOf(model.typeKey()));
            for (TypeModel embedded : model.types().values()) {
                if (!compared.add(embedded.qualifiedName())) {
                    continue;
                }
                Class<?> embeddedType;
                try {
                    embeddedType = CompiledOutput.load(build.loader, embedded.qualifiedName());
                } catch (ClassNotFoundException e) {
                    continue; // a class-path type, not the project's
                }
                MongoPersistentEntity<?> sdm = names.getPersistentEntity(embeddedType);
                if (sdm != null) {
                    outcome.disagree(
                            "stored-names: " + embedded.qualifiedName(), storedNames(sdm), storedNames(embedded));
                }
            }
        }
        for (Class<?> c : entities) {
            if (!Modifier.isAbstract(c.getModifiers())) {
                insert(build, template, context.getRequiredPersistentEntity(c), outcome);
            }
        }
        return outcome;
    }

    /** The stored name of every property SDM writes, by property name; references (associations) too. */
    private static Map<String, String> storedNames(MongoPersistentEntity<?> entity) {
        Map<String, String> out = new TreeMap<>();
        entity.doWithProperties((PropertyHandler<MongoPersistentProperty>) p -> {
            if (!p.isTransient() && p.isWritable()) {
                out.put(p.getName(), p.getFieldName());
            }
        });
        // a reference is an association, which doWithProperties leaves out; a @ReadOnlyProperty one is never written
        entity.doWithAssociations((AssociationHandler<MongoPersistentProperty>) a -> {
            if (a.getInverse().isWritable()) {
                out.put(a.getInverse().getName(), a.getInverse().getFieldName());
            }
        });
        return out;
    }

    private static Map<String, String> storedNames(TypeModel type) {
        Map<String, String> out = new TreeMap<>();
        type.fields().forEach(f -> out.put(f.javaName(), f.storedName()));
        return out;
    }

    /** Inserts a filled instance and compares the keys SDM wrote with the names the class's own model stores. */
    private static void insert(
            CorpusBuild build, MongoTemplate template, MongoPersistentEntity<?> entity, FrameworkOutcome outcome)
            throws Exception {
        Class<?> type = entity.getType();
        String name = type.getCanonicalName();
        Object instance;
        try {
            instance = FilledInstances.of(type);
        } catch (Exception | LinkageError e) {
            outcome.notes.add("no filled instance of " + name + ": " + e);
            return;
        }
        Document written = new Document();
        TreeSet<String> unknown;
        try {
            template.getConverter().write(instance, written);
            // the keys SDM wrote: insertOne adds an _id to a document without one, as the server would
            unknown = new TreeSet<>(written.keySet());
            template.getCollection(entity.getCollection()).insertOne(written);
        } catch (RuntimeException e) {
            outcome.notes.add("SDM did not write a filled " + name + ": " + e);
            return;
        }
        DocumentModel model = build.models.get(name);
        if (model == null) {
            return;
        }
        model.root().fields().forEach(f -> unknown.remove(f.storedName()));
        unknown.remove("_class");
        if (!unknown.isEmpty()) {
            List<String> keys = new ArrayList<>(unknown);
            outcome.disagreements.put(
                    "written: " + name, "SDM wrote " + keys + ", which the model does not store: " + written.toJson());
        }
    }
}
