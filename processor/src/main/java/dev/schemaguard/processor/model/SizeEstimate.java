package dev.schemaguard.processor.model;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The worst-case BSON size of a document and where the bytes go.
 *
 * @param bytes         the worst case, saturated at {@link Long#MAX_VALUE}
 * @param type          the class whose shape gives the worst case (the document, or one of its polymorphic subtypes)
 * @param contributors  the field paths by bytes, largest first ({@code items[].name}); together they make up {@code bytes}
 */
public record SizeEstimate(long bytes, String type, List<Contribution> contributors) {

    public SizeEstimate {
        contributors = List.copyOf(contributors);
    }

    /** Bytes under one field path: its element framing and values, times how many times it can occur. */
    public record Contribution(String path, long bytes) {}

    /** The {@code n} largest contributors, as {@code items[].name: 6,000,000 bytes}. */
    public String topContributors(int n) {
        return contributors.stream()
                .limit(n)
                .map(c -> c.path() + ": " + formatBytes(c.bytes()))
                .collect(Collectors.joining(", "));
    }

    /** {@code 17,600,123 bytes (16.8 MiB)}. */
    public String describe() {
        return formatBytes(bytes) + " (" + mebibytes(bytes) + ")";
    }

    public static String formatBytes(long bytes) {
        return bytes == Long.MAX_VALUE ? "more than 9.2e18 bytes" : String.format(Locale.ROOT, "%,d bytes", bytes);
    }

    public static String mebibytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024.0));
    }
}
