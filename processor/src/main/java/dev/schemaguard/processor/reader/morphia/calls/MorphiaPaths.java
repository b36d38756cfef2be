package dev.schemaguard.processor.reader.morphia.calls;

import com.sun.source.util.TreePath;
import dev.schemaguard.processor.model.ClosestName;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.query.UnknownField;
import dev.schemaguard.processor.reader.code.WrittenField;
import dev.schemaguard.processor.reader.driver.calls.DriverFieldNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The stored paths Morphia sends for the field names a query writes, as its {@code PathTarget} translates them:
 * segment by segment, each the name of a property in the mapped name or the Java name ({@code EntityModel.getProperty}
 * looks the mapped name up first), through embedded types and their subtypes, the rest of the path as written after a
 * map, an array position ({@code $}, a number) kept. A name no property has is kept as written; with validation (a
 * query's default, and always for a sort key or a projected field) Morphia throws a {@code ValidationException} when
 * the query runs. A path going on through a {@code @Reference} fails validation whatever the setting.
 */
final class MorphiaPaths {

    /** What a translation gives: the path sent, or why no path is known. */
    sealed interface Translated {
        record Path(String stored) implements Translated {}

        record Refused(String reason) implements Translated {}
    }

    private final DocumentModel document;
    private final Function<TreePath, Origin> origin;
    private final List<UnknownField> unknown = new ArrayList<>();
    /** {@code MorphiaQuery.validate}: on by default, which each filter takes when it is added. */
    private boolean filtersValidated = true;

    MorphiaPaths(DocumentModel document, Function<TreePath, Origin> origin) {
        this.document = document;
        this.origin = origin;
    }

    /** {@code Query.disableValidation()}/{@code enableValidation()}: for the filters added after it. */
    void validateFilters(boolean on) {
        filtersValidated = on;
    }

    /** The path Morphia maps a filter's name to, validated as the query now validates its filters. */
    Translated filterPath(String written, TreePath where) {
        return mapped(written, where, filtersValidated);
    }

    /** The names no stored field has, in the order they were translated. */
    List<UnknownField> unknown() {
        return List.copyOf(unknown);
    }

    /**
     * The path Morphia maps a name to, recording a name no property has.
     *
     * @param validated whether Morphia validates the name ({@code PathTarget}'s {@code validateNames}): a query's
     *                  filters unless {@code disableValidation()} came before them, a sort key or a projected field
     *                  always
     */
    Translated mapped(String written, TreePath where, boolean validated) {
        if (written.startsWith("$") || written.equals(document.typeKey())) {
            // PathTarget resolves nothing of a path starting with $; the discriminator key is kept as it is
            return new Translated.Path(written);
        }
        String[] segments = written.split("\\.", -1);
        String stored = "";
        String java = "";
        int fields = 0;
        for (int i = 0; i < segments.length; i++) {
            String segment = segments[i];
            PathResolution byStored = document.paths().resolveStored(join(stored, segment));
            PathResolution byJava = document.paths().resolve(join(java, segment));
            if (byStored.throughReference() || byJava.throughReference()) {
                return new Translated.Refused("a path through a @Reference, which Morphia's PathTarget refuses");
            }
            PathResolution resolved = byStored.isResolved() ? byStored : byJava.isResolved() ? byJava : null;
            if (resolved == null) {
                unknown.add(new UnknownField(
                        written,
                        segment,
                        byJava.renamedField() != null
                                ? Optional.of(byJava.renamedField())
                                : ClosestName.among(segment, byJava.candidates()),
                        origin.apply(where),
                        validated));
                StringBuilder rest = new StringBuilder(stored);
                for (int j = i; j < segments.length; j++) {
                    rest.append(rest.isEmpty() ? "" : ".").append(segments[j]);
                }
                return new Translated.Path(rest.toString());
            }
            boolean newField = resolved.fields().size() > fields;
            java = join(
                    java,
                    resolved == byStored && newField ? resolved.lastField().javaName() : segment);
            stored = resolved.storedPath();
            fields = resolved.fields().size();
        }
        return new Translated.Path(stored);
    }

    /**
     * A path Morphia sends as written, without its mapper: the filters inside an {@code elemMatch}, to which
     * {@code ElemMatchFilter} passes neither the entity type nor validation.
     */
    void asWritten(String storedPath, TreePath where) {
        unknown.addAll(DriverFieldNames.unknown(document, List.of(new WrittenField(storedPath, where)), origin));
    }

    private static String join(String prefix, String segment) {
        return prefix.isEmpty() ? segment : prefix + "." + segment;
    }
}
