package dev.schemaguard.processor.reader.code;

import dev.schemaguard.processor.query.Limit;
import java.util.Optional;

/**
 * The limit a find sends for the value given to the driver's {@code FindIterable.limit} (Morphia's
 * {@code FindOptions.limit} passes it on there): 0 is none, a negative limit is its absolute value in one batch
 * ({@code FindOperation}: "a negative limit ... closes the cursor after one batch").
 */
public final class CursorLimits {

    private CursorLimits() {}

    /** @param constant the argument's value when it is a compile-time constant */
    public static Limit of(Optional<Object> constant) {
        if (constant.isEmpty() || !(constant.get() instanceof Integer n) || n == Integer.MIN_VALUE) {
            return new Limit.AtRunTime();
        }
        return n == 0 ? Limit.none() : new Limit.Fixed(n > 0 ? n : -n);
    }
}
