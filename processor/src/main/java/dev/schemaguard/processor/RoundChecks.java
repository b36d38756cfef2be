package dev.schemaguard.processor;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.reader.SchemaReader;
import dev.schemaguard.processor.reader.UnresolvedTypeException;
import dev.schemaguard.processor.rules.RuleRegistry;
import dev.schemaguard.processor.rules.RuleRunner;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Reads and checks each document once per round, for both processors. {@link SchemaGuardProcessor}
 * prints the findings and writes the schema classes; {@link SchemaBootstrapProcessor} needs the
 * same models, and whether each is clean, in the same round: that lets it write the bootstrap
 * beside the schema classes instead of a round later, and every extra round makes javac enter
 * every tree of the compilation again.
 *
 * <p>One per compilation, in the {@link CompilationSession} both processors share. What is shared is
 * only a memo of one round's results, by element: which documents a round has, and which wait for
 * the next, each processor keeps in its own {@link DocumentRounds}. Where a build tool wraps the
 * environments so that the processors do not meet, or hands them different round objects, each
 * reads for itself: slower, never wrong.
 */
final class RoundChecks {

    private final ProcessingEnvironment env;
    private final SchemaGuardOptions options;
    private final RuleRunner runner;
    private RoundEnvironment round;
    private SchemaReader reader;
    private final Map<TypeElement, CheckedDocument> checked = new IdentityHashMap<>();
    /** The documents of {@link #checked} that were read, by collection name: a repository asks for its collection's. */
    private final Map<String, List<DocumentModel>> readByCollection = new HashMap<>();
    /** The documents of every round so far, by collection name: a query of a later round runs on their indexes too. */
    private final Map<String, Set<String>> namesByCollection = new HashMap<>();
    /**
     * The model of each document of every round so far, as last read, by qualified name. A model is data (names,
     * types, indexes), so it serves a later round's query planning; diagnostics on the document itself need the
     * elements of the round they are printed in, and are not printed from here.
     */
    private final Map<String, DocumentModel> modelsRead = new HashMap<>();

    RoundChecks(ProcessingEnvironment env, SchemaGuardOptions options, RuleRegistry registry) {
        this.env = env;
        this.options = options;
        this.runner = new RuleRunner(registry, options);
    }

    /**
     * The documents of a round, new and deferred, in qualified-name order, each read and checked;
     * those whose types do not resolve yet are deferred to the caller's next round.
     */
    List<CheckedDocument> of(RoundEnvironment roundEnv, DocumentRounds rounds) {
        startRound(roundEnv);
        List<CheckedDocument> out = new ArrayList<>();
        Set<String> deferred = new TreeSet<>();
        for (TypeElement document : rounds.documentsOf(roundEnv, env.getElementUtils())) {
            CheckedDocument result = check(document, rounds);
            if (result instanceof CheckedDocument.Unresolved) {
                deferred.add(result.qualifiedName());
            }
            out.add(result);
        }
        rounds.defer(deferred);
        return List.copyOf(out);
    }

    /**
     * Documents by name, in a later round than the one that brought them: elements of an earlier
     * round must not be reused.
     */
    List<CheckedDocument> byName(RoundEnvironment roundEnv, Set<String> names, DocumentRounds rounds) {
        startRound(roundEnv);
        List<CheckedDocument> out = new ArrayList<>();
        for (String name : names) {
            TypeElement element = env.getElementUtils().getTypeElement(name);
            if (element != null) {
                out.add(check(element, rounds));
            }
        }
        return out;
    }

