package dev.schemaguard.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A WiredTiger configuration string, parsed the way WiredTiger's own parser reads it (the manual's
 * "Configuration Strings" page): {@code key[=value]} items separated by commas, {@code :} as well as
 * {@code =} between key and value, a bare key meaning 1 (true), nested values in any kind of
 * bracket, double-quoted keys and values with backslash escapes, and integers with the multipliers
 * {@code B K M G T P} (case-insensitive; {@code 16KB} is 16 × 2^10). Empty items ({@code a,,b},
 * a trailing comma) are allowed: MongoDB's own create strings have them. A key given twice keeps
 * both entries, in order; WiredTiger uses the last one.
 */
public record WiredTigerConfig(List<Entry> entries) {

    public WiredTigerConfig {
        entries = List.copyOf(entries);
    }

    /** One {@code key[=value]} item. {@code offset} is where the key starts in the whole string. */
    public record Entry(String key, Value value, int offset) {}

    public enum Kind {
        /** A bare key: WiredTiger reads it as 1, or true. */
        IMPLIED,
        /** An unquoted word that is not a number, such as {@code snappy}, {@code true} or {@code 16QB}. */
        WORD,
        /** An integer, with its multipliers applied. */
        NUMBER,
        /** A double-quoted string. */
        STRING,
        /** A nested configuration in brackets: a category or a list. */
        NESTED
    }

    /**
     * @param text the value as written, unquoted and unescaped for a string; the inside of the
     *     brackets for a nested value; empty for an implied one
     * @param number the integer for {@link Kind#NUMBER} (and 1 for {@link Kind#IMPLIED})
     * @param overflow a number too large for 64 bits, which WiredTiger refuses
     * @param children the items of a nested value
     */
    public record Value(Kind kind, String text, long number, boolean overflow, List<Entry> children) {
        public Value {
            children = List.copyOf(children);
        }

        /** Whether WiredTiger takes this for a boolean: {@code true}, {@code false}, 0, 1 or a bare key. */
        public boolean isBoolean() {
            return switch (kind) {
                case IMPLIED -> true;
                case WORD -> text.equals("true") || text.equals("false");
                case NUMBER -> !overflow && (number == 0 || number == 1);
                default -> false;
            };
        }

        /** The value as a configuration string would spell it again, for messages. */
        public String written() {
            return switch (kind) {
                case IMPLIED -> "";
                case STRING -> '"' + text + '"';
                case NESTED -> "(" + text + ")";
                default -> text;
            };
        }
    }

    /** A configuration string WiredTiger cannot parse; {@code offset} is where the parser gave up. */
    /** Deeper than any WiredTiger setting goes, far below what the parser's recursion could take. */
    static final int MAX_NESTING = 32;

    public static final class SyntaxException extends IllegalArgumentException {
        private final int offset;

        SyntaxException(String message, int offset) {
            super(message);
            this.offset = offset;
        }

        public int offset() {
            return offset;
        }
    }

    public static WiredTigerConfig parse(String text) {
        Parser parser = new Parser(text);
        List<Entry> entries = parser.items(0);
        if (parser.pos < text.length()) {
            throw new SyntaxException(
                    "'" + text.charAt(parser.pos) + "' closes a bracket that was never opened", parser.pos);
        }
        return new WiredTigerConfig(entries);
    }

    /** The value of the last item named {@code key} at the top level, as WiredTiger would use it. */
    public Optional<Entry> last(String key) {
        Entry found = null;
        for (Entry e : entries) {
            if (e.key().equals(key)) {
                found = e;
            }
        }
        return Optional.ofNullable(found);
    }

    private static final class Parser {
        private final String s;
        private int pos;

        Parser(String s) {
            this.s = s;
        }

        /** Items up to the end, or up to a closing bracket at {@code depth > 0} (left unread). */
        List<Entry> items(int depth) {
            List<Entry> entries = new ArrayList<>();
            while (true) {
                skipSpace();
                if (pos >= s.length()) {
                    return entries;
                }
                char c = s.charAt(pos);
                if (isClose(c)) {
                    return entries;
                }
                if (c == ',') {
                    pos++;
                    continue;
                }
                entries.add(entry(depth));
                skipSpace();
                if (pos < s.length()) {
                    char next = s.charAt(pos);
                    if (next == ',') {
                        pos++;
                    } else if (!isClose(next)) {
                        throw new SyntaxException("expected ',' between items, found '" + next + "'", pos);
                    }
                }
            }
        }

