package dev.schemaguard.processor.model;

import java.util.Locale;

/** MongoDB collection naming as schemaguard applies it. */
public final class CollectionNames {

    private CollectionNames() {}

    /**
     * The default collection name: the simple class name in lower snake case.
     * {@code BookReview} → {@code book_review}, {@code ISBNRecord} → {@code isbn_record}.
     */
    public static String fromClassName(String simpleName) {
        StringBuilder out = new StringBuilder(simpleName.length() + 4);
        for (int i = 0; i < simpleName.length(); i++) {
            char c = simpleName.charAt(i);
            if (Character.isUpperCase(c) && i > 0) {
                char prev = simpleName.charAt(i - 1);
                boolean nextIsLower = i + 1 < simpleName.length() && Character.isLowerCase(simpleName.charAt(i + 1));
                if (Character.isLowerCase(prev)
                        || Character.isDigit(prev)
                        || (Character.isUpperCase(prev) && nextIsLower)) {
                    out.append('_');
                }
            }
            out.append(Character.toLowerCase(c));
        }
        return out.toString().toLowerCase(Locale.ROOT);
    }
}