    /**
     * A class the code stores with the driver's codec and that carries no document annotation, read as a document of
     * the collection the code names and checked by the document rules; with the indexes of the documents declared in
     * that collection, when there are.
     */
    CheckedDocument storedByCodec(
            RoundEnvironment roundEnv, TypeElement type, String collection, DocumentRounds rounds) {
        startRound(roundEnv);
        DocumentModel model;
        try {
            model = reader.readStoredByCodec(type, collection);
        } catch (UnresolvedTypeException e) {
            return new CheckedDocument.Unresolved(type, e.typeName(), Optional.ofNullable(e.annotationValue()));
        } catch (Throwable t) {
            return new CheckedDocument.ReadFailed(type, t);
        }
        ValidationReport report;
        try {
            report = runner.validate(model);
        } catch (Throwable t) {
            return new CheckedDocument.CheckFailed(type, model, t);
        }
        if (!documentsStoredIn(collection).isEmpty()) {
            // the bootstrap (or the framework) makes the indexes the documents of that collection declare: its queries
            // run on them. Checked without them: they are the other classes' indexes, on those classes' fields
            model = withCollectionIndexes(
                    model.toBuilder().indexesUndeclared(false).build(), rounds);
        }
        return new CheckedDocument.Checked(type, model, report);
    }

    private void startRound(RoundEnvironment roundEnv) {
        if (roundEnv != round) {
            round = roundEnv;
            for (Element root : roundEnv.getRootElements()) {
                collectSubclasses(root);
            }
            reader = new SchemaReader(env, options, this::subclassesOf);
            checked.clear();
            readByCollection.clear();
        }
    }

    /**
     * The classes of the compilation (of every round so far) by each class or interface they extend or
     * implement, directly or not, by name: an embedded abstract class or interface stands for them.
     */
    private final Map<String, Set<String>> subclasses = new TreeMap<>();

    private void collectSubclasses(Element element) {
        if (!(element instanceof TypeElement type)) {
            return;
        }
        for (Element nested : type.getEnclosedElements()) {
            collectSubclasses(nested);
        }
        // an enum stores a string and an annotation nothing: neither is a shape of a polymorphic value
        if (type.getKind() == ElementKind.ENUM || type.getKind() == ElementKind.ANNOTATION_TYPE) {
            return;
        }
        String name = type.getQualifiedName().toString();
        Deque<TypeMirror> todo = new ArrayDeque<>();
        todo.add(type.getSuperclass());
        todo.addAll(type.getInterfaces());
        Set<String> seen = new HashSet<>();
        while (!todo.isEmpty()) {
            TypeMirror sup = todo.poll();
            if (sup.getKind() != TypeKind.DECLARED) {
                continue;
            }
            TypeElement s = (TypeElement) ((DeclaredType) sup).asElement();
            String supName = s.getQualifiedName().toString();
            if (supName.startsWith("java.") || !seen.add(supName)) {
                continue;
            }
            subclasses.computeIfAbsent(supName, k -> new TreeSet<>()).add(name);
            todo.add(s.getSuperclass());
            todo.addAll(s.getInterfaces());
        }
    }

    private List<TypeElement> subclassesOf(TypeElement type) {
        List<TypeElement> out = new ArrayList<>();
        for (String name : subclasses.getOrDefault(type.getQualifiedName().toString(), Set.of())) {
            TypeElement element = env.getElementUtils().getTypeElement(name);
            if (element != null) {
                out.add(element);
            }
        }
        return out;
    }

    /**
     * The document with the indexes of every document stored in its collection (flowci's {@code Job} and
     * {@code JobItem} share {@code job}): Spring Data creates each entity's indexes in its collection
     * ({@code MongoPersistentEntityIndexCreator}), and the server plans a query over all of them. The documents of
     * earlier rounds in that collection are read again in this one.
     */
    DocumentModel withCollectionIndexes(DocumentModel model, DocumentRounds rounds) {
        if (model.collectionAtRunTime()) {
            return model;
        }
        for (String name : namesByCollection.getOrDefault(model.collection(), Set.of())) {
            TypeElement element = env.getElementUtils().getTypeElement(name);
            if (element != null) {
                check(element, rounds);
            }
        }
        return withIndexesOf(model, sharingTheCollectionOf(model));
    }

