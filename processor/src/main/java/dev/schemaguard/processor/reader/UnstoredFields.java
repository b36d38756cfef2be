package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/** What the annotations on a field that is not stored meant to say, and cannot. */
final class UnstoredFields {

    private UnstoredFields() {}

    /**
     * Records the annotations on a field that a modifier or an annotation keeps out of the document.
     *
     * @param notStoredBy what keeps it out: {@code static}, {@code transient} or an annotation such as {@code @Transient}
     */
    static void check(VariableElement f, String notStoredBy, DocumentScope scope, List<ReadProblem> problems) {
        idNotStored(f, notStoredBy, scope, problems);
        schemaguardAnnotations(f, notStoredBy, scope.positions(), problems);
    }

    /**
     * A field that a framework's annotation makes the id but that is not stored (docs/dialects/, "Precedence and
     * conflicts"); schemaguard's own {@code @Id} there is reported as an annotation on an unstored field.
     */
    private static void idNotStored(
            VariableElement f, String notStoredBy, DocumentScope scope, List<ReadProblem> problems) {
        // only the framework that writes the document reads its id annotation: SDM maps a class whose only @Id is
        // Morphia's without an id property (BasicMongoPersistentProperty.isIdProperty), and the driver's codec
        // writes schemaguard's documents
        MappingVocabulary writer = scope.mapping().writer();
        AnnotationMirror marked = writer.idAnnotation(f);
        if (marked != null && !AnnotationReader.nameOf(marked).startsWith(AnnotationReader.PACKAGE)) {
            problems.add(ReadProblem.of(
                    writer.idNotStored(marked),
                    scope.positions().at(f, marked, null),
                    f.getSimpleName().toString(),
                    "@" + ((TypeElement) marked.getAnnotationType().asElement()).getSimpleName(),
                    notStoredBy));
        }
    }

    private static void schemaguardAnnotations(
            VariableElement f, String modifier, Positions positions, List<ReadProblem> problems) {
        String field = f.getSimpleName().toString();
        for (AnnotationMirror m : AnnotationReader.schemaguardAnnotations(f)) {
            String name = AnnotationReader.nameOf(m).substring(AnnotationReader.PACKAGE.length());
            if (name.equals("IndexHint") || name.equals("IndexHints")) {
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.INDEX_HINT_ON_UNSTORED_FIELD,
                        positions.at(f, m, null),
                        modifier,
                        field));
            } else {
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.ANNOTATION_ON_UNSTORED_FIELD,
                        positions.at(f, m, null),
                        name,
                        modifier,
                        field));
            }
        }
    }
}
