package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.ClosestName;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PartialFilter;
import dev.schemaguard.processor.model.PathResolution;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/**
 * Paths MongoDB is sent as written that name no stored field: keys the mapping passes through
 * unmapped, and the fields of a partial filter. The server accepts both, so this is a warning, not
 * IndexFieldUnknown's error; but the index then serves nothing the user meant.
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary = "An index key the mapping sends as written, or a partial filter field, names no stored field")
public final class IndexFieldNotMapped implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        FieldPathResolver paths = document.paths();
        for (IndexSpec index : document.indexes()) {
            for (IndexKey key : index.keys()) {
                if (key.sentAsWritten() && key.storedPath() != null && !hasEmptySegment(key.storedPath())) {
                    checkKey(document, paths, key, report);
                }
            }
            if (index.partialFilter() != null) {
                checkFilter(document, paths, index, report);
            }
        }
    }

    private static void checkKey(
            DocumentModel document, FieldPathResolver paths, IndexKey key, ValidationReport report) {
        PathResolution stored = paths.resolveStored(key.storedPath());
        if (stored.isResolved()) {
            return;
        }
        // a key may name properties (the mapping maps them) or stored fields (passed through): the names of
        // both are candidates, from whichever reading of the path got further
        PathResolution java = paths.resolve(key.storedPath());
        PathResolution furthest = java.throughReference() || java.failedIndex() < stored.failedIndex() ? stored : java;
        List<String> candidates = new ArrayList<>(furthest.candidates());
        if (!java.throughReference() && java.failedIndex() == stored.failedIndex()) {
            stored.candidates().stream().filter(c -> !candidates.contains(c)).forEach(candidates::add);
        }
        String suggestion = suggestion(
                furthest,
                candidates,
                path -> paths.resolve(path).isResolved()
                        || paths.resolveStored(path).isResolved());
        report.report(
                Message.INDEX_FIELD_NOT_MAPPED,
                key.origin(),
                key.storedPath(),
                furthest.failedSegment(),
                where(document, furthest),
                document.simpleName(),
                suggestion == null ? "" : "; did you mean '" + suggestion + "'?");
    }

    private static void checkFilter(
            DocumentModel document, FieldPathResolver paths, IndexSpec index, ValidationReport report) {
        BsonDocument filter =
                PartialFilter.parse(index.partialFilter()).document().orElse(null);
        if (filter == null) {
            return; // IndexOptionConflict reports a filter that does not parse
        }
        Map<String, Condition> conditions = new LinkedHashMap<>();
        conditions(filter, false, conditions);
        for (Condition condition : conditions.values()) {
            String path = condition.path();
            if (hasEmptySegment(path) || isTypeKey(document, path)) {
                continue;
            }
            PathResolution resolution = paths.resolveStored(path);
            if (resolution.isResolved()) {
                continue;
            }
            String consequence;
            if (condition.matchesMissing()) {
                consequence = "the condition on '" + path + "' holds for every document (a missing field compares "
                        + "equal to null), so it filters nothing";
            } else if (condition.underOr()) {
                consequence = "the $or clause on '" + path + "' matches only documents that have '" + path
                        + "', so the index holds only what the other clauses match";
            } else {
                consequence =
                        "the filter matches only documents that have '" + path + "', so the index covers no document";
            }
            String suggestion = suggestion(
                    resolution,
                    resolution.candidates(),
                    p -> paths.resolveStored(p).isResolved());
            String renamed = resolution.renamedField();
            String hint = suggestion == null
                    ? ""
                    : renamed != null && renamed.equals(suggestionSegment(suggestion, resolution))
                            ? " ('" + resolution.failedSegment() + "' is the Java name of the field stored as '"
                                    + renamed + "'); did you mean '" + suggestion + "'?"
                            : "; did you mean '" + suggestion + "'?";
            report.report(
                    Message.PARTIAL_FILTER_FIELD_NOT_MAPPED,
                    index.originOf("partialFilter"),
                    index.describe(),
                    path,
                    document.simpleName(),
                    consequence,
                    hint);
        }
    }

    /** One field the filter names: whether a clause of an {@code $or} holds it, and whether it holds where the field is missing. */
    private record Condition(String path, boolean underOr, boolean matchesMissing) {}

    private static void conditions(BsonDocument filter, boolean underOr, Map<String, Condition> out) {
        for (String key : filter.keySet()) {
            BsonValue value = filter.get(key);
            if ((key.equals("$and") || key.equals("$or")) && value.isArray()) {
                boolean or = underOr || key.equals("$or") && value.asArray().size() > 1;
                value.asArray().stream()
                        .filter(BsonValue::isDocument)
                        .forEach(c -> conditions(c.asDocument(), or, out));
            } else if (!key.startsWith("$")) {
                out.putIfAbsent(key, new Condition(key, underOr, matchesMissing(value)));
            }
        }
    }

    /**
     * Whether a condition holds for a document without the field, which MongoDB compares as null:
     * equality with null, {@code $in} with null, {@code $gte}/{@code $lte} null. {@code $exists: true},
     * {@code $type} (even "null") and every other comparison are false there.
     */
    private static boolean matchesMissing(BsonValue value) {
        if (value.isNull()) {
            return true;
        }
        if (!value.isDocument()
                || value.asDocument().isEmpty()
                || !value.asDocument().keySet().stream().allMatch(k -> k.startsWith("$"))) {
            return false;
        }
        for (Map.Entry<String, BsonValue> op : value.asDocument().entrySet()) {
            boolean holds = switch (op.getKey()) {
                case "$eq", "$gte", "$lte" -> op.getValue().isNull();
                case "$in" ->
                    op.getValue().isArray() && op.getValue().asArray().stream().anyMatch(BsonValue::isNull);
                default -> false;
            };
            if (!holds) {
                return false;
            }
        }
        return true;
    }

    /**
     * The path with its failed segment replaced by the closest name there (or the name the segment
     * means in the other vocabulary), when that path resolves; {@code null} otherwise.
     */
    private static String suggestion(PathResolution resolution, List<String> candidates, Predicate<String> resolves) {
        if (resolution.throughReference() || resolution.failedSegment() == null) {
            return null;
        }
        String[] segments = resolution.javaPath().split("\\.", -1);
        String failed = resolution.failedSegment();
        String name = resolution.renamedField() != null
                ? resolution.renamedField()
                : ClosestName.among(failed, candidates).orElseGet(() -> extending(failed, candidates));
        if (name == null) {
            return null;
        }
        segments[resolution.failedIndex()] = name;
        String path = String.join(".", segments);
        return resolves.test(path) ? path : null;
    }

    /**
     * The one candidate that the name begins (a field {@code isAckStanza} written {@code isAck}), when
     * no candidate is close enough to be a typo: a shortened name is the other common slip.
     */
    private static String extending(String name, List<String> candidates) {
        if (name.length() < 3) {
            return null;
        }
        String lower = name.toLowerCase(Locale.ROOT);
        List<String> found = new ArrayList<>();
        for (String candidate : candidates) {
            if (candidate.toLowerCase(Locale.ROOT).startsWith(lower)) {
                found.add(candidate);
            }
        }
        return found.size() == 1 ? found.get(0) : null;
    }

    private static String suggestionSegment(String suggestion, PathResolution resolution) {
        return suggestion.split("\\.", -1)[resolution.failedIndex()];
    }

    private static String where(DocumentModel document, PathResolution resolution) {
        String[] segments = resolution.javaPath().split("\\.", -1);
        return resolution.failedIndex() == 0
                ? "of '" + document.simpleName() + "'"
                : "in '" + String.join(".", Arrays.copyOfRange(segments, 0, resolution.failedIndex())) + "'";
    }

    /** IndexFieldUnknown reports a path with an empty segment: MongoDB refuses it. */
    private static boolean hasEmptySegment(String path) {
        return Arrays.asList(path.split("\\.", -1)).contains("");
    }

    /** The field in which the mapping stores the class name ({@code _class}): written, though no Java field holds it. */
    private static boolean isTypeKey(DocumentModel document, String path) {
        String typeKey = document.typeKey();
        return typeKey != null && (path.equals(typeKey) || path.endsWith("." + typeKey));
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        INDEX_FIELD_NOT_MAPPED(
                "index key '%s' names no stored field: '%s' is not a stored field %s, and the mapping sends a key it "
                        + "cannot map as written, so MongoDB builds the index on a field that no document of '%s' "
                        + "stores (null in every entry) and no query on the field you meant uses it%s; name a property "
                        + "or a stored field"),
        PARTIAL_FILTER_FIELD_NOT_MAPPED(
                "the partial filter of index %s names '%s', which no document of '%s' stores: %s%s; filter fields are "
                        + "matched against stored names, so name a stored field");

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