    /**
     * The document as a round read it, with the indexes of every document of its collection as their rounds read
     * them, without reading anything again: for planning queries in a later round. Empty for a document no round
     * has read.
     */
    Optional<DocumentModel> readWithCollectionIndexes(String qualifiedName) {
        DocumentModel model = modelsRead.get(qualifiedName);
        if (model == null || model.collectionAtRunTime()) {
            return Optional.ofNullable(model);
        }
        List<DocumentModel> others = new ArrayList<>();
        for (String name : namesByCollection.getOrDefault(model.collection(), Set.of())) {
            DocumentModel other = modelsRead.get(name);
            if (other != null
                    && !name.equals(qualifiedName)
                    && !other.collectionAtRunTime()
                    && other.sharesCollectionWith(model)) {
                others.add(other);
            }
        }
        return Optional.of(withIndexesOf(model, others));
    }

    /** The model with the indexes of the others (in qualified-name order) that it does not declare by name or keys. */
    private static DocumentModel withIndexesOf(DocumentModel model, List<DocumentModel> others) {
        List<IndexSpec> indexes = new ArrayList<>(model.indexes());
        for (DocumentModel other : others) {
            for (IndexSpec index : other.indexes()) {
                if (indexes.stream()
                        .noneMatch(
                                i -> i.name().equals(index.name()) || i.keys().equals(index.keys()))) {
                    indexes.add(index);
                }
            }
        }
        return indexes.size() == model.indexes().size()
                ? model
                : model.toBuilder().indexes(indexes).build();
    }

    /** The qualified names of the documents of every round so far stored in a collection of that name. */
    Set<String> documentsStoredIn(String collection) {
        return namesByCollection.getOrDefault(collection, Set.of());
    }

    /**
     * The other documents read in this round that are stored in the collection of {@code model}, in qualified-name
     * order: the indexes each declares are indexes of that collection too.
     */
    private List<DocumentModel> sharingTheCollectionOf(DocumentModel model) {
        return readByCollection.getOrDefault(model.collection(), List.of()).stream()
                .filter(m -> !m.qualifiedName().equals(model.qualifiedName())
                        && !m.collectionAtRunTime()
                        && m.sharesCollectionWith(model))
                .sorted(java.util.Comparator.comparing(DocumentModel::qualifiedName))
                .toList();
    }

    /** The document read and checked in this round, once, whichever asks: its own round, or a repository of it. */
    CheckedDocument check(TypeElement document, DocumentRounds rounds) {
        CheckedDocument known = checked.get(document);
        if (known != null) {
            return known;
        }
        CheckedDocument result = read(document, rounds.subtypesOf(document, env.getElementUtils()));
        checked.put(document, result);
        if (result instanceof CheckedDocument.Read read) {
            modelsRead.put(read.model().qualifiedName(), read.model());
        }
        if (result instanceof CheckedDocument.Read read && !read.model().collectionAtRunTime()) {
            readByCollection
                    .computeIfAbsent(read.model().collection(), c -> new ArrayList<>())
                    .add(read.model());
            namesByCollection
                    .computeIfAbsent(read.model().collection(), c -> new TreeSet<>())
                    .add(read.model().qualifiedName());
        }
        return result;
    }

    private CheckedDocument read(TypeElement document, List<TypeElement> subtypes) {
        DocumentModel model;
        try {
            model = reader.read(document, subtypes);
        } catch (UnresolvedTypeException e) {
            return new CheckedDocument.Unresolved(document, e.typeName(), Optional.ofNullable(e.annotationValue()));
        } catch (Throwable t) {
            return new CheckedDocument.ReadFailed(document, t);
        }
        try {
            return new CheckedDocument.Checked(document, model, runner.validate(model));
        } catch (Throwable t) {
            return new CheckedDocument.CheckFailed(document, model, t);
        }
    }
}
