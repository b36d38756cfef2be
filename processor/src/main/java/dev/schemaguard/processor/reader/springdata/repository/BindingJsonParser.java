package dev.schemaguard.processor.reader.springdata.repository;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a {@code @Query}, {@code @Aggregation} or {@code @Query(sort)} string as SDM reads it: the grammar of SDM's
 * {@code util/json/JsonScanner} and {@code ParameterBindingJsonReader} (copies of the driver's {@code JsonScanner} and
 * {@code JsonReader} that add placeholders), with its leniencies (a missing comma between members and a trailing
 * comma are accepted, since {@code readBsonType} only pops a comma if there is one; text after the top-level document
 * is never read) and its messages. What SDM would fail on when the method is called comes back as a
 * {@link Outcome.Malformed} with the offset of the offending character or token; nothing is thrown.
 */
final class BindingJsonParser {

    /** Which reader reads the string. */
    enum Dialect {
        /** SDM's {@code ParameterBindingDocumentCodec}: {@code @Query(value, fields, collation)}, pipeline stages. */
        PARAMETER_BINDING,
        /**
         * The driver's {@code Document.parse}, without placeholders: {@code @Query(sort)}
         * ({@code AbstractMongoQuery.applyAnnotatedDefaultSortIfPresent}).
         */
        DRIVER
    }

    /** What a string reads as. */
    sealed interface Outcome {
        /** The top-level value: a document, or anything else SDM reads first (see {@link #parse}). */
        record Parsed(BindingJson value) implements Outcome {}

        /**
         * The reader's exception: its message, and where in the string the problem is.
         *
         * @param message as SDM's {@code JsonParseException} (or the driver's) words it
         * @param offset  the offset of the offending character or token, from 0
         */
        record Malformed(String message, int offset) implements Outcome {}
    }

    /** {@code ParameterBindingJsonReader.ENTIRE_QUERY_BINDING_PATTERN}: the whole string is one placeholder. */
    private static final Pattern ENTIRE_BINDING = Pattern.compile("^\\?(\\d+)$|^[\\?:][#$]\\{.*\\}$");

    private static final Pattern PARAMETER_BINDING = Pattern.compile("\\?(\\d+)");
    private static final Pattern EXPRESSION_BINDING = Pattern.compile("[\\?:][#$]\\{.*\\}");

    /** A SpEL expression that is a parameter by index: the evaluation context's root is the argument array. */
    private static final Pattern INDEXED_ARGUMENT = Pattern.compile("^[\\?:]#\\{\\s*\\[(\\d+)\\]\\s*\\}$");

    /** The unquoted words {@code readBsonType} reads as constructors (with or without {@code new}). */
    private static final Set<String> CONSTRUCTORS = Set.of(
            "BinData",
            "Date",
            "HexData",
            "ISODate",
            "NumberInt",
            "NumberLong",
            "NumberDecimal",
            "ObjectId",
            "Timestamp",
            "RegExp",
            "DBPointer",
            "UUID");

    /**
     * Deeper documents and arrays are refused rather than read: no query needs them, and the reader's recursion must
     * not exhaust the compiler's stack.
     */
    private static final int MAX_DEPTH = 200;

    private final String json;
    private final Dialect dialect;
    private int depth;
    private int position;
    private boolean eof;
    private Token pushed;

    private BindingJsonParser(String json, Dialect dialect) {
        this.json = json;
        this.dialect = dialect;
    }

    /**
     * Reads the string. A top-level placeholder is a {@link BindingJson.Placeholder}
     * ({@code ENTIRE_QUERY_BINDING_PATTERN}); a top-level value that is no document is read and returned as it is
     * (SDM's {@code ParameterBindingDocumentCodec.decode} then falls back to an empty document, the driver's
     * {@code Document.parse} fails: {@link #parseDocument} says so).
     */
    static Outcome parse(String json, Dialect dialect) {
        if (dialect == Dialect.PARAMETER_BINDING && ENTIRE_BINDING.matcher(json).find()) {
            return new Outcome.Parsed(placeholder(json, 0));
        }
        BindingJsonParser parser = new BindingJsonParser(json, dialect);
        try {
            return new Outcome.Parsed(parser.value(Context.TOP_LEVEL));
        } catch (MalformedJson e) {
            return new Outcome.Malformed(e.getMessage(), e.offset);
        }
    }

