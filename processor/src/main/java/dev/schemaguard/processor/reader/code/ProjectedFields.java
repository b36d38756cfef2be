package dev.schemaguard.processor.reader.code;

import dev.schemaguard.processor.query.Projection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The fields a projection document returns: only an inclusion of plain fields (with or without {@code _id: 0}) is a
 * {@link Projection.Fields}; an exclusion of any other field returns fields the model does not list.
 */
public final class ProjectedFields {

    private ProjectedFields() {}

    /** @param inclusions the projection document's keys, in order, each with whether it is included */
    public static Projection of(Map<String, Boolean> inclusions) {
        List<String> included = new ArrayList<>();
        boolean includesId = true;
        for (Map.Entry<String, Boolean> e : inclusions.entrySet()) {
            if (e.getKey().equals("_id")) {
                includesId = e.getValue();
            } else if (!e.getValue()) {
                return new Projection.Unknown("an exclusion of '" + e.getKey() + "'");
            } else {
                included.add(e.getKey());
            }
        }
        if (included.isEmpty()) {
            return includesId ? Projection.wholeDocument() : new Projection.Unknown("every field but _id");
        }
        return new Projection.Fields(included, includesId);
    }
}
