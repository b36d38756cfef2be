package dev.schemaguard.processor;

import com.sun.source.util.Trees;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.reader.Vocabularies;
import dev.schemaguard.processor.reader.driver.calls.CodecCollections;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The classes of the compilation that the code stores with the driver's codec ({@code getCollection("books",
 * Book.class)}) and that carry no document annotation: each is read as a document of every collection the code
 * names for it, so that its fields are checked and the queries on it planned. A collection got by a name that is not
 * a constant tells nothing: a class got only so is not read.
 */
final class CodecDocuments {

    /** The found classes, by qualified name: the document read in each collection, by collection name. */
    private final Map<String, SortedMap<String, DocumentModel>> documents = new TreeMap<>();

    private final List<CheckedCode> checked = new ArrayList<>();

    private CodecDocuments() {}

    /**
     * @param uses      every {@code getCollection} call with a class of the compilation, in class-name then source order
     * @param ownCodecs the classes the compilation writes a codec of its own for: not the POJO codec's to write
     */
    static CodecDocuments of(
            List<CodecCollections.Use> uses,
            Set<String> ownCodecs,
            Elements elements,
            Trees trees,
            RoundEnvironment lastRound,
            RoundChecks checks,
            DocumentRounds rounds) {
        Map<String, Set<String>> collections = new TreeMap<>();
        Map<String, String> firstUse = new TreeMap<>();
        for (CodecCollections.Use use : uses) {
            if (use.collection().isPresent()) {
                collections
                        .computeIfAbsent(use.documentClass(), c -> new TreeSet<>())
                        .add(use.collection().get());
                firstUse.putIfAbsent(use.documentClass(), CodeQueryChecks.nameOf(use.at()));
            }
        }
        CodecDocuments out = new CodecDocuments();
        collections.forEach((name, names) -> {
            TypeElement type = elements.getTypeElement(name);
            if (type == null || ownCodecs.contains(name) || !storedOnlyByCodec(type, trees)) {
                return;
            }
            List<String> sorted = List.copyOf(names);
            CheckedDocument first = checks.storedByCodec(lastRound, type, sorted.get(0), rounds);
            out.checked.add(new CheckedCode.StoredByCodec(type, firstUse.get(name), sorted, first));
            if (first instanceof CheckedDocument.Read read) {
                SortedMap<String, DocumentModel> byCollection = new TreeMap<>();
                byCollection.put(sorted.get(0), read.model());
                for (String other : sorted.subList(1, sorted.size())) {
                    if (checks.storedByCodec(lastRound, type, other, rounds) instanceof CheckedDocument.Read again) {
                        byCollection.put(other, again.model());
                    }
                }
                out.documents.put(name, byCollection);
            }
        });
        return out;
    }

    /**
     * Whether the driver's codec is the one mapping for the class: a concrete class or record of the compilation (its
     * fields can be edited) that no vocabulary makes a document, by itself or through a superclass.
     */
    private static boolean storedOnlyByCodec(TypeElement type, Trees trees) {
        return (type.getKind() == ElementKind.CLASS || type.getKind() == ElementKind.RECORD)
                && !type.getModifiers().contains(Modifier.ABSTRACT)
                && trees.getPath(type) != null
                && !Vocabularies.storedAsDocument(type);
    }

    /** The found classes, each with its note and its document's findings, in qualified-name order. */
    List<CheckedCode> checked() {
        return checked;
    }

    /** The document of a found class, when the code stores it in one collection only: else which one is unknown. */
    Optional<DocumentModel> documentOf(String className) {
        SortedMap<String, DocumentModel> in = documents.get(className);
        return in == null || in.size() != 1
                ? Optional.empty()
                : Optional.of(in.values().iterator().next());
    }

    /** The found classes the code stores in a collection, by qualified name. */
    Set<String> storedIn(String collection) {
        Set<String> out = new TreeSet<>();
        documents.forEach((name, in) -> {
            if (in.containsKey(collection)) {
                out.add(name);
            }
        });
        return out;
    }

    /** The document of a found class in one of its collections. */
    Optional<DocumentModel> in(String className, String collection) {
        return Optional.ofNullable(
                documents.getOrDefault(className, new TreeMap<>()).get(collection));
    }
}