    /** Reads a string that must be a document, as the driver's {@code DocumentCodec.decode} reads it. */
    static Outcome parseDocument(String json, Dialect dialect) {
        Outcome outcome = parse(json, dialect);
        if (outcome instanceof Outcome.Parsed parsed
                && !(parsed.value() instanceof BindingJson.Document)
                && dialect == Dialect.DRIVER) {
            return new Outcome.Malformed(
                    "readStartDocument can only be called when CurrentBSONType is DOCUMENT, not when CurrentBSONType is "
                            + bsonTypeName(parsed.value()) + ".",
                    parsed.value().offset());
        }
        return outcome;
    }

    private static String bsonTypeName(BindingJson value) {
        if (value instanceof BindingJson.Array) {
            return "ARRAY";
        }
        if (value instanceof BindingJson.Numeral n) {
            return n.integral() ? "INT32" : "DOUBLE";
        }
        if (value instanceof BindingJson.Bool) {
            return "BOOLEAN";
        }
        if (value instanceof BindingJson.Regex) {
            return "REGULAR_EXPRESSION";
        }
        if (value instanceof BindingJson.Null) {
            return "NULL";
        }
        return "STRING";
    }

    private enum Context {
        TOP_LEVEL,
        DOCUMENT,
        ARRAY
    }

    // ---- the reader: ParameterBindingJsonReader.readBsonType and the codec's loops

    private BindingJson value(Context context) {
        Token token = pop();
        BindingJson value = valueOf(token);
        if (context != Context.TOP_LEVEL) {
            Token comma = pop();
            if (comma.type != TokenType.COMMA) {
                push(comma);
            }
        }
        return value;
    }

    private BindingJson valueOf(Token token) {
        if ((token.type == TokenType.BEGIN_OBJECT || token.type == TokenType.BEGIN_ARRAY) && depth >= MAX_DEPTH) {
            throw new MalformedJson("More than " + MAX_DEPTH + " nested documents and arrays.", token.start);
        }
        return switch (token.type) {
            case BEGIN_OBJECT -> document(token.start);
            case BEGIN_ARRAY -> array(token.start);
            case INT32, INT64 ->
                new BindingJson.Numeral(((java.lang.Number) token.value).doubleValue(), true, token.start);
            case DOUBLE -> new BindingJson.Numeral((Double) token.value, false, token.start);
            case REGULAR_EXPRESSION -> {
                String[] regex = (String[]) token.value;
                yield new BindingJson.Regex(regex[0], regex[1], isBound(regex[0]), token.start);
            }
            case STRING -> new BindingJson.Text((String) token.value, isBound((String) token.value), token.start);
            case UNQUOTED_STRING -> unquoted(token);
            // readBsonType sets END_OF_DOCUMENT and reads on: the next read is past the end
            case END_OF_FILE -> new BindingJson.Scalar("<eof>", token.start);
            default ->
                throw new MalformedJson(
                        "JSON reader was expecting a value but found '" + token.display() + "'.", token.start);
        };
    }

    private BindingJson.Document document(int start) {
        List<BindingJson.Member> members = new ArrayList<>();
        depth++;
        while (true) {
            Token name = pop();
            if (name.type == TokenType.END_OBJECT) {
                depth--;
                return new BindingJson.Document(members, start);
            }
            if (name.type != TokenType.STRING && name.type != TokenType.UNQUOTED_STRING) {
                throw new MalformedJson(
                        "JSON reader was expecting a name but found '" + name.display() + "'.", name.start);
            }
            Token colon = pop();
            if (colon.type != TokenType.COLON) {
                throw new MalformedJson(
                        "JSON reader was expecting ':' but found '" + colon.display() + "'.", colon.start);
            }
            String key = (String) name.value;
            boolean keyBound = dialect == Dialect.PARAMETER_BINDING
                    && (EXPRESSION_BINDING.matcher(key).find()
                            || PARAMETER_BINDING.matcher(key).find());
            members.add(new BindingJson.Member(key, keyBound, name.start, value(Context.DOCUMENT)));
        }
    }

    private BindingJson.Array array(int start) {
        List<BindingJson> elements = new ArrayList<>();
        depth++;
        while (true) {
            Token next = pop();
            if (next.type == TokenType.END_ARRAY) {
                depth--;
                return new BindingJson.Array(elements, start);
            }
            push(next);
            elements.add(value(Context.ARRAY));
        }
    }

