package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.diagnostic.MetaAnnotationMirror;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.WeakHashMap;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Reads schemaguard annotations through their mirrors, never through reflection: mirrors keep
 * the positions of the values for messages, and class values do not throw.
 */
public final class AnnotationReader {

    static final String PACKAGE = "dev.schemaguard.annotations.";
    public static final String DOCUMENT = PACKAGE + "Document";
    static final String EMBEDDED = PACKAGE + "Embedded";
    static final String REFERENCE = PACKAGE + "Reference";
    static final String BOUNDED = PACKAGE + "Bounded";
    static final String INDEX_HINT = PACKAGE + "IndexHint";
    static final String INDEX_HINTS = PACKAGE + "IndexHints";
    static final String CASE_INSENSITIVE = PACKAGE + "CaseInsensitive";
    static final String FIELD = PACKAGE + "Field";
    static final String ID = PACKAGE + "Id";

    private final Elements elements;
    /**
     * Values with defaults, per mirror: javac builds a new map on every
     * {@code getElementValuesWithDefaults}, and a document's annotations are looked up member by member.
     */
    private final Map<AnnotationMirror, Map<String, AnnotationValue>> valuesByMirror = new IdentityHashMap<>();

    AnnotationReader(Elements elements) {
        this.elements = elements;
    }

    public static Optional<AnnotationMirror> find(Element element, String qualifiedName) {
        for (AnnotationMirror m : element.getAnnotationMirrors()) {
            if (nameOf(m).equals(qualifiedName)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    public static boolean has(Element element, String qualifiedName) {
        return find(element, qualifiedName).isPresent();
    }

    public static String nameOf(AnnotationMirror m) {
        Element type = m.getAnnotationType().asElement();
        synchronized (NAMES) {
            return NAMES.computeIfAbsent(
                    type, t -> ((TypeElement) t).getQualifiedName().toString());
        }
    }

    /**
     * Qualified names of annotation types, by their element. Every lookup of an annotation on an
     * element names each one it carries, and javac decodes a name anew each time it is asked; the
     * handful of annotation types in a compilation are named once. Weak keys: nothing outlives the
     * compilation; shared: compilations may run side by side in one JVM (a build daemon).
     */
    private static final Map<Element, String> NAMES = new WeakHashMap<>();

    /** The schemaguard annotations on an element, by simple name, in source order. */
    public static List<AnnotationMirror> schemaguardAnnotations(Element element) {
        List<AnnotationMirror> out = new ArrayList<>();
        for (AnnotationMirror m : element.getAnnotationMirrors()) {
            if (nameOf(m).startsWith(PACKAGE)) {
                out.add(m);
            }
        }
        return out;
    }

    /** The {@code @IndexHint}s on an element, whether written once or repeated (then wrapped in {@code @IndexHints}). */
    static List<AnnotationMirror> indexHints(Element element) {
        List<AnnotationMirror> out = new ArrayList<>();
        for (AnnotationMirror m : element.getAnnotationMirrors()) {
            String name = nameOf(m);
            if (name.equals(INDEX_HINT)) {
                out.add(m);
            } else if (name.equals(INDEX_HINTS)) {
                AnnotationValue v = explicit(m, "value");
                if (v != null && v.getValue() instanceof List<?> list) {
                    for (Object o : list) {
                        if (((AnnotationValue) o).getValue() instanceof AnnotationMirror hint) {
                            out.add(hint);
                        }
                    }
                }
            }
        }
        return out;
    }

    /**
     * Whether a value names something that does not resolve yet (a constant or class of a type
     * that another processor generates later). javac keeps such a value as an error attribute,
     * which reads as the string {@code <error>}; a string written as {@code "<error>"} reads with
     * its quotes.
     */
    static boolean unresolved(AnnotationValue value) {
        Object v = value.getValue();
        if (v instanceof List<?> list) {
            for (Object o : list) {
                if (o instanceof AnnotationValue element && unresolved(element)) {
                    return true;
                }
            }
            return false;
        }
        if (v instanceof AnnotationMirror nested) {
            return nested.getElementValues().values().stream().anyMatch(AnnotationReader::unresolved);
        }
        if (v instanceof TypeMirror t) {
            return t.getKind() == TypeKind.ERROR;
        }
        return v instanceof String && "<error>".equals(value.toString());
    }

    /**
     * The annotation written on the element that a merged one was found through (a composed annotation that
     * carries it as a meta-annotation); itself when written.
     */
    public static AnnotationMirror written(AnnotationMirror annotation) {
        return annotation instanceof MetaAnnotationMirror meta ? meta.written() : annotation;
    }

    /** The value written for a member, or {@code null} when the default applies. */
    public static AnnotationValue explicit(AnnotationMirror m, String member) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
                m.getElementValues().entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(member)) {
                return e.getValue();
            }
        }
        return null;
    }

    /** The value of a member, written or default. */
    public Object value(AnnotationMirror m, String member) {
        AnnotationValue value =
                valuesByMirror.computeIfAbsent(m, this::valuesWithDefaults).get(member);
        if (value == null) {
            throw new IllegalArgumentException(nameOf(m) + " has no member " + member);
        }
        return value.getValue();
    }

    private Map<String, AnnotationValue> valuesWithDefaults(AnnotationMirror m) {
        Map<String, AnnotationValue> values = new HashMap<>();
        if (m instanceof MetaAnnotationMirror) {
            // merged by schemaguard (MergedAnnotationReader): javac takes only the mirrors it made itself
            for (ExecutableElement member :
                    ElementFilter.methodsIn(m.getAnnotationType().asElement().getEnclosedElements())) {
                AnnotationValue value = m.getElementValues().get(member);
                value = value != null ? value : member.getDefaultValue();
                if (value != null) {
                    values.put(member.getSimpleName().toString(), value);
                }
            }
            return values;
        }
        elements.getElementValuesWithDefaults(m)
                .forEach((member, value) -> values.put(member.getSimpleName().toString(), value));
        return values;
    }

    public String string(AnnotationMirror m, String member) {
        return String.valueOf(value(m, member));
    }

    public long longValue(AnnotationMirror m, String member) {
        return ((Number) value(m, member)).longValue();
    }

    /**
     * An index's {@code expireAfterSeconds} as the model holds it: {@code @IndexHint}, SDM's {@code @Indexed} and
     * Morphia's {@code @IndexOptions} all take -1, their default, for no TTL.
     */
    public static OptionalLong ttl(long expireAfterSeconds) {
        return expireAfterSeconds == -1 ? OptionalLong.empty() : OptionalLong.of(expireAfterSeconds);
    }

    public int intValue(AnnotationMirror m, String member) {
        return ((Number) value(m, member)).intValue();
    }

    public boolean bool(AnnotationMirror m, String member) {
        return (Boolean) value(m, member);
    }

    /** The elements of an array member, each with its own value (for positions). */
    public List<AnnotationValue> array(AnnotationMirror m, String member) {
        Object v = value(m, member);
        List<AnnotationValue> out = new ArrayList<>();
        if (v instanceof List<?> list) {
            for (Object o : list) {
                out.add((AnnotationValue) o);
            }
        }
        return out;
    }

    public AnnotationMirror annotation(AnnotationMirror m, String member) {
        return (AnnotationMirror) value(m, member);
    }
}
