package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.tree.MemberSelectTree;
import com.sun.source.util.TreePath;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;

/**
 * The collation a {@code com.mongodb.client.model.Collation} expression gives a query:
 * {@code Collation.builder().locale("en").collationStrength(CollationStrength.SECONDARY).build()}, written in place,
 * in a local or in a {@code static final} field (a generated schema class's {@code AUTHOR_COLLATION}). The driver sends
 * the settings given ({@code Collation.asDocument}) and the server takes ICU's defaults for the others: strength 3,
 * no case level, no numeric ordering. A setting the model does not hold (alternate, backwards, caseFirst, maxVariable,
 * normalization), or one not constant, makes it known only at run time: an index serves a query only under the very
 * same collation. Morphia's options take the driver's {@code Collation} ({@code FindOptions.collation}) and send it
 * as they are given it.
 */
public final class CollationCalls {

    private static final String COLLATION = "com.mongodb.client.model.Collation";
    private static final String BUILDER = "com.mongodb.client.model.Collation.Builder";
    private static final Map<String, Integer> STRENGTHS =
            Map.of("PRIMARY", 1, "SECONDARY", 2, "TERTIARY", 3, "QUATERNARY", 4, "IDENTICAL", 5);

    private final CodeExpressions code;

    public CollationCalls(CodeExpressions code) {
        this.code = code;
    }

    public QueryCollation collation(TreePath expression) {
        Optional<ResolvedCall> build = code.call(expression);
        if (build.isEmpty() || !build.get().is(BUILDER, "build")) {
            return new QueryCollation.AtRunTime();
        }
        String locale = null;
        Integer strength = null;
        Boolean caseLevel = null;
        Boolean numericOrdering = null;
        Set<String> set = new HashSet<>();
        TreePath current = receiverOf(build.get());
        while (current != null) {
            Optional<ResolvedCall> setter = code.call(current);
            if (setter.isEmpty()) {
                return new QueryCollation.AtRunTime();
            }
            ResolvedCall call = setter.get();
            if (call.is(COLLATION, "builder")) {
                break;
            }
            if (!call.ownerName().equals(BUILDER) || call.argumentCount() != 1) {
                return new QueryCollation.AtRunTime();
            }
            // outermost first: the value the builder keeps is the last one set, read here first
            if (set.add(call.name())) {
                switch (call.name()) {
                    case "locale" -> locale = string(call).orElse(null);
                    case "collationStrength" -> strength = strength(call).orElse(null);
                    case "caseLevel" -> caseLevel = bool(call).orElse(null);
                    case "numericOrdering" -> numericOrdering = bool(call).orElse(null);
                    default -> {
                        return new QueryCollation.AtRunTime();
                    }
                }
                if (!isKnown(call.name(), locale, strength, caseLevel, numericOrdering)) {
                    return new QueryCollation.AtRunTime(); // a setting given a value known only at run time
                }
            }
            current = receiverOf(call);
        }
        if (current == null || locale == null) {
            return new QueryCollation.AtRunTime();
        }
        return new QueryCollation.Explicit(new CollationSpec(
                locale,
                strength == null ? 3 : strength,
                caseLevel != null && caseLevel,
                numericOrdering != null && numericOrdering));
    }

    private static boolean isKnown(
            String setter, String locale, Integer strength, Boolean caseLevel, Boolean numericOrdering) {
        return switch (setter) {
            case "locale" -> locale != null;
            case "collationStrength" -> strength != null;
            case "caseLevel" -> caseLevel != null;
            default -> numericOrdering != null;
        };
    }

    private static TreePath receiverOf(ResolvedCall call) {
        return call.tree().getMethodSelect() instanceof MemberSelectTree select
                ? new TreePath(call.path(), select.getExpression())
                : null;
    }

    private Optional<String> string(ResolvedCall call) {
        return code.constantString(call.argument(0));
    }

    private Optional<Boolean> bool(ResolvedCall call) {
        return code.constant(call.argument(0)).filter(Boolean.class::isInstance).map(Boolean.class::cast);
    }

    private Optional<Integer> strength(ResolvedCall call) {
        Element constant = code.element(CodeExpressions.unwrap(call.argument(0)));
        return constant != null && constant.getKind() == ElementKind.ENUM_CONSTANT
                ? Optional.ofNullable(STRENGTHS.get(constant.getSimpleName().toString()))
                : Optional.empty();
    }
}