    /** The unquoted words {@code readBsonType} knows, else a placeholder or (SDM only) a string. */
    private BindingJson unquoted(Token token) {
        String word = (String) token.value;
        switch (word) {
            case "true", "false" -> {
                return new BindingJson.Bool(Boolean.parseBoolean(word), token.start);
            }
            case "null" -> {
                return new BindingJson.Null(token.start);
            }
            case "Infinity", "NaN", "undefined" -> {
                return new BindingJson.Scalar(word, token.start);
            }
            case "MinKey", "MaxKey" -> {
                emptyConstructor();
                return new BindingJson.Scalar(word, token.start);
            }
            case "new" -> {
                Token type = pop();
                if (type.type != TokenType.UNQUOTED_STRING
                        || !(CONSTRUCTORS.contains((String) type.value)
                                || "MinKey".equals(type.value)
                                || "MaxKey".equals(type.value))) {
                    throw new MalformedJson(
                            "JSON reader expected a type name but found '" + type.display() + "'.", type.start);
                }
                return constructor((String) type.value, token.start);
            }
            default -> {
                if (CONSTRUCTORS.contains(word)) {
                    return constructor(word, token.start);
                }
            }
        }
        if (dialect == Dialect.PARAMETER_BINDING) {
            if (EXPRESSION_BINDING.matcher(word).find()
                    || PARAMETER_BINDING.matcher(word).find()) {
                return placeholder(word, token.start);
            }
            return new BindingJson.Text(word, false, token.start);
        }
        throw new MalformedJson("JSON reader was expecting a value but found '" + word + "'.", token.start);
    }

    /** {@code bindableValueFor} of an unquoted token: a SpEL expression first, else the first {@code ?N}. */
    private static BindingJson.Placeholder placeholder(String word, int start) {
        Matcher expression = EXPRESSION_BINDING.matcher(word);
        if (expression.find()) {
            Matcher indexed = INDEXED_ARGUMENT.matcher(expression.group());
            return new BindingJson.Placeholder(
                    indexed.matches() ? OptionalInt.of(Integer.parseInt(indexed.group(1))) : OptionalInt.empty(),
                    word,
                    start);
        }
        Matcher parameter = PARAMETER_BINDING.matcher(word);
        if (parameter.find()) {
            return new BindingJson.Placeholder(OptionalInt.of(parseIndex(parameter.group(1))), word, start);
        }
        return new BindingJson.Placeholder(OptionalInt.empty(), word, start);
    }

