package dev.schemaguard.processor.reader.springdata.calls;

/**
 * SDM's {@code CriteriaDefinition}, which {@code Query.addCriteria} takes: a {@code Criteria} ({@link CriteriaState})
 * or a {@code TextCriteria} ({@link TextCriteriaState}), filed under its key and rendered into the query object.
 */
sealed interface CriteriaDefinition permits CriteriaState, TextCriteriaState {

    /** {@code getKey()}: what {@code Query.addCriteria} files it under; null for a keyless {@code Criteria}. */
    String key();

    /** {@code getCriteriaObject()}. */
    Sent.Document criteriaObject();
}
