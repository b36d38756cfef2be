package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.query.QueryRefusal;
import java.util.Objects;

/**
 * Why SDM refuses a {@code @Query} or {@code @Aggregation} method, as a value; the repository reader reports it at
 * the annotation member.
 *
 * @param reason    what is wrong
 * @param attribute the annotation member: {@code value}, {@code fields}, {@code sort}, {@code collation},
 *                  {@code pipeline}, or {@code count} for the count/exists/delete flags
 * @param stage     for {@code pipeline}, the index of the stage; otherwise -1
 * @param offset    where in that string the problem is, from 0; -1 when it is about the whole annotation
 * @param message   the message of SDM's exception (the reader's {@code JsonParseException} for malformed JSON)
 */
public record AnnotationRefusal(Reason reason, String attribute, int stage, int offset, String message) {

    public AnnotationRefusal {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(message, "message");
    }

    /** What SDM refuses, and when. */
    public enum Reason {
        /**
         * The string does not parse: {@code ParameterBindingJsonReader} (or, for {@code sort}, the driver's
         * {@code Document.parse}) throws when the method is called, since SDM binds the string anew on each call.
         */
        MALFORMED_JSON(QueryRefusal.Phase.CALL),
        /**
         * More than one of count, exists and delete: "Manually defined query for ... cannot be a count and exists or
         * delete query at the same time" ({@code StringBasedMongoQuery} constructor).
         */
        AMBIGUOUS_OPERATION(QueryRefusal.Phase.REPOSITORY_CREATION),
        /**
         * A {@code ?N} with no N-th bindable parameter: {@code ParametersParameterAccessor.getBindableValue} fails
         * with an {@code IndexOutOfBoundsException} when the method is called.
         */
        PARAMETER_OUT_OF_RANGE(QueryRefusal.Phase.CALL);

        private final QueryRefusal.Phase phase;

        Reason(QueryRefusal.Phase phase) {
            this.phase = phase;
        }

        public QueryRefusal.Phase phase() {
            return phase;
        }
    }
}
