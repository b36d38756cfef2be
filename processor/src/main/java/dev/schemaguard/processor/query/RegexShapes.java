package dev.schemaguard.processor.query;

import java.util.Optional;

/** The {@link RegexShape} of a regular expression written in a query string. */
public final class RegexShapes {

    private RegexShapes() {}

    /**
     * A pattern and options written in full. The anchoring looks at the first and last characters; the literal prefix
     * is what MongoDB's {@code analyze_regex.cpp} ({@code getRegexPrefixMatch}) takes after {@code ^} or {@code \A},
     * whatever the options (the planner decides whether the options allow it): up to the first of its metacharacters
     * (caret, dollar, dot, opening bracket, parentheses, plus, opening brace), one character less before a star or a
     * question mark, quoted text literally, nothing when an unescaped pipe appears.
     */
    public static RegexShape of(String pattern, String options) {
        boolean start = pattern.startsWith("^") || pattern.startsWith("\\A");
        boolean end = endsAnchored(pattern);
        RegexShape.Anchoring anchoring = start && end
                ? RegexShape.Anchoring.WHOLE_VALUE
                : start ? RegexShape.Anchoring.START : end ? RegexShape.Anchoring.END : RegexShape.Anchoring.NONE;
        Optional<String> prefix = start
                ? Optional.of(prefix(pattern.substring(pattern.startsWith("^") ? 1 : 2), options.indexOf('x') >= 0))
                : Optional.empty();
        return new RegexShape(anchoring, prefix, Optional.of(options));
    }

    /**
     * A pattern with a placeholder in it ({@code /^?0/}): the anchoring the written part fixes, no prefix (the bound
     * value may hold metacharacters); the options as written unless they are bound too.
     */
    public static RegexShape bound(String pattern, Optional<String> options) {
        boolean start = pattern.startsWith("^") || pattern.startsWith("\\A");
        boolean end = endsAnchored(pattern);
        RegexShape.Anchoring anchoring = start && end
                ? RegexShape.Anchoring.WHOLE_VALUE
                : start ? RegexShape.Anchoring.START : end ? RegexShape.Anchoring.END : RegexShape.Anchoring.NONE;
        return new RegexShape(anchoring, Optional.empty(), options);
    }

    /** A pattern bound as a whole ({@code {f: ?0}} with a {@code Pattern} argument, {@code $regex: ?0}). */
    public static RegexShape atRunTime(Optional<String> options) {
        return new RegexShape(RegexShape.Anchoring.AT_RUN_TIME, Optional.empty(), options);
    }

    private static boolean endsAnchored(String pattern) {
        if (pattern.endsWith("\\z") || pattern.endsWith("\\Z")) {
            return true;
        }
        if (!pattern.endsWith("$")) {
            return false;
        }
        int backslashes = 0;
        for (int i = pattern.length() - 2; i >= 0 && pattern.charAt(i) == '\\'; i--) {
            backslashes++;
        }
        return backslashes % 2 == 0;
    }

    private static String prefix(String regex, boolean extended) {
        if (hasUnescapedPipe(regex)) {
            return "";
        }
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < regex.length()) {
            char c = regex.charAt(i++);
            if (c == '*' || c == '?') {
                return literal.isEmpty() ? "" : literal.substring(0, literal.length() - 1);
            }
            if (c == '\\') {
                if (i >= regex.length()) {
                    return literal.toString();
                }
                char escaped = regex.charAt(i++);
                if (escaped == 'Q') {
                    int end = regex.indexOf("\\E", i);
                    literal.append(end < 0 ? regex.substring(i) : regex.substring(i, end));
                    i = end < 0 ? regex.length() : end + 2;
                } else if (Character.isLetterOrDigit(escaped) && escaped < 128) {
                    return literal.toString();
                } else {
                    literal.append(escaped);
                }
            } else if ("^$.[()+{".indexOf(c) >= 0 || (extended && c == '#')) {
                return literal.toString();
            } else if (!(extended && Character.isWhitespace(c))) {
                literal.append(c);
            }
        }
        return literal.toString();
    }

    /** {@code stringMayHaveUnescapedPipe}. */
    private static boolean hasUnescapedPipe(String regex) {
        for (int i = 0; i < regex.length(); i++) {
            char c = regex.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '|') {
                return true;
            }
        }
        return false;
    }
}
