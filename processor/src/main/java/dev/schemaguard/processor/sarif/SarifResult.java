package dev.schemaguard.processor.sarif;

import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.SourceRegion;
import java.util.Comparator;

/**
 * One finding as SARIF lists it.
 *
 * @param region      where javac shows it, or {@code null} when it has no source position
 * @param suppression {@code null} when the finding was reported, else how it was suppressed
 */
public record SarifResult(String rule, Severity level, String message, SourceRegion region, Suppression suppression) {

    /** SARIF's suppression kinds that schemaguard uses. */
    public enum Suppression {
        /** {@code @SuppressWarnings("schemaguard:<Rule>")} in the source. */
        IN_SOURCE("inSource"),
        /** Listed in the baseline file ({@code -Aschemaguard.baseline}), outside the source. */
        EXTERNAL("external");

        private final String kind;

        Suppression(String kind) {
            this.kind = kind;
        }

        public String kind() {
            return kind;
        }
    }

    /** By file, position, rule and text: the order does not depend on javac's. */
    static final Comparator<SarifResult> ORDER = Comparator.comparing((SarifResult r) ->
                    r.region() == null ? "" : r.region().file().toString())
            .thenComparingLong(r -> r.region() == null ? 0 : r.region().line())
            .thenComparingLong(r -> r.region() == null ? 0 : r.region().column())
            .thenComparing(SarifResult::rule)
            .thenComparing(SarifResult::message)
            .thenComparing(r -> r.level().name())
            .thenComparing(r -> r.suppression() == null ? "" : r.suppression().kind());
}
