package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "An embedded array, collection or map has no @Bounded: it can grow without limit")
public final class UnboundedArray implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (TypeModel type : document.storedTypes()) {
            for (FieldModel field : type.fields()) {
                if (field.isReference()
                        || !field.type().isContainer()
                        || field.type().isByteArray()) {
                    continue;
                }
                if (field.limit() == null) {
                    report.report(
                            Message.UNBOUNDED_ARRAY,
                            field.origin(),
                            field.javaName(),
                            field.ownerName(type),
                            kindOf(field),
                            document.spelling().boundAnnotation(),
                            document.spelling().bound());
                }
                for (ValueType inner = field.type().element();
                        inner.isContainer() && !inner.isByteArray();
                        inner = inner.element()) {
                    if (inner.limit() == null) {
                        report.report(
                                Message.UNBOUNDED_INNER_CONTAINER,
                                field.origin(),
                                field.javaName(),
                                field.ownerName(type),
                                kindOf(inner),
                                inner.javaType(),
                                document.spelling().boundAnnotation(),
                                document.spelling().boundAnnotation(),
                                example(field.type(), inner, document.spelling().typeArgumentBound()));
                        break;
                    }
                }
            }
        }
    }

    private static String kindOf(FieldModel field) {
        return kindOf(field.type());
    }

    private static String kindOf(ValueType type) {
        if (type.bson() == BsonType.MAP) {
            return "map";
        }
        return type.javaType().endsWith("]") ? "array" : "collection";
    }

    /** The field's type as written, with {@code bound} before the inner container: where the bound goes. */
    private static String example(ValueType outer, ValueType inner, String bound) {
        String written = outer.javaType();
        int at = written.indexOf(inner.javaType(), 1);
        return at < 0
                ? "'" + bound + "' written on the inner type"
                : written.substring(0, at) + bound + " " + written.substring(at);
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        UNBOUNDED_ARRAY(
                "'%s' in '%s' is an embedded %s without %s: nothing stops it growing, so the document creeps towards "
                        + "MongoDB's 16 MiB limit and every read and update moves it all; keep a bounded subset "
                        + "embedded (the N most used, subset pattern) with the rest in a collection of their own, or "
                        + "bucket it, and declare the bound with %s"),
        UNBOUNDED_INNER_CONTAINER(
                "'%s' in '%s' holds %s values (%s) without %s: a %s on the field counts only its own elements, so "
                        + "nothing stops the inner ones growing, and the document creeps towards MongoDB's 16 MiB "
                        + "limit; declare their bound on the type argument, as in %s");

        private final String template;

        Message(String template) {
            this.template = template;
        }

        @Override
        public String template() {
            return template;
        }
    }
}
