package dev.schemaguard.processor.codegen;

/**
 * User-given names (collections, index names, stored paths) as they may appear in generated
 * Javadoc: every character that could end the comment ({@code *}{@code /}), start a Unicode
 * escape (a backslash), a tag ({@code @}) or markup is written as an HTML character reference.
 */
final class JavadocText {

    private JavadocText() {}

    /** The name inside {@code <code>…</code>}, safe whatever it contains. */
    static String code(String name) {
        StringBuilder out = new StringBuilder("<code>");
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isLetterOrDigit(c) && c < 128 || c == '_' || c == '.' || c == '-' || c == ' ') {
                out.append(c);
            } else {
                out.append("&#").append((int) c).append(';');
            }
        }
        return out.append("</code>").toString();
    }
}
