package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.model.ClosestName;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.PathResolution;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The stored path SDM's {@code QueryMapper} sends for a key written in a query string. {@code MetadataBackedField}
 * resolves the key with {@code PropertyPath.from} (camel case and {@code _} splits, as in method names: see
 * {@link PropertyPaths}) after dropping positional segments ({@code resolvePath}), and maps each property to its field
 * name; a key it cannot resolve ({@code forName} returns null) is sent unchanged. Such a key is right when it is
 * already a stored path ({@code ln}, {@code address.zip}) or goes below a map or an untyped value; otherwise no
 * document has it, and the query silently matches nothing there. The keys of a {@code Criteria} and a {@code Sort}
 * built in code go through the same {@code QueryMapper}, so the template reader maps them here too.
 */
public final class QueryKeys {

    /** {@code QueryMapper.MetadataBackedField}: {@code .$}, {@code .$[]}, {@code .$[id]} and array positions. */
    private static final Pattern POSITIONAL = Pattern.compile("(^|\\.)(\\$(\\[.*?\\])?|\\d+)(?=\\.|$)");

    private final DocumentModel document;
    private final PropertyPaths paths;

    public QueryKeys(DocumentModel document) {
        this.document = document;
        this.paths = new PropertyPaths(document);
    }

    /** What a key maps to. */
    public sealed interface Mapped {
        /** The stored path SDM sends. */
        record Stored(String path) implements Mapped {}

        /**
         * A key SDM sends unchanged that names no stored field.
         *
         * @param property   the first segment no field of its type has
         * @param didYouMean the closest property or field name there
         */
        record NoSuchField(String path, String property, Optional<String> didYouMean) implements Mapped {}

        /** A path the schema model cannot follow (through a reference, a converted value): nothing is claimed. */
        record Beyond(String reason) implements Mapped {}
    }

    public Mapped map(String key) {
        // createPropertyField: "_id" is the id property, whatever it is named
        if ("_id".equals(key)) {
            return new Mapped.Stored("_id");
        }
        // QueryMapper.isTypeKey: the type key (_class) is sent as written
        if (key.equals(document.typeKey())) {
            return new Mapped.Stored(key);
        }
        if (POSITIONAL.matcher(key).find()) {
            // KeyMapper keeps the positions between the mapped names: the Java path through the model does the same
            PathResolution java = document.paths().resolve(key.replaceAll("\\.\\$\\[.*?\\]", ".\\$"));
            if (java.isResolved()) {
                return new Mapped.Stored(java.storedPath());
            }
            return sentUnchanged(key, Optional.empty());
        }
        PropertyPathResult resolved = paths.resolve(key);
        if (resolved instanceof PropertyPathResult.Resolved r) {
            return new Mapped.Stored(r.storedPath());
        }
        if (resolved instanceof PropertyPathResult.NoSuchProperty missing) {
            return sentUnchanged(key, Optional.of(missing));
        }
        Mapped asWritten = sentUnchanged(key, Optional.empty());
        return asWritten instanceof Mapped.Stored
                ? asWritten
                : new Mapped.Beyond(((PropertyPathResult.BeyondModel) resolved).reason());
    }

    /** A key sent as written: a stored path, a path below a map or an untyped value, or no field at all. */
    private Mapped sentUnchanged(String key, Optional<PropertyPathResult.NoSuchProperty> missing) {
        PathResolution stored = document.paths().resolveStored(key);
        if (stored.isResolved()) {
            return new Mapped.Stored(key);
        }
        if (stored.throughReference()) {
            return new Mapped.Beyond("'" + key + "' goes through a reference");
        }
        if (missing.isPresent()) {
            return new Mapped.NoSuchField(
                    key, missing.get().property(), missing.get().didYouMean());
        }
        return new Mapped.NoSuchField(
                key, stored.failedSegment(), ClosestName.among(stored.failedSegment(), stored.candidates()));
    }
}
