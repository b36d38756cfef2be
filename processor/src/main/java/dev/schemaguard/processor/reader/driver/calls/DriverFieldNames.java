package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.util.TreePath;
import dev.schemaguard.processor.model.ClosestName;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.query.UnknownField;
import dev.schemaguard.processor.reader.code.WrittenField;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The field names a driver query writes that no stored field of its document has. The driver maps nothing: the name
 * written is the path the server reads ({@code Filters}' {@code SimpleEncodingFilter} writes it as given), so it is
 * resolved as a stored path; the query then matches nothing there. {@code _id}, the type key, and paths through a
 * reference, which the model does not follow, are never reported; a path below {@code _id} only when the id is a class
 * whose fields the model knows.
 */
public final class DriverFieldNames {

    private DriverFieldNames() {}

    /** @param origin where a written name is, for its finding */
    public static List<UnknownField> unknown(
            DocumentModel document, List<WrittenField> fields, Function<TreePath, Origin> origin) {
        List<UnknownField> out = new ArrayList<>();
        for (WrittenField field : fields) {
            unknown(document, field.path())
                    .ifPresent(r -> out.add(new UnknownField(
                            field.path(),
                            r.failedSegment(),
                            // the Java name of a renamed field is the likeliest slip: the stored name is what the
                            // driver needs
                            r.renamedField() != null
                                    ? Optional.of(r.renamedField())
                                    : ClosestName.among(r.failedSegment(), r.candidates()),
                            origin.apply(field.where()))));
        }
        return out;
    }

    /** The failed resolution of a written path, when it names no stored field. */
    private static Optional<PathResolution> unknown(DocumentModel document, String path) {
        if (path.equals("_id") || path.equals(document.typeKey())) {
            return Optional.empty();
        }
        PathResolution stored = document.paths().resolveStored(path);
        if (stored.isResolved() || stored.throughReference() || stored.failedSegment() == null) {
            return Optional.empty();
        }
        // below _id only where the model knows what the id holds (a record or class as the id: _id.userId), never
        // where the id itself is not a field of the model
        if (path.startsWith("_id.")
                && (stored.failedIndex() < 1 || stored.candidates().isEmpty())) {
            return Optional.empty();
        }
        return Optional.of(stored);
    }
}
