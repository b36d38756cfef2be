package dev.schemaguard.processor.reader.springdata.repository;

import java.util.List;

/** SDM's {@code @Aggregation(pipeline)} (its alias {@code value}): the stages as written. */
public record AggregationAnnotation(List<String> pipeline) {

    public AggregationAnnotation {
        pipeline = List.copyOf(pipeline);
    }
}
