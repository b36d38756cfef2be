package dev.schemaguard.processor.reader.driver;

import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.reader.AnnotationReader;
import dev.schemaguard.processor.reader.LombokReader;
import dev.schemaguard.processor.reader.Positions;
import dev.schemaguard.processor.rules.UnreadAnnotation;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;

/**
 * Which fields the driver's POJO codec writes. The codec builds a property from each public getter,
 * public setter and field of the class and its superclasses (PojoBuilderHelper), and encodes a
 * property only when it is serializable (PropertyMetadata.isSerializable): it has a getter, or its
 * field is public; static and transient fields never. So a private, package-private or protected field
 * that no getter reads is not written, though it is declared, and neither is one that only a setter
 * names (the codec then fails on every encode: "Unable to get value for property").
 *
 * <p>This holds for a class the codec stores. A class in which it finds no property at all (no public
 * field, getter nor setter: schemaguard's plain {@code class Book { String title; }}) it does not store
 * ("Can't find a codec", PojoCodecProvider builds no codec for a class model without properties), so
 * such a class is read as docs/guide/annotations.md reads it, every field stored.
 */
public final class PojoWrittenFields {

    private PojoWrittenFields() {}

    /**
     * Whether the codec writes the field when it encodes the last class of {@code hierarchy}: a record
     * component always; a field of a class in which the codec finds no property, as every field there; else
     * a public field, or one read by a getter of the class's hierarchy, hand-written or Lombok's, under its
     * own property or another (see {@link PojoAccessors#renamed}).
     */
    public static boolean writes(List<TypeElement> hierarchy, VariableElement field) {
        if (field.getEnclosingElement().getKind() != ElementKind.CLASS
                || field.getModifiers().contains(Modifier.PUBLIC)
                || !hasProperties(hierarchy)) {
            return true;
        }
        if (lombokGetter(field) || PojoAccessors.renamed(field) != null) {
            return true;
        }
        String name = field.getSimpleName().toString();
        for (TypeElement c : hierarchy) {
            for (ExecutableElement m : ElementFilter.methodsIn(c.getEnclosedElements())) {
                if (PojoAccessors.isGetter(m)
                        && name.equals(
                                PojoAccessors.propertyOf(m.getSimpleName().toString()))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the codec finds a property in the classes: a public instance field, a public getter or setter, a getter Lombok generates. */
    private static boolean hasProperties(List<TypeElement> hierarchy) {
        for (TypeElement c : hierarchy) {
            for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                if (!f.getModifiers().contains(Modifier.STATIC)
                        && (f.getModifiers().contains(Modifier.PUBLIC) || lombokGetter(f))) {
                    return true;
                }
            }
            for (ExecutableElement m : ElementFilter.methodsIn(c.getEnclosedElements())) {
                if (PojoAccessors.isGetter(m) || isSetter(m)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether Lombok generates a getter for the field that the codec takes for one (a fluent {@code open()} it does not). */
    private static boolean lombokGetter(VariableElement field) {
        String getter = PojoAccessors.lombokGetterName(field);
        return getter != null && PojoAccessors.propertyOf(getter) != null;
    }

    /** A setter as the codec takes one (PropertyReflectionUtils.isSetter): public, {@code set} and an upper-case letter, one parameter. */
    static boolean isSetter(ExecutableElement m) {
        String name = m.getSimpleName().toString();
        return m.getModifiers().contains(Modifier.PUBLIC)
                && !m.getModifiers().contains(Modifier.STATIC)
                && m.getParameters().size() == 1
                && name.length() > 3
                && name.startsWith("set")
                && Character.isUpperCase(name.charAt(3));
    }

    /**
     * The annotations on a field the driver's codec never writes (see {@link #writes}) that meant to name,
     * bound, index or mark it: schemaguard's, and the driver's that name or store something; its {@code @BsonIgnore}
     * repeats what happens anyway. The codec accepts the class, so each is a warning, with the getter that would
     * write the field.
     */
    public static void checkUnwritten(VariableElement f, Positions positions, List<ReadProblem> problems) {
        String field = f.getSimpleName().toString();
        String access = f.getModifiers().contains(Modifier.PRIVATE)
                ? "private"
                : f.getModifiers().contains(Modifier.PROTECTED) ? "protected" : "package-private";
        String getter = LombokReader.getterName(field, f.asType().getKind() == TypeKind.BOOLEAN);
        List<AnnotationMirror> meaningful = new ArrayList<>(AnnotationReader.schemaguardAnnotations(f));
        for (String driver :
                List.of(DriverPojoVocabulary.PROPERTY, DriverPojoVocabulary.ID, DriverPojoVocabulary.REPRESENTATION)) {
            AnnotationReader.find(f, driver).ifPresent(meaningful::add);
        }
        for (AnnotationMirror m : meaningful) {
            String name = ((TypeElement) m.getAnnotationType().asElement())
                    .getSimpleName()
                    .toString();
            problems.add(ReadProblem.of(
                    UnreadAnnotation.Message.DRIVER_UNWRITTEN_FIELD_ANNOTATION,
                    positions.at(f, m, null),
                    name,
                    field,
                    access,
                    getter));
        }
    }
}
