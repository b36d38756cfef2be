package dev.schemaguard.processor.docs;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The generated parts of a hand-written Markdown page: text between a {@code <!-- name:begin … -->} and a
 * {@code <!-- name:end -->} comment (which GitHub does not render), replaced as a whole so that what is
 * around it stays as written.
 */
final class GeneratedText {

    private GeneratedText() {}

    /** The page with the text between the two markers named {@code name} replaced by {@code generated}. */
    static String replaceBlock(String page, String name, String generated, String where) {
        Matcher m = block(name).matcher(page);
        if (!m.find()) {
            throw new AssertionError(where + " has no <!-- " + name + ":begin --> … <!-- " + name + ":end --> block");
        }
        String replaced = page.substring(0, m.start(2)) + generated + page.substring(m.end(2));
        if (block(name)
                .matcher(replaced.substring(m.start(2) + generated.length()))
                .find()) {
            throw new AssertionError(where + " has two " + name + " blocks");
        }
        return replaced;
    }

    private static Pattern block(String name) {
        return Pattern.compile(
                "(<!-- " + Pattern.quote(name) + ":begin[^>]*-->\n)(.*?)(<!-- " + Pattern.quote(name) + ":end -->)",
                Pattern.DOTALL);
    }

    /**
     * A line-based diff of two texts that share a beginning and an end: the lines between, as they are
     * ({@code -}) and as they should be ({@code +}), with a line of context on each side.
     */
    static String diff(String actual, String expected) {
        String[] a = actual.split("\n", -1);
        String[] e = expected.split("\n", -1);
        int head = 0;
        while (head < a.length && head < e.length && a[head].equals(e[head])) {
            head++;
        }
        int tail = 0;
        while (tail < a.length - head
                && tail < e.length - head
                && a[a.length - 1 - tail].equals(e[e.length - 1 - tail])) {
            tail++;
        }
        StringBuilder out = new StringBuilder();
        if (head > 0) {
            out.append("@@ line ")
                    .append(head)
                    .append('\n')
                    .append("  ")
                    .append(a[head - 1])
                    .append('\n');
        } else {
            out.append("@@ line 1\n");
        }
        for (int i = head; i < a.length - tail; i++) {
            out.append("- ").append(a[i]).append('\n');
        }
        for (int i = head; i < e.length - tail; i++) {
            out.append("+ ").append(e[i]).append('\n');
        }
        if (tail > 0) {
            out.append("  ").append(a[a.length - tail]).append('\n');
        }
        return out.toString();
    }
}
