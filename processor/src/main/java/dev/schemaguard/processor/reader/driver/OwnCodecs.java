package dev.schemaguard.processor.reader.driver;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The classes the compilation writes a codec of its own for: a class implementing the driver's {@code Encoder<Book>}
 * (every {@code Codec} and {@code CollectibleCodec} does). Registered in the codec registry, such a codec writes the
 * class as it likes, so what the POJO codec would write says nothing about it.
 */
public final class OwnCodecs {

    private static final String ENCODER = "org.bson.codecs.Encoder";

    private OwnCodecs() {}

    /** The classes some class of the compilation (or a class nested in one) encodes, by qualified name. */
    public static Set<String> of(Collection<String> classes, Elements elements, Types types) {
        Set<String> out = new TreeSet<>();
        if (elements.getTypeElement(ENCODER) == null) {
            return out;
        }
        Deque<TypeElement> todo = new ArrayDeque<>();
        for (String name : classes) {
            TypeElement type = elements.getTypeElement(name);
            if (type != null) {
                todo.add(type);
            }
        }
        while (!todo.isEmpty()) {
            TypeElement type = todo.poll();
            encoded(type.asType(), types, out);
            for (Element nested : type.getEnclosedElements()) {
                if (nested instanceof TypeElement inner) {
                    todo.add(inner);
                }
            }
        }
        return out;
    }

    /** Adds the class every {@code Encoder<X>} among the supertypes of {@code type} encodes. */
    private static void encoded(TypeMirror type, Types types, Set<String> out) {
        Deque<TypeMirror> todo = new ArrayDeque<>(types.directSupertypes(type));
        Set<String> seen = new HashSet<>();
        while (!todo.isEmpty()) {
            TypeMirror supertype = todo.poll();
            if (!(supertype instanceof DeclaredType declared) || !seen.add(declared.toString())) {
                continue;
            }
            TypeElement element = (TypeElement) declared.asElement();
            if (element.getQualifiedName().contentEquals(ENCODER)) {
                if (declared.getTypeArguments().size() == 1
                        && declared.getTypeArguments().get(0).getKind() == TypeKind.DECLARED) {
                    TypeElement encoded = (TypeElement)
                            ((DeclaredType) declared.getTypeArguments().get(0)).asElement();
                    out.add(encoded.getQualifiedName().toString());
                }
                continue;
            }
            todo.addAll(types.directSupertypes(declared));
        }
    }
}
