package dev.schemaguard.processor.model;

import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * MongoDB's naming restrictions (what the server refuses) and the naming conventions of
 * docs/rules/CollectionNameStyle.md and DatabaseNameStyle.md (what is merely hard to live with), as pure functions: a restriction gives the reason a
 * name is refused, a convention only whether it is followed.
 */
public final class MongoNames {

    /** Database names are folders: fewer than 64 bytes. */
    public static final int MAX_DATABASE_NAME_BYTES = 63;
    /** {@code database.collection} for an unsharded collection, since MongoDB 4.4. */
    public static final int MAX_NAMESPACE_BYTES = 255;
    /** {@code database.collection} before MongoDB 4.4 (featureCompatibilityVersion 4.2 and older). */
    public static final int MAX_NAMESPACE_BYTES_BEFORE_44 = 120;

    public static final int MAX_STYLE_NAME_LENGTH = 64;
    public static final int MAX_INDEX_NAME_LENGTH = 127;

    private static final Pattern STYLE_NAME = Pattern.compile("[a-z][a-z0-9_]*");
    private static final Pattern CAMEL_NAME = Pattern.compile("[a-z][a-zA-Z0-9]*");
    private static final Pattern STYLE_FIELD = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final String DATABASE_FORBIDDEN = "/\\.\" $\0";
    /** The system collections a client may create itself (userAllowedCreateNS in the server). */
    private static final Set<String> USER_SYSTEM_COLLECTIONS = Set.of("system.js", "system.profile", "system.views");

    /** Latin letters that do not decompose into an ASCII letter and marks. */
    private static final Map<Integer, String> LATIN_SPELLINGS = Map.ofEntries(
            Map.entry((int) 'ß', "ss"),
            Map.entry((int) 'ẞ', "SS"),
            Map.entry((int) 'æ', "ae"),
            Map.entry((int) 'Æ', "AE"),
            Map.entry((int) 'œ', "oe"),
            Map.entry((int) 'Œ', "OE"),
            Map.entry((int) 'ø', "o"),
            Map.entry((int) 'Ø', "O"),
            Map.entry((int) 'đ', "d"),
            Map.entry((int) 'Đ', "D"),
            Map.entry((int) 'ð', "d"),
            Map.entry((int) 'Ð', "D"),
            Map.entry((int) 'ł', "l"),
            Map.entry((int) 'Ł', "L"),
            Map.entry((int) 'þ', "th"),
            Map.entry((int) 'Þ', "TH"),
            Map.entry((int) 'ı', "i"),
            Map.entry((int) 'ħ', "h"),
            Map.entry((int) 'Ħ', "H"),
            Map.entry((int) 'ŧ', "t"),
            Map.entry((int) 'Ŧ', "T"),
            Map.entry((int) 'ŋ', "ng"),
            Map.entry((int) 'Ŋ', "NG"),
            Map.entry((int) 'ĸ', "k"));

    private MongoNames() {}

