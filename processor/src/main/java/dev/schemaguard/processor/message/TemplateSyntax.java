package dev.schemaguard.processor.message;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** How a template is written: its {@link java.util.Formatter} specifiers, and where its fix begins. */
public final class TemplateSyntax {

    private static final Pattern SPECIFIER = Pattern.compile("%(?:(\\d+)\\$)?[-#+ 0,(<]*\\d*(?:\\.\\d+)?([a-zA-Z%])");

    private TemplateSyntax() {}

    /** The arguments a template takes: its specifiers, or the highest position one names. */
    public static int arguments(String template) {
        Matcher m = SPECIFIER.matcher(template);
        int sequential = 0;
        int highest = 0;
        while (m.find()) {
            String conversion = m.group(2);
            if (conversion.equals("%") || conversion.equals("n")) {
                continue;
            }
            if (m.group(1) != null) {
                highest = Math.max(highest, Integer.parseInt(m.group(1)));
            } else {
                sequential++;
            }
        }
        return Math.max(sequential, highest);
    }

    /**
     * Where the fix begins in a template: what is wrong and why comes first, then {@code "; "} and what to do
     * (a {@code "; "} inside parentheses belongs to an aside); the template's length when it proposes no fix
     * of its own.
     */
    public static int fixStart(String template) {
        int depth = 0;
        for (int i = 0; i < template.length() - 1; i++) {
            char c = template.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0 && c == ';' && template.charAt(i + 1) == ' ') {
                return i;
            }
        }
        return template.length();
    }
}
