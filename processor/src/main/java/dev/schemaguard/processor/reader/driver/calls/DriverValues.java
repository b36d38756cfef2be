package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.util.TreePath;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.RegexShape;
import dev.schemaguard.processor.query.RegexShapes;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import org.bson.BsonBoolean;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonString;
import org.bson.BsonValue;

/**
 * What a value passed to a driver builder is, as the default codec registry encodes it: a literal constant as its
 * BSON value, a {@code Pattern} as a regular expression ({@code PatternCodec}), and a value whose class may be a
 * document ({@code Document}, {@code BsonDocument}, a {@code Map}, {@code Object}) as possibly a document of operators,
 * which the server would read as such. Any other value is known only at run time. A value SDM's {@code QueryMapper}
 * passes on ({@code Criteria.is}, {@code gt}, ...) reaches the same codecs, and Morphia writes the values of its
 * filters with its datastore's codec registry ({@code Filter.writeNamedValue}), which encodes these classes alike.
 */
public final class DriverValues {

    static final String PATTERN = "java.util.regex.Pattern";
    private static final String BSON_REGEX = "org.bson.BsonRegularExpression";

    /** Classes the default codecs encode as a document, whose keys the server may read as operators. */
    private static final List<String> DOCUMENT_CLASSES =
            List.of("org.bson.Document", "org.bson.BsonDocument", "java.util.HashMap");

    /**
     * {@code java.util.regex.Pattern} flags and the options {@code PatternCodec} writes for them
     * ({@code org.bson.codecs.PatternCodec.RegexFlag}; {@code BsonRegularExpression} sorts the letters).
     */
    private static final int[][] FLAGS = {
        {128, 'c'}, {1, 'd'}, {256, 'g'}, {2, 'i'}, {8, 'm'}, {32, 's'}, {16, 't'}, {64, 'u'}, {4, 'x'}
    };

    private final CodeExpressions code;

    public DriverValues(CodeExpressions code) {
        this.code = code;
    }

    /** {@code {f: v}}: what an equality with this value asks of the field. */
    public Condition equality(TreePath value) {
        if (CodeExpressions.isNullLiteral(value)) {
            return new Condition.NullEquality();
        }
        if (isRegex(value)) {
            return new Condition.Regex(regexOf(value));
        }
        if (mayBeDocument(value)) {
            return new Condition.Unknown("a value of " + typeName(value) + ", which may hold operators");
        }
        return new Condition.Equality(literal(value));
    }

    /**
     * {@code {f: {$in: [...]}}} or {@code $nin}: of the values written in place, with a regular expression among them
     * matched as a pattern; else of a collection or array given at run time, whose number of values is unknown but
     * whose element type may tell that each is a plain value. A value that may be a document makes the condition
     * unknown: the server refuses operators inside {@code $in} ("cannot nest $ under $in").
     *
     * @param written    the values written in place, empty when they are given at run time
     * @param collection the collection or array passed, read when the values are given at run time
     */
    public Condition in(boolean negated, Optional<List<TreePath>> written, TreePath collection) {
        String operator = negated ? "$nin" : "$in";
        if (written.isEmpty()) {
            if (!holdsPlainValues(collection)) {
                return new Condition.Unknown(operator + " of values given at run time");
            }
            return negated
                    ? new Condition.NotIn(OptionalInt.empty(), false)
                    : new Condition.In(OptionalInt.empty(), false);
        }
        boolean regexElements = false;
        for (TreePath element : written.get()) {
            if (isRegex(element)) {
                regexElements = true;
            } else if (mayBeDocument(element) && !CodeExpressions.isNullLiteral(element)) {
                return new Condition.Unknown(operator + " of a value of " + typeName(element));
            }
        }
        OptionalInt size = OptionalInt.of(written.get().size());
        return negated ? new Condition.NotIn(size, regexElements) : new Condition.In(size, regexElements);
    }

    /**
     * Whether a collection or array given at run time holds values the codecs write as themselves, neither patterns
     * nor documents: its element type (an array's component, the type argument of the {@code Iterable} it is) is a
     * string, a number, a boolean, a date, an {@code ObjectId} or an enum.
     */
    private boolean holdsPlainValues(TreePath collection) {
        Optional<TypeMirror> element = code.typeOf(collection).flatMap(this::elementType);
        if (element.isEmpty()) {
            return false;
        }
        if (element.get().getKind().isPrimitive()) {
            return true;
        }
        Element declared = code.types().asElement(element.get());
        return declared != null
                && (declared.getKind() == ElementKind.ENUM
                        || declared instanceof TypeElement type
                                && PLAIN.contains(type.getQualifiedName().toString()));
    }

