package dev.schemaguard.processor.diagnostic;

import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * What a finding is about, independent of where its lines are: the rule, the document (qualified
 * name) and a path inside it made of what the user named (the field, the class of an embedded
 * field, the annotation and its member, the index's name or keys). It is the baseline's key: an
 * edit elsewhere in the file, even one that moves every line, leaves it as it is, and so does a
 * reworded message.
 *
 * <p>Two findings of one rule on the same place share a key (the message text is not part of
 * it, since it carries numbers such as size estimates that move with unrelated edits).
 *
 * @param rule     the rule's name
 * @param document the qualified name of the document the finding was reported for; for a finding
 *                 across documents, the class it is reported on
 * @param path     the place inside the document; empty for the document's own class
 */
public record FindingKey(String rule, String document, String path) implements Comparable<FindingKey> {

    /** Members whose value tells apart two annotations of one kind on the same element, such as two indexes. */
    private static final List<String> IDENTITY_MEMBERS = List.of("name", "keys", "def", "fields", "value");

    /**
     * The key of a finding of a report.
     *
     * @param subject the report's subject: the document's qualified name, or a label for the report
     *                across documents, whose findings are keyed by the class they are reported on
     */
    public static FindingKey of(Finding finding, String subject, boolean acrossDocuments) {
        if (finding.origin() instanceof CodePosition code) {
            // the method and what the code writes there, not the line: an edit above it moves every line
            String document = acrossDocuments ? typeOf(code.enclosing()) : subject;
            return new FindingKey(
                    finding.rule(), document, oneLine(elementPath(code.enclosing(), document) + " " + code.label()));
        }
        if (!(finding.origin() instanceof SourcePosition at) || at.element() == null) {
            return new FindingKey(finding.rule(), subject, "");
        }
        String document = acrossDocuments ? typeOf(at.element()) : subject;
        return new FindingKey(finding.rule(), document, pathOf(at, document));
    }

    /** The key as one line of the baseline file: its three parts separated by tabs. */
    public String line() {
        return rule + '\t' + document + '\t' + path;
    }

    @Override
    public int compareTo(FindingKey other) {
        return line().compareTo(other.line());
    }

    private static String pathOf(SourcePosition at, String document) {
        StringBuilder path = new StringBuilder(elementPath(at.element(), document));
        if (at.annotation() != null) {
            append(
                    path,
                    "@" + at.annotation().getAnnotationType().asElement().getSimpleName() + identity(at.annotation()));
            if (at.value() != null) {
                append(path, memberOf(at.annotation(), at.value()));
            }
        }
        return oneLine(path.toString());
    }

    private static void append(StringBuilder path, String part) {
        if (path.length() > 0) {
            path.append(' ');
        }
        path.append(part);
    }

    /** A field by its name, prefixed with its class when that is not the document (an embedded or inherited class). */
    private static String elementPath(Element element, String document) {
        if (element instanceof TypeElement type) {
            String name = type.getQualifiedName().toString();
            return name.equals(document) ? "" : name;
        }
        String owner = typeOf(element);
        String name = element.getSimpleName() + (element instanceof ExecutableElement ? "()" : "");
        return owner.equals(document) ? name : owner + "." + name;
    }

    private static String typeOf(Element element) {
        for (Element e = element; e != null; e = e.getEnclosingElement()) {
            if (e instanceof TypeElement type) {
                return type.getQualifiedName().toString();
            }
        }
        return String.valueOf(element);
    }

    /** The values that tell one index (or other repeated annotation) from another, such as {@code (keys="a, b")}. */
    private static String identity(AnnotationMirror annotation) {
        StringBuilder out = new StringBuilder();
        for (String member : IDENTITY_MEMBERS) {
            for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
                    annotation.getElementValues().entrySet()) {
                if (e.getKey().getSimpleName().contentEquals(member)) {
                    out.append(out.length() == 0 ? "(" : ", ")
                            .append(member)
                            .append('=')
                            .append(e.getValue());
                }
            }
        }
        return out.length() == 0 ? "" : out.append(')').toString();
    }

    /**
     * The member the value belongs to; for an element of an array value, with the element, since
     * findings on two keys of one index are about different things.
     */
    private static String memberOf(AnnotationMirror annotation, AnnotationValue value) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
                annotation.getElementValues().entrySet()) {
            if (e.getValue() == value) {
                return e.getKey().getSimpleName().toString();
            }
            if (e.getValue().getValue() instanceof List<?> elements) {
                for (Object element : elements) {
                    if (element == value) {
                        return e.getKey().getSimpleName() + "[" + value + "]";
                    }
                }
            }
        }
        return String.valueOf(value);
    }

    /** Tabs and line breaks would break the file's one entry per line. */
    private static String oneLine(String text) {
        return text.replaceAll("[\\t\\r\\n]+", " ").trim();
    }
}