    /** An index too large for an int names no parameter, as {@code NumberUtils.parseNumber} would fail on it. */
    private static int parseIndex(String digits) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            return Integer.MAX_VALUE;
        }
    }

    private boolean isBound(String text) {
        return dialect == Dialect.PARAMETER_BINDING
                && (EXPRESSION_BINDING.matcher(text).find()
                        || PARAMETER_BINDING.matcher(text).find());
    }

    /** {@code visitEmptyConstructor}: an optional {@code ()}. */
    private void emptyConstructor() {
        Token next = pop();
        if (next.type == TokenType.LEFT_PAREN) {
            expect(TokenType.RIGHT_PAREN);
        } else {
            push(next);
        }
    }

    /**
     * A constructor's arguments, up to its closing parenthesis. SDM checks each constructor's arguments (an ObjectId's
     * hex, a date's format); they do not change what the query asks, so only their parentheses are checked here.
     */
    private BindingJson constructor(String type, int start) {
        expect(TokenType.LEFT_PAREN);
        int depth = 1;
        List<String> strings = new ArrayList<>();
        while (depth > 0) {
            Token token = pop();
            switch (token.type) {
                case LEFT_PAREN -> depth++;
                case RIGHT_PAREN -> depth--;
                case STRING -> strings.add((String) token.value);
                case END_OF_FILE ->
                    throw new MalformedJson(
                            "JSON reader expected a ')' but found '" + token.display() + "'.", token.start);
                default -> {}
            }
        }
        if ("RegExp".equals(type) && !strings.isEmpty()) {
            String pattern = strings.get(0);
            return new BindingJson.Regex(pattern, strings.size() > 1 ? strings.get(1) : "", isBound(pattern), start);
        }
        return new BindingJson.Scalar(type, start);
    }

    private void expect(TokenType type) {
        Token token = pop();
        if (token.type != type) {
            throw new MalformedJson(
                    "JSON reader expected token type '" + type + "' but found '" + token.display() + "'.", token.start);
        }
    }

    private Token pop() {
        if (pushed != null) {
            Token token = pushed;
            pushed = null;
            return token;
        }
        return nextToken();
    }

    private void push(Token token) {
        pushed = token;
    }

    // ---- the scanner: JsonScanner and JsonBuffer

    private enum TokenType {
        BEGIN_OBJECT("{"),
        END_OBJECT("}"),
        BEGIN_ARRAY("["),
        END_ARRAY("]"),
        LEFT_PAREN("("),
        RIGHT_PAREN(")"),
        COLON(":"),
        COMMA(","),
        STRING(null),
        UNQUOTED_STRING(null),
        REGULAR_EXPRESSION(null),
        INT32(null),
        INT64(null),
        DOUBLE(null),
        END_OF_FILE("<eof>");

        private final String lexeme;

        TokenType(String lexeme) {
            this.lexeme = lexeme;
        }
    }

    /** A token, its value as {@code JsonToken.getValue()} holds it, and where it starts. */
    private record Token(TokenType type, Object value, int start) {
        String display() {
            if (type.lexeme != null) {
                return type.lexeme;
            }
            if (value instanceof String[] regex) {
                return "BsonRegularExpression{pattern='" + regex[0] + "', options='" + sortedOptions(regex[1]) + "'}";
            }
            return String.valueOf(value);
        }
    }

    /** {@code BsonRegularExpression} sorts its options. */
    private static String sortedOptions(String options) {
        char[] chars = options.toCharArray();
        java.util.Arrays.sort(chars);
        return new String(chars);
    }

    /** {@code JsonBuffer.read}: a second read at the end fails. */
    private int read() {
        if (eof) {
            throw new MalformedJson("Trying to read past EOF.", json.length());
        }
        if (position >= json.length()) {
            eof = true;
            return -1;
        }
        return json.charAt(position++);
    }

    /** {@code JsonBuffer.unread}. */
    private void unread(int c) {
        eof = false;
        if (c != -1 && json.charAt(position - 1) == c) {
            position--;
        }
    }

    private Token nextToken() {
        int c = read();
        while (c != -1 && Character.isWhitespace(c)) {
            c = read();
        }
        int start = position - 1;
        if (c == -1) {
            return new Token(TokenType.END_OF_FILE, "<eof>", json.length());
        }
        switch (c) {
            case '{':
                return new Token(TokenType.BEGIN_OBJECT, "{", start);
            case '}':
                return new Token(TokenType.END_OBJECT, "}", start);
            case '[':
                return new Token(TokenType.BEGIN_ARRAY, "[", start);
            case ']':
                return new Token(TokenType.END_ARRAY, "]", start);
            case '(':
                return new Token(TokenType.LEFT_PAREN, "(", start);
            case ')':
                return new Token(TokenType.RIGHT_PAREN, ")", start);
            case ':':
                if (dialect == Dialect.PARAMETER_BINDING) {
                    int next = read();
                    unread(next);
                    // the SQL-like ':#{...}' binding
                    if (next == '#') {
                        return scanBindString(start);
                    }
                }
                return new Token(TokenType.COLON, ":", start);
            case ',':
                return new Token(TokenType.COMMA, ",", start);
            case '\'':
            case '"':
                return scanString((char) c, start);
            case '/':
                return scanRegularExpression(start);
            default:
                if (c == '-' || Character.isDigit(c)) {
                    return scanNumber((char) c, start);
                }
                if (c == '$' || c == '_' || Character.isLetter(c)) {
                    return scanUnquotedString(start);
                }
                if (c == '?' && dialect == Dialect.PARAMETER_BINDING) {
                    return scanBindString(start);
                }
                unread(c);
                throw new MalformedJson(
                        dialect == Dialect.PARAMETER_BINDING
                                ? String.format(
                                        Locale.ROOT,
                                        "Invalid JSON input; Position: %d; Character: '%c'.",
                                        start + 1,
                                        (char) c)
                                : String.format(
                                        Locale.ROOT,
                                        "Invalid JSON input. Position: %d. Character: '%c'.",
                                        start + 1,
                                        (char) c),
                        start);
        }
    }

    private Token scanRegularExpression(int start) {
        int options = -1;
        RegexState state = RegexState.IN_PATTERN;
        while (true) {
            int c = read();
            switch (state) {
                case IN_PATTERN -> {
                    if (c == -1) {
                        state = RegexState.INVALID;
                    } else if (c == '/') {
                        state = RegexState.IN_OPTIONS;
                        options = position;
                    } else if (c == '\\') {
                        state = RegexState.IN_ESCAPE_SEQUENCE;
                    }
                }
                case IN_ESCAPE_SEQUENCE -> state = RegexState.IN_PATTERN;
                case IN_OPTIONS -> {
                    if (c == 'i' || c == 'm' || c == 'x' || c == 's') {
                        state = RegexState.IN_OPTIONS;
                    } else if (c == ',' || c == '}' || c == ']' || c == ')' || c == -1 || Character.isWhitespace(c)) {
                        state = RegexState.DONE;
                    } else {
                        state = RegexState.INVALID;
                    }
                }
                default -> {}
            }
            if (state == RegexState.DONE) {
                unread(c);
                String pattern = json.substring(start + 1, options - 1);
                return new Token(
                        TokenType.REGULAR_EXPRESSION, new String[] {pattern, json.substring(options, position)}, start);
            }
            if (state == RegexState.INVALID) {
                throw new MalformedJson(
                        dialect == Dialect.PARAMETER_BINDING
                                ? "Invalid JSON regular expression; Position: " + position + "."
                                : "Invalid JSON regular expression. Position: " + position + ".",
                        Math.max(position - 1, start));
            }
        }
    }

    /** {@code JsonScanner.scanBindString}: {@code ?0}, {@code ?#{...}}, {@code :#{...}}, {@code ?${...}}. */
    private Token scanBindString(int start) {
        int c = read();
        int charCount = 0;
        boolean isExpression = false;
        int braces = 0;
        while (c == '$'
                || c == '_'
                || (c != -1 && Character.isLetterOrDigit(c))
                || c == '#'
                || c == '{'
                || c == '['
                || (isExpression && isExpressionAllowedChar(c))) {
            if (charCount == 0 && (c == '#' || c == '$')) {
                isExpression = true;
            } else if (isExpression) {
                if (c == '{') {
                    braces++;
                } else if (c == '}') {
                    braces--;
                    if (braces == 0) {
                        c = read();
                        break;
                    }
                }
            }
            charCount++;
            c = read();
        }
        unread(c);
        return new Token(TokenType.UNQUOTED_STRING, json.substring(start, position), start);
    }

    private static boolean isExpressionAllowedChar(int c) {
        return "+-:.,*/%()[]#{}@^!=&|?$><\"' ".indexOf(c) >= 0 && c != -1;
    }

    private Token scanUnquotedString(int start) {
        int c = read();
        while (c == '$' || c == '_' || (c != -1 && Character.isLetterOrDigit(c))) {
            c = read();
        }
        unread(c);
        return new Token(TokenType.UNQUOTED_STRING, json.substring(start, position), start);
    }

    /** {@code JsonScanner.scanNumber}, its states folded into checks of what may follow. */
    private Token scanNumber(char first, int start) {
        int c = first;
        NumberState state =
                c == '-' ? NumberState.LEADING_MINUS : c == '0' ? NumberState.LEADING_ZERO : NumberState.INTEGER;
        boolean isDouble = false;
        while (true) {
            c = read();
            switch (state) {
                case LEADING_MINUS -> {
                    if (c == '0') {
                        state = NumberState.LEADING_ZERO;
                    } else if (c == 'I') {
                        state = NumberState.MINUS_I;
                    } else if (c != -1 && Character.isDigit(c)) {
                        state = NumberState.INTEGER;
                    } else {
                        state = NumberState.INVALID;
                    }
                }
                case LEADING_ZERO, INTEGER -> {
                    if (c == '.') {
                        state = NumberState.DECIMAL_POINT;
                    } else if (c == 'e' || c == 'E') {
                        state = NumberState.EXPONENT_LETTER;
                    } else if (endsNumber(c, true)) {
                        state = NumberState.DONE;
                    } else if (c != -1 && Character.isDigit(c)) {
                        state = NumberState.INTEGER;
                    } else {
                        state = NumberState.INVALID;
                    }
                }
                case DECIMAL_POINT -> {
                    isDouble = true;
                    state = c != -1 && Character.isDigit(c) ? NumberState.FRACTION : NumberState.INVALID;
                }
                case FRACTION -> {
                    if (c == 'e' || c == 'E') {
                        state = NumberState.EXPONENT_LETTER;
                    } else if (endsNumber(c, true)) {
                        state = NumberState.DONE;
                    } else if (c != -1 && Character.isDigit(c)) {
                        state = NumberState.FRACTION;
                    } else {
                        state = NumberState.INVALID;
                    }
                }
                case EXPONENT_LETTER -> {
                    isDouble = true;
                    if (c == '+' || c == '-') {
                        state = NumberState.EXPONENT_SIGN;
                    } else {
                        state = c != -1 && Character.isDigit(c) ? NumberState.EXPONENT_DIGITS : NumberState.INVALID;
                    }
                }
                case EXPONENT_SIGN ->
                    state = c != -1 && Character.isDigit(c) ? NumberState.EXPONENT_DIGITS : NumberState.INVALID;
                // SDM's scanner does not accept the end of input right after exponent digits
                case EXPONENT_DIGITS -> {
                    if (endsNumber(c, false)) {
                        state = NumberState.DONE;
                    } else if (c != -1 && Character.isDigit(c)) {
                        state = NumberState.EXPONENT_DIGITS;
                    } else {
                        state = NumberState.INVALID;
                    }
                }
                case MINUS_I -> {
                    String rest = "nfinity";
                    boolean infinity = true;
                    for (int i = 0; i < rest.length(); i++) {
                        if (c != rest.charAt(i)) {
                            infinity = false;
                            break;
                        }
                        c = read();
                    }
                    isDouble = true;
                    state = infinity && endsNumber(c, true) ? NumberState.DONE : NumberState.INVALID;
                }
                default -> {}
            }
            if (state == NumberState.INVALID) {
                throw new MalformedJson("Invalid JSON number", start);
            }
            if (state == NumberState.DONE) {
                unread(c);
                String lexeme = json.substring(start, position);
                if (isDouble) {
                    return new Token(
                            TokenType.DOUBLE,
                            "-Infinity".equals(lexeme) ? Double.NEGATIVE_INFINITY : Double.parseDouble(lexeme),
                            start);
                }
                try {
                    long value = Long.parseLong(lexeme);
                    return value < Integer.MIN_VALUE || value > Integer.MAX_VALUE
                            ? new Token(TokenType.INT64, value, start)
                            : new Token(TokenType.INT32, (int) value, start);
                } catch (NumberFormatException e) {
                    throw new MalformedJson("For input string: \"" + lexeme + "\"", start);
                }
            }
        }
    }

    private static boolean endsNumber(int c, boolean orEnd) {
        return c == ','
                || c == '}'
                || c == ']'
                || c == ')'
                || (orEnd && c == -1)
                || (c != -1 && Character.isWhitespace(c));
    }

    private Token scanString(char quote, int start) {
        StringBuilder sb = new StringBuilder();
        while (true) {
            int c = read();
            if (c == '\\') {
                c = read();
                switch (c) {
                    case '\'' -> sb.append('\'');
                    case '"' -> sb.append('"');
                    case '\\' -> sb.append('\\');
                    case '/' -> sb.append('/');
                    case 'b' -> sb.append('\b');
                    case 'f' -> sb.append('\f');
                    case 'n' -> sb.append('\n');
                    case 'r' -> sb.append('\r');
                    case 't' -> sb.append('\t');
                    case 'u' -> {
                        StringBuilder hex = new StringBuilder();
                        int u = 0;
                        for (int i = 0; i < 4; i++) {
                            u = read();
                            hex.append((char) u);
                        }
                        if (u != -1) {
                            try {
                                sb.append((char) Integer.parseInt(hex.toString(), 16));
                            } catch (NumberFormatException e) {
                                throw new MalformedJson("For input string: \"" + hex + "\"", position - 4);
                            }
                        }
                    }
                    default ->
                        throw new MalformedJson(
                                c == -1
                                        ? "End of file in JSON string."
                                        : "Invalid escape sequence in JSON string '\\" + (char) c + "'.",
                                position - 1);
                }
            } else if (c == quote) {
                return new Token(TokenType.STRING, sb.toString(), start);
            } else if (c != -1) {
                sb.append((char) c);
            }
            if (c == -1) {
                throw new MalformedJson("End of file in JSON string.", start);
            }
        }
    }

    private enum RegexState {
        IN_PATTERN,
        IN_ESCAPE_SEQUENCE,
        IN_OPTIONS,
        DONE,
        INVALID
    }

    private enum NumberState {
        LEADING_MINUS,
        LEADING_ZERO,
        INTEGER,
        DECIMAL_POINT,
        FRACTION,
        EXPONENT_LETTER,
        EXPONENT_SIGN,
        EXPONENT_DIGITS,
        MINUS_I,
        DONE,
        INVALID
    }

    /** The reader's {@code JsonParseException}, kept inside this class: {@link #parse} turns it into a value. */
    private static final class MalformedJson extends RuntimeException {
        private static final long serialVersionUID = 1L;

        private final int offset;

        MalformedJson(String message, int offset) {
            super(message, null, false, false);
            this.offset = offset;
        }
    }
}
