package dev.schemaguard.processor.query.planner;

import java.util.Optional;
import org.bson.BsonValue;

/**
 * The order of two BSON values of one canonical type, as {@code BSONElement::compareElements} orders them under the
 * simple collation: numbers by value whatever their type, strings by their bytes, dates, booleans and ObjectIds.
 */
final class BsonOrder {

    private BsonOrder() {}

    /** The comparison, or empty when the two are of different canonical types or of a type not ordered here. */
    static Optional<Integer> compare(BsonValue a, BsonValue b) {
        if (a.isNumber() && b.isNumber()) {
            if (!a.isDouble() && !b.isDouble()) {
                return Optional.of(
                        Long.compare(a.asNumber().longValue(), b.asNumber().longValue()));
            }
            double x = a.asNumber().doubleValue();
            double y = b.asNumber().doubleValue();
            // NaN compares equal only to itself (_isSubsetOf special-cases it)
            return Double.isNaN(x) || Double.isNaN(y) ? Optional.empty() : Optional.of(Double.compare(x, y));
        }
        if (a.isString() && b.isString()) {
            return Optional.of(Integer.signum(
                    a.asString().getValue().compareTo(b.asString().getValue())));
        }
        if (a.isDateTime() && b.isDateTime()) {
            return Optional.of(
                    Long.compare(a.asDateTime().getValue(), b.asDateTime().getValue()));
        }
        if (a.isBoolean() && b.isBoolean()) {
            return Optional.of(
                    Boolean.compare(a.asBoolean().getValue(), b.asBoolean().getValue()));
        }
        if (a.isObjectId() && b.isObjectId()) {
            return Optional.of(Integer.signum(
                    a.asObjectId().getValue().compareTo(b.asObjectId().getValue())));
        }
        return Optional.empty();
    }
}
