package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;

@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "A schemaguard annotation is used where it means nothing or with a value MongoDB rejects")
public final class InvalidAnnotation implements DocumentRule {

    static final long MAX_TTL_SECONDS = Integer.MAX_VALUE;

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        TypeModel.Kind kind = document.root().kind();
        if (kind != TypeModel.Kind.CLASS && kind != TypeModel.Kind.RECORD) {
            report.report(Message.DOCUMENT_NOT_A_CLASS, document.origin(), kind.word(), document.simpleName());
        }
        for (ReadProblem p : document.problems()) {
            if (p.kind().reporter() != ReadProblem.Reporter.INVALID_ANNOTATION) {
                continue; // a note (an index SDM decides at run time), or UnreadAnnotation's
            }
            if (p.kind() == ReadProblem.Kind.COLLECTION_OPTION_ON_NON_DOCUMENT) {
                // the document annotation the user knows: @Entity in a Morphia model
                report.report(Message.COLLECTION_OPTION_ON_NON_DOCUMENT, p.origin(), p.args().get(0), p.args().get(1),
                        document.spelling().document(), document.spelling().document());
                continue;
            }
            if (p.kind() == ReadProblem.Kind.COLLECTION_OPTION_ON_SUBCLASS) {
                String spelled = document.spelling().document();
                report.report(Message.COLLECTION_OPTION_ON_SUBCLASS, p.origin(), p.args().get(0), p.args().get(1), spelled,
                        p.args().get(2), spelled, p.args().get(2));
                continue;
            }
            report.report(ReadProblemMessage.of(p.kind()), p.origin(), p.args().toArray());
        }
        for (TypeModel type : document.storedTypes()) {
            type.fields().forEach(f -> checkField(f, report));
        }
        for (IndexSpec index : document.indexes()) {
            for (IndexKey key : index.keys()) {
                if (key.hasEmptySegment()) {
                    emptySegment(key, document, report);
                } else {
                    dollarSegment(key, report);
                }
            }
            sameFieldTwice(index, report);
            if (index.expireAfterSeconds() > MAX_TTL_SECONDS) {
                report.report(Message.TTL_TOO_LARGE, index.originOf("expireAfterSeconds"), index.expireAfterSeconds());
            } else if (index.expireAfterSeconds() < -1) {
                report.report(Message.TTL_NEGATIVE, index.originOf("expireAfterSeconds"), index.expireAfterSeconds());
            }
        }
    }

    /**
     * A key with an empty field name, which createIndexes refuses (jstests/core/index/indexp.js:
     * 'a..b', '.a', 'a.', '.' and '' all fail). It is said where the empty segment is, as a
     * did-you-mean on the empty name would guess any short field ('.a' → 'a.a'); the path without the
     * empty segments is suggested only when it resolves.
     */
    private static void emptySegment(IndexKey key, DocumentModel document, ValidationReport report) {
        String path = key.javaPath();
        String[] segments = path.split("\\.", -1);
        int empty = 0;
        while (!segments[empty].isEmpty()) {
            empty++;
        }
        String where;
        if (path.isEmpty()) {
            where = "it is empty";
        } else if (empty == 0) {
            where = "it has an empty segment at the start (a leading '.')";
        } else if (empty == segments.length - 1) {
            where = "it has an empty segment at the end (a trailing '.')";
        } else {
            where = "it has an empty segment after '" + String.join(".", java.util.Arrays.copyOfRange(segments, 0, empty))
                    + "' (a double '.')";
        }
        String cleaned = java.util.Arrays.stream(segments).filter(s -> !s.isEmpty())
                .collect(java.util.stream.Collectors.joining("."));
        String suggestion = !cleaned.isEmpty() && document.paths().resolve(cleaned).isResolved()
                ? "; did you mean '" + cleaned + "'?" : "";
        report.report(Message.INDEX_KEY_EMPTY_SEGMENT, key.origin(), path, where, suggestion);
    }

    /**
     * A key path with a '$'-prefixed segment, which createIndexes refuses (jstests/core/index/indexp.js:
     * '$a', 'a.$b' and '$db' fail) except a DBRef's $id, $ref and $db after the first segment and a
     * wildcard's trailing $**. The stored path counts: a suppressed IndexFieldUnknown sends it as written.
     */
    private static void dollarSegment(IndexKey key, ValidationReport report) {
        String[] segments = key.effectivePath().split("\\.", -1);
        for (int i = 0; i < segments.length; i++) {
            String segment = segments[i];
            boolean dbRef = i > 0 && (segment.equals("$id") || segment.equals("$ref") || segment.equals("$db"));
            boolean wildcard = i == segments.length - 1 && segment.equals("$**");
            if (segment.startsWith("$") && !dbRef && !wildcard) {
                report.report(Message.INDEX_KEY_DOLLAR_SEGMENT, key.origin(), key.javaPath(), segment);
                return;
            }
        }
    }

    /** The generated key pattern is a document: a second key on one path would replace the first. */
    private static void sameFieldTwice(IndexSpec index, ValidationReport report) {
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (IndexKey key : index.keys()) {
            if (!seen.add(key.effectivePath())) {
                report.report(Message.INDEX_SAME_FIELD_TWICE, key.origin(), index.describe(), key.javaPath());
                return;
            }
        }
    }

    private static void checkField(FieldModel field, ValidationReport report) {
        if (field.isBounded()) {
            ValueType.BoundUnit unit = field.type().boundUnit();
            if (unit == null) {
                report.report(Message.BOUNDED_UNSUPPORTED_TYPE, field.originOf("Bounded"), field.javaName(),
                        field.type().javaType());
            } else if (field.bound() < 1) {
                report.report(Message.BOUNDED_NOT_POSITIVE, field.originOf("Bounded"), field.bound(), field.javaName());
            }
        }
        for (ValueType inner = field.type().element(); inner != null; inner = inner.element()) {
            if (inner.bound() == null) {
                continue;
            }
            if (inner.boundUnit() == null) {
                report.report(Message.BOUNDED_TYPE_USE_UNSUPPORTED, field.originOf("Bounded"), inner.javaType(),
                        field.javaName());
            } else if (inner.bound() < 1) {
                report.report(Message.BOUNDED_TYPE_USE_NOT_POSITIVE, field.originOf("Bounded"), inner.bound(),
                        inner.javaType(), field.javaName());
            }
        }
        if (field.embedded() && field.isReference()) {
            report.report(Message.EMBEDDED_AND_REFERENCE, field.originOf("Reference"), field.javaName());
        }
        if (field.caseInsensitive() && !field.type().holdsStrings()) {
            report.report(Message.CASE_INSENSITIVE_NOT_STRING, field.originOf("CaseInsensitive"), field.javaName(),
                    field.type().javaType());
        }
    }
}
