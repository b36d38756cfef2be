package dev.schemaguard.processor.report;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * Renders a tree of maps, lists, strings, numbers, booleans and {@code null} as JSON (RFC 8259),
 * two spaces per level, members in the maps' own order: what the processor writes must not bring
 * a JSON library onto the user's processor path. Deterministic for a deterministic tree.
 */
final class JsonWriter {

    private JsonWriter() {
    }

    static String write(Object value) {
        StringBuilder out = new StringBuilder();
        value(value, "", out);
        return out.append('\n').toString();
    }

    private static void value(Object value, String indent, StringBuilder out) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String s) {
            string(s, out);
        } else if (value instanceof Boolean b) {
            out.append(b);
        } else if (value instanceof Integer || value instanceof Long) {
            out.append(value);
        } else if (value instanceof Double d) {
            // JSON has no NaN nor infinity
            out.append(d.isNaN() || d.isInfinite() ? "null" : BigDecimal.valueOf(d).stripTrailingZeros().toPlainString());
        } else if (value instanceof Map<?, ?> map) {
            object(map, indent, out);
        } else if (value instanceof List<?> list) {
            array(list, indent, out);
        } else {
            throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
        }
    }

    private static void object(Map<?, ?> map, String indent, StringBuilder out) {
        if (map.isEmpty()) {
            out.append("{}");
            return;
        }
        String inner = indent + "  ";
        out.append("{\n");
        int i = 0;
        for (Map.Entry<?, ?> e : map.entrySet()) {
            out.append(inner);
            string((String) e.getKey(), out);
            out.append(": ");
            value(e.getValue(), inner, out);
            out.append(++i < map.size() ? ",\n" : "\n");
        }
        out.append(indent).append('}');
    }

    private static void array(List<?> list, String indent, StringBuilder out) {
        if (list.isEmpty()) {
            out.append("[]");
            return;
        }
        String inner = indent + "  ";
        out.append("[\n");
        for (int i = 0; i < list.size(); i++) {
            out.append(inner);
            value(list.get(i), inner, out);
            out.append(i + 1 < list.size() ? ",\n" : "\n");
        }
        out.append(indent).append(']');
    }

    /** A string with what RFC 8259 requires escaped: the quote, the backslash and the control characters. */
    static void string(String s, StringBuilder out) {
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
                    boolean paired = Character.isHighSurrogate(c) && i + 1 < s.length()
                            && Character.isLowSurrogate(s.charAt(i + 1))
                            || Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
                    // a lone surrogate has no UTF-8 form: escaped, it survives the file's encoding
                    if (c < 0x20 || Character.isSurrogate(c) && !paired) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
