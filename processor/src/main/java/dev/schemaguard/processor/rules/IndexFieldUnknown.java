package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.ClosestName;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PathResolution;
import java.util.Arrays;

@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "An index key names no stored field, or goes through a @Reference")
public final class IndexFieldUnknown implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        FieldPathResolver paths = document.paths();
        for (IndexSpec index : document.indexes()) {
            for (IndexKey key : index.keys()) {
                if (key.javaPath().contains(".") && emptySegment(key, paths, report)) {
                    continue;
                }
                if (key.sentAsWritten()) {
                    // the mapping creates the index on the path as written: IndexFieldNotMapped warns
                    continue;
                }
                PathResolution resolution = paths.resolve(key.javaPath());
                if (resolution.isResolved()) {
                    continue;
                }
                String[] segments = key.javaPath().split("\\.", -1);
                if (resolution.throughReference()) {
                    String reference = String.join(".", Arrays.copyOfRange(segments, 0, resolution.failedIndex()));
                    report.report(Message.INDEX_FIELD_THROUGH_REFERENCE, key.origin(), key.javaPath(), reference);
                    continue;
                }
                String where = resolution.failedIndex() == 0 ? "of '" + document.simpleName() + "'"
                        : "in '" + String.join(".", Arrays.copyOfRange(segments, 0, resolution.failedIndex())) + "'";
                String renamed = resolution.renamedField();
                String suggestion = renamed != null
                        ? " ('" + resolution.failedSegment() + "' is how '" + renamed + "' is stored, and keys name Java "
                                + "fields); did you mean '" + replace(segments, resolution.failedIndex(), renamed) + "'?"
                        : ClosestName.among(resolution.failedSegment(), resolution.candidates())
                        .map(name -> {
                            segments[resolution.failedIndex()] = name;
                            return "; did you mean '" + String.join(".", segments) + "'?";
                        })
                        .orElse("");
                report.report(Message.INDEX_FIELD_UNKNOWN, key.origin(), key.javaPath(), resolution.failedSegment(),
                        where, suggestion);
            }
        }
    }

    /**
     * Reports a path with an empty segment (a leading, trailing or double dot) as malformed: a
     * did-you-mean on the empty name would guess any short field ('.a' → 'a.a'). The path without
     * the empty segments is suggested only when it resolves.
     */
    private static boolean emptySegment(IndexKey key, FieldPathResolver paths, ValidationReport report) {
        String path = key.javaPath();
        String[] segments = path.split("\\.", -1);
        int empty = -1;
        for (int i = 0; i < segments.length && empty < 0; i++) {
            if (segments[i].isEmpty()) {
                empty = i;
            }
        }
        if (empty < 0) {
            return false;
        }
        String where;
        if (empty == 0) {
            where = "at the start (a leading '.')";
        } else if (empty == segments.length - 1) {
            where = "at the end (a trailing '.')";
        } else {
            where = "after '" + String.join(".", Arrays.copyOfRange(segments, 0, empty)) + "' (a double '.')";
        }
        String cleaned = Arrays.stream(segments).filter(s -> !s.isEmpty()).collect(java.util.stream.Collectors.joining("."));
        String suggestion = !cleaned.isEmpty() && paths.resolve(cleaned).isResolved()
                ? "; did you mean '" + cleaned + "'?" : "";
        report.report(Message.INDEX_FIELD_EMPTY_SEGMENT, key.origin(), path, where, suggestion);
        return true;
    }

    private static String replace(String[] segments, int index, String segment) {
        String[] copy = segments.clone();
        copy[index] = segment;
        return String.join(".", copy);
    }
}
