package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;

/**
 * What reading one document carries down to the types and fields it reaches: the vocabulary whose framework
 * stores it, where findings outside the compilation are shown, and the reads under way that must not start
 * again. A nested read gets a new scope from a {@code with…} method; nothing is restored afterwards.
 *
 * @param mapping    the vocabulary of the document read: its framework's rules decide ids, simple types and
 *                   transient fields
 * @param positions  where findings point, near the field being read, else the document
 * @param targets    the reference targets whose fields are being read, so that documents referencing each
 *                   other terminate
 * @param nesting    per raw class, the keys it is being read under, outermost first, to stop generic
 *                   recursions that change type arguments
 */
record DocumentScope(
        MappingVocabulary mapping, Positions positions, Set<String> targets, Map<String, List<String>> nesting) {

    /** Per document vocabulary, the vocabularies whose field annotations its framework reads, in precedence order. */
    private static final Map<MappingVocabulary, List<MappingVocabulary>> APPLICABLE = applicable();

    private static Map<MappingVocabulary, List<MappingVocabulary>> applicable() {
        Map<MappingVocabulary, List<MappingVocabulary>> out = new HashMap<>();
        for (MappingVocabulary document : Vocabularies.ALL) {
            out.put(
                    document,
                    Vocabularies.ALL.stream().filter(v -> v.appliesTo(document)).toList());
        }
        return out;
    }

    /** The scope of a document of that vocabulary, whose findings outside the compilation are shown at {@code origin}. */
    static DocumentScope of(MappingVocabulary mapping, Positions positions, SourcePosition origin) {
        return new DocumentScope(mapping, positions.near(origin), Set.of(), Map.of());
    }

    /** The vocabularies whose field annotations the framework storing the document reads, in precedence order. */
    List<MappingVocabulary> vocabularies() {
        return APPLICABLE.get(mapping);
    }

    /** The key under which an embedded type read with this document's mapping rules is kept. */
    String embeddedKey(String typeKey) {
        return mapping.key() + typeKey;
    }

    /** The scope inside an element: findings outside the compilation are shown at it, when it is in the compilation. */
    DocumentScope near(Element element) {
        return positions.isInCompilation(element)
                ? new DocumentScope(mapping, positions.near(SourcePosition.of(element)), targets, nesting)
                : this;
    }

    /** The same reads under way, with another framework's mapping rules (the one that writes a reference). */
    DocumentScope withMapping(MappingVocabulary other) {
        return new DocumentScope(other, positions, targets, nesting);
    }

    /** The scope while a reference target's fields are read. */
    DocumentScope withTarget(String target) {
        Set<String> more = new HashSet<>(targets);
        more.add(target);
        return new DocumentScope(mapping, positions, Set.copyOf(more), nesting);
    }

    /** The keys a raw class is being read under, outermost first. */
    List<String> nesting(String rawClass) {
        return nesting.getOrDefault(rawClass, List.of());
    }

    /** The scope while a raw class is read under one more key. */
    DocumentScope withNesting(String rawClass, String key) {
        List<String> keys = new ArrayList<>(nesting(rawClass));
        keys.add(key);
        Map<String, List<String>> more = new HashMap<>(nesting);
        more.put(rawClass, List.copyOf(keys));
        return new DocumentScope(mapping, positions, targets, Map.copyOf(more));
    }
}
