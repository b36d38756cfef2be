package dev.schemaguard.processor.query;

import java.util.Objects;
import java.util.Optional;

/**
 * Why the framework refuses a query, as a value (the reasons are Spring Data MongoDB's, for its derived query
 * methods); the rules QueryRefused and QueryFieldUnknown turn it into a diagnostic.
 *
 * @param reason     what is wrong
 * @param detail     what SDM names in its exception: the property, the part or the clause
 * @param didYouMean for an unknown property, the closest property name, if one is close
 */
public record QueryRefusal(Reason reason, String detail, Optional<String> didYouMean) {

    public QueryRefusal {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(detail, "detail");
        Objects.requireNonNull(didYouMean, "didYouMean");
    }

    public static QueryRefusal of(Reason reason, String detail) {
        return new QueryRefusal(reason, detail, Optional.empty());
    }

    /** What SDM refuses, and when: creating the repository fails, or the method fails each time it is called. */
    public enum Reason {
        /** {@code PropertyReferenceException} from {@code PropertyPath.from}, when the repository is created. */
        UNKNOWN_PROPERTY(Phase.REPOSITORY_CREATION),
        /** A part with a keyword and no property ({@code findByIsNull}): {@code PropertyPath.from} asserts text. */
        MISSING_PROPERTY(Phase.REPOSITORY_CREATION),
        /** "OrderBy must not be used more than once in a method name" ({@code PartTree.Predicate}). */
        ORDER_BY_REPEATED(Phase.REPOSITORY_CREATION),
        /** "Invalid order syntax for part ..." ({@code OrderBySource}): a direction without a property. */
        INVALID_ORDER_SYNTAX(Phase.REPOSITORY_CREATION),
        /** A {@code First}/{@code Top} count beyond an int ({@code Integer.valueOf} in {@code PartTree.Subject}); {@code Top0} is accepted. */
        INVALID_LIMIT(Phase.REPOSITORY_CREATION),
        /** "Part ... must be of type String" ({@code MongoQueryCreator.createLikeRegexCriteriaOrThrow}). */
        IGNORE_CASE_NOT_STRING(Phase.CALL),
        /**
         * "you can't add a second '...' expression": two parts of one And group on one property
         * ({@code Criteria.setValue} when {@code Criteria.getCriteriaObject} merges the chain).
         */
        SECOND_EXPRESSION_ON_PATH(Phase.CALL),
        /**
         * Fewer bindable parameters than the parts take: SDC's {@code ParameterOutOfBoundsException}, "You seem to have
         * declared too little query method parameters", when MongoQueryCreator asks for the missing one.
         */
        TOO_FEW_ARGUMENTS(Phase.CALL),
        /**
         * An annotation's JSON that does not parse: SDM binds the string anew on each call, and its
         * {@code ParameterBindingDocumentCodec} fails (mostly with a {@code StackOverflowError}).
         */
        MALFORMED_JSON(Phase.CALL),
        /** {@code @Query} with more than one of count, exists and delete ({@code StringBasedMongoQuery}). */
        AMBIGUOUS_OPERATION(Phase.REPOSITORY_CREATION),
        /** A {@code ?N} with no N-th bindable parameter: an {@code IndexOutOfBoundsException} on each call. */
        PARAMETER_OUT_OF_RANGE(Phase.CALL),
        /**
         * A {@code Query} or {@code Criteria} built in code that SDM throws {@code InvalidMongoDbApiUsageException} on
         * while building its query object ({@code Criteria.is} twice, one key twice in a chain or in a query).
         */
        QUERY_BUILD_THROWS(Phase.CALL);

        private final Phase phase;

        Reason(Phase phase) {
            this.phase = phase;
        }

        public Phase phase() {
            return phase;
        }
    }

    /** When the refusal shows. */
    public enum Phase {
        /** The application does not start: the repository bean cannot be created. */
        REPOSITORY_CREATION,
        /** The method throws whenever it is called. */
        CALL
    }
}
