package dev.schemaguard.processor.query.planner;

import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSource;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.Origin;
import java.util.List;
import java.util.Objects;

/**
 * An index the planner may choose: one the document declares, or the {@code _id_} index MongoDB creates with every
 * collection that is not clustered or time series.
 *
 * @param spec     the index; for the implicit one, {@code {_id: 1}} named {@code _id_}
 * @param implicit whether it is the implicit {@code _id_} index, which no annotation declares
 */
public record ServingIndex(IndexSpec spec, boolean implicit) {

    /** MongoDB's name for the index every collection has. */
    public static final String ID_INDEX_NAME = "_id_";

    public ServingIndex {
        Objects.requireNonNull(spec, "spec");
    }

    static ServingIndex implicitIdIndex(String declaringType) {
        IndexSpec id = IndexSpec.builder()
                .keys(List.of(new IndexKey("_id", "_id", IndexKeyType.ASCENDING, "1", Origin.NONE)))
                .explicitName(ID_INDEX_NAME)
                .unique(true)
                .source(IndexSource.CLASS)
                .declaringType(declaringType)
                .origin(Origin.NONE)
                .build();
        return new ServingIndex(id, true);
    }

    /** The index's name, {@code _id_} for the implicit one. */
    public String name() {
        return implicit || spec.isDefaultIdIndex() && spec.explicitName() == null ? ID_INDEX_NAME : spec.name();
    }

    /** For messages: the name and the key document. */
    public String describe() {
        return "'" + name() + "' " + spec.keysDocument();
    }
}