    public static int utf8Length(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    /** Why MongoDB refuses a database name, or empty when it accepts it. */
    public static Optional<String> databaseNameRefusal(String name) {
        if (name.isEmpty()) {
            return Optional.of("is empty");
        }
        for (char c : DATABASE_FORBIDDEN.toCharArray()) {
            if (name.indexOf(c) >= 0) {
                return Optional.of("contains " + describe(c));
            }
        }
        int bytes = utf8Length(name);
        if (bytes > MAX_DATABASE_NAME_BYTES) {
            return Optional.of("is " + bytes + " UTF-8 bytes long, more than " + MAX_DATABASE_NAME_BYTES);
        }
        return Optional.empty();
    }

    /** Why MongoDB refuses a collection name (namespace length aside), or empty. */
    public static Optional<String> collectionNameRefusal(String name) {
        if (name.isEmpty()) {
            return Optional.of("is empty");
        }
        if (name.indexOf('$') >= 0) {
            return Optional.of("contains '$'");
        }
        if (name.indexOf('\0') >= 0) {
            return Optional.of("contains a NUL character");
        }
        if (name.startsWith("system.")
                && !USER_SYSTEM_COLLECTIONS.contains(name)
                && !name.startsWith("system.buckets.")) {
            return Optional.of("starts with 'system.', the prefix of MongoDB's own collections");
        }
        if (name.startsWith(".")) {
            return Optional.of("starts with '.'");
        }
        return Optional.empty();
    }

    /**
     * Why a field name cannot be stored at any server version, or empty: BSON ends names with a
     * NUL byte, so the driver refuses to encode one that contains it.
     */
    public static Optional<String> fieldNameRefusal(String name) {
        if (name.indexOf('\0') >= 0) {
            return Optional.of("contains a NUL character");
        }
        return Optional.empty();
    }

    /**
     * Why a stored field name cannot be named by a query, update, projection or index path, or
     * empty. The server stores such names (before 5.0 all but a top-level '$' one), and only
     * {@code $getField}/{@code $setField} reach them.
     */
    public static Optional<String> fieldNameUnaddressable(String name) {
        if (name.isEmpty()) {
            return Optional.of("is empty, which no index key can name");
        }
        if (name.indexOf('.') >= 0) {
            return Optional.of("contains '.', which queries and indexes read as a path into an embedded document");
        }
        if (name.startsWith("$")) {
            return Optional.of("starts with '$', which MongoDB reads as an operator");
        }
        return Optional.empty();
    }

    /** Why MongoDB refuses an explicit index name on an index, or empty. */
    public static Optional<String> indexNameRefusal(String name, boolean defaultIdIndex) {
        if (name.equals("*")) {
            return Optional.of("is '*', which dropIndexes reads as 'every index' (BadValue, 2)");
        }
        if (name.indexOf('\0') >= 0) {
            return Optional.of("contains a NUL character (CannotCreateIndex, 67)");
        }
        if (name.equals("_id_") && !defaultIdIndex) {
            return Optional.of("is '_id_', the name of the {_id: 1} index MongoDB creates with every collection "
                    + "(BadValue, 2)");
        }
        return Optional.empty();
    }

    /** The convention for database and collection names (docs/rules/DatabaseNameStyle.md): {@code [a-z][a-z0-9_]*}, at most 64 characters. */
    public static boolean followsNameStyle(String name) {
        return STYLE_NAME.matcher(name).matches() && name.length() <= MAX_STYLE_NAME_LENGTH;
    }

    /** Whether a collection name is camelCase ({@code [a-z][a-zA-Z0-9]*}, at most 64 characters), as SDM and Morphia name them. */
    public static boolean followsCamelCase(String name) {
        return CAMEL_NAME.matcher(name).matches() && name.length() <= MAX_STYLE_NAME_LENGTH;
    }

    /** A camelCase name close to {@code name}: {@code Book_Reviews} → {@code bookReviews}. */
    public static String toCamelCase(String name) {
        String snake = toNameStyle(name);
        StringBuilder sb = new StringBuilder(snake.length());
        boolean upper = false;
        for (char c : snake.toCharArray()) {
            if (c == '_') {
                upper = sb.length() > 0;
            } else {
                sb.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return sb.toString();
    }

    public static boolean followsFieldStyle(String name) {
        return STYLE_FIELD.matcher(name).matches();
    }

    /** A name in the database/collection convention close to {@code name}: {@code BookReviews} → {@code book_reviews}. */
    public static String toNameStyle(String name) {
        String snake = CollectionNames.fromClassName(capitalizedAcronym(name).replaceAll("[^A-Za-z0-9]+", "_"))
                .replaceAll("_+", "_")
                .replaceAll("^_|_$", "")
                .toLowerCase(Locale.ROOT);
        if (snake.isEmpty() || !Character.isLetter(snake.charAt(0))) {
            snake = "n" + (snake.isEmpty() ? "ame" : "_" + snake);
        }
        return snake.length() > MAX_STYLE_NAME_LENGTH ? snake.substring(0, MAX_STYLE_NAME_LENGTH) : snake;
    }

    /**
     * The class name an uncapitalized acronym came from: SDM and Morphia name a collection after the
     * class with its first letter lowered ({@code StringUtils.uncapitalize}), so class {@code FRAccount}
     * gives {@code fRAccount}, which a person reads as {@code FR} + {@code Account}, not {@code f} + {@code R}.
     */
    private static String capitalizedAcronym(String name) {
        boolean uncapitalized =
                name.length() > 2 && Character.isLowerCase(name.charAt(0)) && Character.isUpperCase(name.charAt(1));
        return uncapitalized ? Character.toUpperCase(name.charAt(0)) + name.substring(1) : name;
    }

    /**
     * A field name in the convention close to {@code name}: {@code first-name} → {@code firstName},
     * {@code préface} → {@code preface}. Latin letters lose their diacritics (or are spelt out:
     * {@code ß} → {@code ss}); other characters separate words. Empty when the name has letters of
     * another script, or nothing but punctuation: any ASCII name made from it would mean something else.
     */
    public static Optional<String> toFieldStyle(String name) {
        String ascii = transliterate(name);
        if (ascii == null) {
            return Optional.empty();
        }
        StringBuilder sb = new StringBuilder();
        for (String part : ascii.split("[^A-Za-z0-9_]+")) {
            if (part.isEmpty()) {
                continue;
            }
            sb.append(sb.length() == 0 ? part : Character.toUpperCase(part.charAt(0)) + part.substring(1));
        }
        if (sb.chars().noneMatch(c -> c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9')) {
            return Optional.empty();
        }
        return Optional.of(Character.isDigit(sb.charAt(0)) ? "_" + sb : sb.toString());
    }

    /** The name with Latin letters in ASCII, or null when it has a letter that has no ASCII spelling. */
    private static String transliterate(String name) {
        String decomposed = Normalizer.normalize(name, Normalizer.Form.NFKD);
        StringBuilder out = new StringBuilder(decomposed.length());
        for (int i = 0; i < decomposed.length(); ) {
            int c = decomposed.codePointAt(i);
            i += Character.charCount(c);
            if (c < 128) {
                out.append((char) c);
            } else if (Character.getType(c) == Character.NON_SPACING_MARK
                    || Character.getType(c) == Character.COMBINING_SPACING_MARK
                    || Character.getType(c) == Character.ENCLOSING_MARK) {
                // the diacritics NFKD took off a Latin letter (or off a letter refused below): dropped
            } else if (LATIN_SPELLINGS.containsKey(c)) {
                out.append(LATIN_SPELLINGS.get(c));
            } else if (Character.isLetterOrDigit(c) && Character.getType(c) != Character.MODIFIER_LETTER) {
                return null;
            } else {
                // a symbol or a space: a word boundary, as '-' is
                out.append(' ');
            }
        }
        return out.toString();
    }

    /** A name as messages show it: control characters, such as NUL, escaped so the message stays one readable line. */
    public static String printable(String name) {
        StringBuilder sb = new StringBuilder(name.length());
        for (char c : name.toCharArray()) {
            if (c == '\0') {
                sb.append("\\0");
            } else if (Character.isISOControl(c)) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static String describe(char c) {
        return switch (c) {
            case ' ' -> "a space";
            case '\0' -> "a NUL character";
            default -> "'" + c + "'";
        };
    }
}
