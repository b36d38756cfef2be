package dev.schemaguard.processor.model;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** Picks the "did you mean" candidate for a name that matched nothing. */
public final class ClosestName {

    private ClosestName() {}

    /**
     * The candidate closest to {@code name} by edit distance (case-insensitive), if it is close
     * enough to be a plausible typo: at most a third of the longer name, and at least one edit
     * allowed. Ties go to the first candidate, so callers pass candidates in a stable order.
     */
    public static Optional<String> among(String name, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        String lower = name.toLowerCase(Locale.ROOT);
        for (String candidate : candidates) {
            int d = distance(lower, candidate.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        int allowed = Math.max(1, Math.max(name.length(), best.length()) / 3);
        return bestDistance <= allowed ? Optional.of(best) : Optional.empty();
    }

    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] swap = prev;
            prev = cur;
            cur = swap;
        }
        return prev[b.length()];
    }
}