    private static final Set<String> PLAIN = Set.of(
            "java.lang.String",
            "java.lang.Integer",
            "java.lang.Long",
            "java.lang.Double",
            "java.lang.Boolean",
            "java.util.Date",
            "java.time.Instant",
            "java.time.LocalDate",
            "java.time.LocalDateTime",
            "org.bson.types.ObjectId",
            "java.math.BigDecimal");

    /** An array's component type, or the element type of the {@code java.lang.Iterable} a declared type is. */
    private Optional<TypeMirror> elementType(TypeMirror type) {
        if (type.getKind() == TypeKind.ARRAY) {
            return Optional.of(((ArrayType) type).getComponentType());
        }
        if (!(type instanceof DeclaredType declared)) {
            return Optional.empty();
        }
        if (((TypeElement) declared.asElement()).getQualifiedName().contentEquals("java.lang.Iterable")) {
            if (declared.getTypeArguments().size() != 1) {
                return Optional.empty();
            }
            TypeMirror argument = declared.getTypeArguments().get(0);
            // Iterable<? extends String> holds strings; Iterable<? super String> may hold anything
            return argument instanceof WildcardType wildcard
                    ? Optional.ofNullable(wildcard.getExtendsBound())
                    : Optional.of(argument);
        }
        for (TypeMirror supertype : code.types().directSupertypes(type)) {
            Optional<TypeMirror> element = elementType(supertype);
            if (element.isPresent()) {
                return element;
            }
        }
        return Optional.empty();
    }

    public boolean isRegex(TreePath value) {
        return code.isA(value, PATTERN) || code.isA(value, BSON_REGEX);
    }

    /** Whether the value may be encoded as a document (its static type admits a {@code Document} or a map). */
    public boolean mayBeDocument(TreePath value) {
        return DOCUMENT_CLASSES.stream().anyMatch(c -> code.mayBeA(value, c)) || code.isA(value, "java.util.Map");
    }

    public String typeName(TreePath value) {
        return code.typeOf(value).map(Object::toString).orElse("an unknown type");
    }

    /** The BSON value of a literal constant the default codecs encode one way; empty for anything else. */
    public Optional<BsonValue> literal(TreePath value) {
        Optional<Object> constant = code.constant(value);
        if (constant.isEmpty()) {
            return Optional.empty();
        }
        Object v = constant.get();
        if (v instanceof String s) {
            return Optional.of(new BsonString(s));
        }
        if (v instanceof Integer i) {
            return Optional.of(new BsonInt32(i));
        }
        if (v instanceof Long l) {
            return Optional.of(new BsonInt64(l));
        }
        if (v instanceof Double d) {
            return Optional.of(new BsonDouble(d));
        }
        if (v instanceof Boolean b) {
            return Optional.of(BsonBoolean.valueOf(b));
        }
        return Optional.empty();
    }

    /**
     * The shape of a regular expression value: a {@code Pattern.compile} of a constant pattern (and constant flags)
     * written in place, else a pattern known at run time with the flags it carries.
     */
    public RegexShape regexOf(TreePath value) {
        Optional<ResolvedCall> compile = code.call(value).filter(c -> c.is(PATTERN, "compile"));
        if (compile.isPresent()) {
            Optional<String> pattern = code.constantString(compile.get().argument(0));
            Optional<String> options = compile.get().argumentCount() == 1
                    ? Optional.of("")
                    : code.constant(compile.get().argument(1))
                            .filter(Integer.class::isInstance)
                            .map(f -> options((Integer) f));
            if (pattern.isPresent() && options.isPresent()) {
                return RegexShapes.of(pattern.get(), options.get());
            }
            if (pattern.isPresent()) {
                return RegexShapes.bound(pattern.get(), Optional.empty());
            }
            return RegexShapes.atRunTime(options);
        }
        return RegexShapes.atRunTime(Optional.empty());
    }

    private static String options(int flags) {
        StringBuilder out = new StringBuilder();
        for (int[] flag : FLAGS) {
            if ((flags & flag[0]) != 0) {
                out.append((char) flag[1]);
            }
        }
        return out.toString();
    }

    /** Options as {@code BsonRegularExpression} keeps them: its constructor sorts the letters. */
    public static String sorted(String options) {
        char[] letters = options.toCharArray();
        java.util.Arrays.sort(letters);
        return new String(letters);
    }
}
