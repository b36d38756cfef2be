package dev.schemaguard.processor.query.planner;

/** A yes or no the model may not be able to give: the planner decides only on what it knows. */
enum Answer {
    YES,
    NO,
    UNKNOWN;

    static Answer of(boolean value) {
        return value ? YES : NO;
    }

    Answer or(Answer other) {
        if (this == YES || other == YES) {
            return YES;
        }
        return this == UNKNOWN || other == UNKNOWN ? UNKNOWN : NO;
    }

    Answer not() {
        return this == UNKNOWN ? UNKNOWN : of(this == NO);
    }
}
