package dev.schemaguard.processor.codegen;

/** Java source literals for generated code that is written as text rather than through JavaPoet. */
final class JavaLiterals {

    private JavaLiterals() {}

    /**
     * Appends {@code value} as a Java string literal, escaped as JavaPoet's {@code $S} escapes it
     * (on one line: a line break is {@code \n}, not a concatenation).
     */
    static void appendString(StringBuilder out, String value) {
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\b' -> out.append("\\b");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\f' -> out.append("\\f");
                case '\r' -> out.append("\\r");
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                default -> {
                    if (Character.isISOControl(c)) {
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
