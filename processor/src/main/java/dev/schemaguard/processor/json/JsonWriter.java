package dev.schemaguard.processor.json;

import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * Writes JSON (RFC 8259), indented by two spaces, one member or element a line, so that the SARIF
 * file and the schema report diff well and are the same bytes for the same input. Small on purpose:
 * the processor only writes a few files, and a JSON library in the processor's jar would land on
 * the user's annotation-processor path. Written either call by call, or from a tree of maps (in
 * their order), lists, strings, numbers, booleans and nulls with {@link #tree(Object)}.
 *
 * <p>Calls must nest properly ({@code name} before each member value); a misuse is a bug of the
 * caller and throws {@link IllegalStateException}.
 */
public final class JsonWriter {

    private final StringBuilder out = new StringBuilder();
    /** Per open container: whether it is an object, and whether it has a member or element yet. */
    private final Deque<boolean[]> open = new ArrayDeque<>();

    private boolean afterName;

    public JsonWriter beginObject() {
        beforeValue();
        out.append('{');
        open.push(new boolean[] {true, false});
        return this;
    }

    public JsonWriter endObject() {
        return end(true, '}');
    }

    public JsonWriter beginArray() {
        beforeValue();
        out.append('[');
        open.push(new boolean[] {false, false});
        return this;
    }

    public JsonWriter endArray() {
        return end(false, ']');
    }

    /** The name of the next member of the current object. */
    public JsonWriter name(String name) {
        if (open.isEmpty() || !open.peek()[0] || afterName) {
            throw new IllegalStateException("a name outside an object, or two names in a row: " + name);
        }
        separate();
        string(name);
        out.append(": ");
        afterName = true;
        return this;
    }

    public JsonWriter value(String value) {
        beforeValue();
        string(value);
        return this;
    }

    public JsonWriter value(long value) {
        beforeValue();
        out.append(value);
        return this;
    }

    public JsonWriter value(boolean value) {
        beforeValue();
        out.append(value);
        return this;
    }

    /** A number; JSON has neither NaN nor the infinities, which are written as {@code null}. */
    public JsonWriter value(double value) {
        beforeValue();
        out.append(
                Double.isNaN(value) || Double.isInfinite(value)
                        ? "null"
                        : BigDecimal.valueOf(value).stripTrailingZeros().toPlainString());
        return this;
    }

    public JsonWriter nullValue() {
        beforeValue();
        out.append("null");
        return this;
    }

    /** The document of a tree: maps with string keys (written in their order), lists, strings, numbers, booleans, nulls. */
    public static String tree(Object value) {
        JsonWriter json = new JsonWriter();
        json.any(value);
        return json.text();
    }

    private void any(Object value) {
        if (value == null) {
            nullValue();
        } else if (value instanceof String s) {
            value(s);
        } else if (value instanceof Boolean b) {
            value(b.booleanValue());
        } else if (value instanceof Integer || value instanceof Long) {
            value(((Number) value).longValue());
        } else if (value instanceof Double d) {
            value(d.doubleValue());
        } else if (value instanceof Map<?, ?> map) {
            beginObject();
            for (Map.Entry<?, ?> member : map.entrySet()) {
                name((String) member.getKey());
                any(member.getValue());
            }
            endObject();
        } else if (value instanceof List<?> list) {
            beginArray();
            list.forEach(this::any);
            endArray();
        } else {
            throw new IllegalArgumentException(
                    "not a JSON value: " + value.getClass().getName());
        }
    }

    /** The document, ending with a line break; only once every container is closed. */
    public String text() {
        if (!open.isEmpty() || out.length() == 0) {
            throw new IllegalStateException("the JSON document is not complete");
        }
        return out + "\n";
    }

    private JsonWriter end(boolean object, char close) {
        if (open.isEmpty() || open.peek()[0] != object || afterName) {
            throw new IllegalStateException("'" + close + "' does not close the open container");
        }
        boolean[] closing = open.pop();
        if (closing[1]) {
            newline();
        }
        out.append(close);
        return this;
    }

    private void beforeValue() {
        if (afterName) {
            afterName = false;
            return;
        }
        if (open.isEmpty()) {
            if (out.length() > 0) {
                throw new IllegalStateException("a JSON document has one top-level value");
            }
            return;
        }
        if (open.peek()[0]) {
            throw new IllegalStateException("a member of an object needs a name first");
        }
        separate();
    }

    /** The comma after the previous member or element, and the line of the next one. */
    private void separate() {
        boolean[] current = open.peek();
        if (current[1]) {
            out.append(',');
        }
        current[1] = true;
        newline();
    }

    private void newline() {
        out.append('\n');
        out.append("  ".repeat(open.size()));
    }

    /**
     * A string with what RFC 8259 requires escaped: the quote, the backslash and the control
     * characters below U+0020. A lone surrogate, which UTF-8 cannot encode, is escaped too.
     */
    private void string(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20 || Character.isSurrogate(c) && !isPaired(s, i)) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    private static boolean isPaired(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }
}