        private Entry entry(int depth) {
            int start = pos;
            char c = s.charAt(pos);
            if (isOpen(c)) {
                throw new SyntaxException("a nested value in brackets must follow a key and '='", pos);
            }
            String key = token("key");
            skipSpace();
            if (pos >= s.length() || s.charAt(pos) == ',' || isClose(s.charAt(pos))) {
                return new Entry(key, new Value(Kind.IMPLIED, "", 1, false, List.of()), start);
            }
            char sep = s.charAt(pos);
            if (sep != '=' && sep != ':') {
                throw new SyntaxException("expected '=' after key '" + key + "', found '" + sep + "'", pos);
            }
            pos++;
            skipSpace();
            return new Entry(key, value(key, depth), start);
        }

        private Value value(String key, int depth) {
            if (pos >= s.length() || s.charAt(pos) == ',' || isClose(s.charAt(pos))) {
                return new Value(Kind.WORD, "", 0, false, List.of());
            }
            char c = s.charAt(pos);
            if (isOpen(c)) {
                int open = pos;
                if (depth >= MAX_NESTING) {
                    // WiredTiger's own settings nest two or three deep; a deeper string is a mistake, and must
                    // not cost the processor its stack
                    throw new SyntaxException("brackets nest more than " + MAX_NESTING + " deep", open);
                }
                pos++;
                List<Entry> children = items(depth + 1);
                if (pos >= s.length()) {
                    throw new SyntaxException("the bracket opened for '" + key + "' is never closed", open);
                }
                String inside = s.substring(open + 1, pos);
                pos++;
                return new Value(Kind.NESTED, inside, 0, false, children);
            }
            if (c == '"') {
                return new Value(Kind.STRING, quoted(), 0, false, List.of());
            }
            String word = bare("value of '" + key + "'");
            return number(word).orElseGet(() -> new Value(Kind.WORD, word, 0, false, List.of()));
        }

        private String token(String what) {
            return s.charAt(pos) == '"' ? quoted() : bare(what);
        }

        /** The manual's unquoted form: {@code [-_0-9A-Za-z./][^\t\r\n :=,\])}]*}. */
        private String bare(String what) {
            char first = s.charAt(pos);
            if (!(Character.isLetterOrDigit(first) && first < 128
                    || first == '-'
                    || first == '_'
                    || first == '.'
                    || first == '/')) {
                throw new SyntaxException(
                        "unexpected '" + first + "' where a " + what + " starts; quote it with \"...\" if it is meant",
                        pos);
            }
            int start = pos;
            while (pos < s.length() && "\t\r\n :=,])}".indexOf(s.charAt(pos)) < 0) {
                pos++;
            }
            return s.substring(start, pos);
        }

        private String quoted() {
            int open = pos;
            pos++;
            StringBuilder out = new StringBuilder();
            while (pos < s.length()) {
                char c = s.charAt(pos++);
                if (c == '"') {
                    return out.toString();
                }
                if (c == '\\' && pos < s.length()) {
                    out.append(s.charAt(pos++));
                } else {
                    out.append(c);
                }
            }
            throw new SyntaxException("the string opened with '\"' is never closed", open);
        }

        private void skipSpace() {
            while (pos < s.length() && " \t\r\n".indexOf(s.charAt(pos)) >= 0) {
                pos++;
            }
        }

        private static boolean isOpen(char c) {
            return c == '(' || c == '[' || c == '{';
        }

        private static boolean isClose(char c) {
            return c == ')' || c == ']' || c == '}';
        }
    }

    /**
     * Digits with an optional minus, then any multipliers: WiredTiger applies each one in turn and
     * takes anything else after the digits for a word, which an integer key then refuses.
     */
    private static Optional<Value> number(String word) {
        int i = word.startsWith("-") ? 1 : 0;
        int digitsStart = i;
        while (i < word.length() && Character.isDigit(word.charAt(i)) && word.charAt(i) < 128) {
            i++;
        }
        if (i == digitsStart) {
            return Optional.empty();
        }
        long value;
        boolean overflow = false;
        try {
            value = Long.parseLong(word.substring(0, i));
        } catch (NumberFormatException e) {
            value = word.startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE;
            overflow = true;
        }
        for (; i < word.length(); i++) {
            int shift = switch (Character.toLowerCase(word.charAt(i))) {
                case 'b' -> 0;
                case 'k' -> 10;
                case 'm' -> 20;
                case 'g' -> 30;
                case 't' -> 40;
                case 'p' -> 50;
                default -> -1;
            };
            if (shift < 0) {
                return Optional.empty();
            }
            if (!overflow && shift > 0) {
                long shifted = value << shift;
                if (shifted >> shift != value) {
                    overflow = true;
                    value = value < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
                } else {
                    value = shifted;
                }
            }
        }
        return Optional.of(new Value(Kind.NUMBER, word, value, overflow, List.of()));
    }
}
