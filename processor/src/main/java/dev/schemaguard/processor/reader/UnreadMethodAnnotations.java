package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.reader.driver.PojoAccessors;
import dev.schemaguard.processor.rules.UnreadAnnotation;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.function.Predicate;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;

/**
 * A framework's annotations on the methods of a stored class, its superclasses and its interfaces (the
 * driver's codec scans interfaces too, PojoBuilderHelper.getClassHierarchy) where the framework never
 * reads them. Each framework reads its annotations on fields and on the accessors it pairs with a
 * property, and nowhere else; elsewhere an annotation that meant to name or store something changes
 * nothing, which UnreadAnnotation says, and one that keeps a value out of the document (an ignore or
 * transient marker) repeats what happens anyway, and is not recorded.
 */
public final class UnreadMethodAnnotations {

    /**
     * Where one framework reads its annotations.
     *
     * @param rule            the rule, as the message states it ("the driver's POJO codec reads its annotations on ...")
     * @param meaningful      the annotations (qualified names) that name or store something, and so mean something
     *                        where unread (an ignore marker is not among them)
     * @param reads           whether the framework reads its annotations on a method of the type (second argument)
     *                        or of one of its supertypes
     * @param readsParameters whether it reads its annotations on the parameters of a constructor or method
     * @param fix             how to make an annotation on an unread method count, or {@code null} when only another
     *                        place helps
     */
    public record Reading(
            String rule,
            List<String> meaningful,
            BiPredicate<ExecutableElement, TypeElement> reads,
            Predicate<ExecutableElement> readsParameters,
            Function<ExecutableElement, String> fix) {}

    private UnreadMethodAnnotations() {}

    /**
     * Records every meaningful annotation of the framework's on a method or parameter it does not read.
     *
     * @param fields        the stored fields of {@code type}, for what is stored instead
     * @param inCompilation whether a type is in the compilation (a class from a jar cannot be changed)
     */
    static void check(
            TypeElement type,
            List<FieldModel> fields,
            Reading reading,
            Predicate<Element> inCompilation,
            List<ReadProblem> problems) {
        for (TypeElement declaring : declaringTypes(type)) {
            if (!inCompilation.test(declaring)) {
                continue;
            }
            for (ExecutableElement m : ElementFilter.methodsIn(declaring.getEnclosedElements())) {
                if (!reading.reads().test(m, type)) {
                    for (String annotation : reading.meaningful()) {
                        AnnotationMirror a =
                                AnnotationReader.find(m, annotation).orElse(null);
                        if (a != null) {
                            record(
                                    problems,
                                    SourcePosition.of(m, a),
                                    annotation,
                                    m.getSimpleName() + "()",
                                    storedInstead(m, fields),
                                    fix(m, annotation, fields, reading),
                                    reading);
                        }
                    }
                }
            }
            List<ExecutableElement> executables =
                    new ArrayList<>(ElementFilter.constructorsIn(declaring.getEnclosedElements()));
            executables.addAll(ElementFilter.methodsIn(declaring.getEnclosedElements()));
            for (ExecutableElement e : executables) {
                if (reading.readsParameters().test(e)) {
                    continue;
                }
                String owner = e.getKind() == ElementKind.CONSTRUCTOR
                        ? "the constructor of '" + declaring.getSimpleName() + "'"
                        : e.getSimpleName() + "()";
                for (VariableElement parameter : e.getParameters()) {
                    for (String annotation : reading.meaningful()) {
                        AnnotationMirror a =
                                AnnotationReader.find(parameter, annotation).orElse(null);
                        if (a != null) {
                            record(
                                    problems,
                                    SourcePosition.of(parameter, a),
                                    annotation,
                                    "the parameter '" + parameter.getSimpleName() + "' of " + owner,
                                    "it stores nothing",
                                    "write it on the field of the property it meant",
                                    reading);
                        }
                    }
                }
            }
        }
    }

    private static void record(
            List<ReadProblem> problems,
            SourcePosition at,
            String annotation,
            String where,
            String storedInstead,
            String fix,
            Reading reading) {
        ReadProblem problem = ReadProblem.of(
                UnreadAnnotation.Message.UNREAD_ON_METHOD,
                at,
                annotation.substring(annotation.lastIndexOf('.') + 1),
                where,
                reading.rule(),
                storedInstead,
                fix);
        // a superclass read for the document and again as an embedded type: one finding
        if (!problems.contains(problem)) {
            problems.add(problem);
        }
    }

    /** The class, its superclasses and the interfaces of all of them, below java.* (which holds no model). */
    private static List<TypeElement> declaringTypes(TypeElement type) {
        List<TypeElement> out = new ArrayList<>();
        for (TypeElement c = type; c != null && !isJava(c); c = TypeHierarchy.superclass(c)) {
            out.add(c);
        }
        for (TypeElement i : TypeHierarchy.interfacesOfHierarchy(type)) {
            if (!isJava(i)) {
                out.add(i);
            }
        }
        return out;
    }

    private static boolean isJava(TypeElement type) {
        String name = type.getQualifiedName().toString();
        return name.startsWith("java.") || name.startsWith("javax.");
    }

    /** The stored field the method was most likely written for: of its name ({@code title()}), or of its getter's or setter's property. */
    private static FieldModel fieldOf(ExecutableElement method, List<FieldModel> fields) {
        String name = method.getSimpleName().toString();
        String property = name.startsWith("set")
                ? PojoAccessors.propertyOf("get" + name.substring(3))
                : PojoAccessors.propertyOf(name);
        for (FieldModel f : fields) {
            if (f.javaName().equals(name) || f.javaName().equals(property)) {
                return f;
            }
        }
        return null;
    }

    private static String storedInstead(ExecutableElement method, List<FieldModel> fields) {
        FieldModel field = fieldOf(method, fields);
        return field == null
                ? "it stores nothing"
                : "'" + field.javaName() + "' is stored as '" + field.storedName() + "' all the same";
    }

    private static String fix(ExecutableElement method, String annotation, List<FieldModel> fields, Reading reading) {
        String own = reading.fix().apply(method);
        if (own != null) {
            return own;
        }
        FieldModel field = fieldOf(method, fields);
        String simple = annotation.substring(annotation.lastIndexOf('.') + 1);
        return field == null
                ? "write it on the field of the property it meant"
                : "write @" + simple + " on the field '" + field.javaName() + "' instead";
    }

    /** A public, non-static method: the only kind a framework takes for an accessor. */
    public static boolean isPublicInstance(ExecutableElement method) {
        return method.getModifiers().contains(Modifier.PUBLIC)
                && !method.getModifiers().contains(Modifier.STATIC);
    }
}
