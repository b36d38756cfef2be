package dev.schemaguard.processor.diagnostic;

import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ConditionalExpressionTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.TypeParameterTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.SourcePositions;
import java.util.Set;

/**
 * The position javac marks for a tree (its "preferred position"), which the public tree API does
 * not give: a declaration is marked at its name (a class at its keyword), a qualified name at its
 * last dot, an operator expression at the operator, a method call at the parenthesis of its arguments;
 * anything else at its start. Found from the
 * positions the API has and the source text after them, so that a SARIF region is where javac's
 * own diagnostic points.
 */
final class PreferredPosition {

    private static final Set<String> TYPE_KEYWORDS = Set.of("class", "interface", "enum", "record");

    private final CharSequence text;
    private int at;

    private PreferredPosition(CharSequence text, int at) {
        this.text = text;
        this.at = at;
    }

    /**
     * The preferred position of the tree, or its start when the source is not known; -1 when unknown.
     *
     * @param text the unit's source text, or {@code null} when it cannot be read
     */
    static long of(Tree tree, CompilationUnitTree unit, CharSequence text, SourcePositions positions) {
        long start = positions.getStartPosition(unit, tree);
        if (start < 0) {
            return -1;
        }
        if (text == null) {
            return start;
        }
        long end = positions.getEndPosition(unit, tree);
        long found = -1;
        if (tree instanceof ClassTree c) {
            found = scan(text, after(start, end, positions.getEndPosition(unit, c.getModifiers())))
                    .keyword(end);
        } else if (tree instanceof MethodTree m) {
            long from = after(start, end, positions.getEndPosition(unit, m.getModifiers()));
            for (TypeParameterTree t : m.getTypeParameters()) {
                from = after(from, end, positions.getEndPosition(unit, t));
            }
            if (m.getReturnType() != null) {
                from = after(from, end, positions.getEndPosition(unit, m.getReturnType()));
            }
            found = scan(text, from).identifier(null, end);
        } else if (tree instanceof VariableTree v) {
            long from = after(start, end, positions.getEndPosition(unit, v.getModifiers()));
            if (v.getType() != null) {
                from = after(from, end, positions.getEndPosition(unit, v.getType()));
            }
            found = scan(text, from).identifier(v.getName().toString(), end);
        } else if (tree instanceof MemberSelectTree s) {
            found = scan(text, positions.getEndPosition(unit, s.getExpression()))
                    .symbol('.', end);
        } else if (tree instanceof BinaryTree b) {
            found = scan(text, positions.getEndPosition(unit, b.getLeftOperand()))
                    .next(end);
        } else if (tree instanceof MethodInvocationTree call) {
            // javac's parser places a call at the parenthesis that opens its arguments (JavacParser.arguments)
            found = scan(text, positions.getEndPosition(unit, call.getMethodSelect()))
                    .symbol('(', end);
        } else if (tree instanceof ConditionalExpressionTree c) {
            found = scan(text, positions.getEndPosition(unit, c.getCondition())).symbol('?', end);
        }
        return found >= 0 ? found : start;
    }

    /** {@code candidate} when it lies within the tree and past {@code from}, else {@code from}. */
    private static long after(long from, long end, long candidate) {
        return candidate > from && (end < 0 || candidate <= end) ? candidate : from;
    }

    private static PreferredPosition scan(CharSequence text, long from) {
        return new PreferredPosition(text, from < 0 ? text.length() : (int) Math.min(from, text.length()));
    }

    /** The first of the keywords that introduce a type. */
    private long keyword(long end) {
        for (String token = token(end); token != null; token = token(end)) {
            if (TYPE_KEYWORDS.contains(token)) {
                return at - token.length();
            }
        }
        return -1;
    }

    /** The first identifier (the given one, or any when {@code null}). */
    private long identifier(String name, long end) {
        for (String token = token(end); token != null; token = token(end)) {
            if (Character.isJavaIdentifierStart(token.charAt(0)) && (name == null || token.equals(name))) {
                return at - token.length();
            }
        }
        return -1;
    }

    /** The first occurrence of a one-character token. */
    private long symbol(char symbol, long end) {
        for (String token = token(end); token != null; token = token(end)) {
            if (token.length() == 1 && token.charAt(0) == symbol) {
                return at - 1;
            }
        }
        return -1;
    }

    /** Where the next token starts. */
    private long next(long end) {
        String token = token(end);
        return token == null ? -1 : at - token.length();
    }

    /**
     * The next token, with {@link #at} after it: an identifier or keyword, a string or character
     * literal (as one token), or any other single character; whitespace and comments skipped.
     * {@code null} at {@code end} or the end of the text.
     */
    private String token(long end) {
        int limit = (int) (end < 0 ? text.length() : Math.min(end, text.length()));
        while (at < limit) {
            char c = text.charAt(at);
            if (Character.isWhitespace(c)) {
                at++;
            } else if (c == '/' && at + 1 < limit && text.charAt(at + 1) == '/') {
                while (at < limit && text.charAt(at) != '\n') {
                    at++;
                }
            } else if (c == '/' && at + 1 < limit && text.charAt(at + 1) == '*') {
                int close = text.toString().indexOf("*/", at + 2);
                at = close < 0 ? limit : close + 2;
            } else {
                break;
            }
        }
        if (at >= limit) {
            return null;
        }
        int begin = at;
        char c = text.charAt(at);
        if (Character.isJavaIdentifierStart(c)) {
            while (at < limit && Character.isJavaIdentifierPart(text.charAt(at))) {
                at++;
            }
        } else if (c == '"' || c == '\'') {
            at++;
            while (at < limit && text.charAt(at) != c) {
                at += text.charAt(at) == '\\' ? 2 : 1;
            }
            at = Math.min(at + 1, limit);
        } else {
            at++;
        }
        return text.subSequence(begin, at).toString();
    }
}
