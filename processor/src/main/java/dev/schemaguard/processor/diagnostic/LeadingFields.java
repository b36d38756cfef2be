package dev.schemaguard.processor.diagnostic;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.TypeModel;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The fields of the compilation through which a document reaches each type that is not in the
 * compilation (a class from a jar). javac can show no position in such a type, and nobody can
 * change it there, so its findings belong to each field that leads to it: each carries its own,
 * suppressible there, although the type is read once for every document that stores it.
 */
public final class LeadingFields {

    /** By the outside type's qualified name, the fields that lead to it, in field order. */
    private final Map<String, List<SourcePosition>> byOutsideType = new LinkedHashMap<>();

    private LeadingFields() {
    }

    public static LeadingFields of(DocumentModel document) {
        LeadingFields out = new LeadingFields();
        for (TypeModel type : document.storedTypes()) {
            if (isOutside(type.origin())) {
                continue;
            }
            for (FieldModel field : type.fields()) {
                if (field.origin() instanceof SourcePosition at && at.standIn() == null && at.element() != null) {
                    out.lead(document, SourcePosition.of(at.element()), field.type().innermostTypeKey());
                }
            }
        }
        return out;
    }

    /** Marks every outside type reached from {@code key} through outside types as led to by {@code field}. */
    private void lead(DocumentModel document, SourcePosition field, String key) {
        Deque<String> todo = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        if (key != null) {
            todo.add(key);
        }
        while (!todo.isEmpty()) {
            TypeModel type = document.types().get(todo.poll());
            if (type == null || !isOutside(type.origin()) || !seen.add(type.key())) {
                continue;
            }
            List<SourcePosition> fields = byOutsideType.computeIfAbsent(type.qualifiedName(), k -> new ArrayList<>());
            if (!fields.contains(field)) {
                fields.add(field);
            }
            for (FieldModel inner : type.fields()) {
                if (inner.type().innermostTypeKey() != null) {
                    todo.add(inner.type().innermostTypeKey());
                }
            }
            todo.addAll(type.subtypes());
        }
    }

    private static boolean isOutside(Object origin) {
        return origin instanceof SourcePosition at && at.standIn() != null;
    }

    /**
     * The report with each finding in an outside type once per field of the compilation that leads to
     * it; a finding no such field leads to (a field of an outside superclass) stays on the {@code @Document}.
     */
    public ValidationReport spread(ValidationReport report) {
        if (byOutsideType.isEmpty()) {
            return report;
        }
        return report.flatMap(finding -> {
            if (!(finding.origin() instanceof SourcePosition at) || at.standIn() == null) {
                return List.of(finding);
            }
            List<SourcePosition> fields = byOutsideType.getOrDefault(at.outsideType(), List.of());
            if (fields.isEmpty()) {
                return List.of(finding);
            }
            return fields.stream().map(f -> new Finding(finding.rule(), at.outside(f), finding.text())).toList();
        });
    }
}
