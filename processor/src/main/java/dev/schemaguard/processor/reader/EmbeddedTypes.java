package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;

/**
 * The embedded types a reader has read, by the key of the document vocabulary's rules and the type
 * ({@link DocumentScope#embeddedKey}): read once, and shared by the documents that embed them.
 */
final class EmbeddedTypes {

    /** An embedded type and the problems found reading it, which go to every document that reaches it. */
    record Read(TypeModel type, List<ReadProblem> problems) {}

    /** An entry is {@code null} while its fields are being read. */
    private final Map<String, Read> reads = new HashMap<>();

    /** Whether the type of that key is read, or being read. */
    boolean started(String key) {
        return reads.containsKey(key);
    }

    void start(String key) {
        reads.put(key, null);
    }

    void finish(String key, Read read) {
        reads.put(key, read);
    }

    /** Forgets a read that failed, so that a later round reads the type again. */
    void abandon(String key) {
        reads.remove(key);
    }

    /** The type read under that key, or {@code null} when it is none or is being read. */
    Read get(String key) {
        return reads.get(key);
    }

    /** The embedded types a document reaches, by key; the problems found reading them go to the document. */
    TreeMap<String, TypeModel> reachable(
            TypeModel root, List<TypeModel> subtypes, DocumentScope scope, List<ReadProblem> problems) {
        TreeMap<String, TypeModel> out = new TreeMap<>();
        Deque<TypeModel> todo = new ArrayDeque<>();
        todo.add(root);
        todo.addAll(subtypes);
        Set<String> seen = new HashSet<>();
        while (!todo.isEmpty()) {
            TypeModel t = todo.poll();
            for (FieldModel f : t.fields()) {
                ValueType v = f.type();
                List<ValueType> parts = new ArrayList<>();
                parts.add(v);
                while (!parts.isEmpty()) {
                    ValueType p = parts.remove(parts.size() - 1);
                    if (p.bson() == BsonType.DOCUMENT && seen.add(p.typeKey())) {
                        Read read = reads.get(scope.embeddedKey(p.typeKey()));
                        if (read != null) {
                            out.put(p.typeKey(), read.type());
                            problems.addAll(read.problems());
                            todo.add(read.type());
                            for (String sub : read.type().subtypes()) {
                                parts.add(ValueType.document(sub, sub));
                            }
                        }
                    } else if (p.element() != null) {
                        parts.add(p.element());
                    }
                }
            }
        }
        return out;
    }

    /** Per raw class: whether its declared fields lead back to it, so that its nesting can grow without end. */
    private final Map<String, Boolean> selfDeclaring = new HashMap<>();

    /**
     * Whether a class reaches itself through the declared types of its stored fields, directly or
     * through other classes. Only such a class can nest without end ({@code Nest<T>} holding a
     * {@code Nest<List<T>>}); {@code Box<Box<…<String>>>} nests as deep as the source writes it, and
     * that is finite however deep it is.
     */
    boolean declaresItself(TypeElement start) {
        return selfDeclaring.computeIfAbsent(start.getQualifiedName().toString(), k -> {
            Set<String> seen = new HashSet<>();
            Deque<TypeElement> todo = new ArrayDeque<>();
            todo.add(start);
            while (!todo.isEmpty()) {
                for (TypeElement c : TypeHierarchy.storedClasses(todo.poll())) {
                    for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                        if (f.getModifiers().contains(Modifier.STATIC)
                                || f.getModifiers().contains(Modifier.TRANSIENT)) {
                            continue;
                        }
                        List<TypeElement> mentioned = new ArrayList<>();
                        classesIn(f.asType(), mentioned, 0);
                        for (TypeElement m : mentioned) {
                            String name = m.getQualifiedName().toString();
                            if (m.equals(start)) {
                                return true;
                            }
                            if (!name.startsWith("java.") && !name.startsWith("javax.") && seen.add(name)) {
                                todo.add(m);
                            }
                        }
                    }
                }
            }
            return false;
        });
    }

    /** The classes a declared type names, with its type arguments, array components and wildcard bounds. */
    private static void classesIn(TypeMirror type, List<TypeElement> out, int depth) {
        if (depth > 32) {
            return;
        }
        switch (type.getKind()) {
            case DECLARED -> {
                out.add((TypeElement) ((DeclaredType) type).asElement());
                for (TypeMirror arg : ((DeclaredType) type).getTypeArguments()) {
                    classesIn(arg, out, depth + 1);
                }
            }
            case ARRAY -> classesIn(((ArrayType) type).getComponentType(), out, depth + 1);
            case WILDCARD -> {
                WildcardType w = (WildcardType) type;
                if (w.getExtendsBound() != null) {
                    classesIn(w.getExtendsBound(), out, depth + 1);
                }
            }
            default -> {
                // type variables stand for what the user writes, which is finite
            }
        }
    }
}
