package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.ClosestName;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.model.ReferenceSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Not fixed: MongoDB indexes any path (null where no document stores it), so a key that names no field
 * of the model is refused by no server; it is an error by default because it is most often a typo, and
 * a user whose other writers store the field suppresses it. What MongoDB does refuse, an empty field
 * name, is InvalidAnnotation's.
 */
@RuleDefinition(severity = Severity.ERROR, summary = "An index key names no stored field, or goes through a @Reference")
public final class IndexFieldUnknown implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        FieldPathResolver paths = document.paths();
        for (IndexSpec index : document.indexes()) {
            for (IndexKey key : index.keys()) {
                if (key.hasEmptySegment()) {
                    // MongoDB refuses the key pattern: InvalidAnnotation, which cannot be suppressed
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
                String asWritten = document.spelling().keyAsWritten(key.javaPath());
                if (resolution.throughReference()) {
                    String pastReference = document.spelling().keyPastReferenceAsWritten(key.javaPath());
                    String reference = String.join(".", Arrays.copyOfRange(segments, 0, resolution.failedIndex()));
                    FieldModel field = referenceAt(reference, paths);
                    if (field == null) {
                        report.report(
                                Message.INDEX_FIELD_THROUGH_REFERENCE,
                                key.origin(),
                                key.javaPath(),
                                "reference",
                                reference,
                                "stores a reference",
                                "; index them on that collection",
                                pastReference);
                        continue;
                    }
                    String fix = idKeyOf(segments, resolution.failedIndex(), field, paths)
                            .map(k -> "; the referenced _id is indexed with the key '" + k + "'")
                            .or(() -> wholeDbRefKey(segments, resolution.failedIndex(), field, paths)
                                    .map(k ->
                                            "; the mapping takes no path into the DBRef, so index the reference itself "
                                                    + "with the key '" + k
                                                    + "', which a query on the whole {$ref, $id} uses"))
                            .orElse(
                                    "; index them on that collection, or keep the fields needed here (extended reference)");
                    report.report(
                            Message.INDEX_FIELD_THROUGH_REFERENCE,
                            key.origin(),
                            key.javaPath(),
                            field.reference().declaredBy(),
                            reference,
                            storedAs(field),
                            fix,
                            pastReference);
                    continue;
                }
                String where = resolution.failedIndex() == 0
                        ? "of '" + document.simpleName() + "'"
                        : "in '" + String.join(".", Arrays.copyOfRange(segments, 0, resolution.failedIndex())) + "'";
                String renamed = resolution.renamedField();
                String suggestion;
                if (renamed != null) {
                    suggestion =
                            " ('" + resolution.failedSegment() + "' is how '" + renamed + "' is stored, and keys name "
                                    + "Java fields)"
                                    + correction(segments, resolution.failedIndex(), renamed, paths)
                                            .map(c -> "; did you mean " + c + "?")
                                            .orElse("");
                } else {
                    suggestion = closestResolving(segments, resolution, paths)
                            .map(c -> "; did you mean " + c + "?")
                            .orElse("");
                }
                report.report(
                        Message.INDEX_FIELD_UNKNOWN,
                        key.origin(),
                        key.javaPath(),
                        resolution.failedSegment(),
                        where,
                        suggestion,
                        asWritten);
            }
        }
    }

    /**
     * The closest name for the failed segment that makes the whole path resolve, quoted (issue 18: a
     * suggestion that fails in its turn is no help): the nearest candidate first, then the next.
     */
    private static Optional<String> closestResolving(
            String[] segments, PathResolution resolution, FieldPathResolver paths) {
        List<String> left = new ArrayList<>(resolution.candidates());
        for (Optional<String> name = ClosestName.among(resolution.failedSegment(), left);
                name.isPresent();
                name = ClosestName.among(resolution.failedSegment(), left)) {
            Optional<String> corrected = correction(segments, resolution.failedIndex(), name.get(), paths);
            if (corrected.isPresent()) {
                return corrected;
            }
            left.remove(name.get());
        }
        return Optional.empty();
    }

    /**
     * The path with {@code name} at {@code index}, and each later segment that names nothing
     * replaced by its closest name, quoted, if that resolves. A path that then goes through a
     * reference to its target's id becomes the key that indexes the reference, with how the
     * reference is stored; any other path through a reference resolves to nothing here.
     */
    private static Optional<String> correction(String[] segments, int index, String name, FieldPathResolver paths) {
        String[] fixed = segments.clone();
        fixed[index] = name;
        for (int step = 0; step < fixed.length; step++) {
            PathResolution r = paths.resolve(String.join(".", fixed));
            if (r.isResolved()) {
                return Optional.of("'" + String.join(".", fixed) + "'");
            }
            if (r.throughReference()) {
                String reference = String.join(".", Arrays.copyOfRange(fixed, 0, r.failedIndex()));
                FieldModel field = referenceAt(reference, paths);
                return field == null
                        ? Optional.empty()
                        : idKeyOf(fixed, r.failedIndex(), field, paths)
                                .map(k -> "'" + k + "' ('" + reference + "' " + storedAs(field) + ")");
            }
            if (r.failedIndex() <= index) {
                return Optional.empty();
            }
            index = r.failedIndex();
            Optional<String> next = ClosestName.among(r.failedSegment(), r.candidates());
            if (next.isEmpty()) {
                return Optional.empty();
            }
            fixed[index] = next.get();
        }
        return Optional.empty();
    }

    /**
     * For a path that goes on from a reference into its target's id ({@code email.id}), the key
     * that indexes that id here: the reference itself when it stores the id, its {@code $id} when
     * it stores a DBRef; empty for any other field of the target, which this document does not store.
     */
    private static Optional<String> idKeyOf(
            String[] segments, int after, FieldModel reference, FieldPathResolver paths) {
        if (segments.length != after + 1 || !ID_NAMES.contains(segments[after])) {
            return Optional.empty();
        }
        String path = String.join(".", Arrays.copyOfRange(segments, 0, after));
        String key = switch (reference.reference().storage()) {
            case ID -> path;
            case DBREF -> path + ".$id";
            case UNKNOWN -> null;
        };
        return key != null && paths.resolve(key).isResolved() ? Optional.of(key) : Optional.empty();
    }

    /**
     * For a path into a DBRef's id whose {@code $id} the mapping does not resolve (Morphia's PathTarget refuses
     * any path past a {@code @Reference}), the reference itself: its index holds the whole {@code {$ref, $id}},
     * which a query on the reference matches.
     */
    private static Optional<String> wholeDbRefKey(
            String[] segments, int after, FieldModel reference, FieldPathResolver paths) {
        if (segments.length != after + 1
                || !ID_NAMES.contains(segments[after])
                || reference.reference().storage() != ReferenceSpec.Storage.DBREF) {
            return Optional.empty();
        }
        String path = String.join(".", Arrays.copyOfRange(segments, 0, after));
        return paths.resolve(path).isResolved() ? Optional.of(path) : Optional.empty();
    }

    /** The reference field a path ends on, or {@code null} should the path not resolve to one. */
    private static FieldModel referenceAt(String path, FieldPathResolver paths) {
        PathResolution r = paths.resolve(path);
        return r.isResolved() && !r.fields().isEmpty() && r.lastField().isReference() ? r.lastField() : null;
    }

    private static final Set<String> ID_NAMES = Set.of("id", "_id", "$id");

    /** How a reference field holds its target, for messages. */
    private static String storedAs(FieldModel reference) {
        return switch (reference.reference().storage()) {
            case ID -> "stores only the referenced document's _id";
            case DBREF -> "stores a DBRef {$ref, $id}";
            case UNKNOWN -> "stores what its lookup writes";
        };
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        INDEX_FIELD_UNKNOWN(
                "index key '%s' does not resolve: '%s' is not a stored field %s%s; index keys are Java field paths "
                        + "such as \"author\" or \"address.city\"; %s"),
        INDEX_FIELD_THROUGH_REFERENCE(
                "index key '%s' goes through the %s '%s', which %s: the referenced document's fields are stored in "
                        + "another collection%s; %s");

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
