package dev.schemaguard.processor.diagnostic;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.Spelling;
import dev.schemaguard.processor.model.TypeModel;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * The fields of the compilation through which a document reaches each type that is not in the
 * compilation (a class from a jar). javac can show no position in such a type, and nobody can
 * change it there, so its findings belong to each field that leads to it: each carries its own,
 * suppressible there, although the type is read once for every document that stores it. The fix
 * the rule proposes is an edit of the outside type; each copy proposes instead what can be done
 * at its field, in the document's vocabulary.
 */
public final class LeadingFields {

    /**
     * A field of the compilation that leads to an outside type.
     *
     * @param field  the field
     * @param stores the outside type the field itself stores (its innermost type), which a conversion replaces
     * @param path   the Java path from the field to the outside type, the field's name first
     */
    private record Lead(SourcePosition field, String stores, String path) {}

    private final Spelling spelling;
    private final String document;

    /** By the outside type's qualified name (and its outside superclasses'), the fields that lead to it, in field order. */
    private final Map<String, List<Lead>> byOutsideType = new LinkedHashMap<>();

    private LeadingFields(Spelling spelling, String document) {
        this.spelling = spelling;
        this.document = document;
    }

    public static LeadingFields of(DocumentModel document) {
        LeadingFields out = new LeadingFields(document.spelling(), document.simpleName());
        for (TypeModel type : document.storedTypes()) {
            if (isOutside(type.origin())) {
                continue;
            }
            for (FieldModel field : type.fields()) {
                if (field.origin() instanceof SourcePosition at && at.standIn() == null && at.element() != null) {
                    out.lead(
                            document,
                            SourcePosition.of(at.element()),
                            field.type().innermostTypeKey());
                }
            }
        }
        return out;
    }

    /** Marks every outside type reached from {@code key} through outside types as led to by {@code field}. */
    private void lead(DocumentModel document, SourcePosition field, String key) {
        TypeModel stored = key == null ? null : document.types().get(key);
        if (stored == null || !isOutside(stored.origin())) {
            return;
        }
        String name = field.element().getSimpleName().toString();
        Deque<Map.Entry<String, String>> todo = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        todo.add(Map.entry(key, name));
        while (!todo.isEmpty()) {
            Map.Entry<String, String> next = todo.poll();
            TypeModel type = document.types().get(next.getKey());
            if (type == null || !isOutside(type.origin()) || !seen.add(type.key())) {
                continue;
            }
            Lead lead = new Lead(field, stored.qualifiedName(), next.getValue());
            add(type.qualifiedName(), lead);
            // a field inherited from an outside superclass names that superclass as its class
            type.superclasses().forEach(s -> add(s, lead));
            for (FieldModel inner : type.fields()) {
                if (inner.type().innermostTypeKey() != null) {
                    todo.add(Map.entry(inner.type().innermostTypeKey(), next.getValue() + "." + inner.javaName()));
                }
            }
            type.subtypes().forEach(s -> todo.add(Map.entry(s, next.getValue())));
        }
    }

    private void add(String outsideType, Lead lead) {
        List<Lead> leads = byOutsideType.computeIfAbsent(outsideType, k -> new ArrayList<>());
        if (leads.stream().noneMatch(l -> l.field().equals(lead.field()))) {
            leads.add(lead);
        }
    }

    private static boolean isOutside(Object origin) {
        return origin instanceof SourcePosition at && at.standIn() != null;
    }

    /**
     * The report with each finding in an outside type once per field of the compilation that leads to
     * it, with what can be done at that field in place of the rule's fix; a finding no such field
     * leads to (a field of an outside superclass) stays on the {@code @Document}, with what can be done there.
     *
     * @param fixedRule whether a rule is fixed, which no {@code @SuppressWarnings} silences
     */
    public ValidationReport spread(ValidationReport report, Predicate<String> fixedRule) {
        return report.flatMap(finding -> {
            if (!(finding.origin() instanceof SourcePosition at) || at.standIn() == null) {
                return List.of(finding);
            }
            List<Lead> leads = byOutsideType.getOrDefault(at.outsideType(), List.of());
            if (leads.isEmpty() && at.standIn().element() instanceof VariableElement field) {
                String name = field.getSimpleName().toString();
                leads = List.of(new Lead(at.standIn(), at.outsideType(), name));
            } else if (leads.isEmpty()) {
                return List.of(finding.withFix(at, inherited(at, fixedRule.test(finding.rule()))));
            }
            boolean fixed = fixedRule.test(finding.rule());
            return leads.stream()
                    .map(lead -> finding.withFix(at.outside(lead.field()), atField(at, lead, fixed)))
                    .toList();
        });
    }

    /** What can be done at a field that leads to the outside type: leave it out, convert it, or project it. */
    private String atField(SourcePosition at, Lead lead, boolean fixed) {
        String field = lead.field().element().getSimpleName().toString();
        boolean member = at.element() instanceof VariableElement v && v.getEnclosingElement() instanceof TypeElement;
        String path = lead.path() + (member ? "." + at.element().getSimpleName() : "");
        return "; '" + at.outsideType() + "' comes from the class path and cannot be changed here: at '" + field
                + "', which leads to it (" + path + "), leave it out of the document with " + spelling.leaveOut()
                + ", store " + lead.stores() + " through " + spelling.conversionOf(lead.stores())
                + " of your own (or -Aschemaguard.storedAs=" + lead.stores() + "=<BSON type> for a conversion "
                + "registered elsewhere), or store a class of your own with the parts you need (a projection)"
                + (fixed ? "" : "; or suppress the finding on '" + field + "'");
    }

    /** What can be done at a document whose outside superclass declares the field. */
    private String inherited(SourcePosition at, boolean fixed) {
        return "; '" + at.outsideType() + "' comes from the class path and cannot be changed here, and '" + document
                + "' inherits it: extend a class of your own instead"
                + (fixed ? "" : ", or suppress the finding on '" + document + "'");
    }
}
