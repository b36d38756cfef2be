package dev.schemaguard.processor.reader.morphia.calls;

import com.sun.source.tree.IdentifierTree;
import com.sun.source.util.TreePath;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.reader.code.CallChain;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.LocalChains;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import dev.schemaguard.processor.reader.driver.calls.DriverValues;
import dev.schemaguard.processor.reader.morphia.calls.FilterDocument.Operand;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.VariableElement;

/**
 * Writes the filters an application builds with Morphia 2's {@code dev.morphia.query.filters.Filters} into a
 * {@link FilterDocument}, as each filter's {@code encode} writes it: {@code eq} a plain value ({@code {f: v}}), the
 * others {@code {f: {$op: v}}}, {@code not()} as {@code {f: {$not: {$op: v}}}} (but {@code exists} writes
 * {@code $exists: false}, and {@code LogicalFilter} and the {@code $geoWithin} filters ignore it), {@code regex} the
 * pattern without the flags of a {@code Pattern} ({@code Filters.regex(String, Pattern)} keeps
 * {@code pattern.pattern()}) and the options of {@code RegexFilter.options}/{@code caseInsensitive()} under
 * {@code $options}. Each call is recognised by the method javac resolved it to.
 */
final class MorphiaFilters {

    static final String FILTERS = "dev.morphia.query.filters.Filters";
    private static final String PACKAGE = "dev.morphia.query.filters.";
    private static final Set<String> UNCLASSIFIED = Set.of(
            "size",
            "all",
            "mod",
            "bitsAllClear",
            "bitsAllSet",
            "bitsAnyClear",
            "bitsAnySet",
            "geometry",
            "maxDistance",
            "minDistance",
            "uniqueDocs",
            "comment",
            "geoIntersects");
    private static final Set<String> REGEX_OPTIONS = Set.of("caseInsensitive", "extended", "multiline", "special");

    /** How the field names of a filter become paths: mapped by Morphia, or sent as written. */
    interface Names {
        MorphiaPaths.Translated path(String written, TreePath where);

        /** The names of the filters inside an {@code $elemMatch} on the path. */
        Names elements(String arrayPath);
    }

    private final CodeExpressions code;
    private final LocalChains locals;
    private final DriverValues values;

    MorphiaFilters(CodeExpressions code, LocalChains locals) {
        this.code = code;
        this.locals = locals;
        this.values = new DriverValues(code);
    }

    /** The calls that build a filter: a call of {@code Filters}, then the calls that change it, in order. */
    private record Built(ResolvedCall factory, List<ResolvedCall> changes) {}

    void write(TreePath expression, FilterDocument into, Names names) {
        Optional<Built> built = built(expression);
        if (built.isEmpty()) {
            into.put(
                    into.uniqueKey(),
                    opaque("a filter that is no call of Filters: "
                            + CodeExpressions.unwrap(expression).getLeaf()));
            return;
        }
        ResolvedCall factory = built.get().factory();
        Changes changes = new Changes();
        for (ResolvedCall change : built.get().changes()) {
            if (!changes.apply(change)) {
                into.put(into.uniqueKey(), opaque(change.ownerName() + "." + change.name() + ", which is not read"));
                return;
            }
        }
        String name = factory.name();
        switch (name) {
            case "and", "or", "nor" -> logical(factory, changes, into, names);
            case "text" -> into.put("$text", new FilterDocument.TextSearch());
            case "expr", "where", "jsonSchema" ->
                into.put("$" + name, opaque("Filters." + name + ", which is not read"));
            default -> field(factory, changes, into, names);
        }
    }

    /** A filter on the field the call's first argument names. */
    private void field(ResolvedCall call, Changes changes, FilterDocument into, Names names) {
        TreePath nameArgument = call.argument(0);
        Optional<String> written = code.constantString(nameArgument);
        if (written.isEmpty() || written.get().isEmpty()) {
            into.put(into.uniqueKey(), opaque("a field name known at run time: " + nameArgument.getLeaf()));
            return;
        }
        MorphiaPaths.Translated translated = names.path(written.get(), nameArgument);
        if (translated instanceof MorphiaPaths.Translated.Refused refused) {
            into.put(into.uniqueKey(), opaque(refused.reason()));
            return;
        }
        String path = ((MorphiaPaths.Translated.Path) translated).stored();
        TreePath value = call.argumentCount() > 1 ? call.argument(1) : null;
        boolean not = changes.not;
        String name = call.name();
        switch (name) {
            case "eq" -> {
                if (not) {
                    into.put(path, negated("$eq", equalityInOperator(value)));
                } else {
                    into.put(
                            path,
                            new FilterDocument.Plain(
                                    values.equality(value),
                                    values.mayBeDocument(value) && !CodeExpressions.isNullLiteral(value)));
                }
            }
            case "ne" ->
                into.put(path, operator("$ne", new Condition.NotEqual(CodeExpressions.isNullLiteral(value)), not));
            case "gt" -> into.put(path, operator("$gt", range(value, Condition.Comparison.GT), not));
            case "gte" -> into.put(path, operator("$gte", range(value, Condition.Comparison.GTE), not));
            case "lt" -> into.put(path, operator("$lt", range(value, Condition.Comparison.LT), not));
            case "lte" -> into.put(path, operator("$lte", range(value, Condition.Comparison.LTE), not));
            case "in" -> into.put(path, operator("$in", in(value, false), not));
            case "nin" -> into.put(path, operator("$nin", in(value, true), not));
            case "exists" ->
                into.put(
                        path,
                        FilterDocument.Operators.of(
                                "$exists",
                                new Operand.Known(
                                        new Condition.Exists(not ? Condition.Truth.FALSE : Condition.Truth.TRUE))));
            case "type" -> into.put(path, operator("$type", new Condition.TypeIs(), not));
            case "regex" -> into.put(path, regex(call, changes));
            case "elemMatch" -> into.put(path, operator("$elemMatch", elemMatch(call, path, names), not));
            case "near", "nearSphere" ->
                into.put(
                        path,
                        not
                                ? FilterDocument.Operators.of(
                                        "$not", new Operand.Known(new Condition.Unknown("$not of $" + name)))
                                // Filters.near takes a GeoJSON Point, written under $geometry: spherical
                                : FilterDocument.Operators.of(
                                        "$" + name, new Operand.Known(new Condition.GeoNear(Condition.Truth.TRUE))));
            case "geoWithin", "box", "center", "centerSphere", "polygon" ->
                into.put(path, FilterDocument.Operators.of("$geoWithin", new Operand.Known(new Condition.GeoWithin())));
            default -> {
                if (UNCLASSIFIED.contains(name)) {
                    into.put(path, operator("$" + name, new Condition.Unknown("$" + name), not));
                } else {
                    into.put(into.uniqueKey(), opaque("Filters." + name + ", which is not read"));
                }
            }
        }
    }

    private static FilterDocument.Value operator(String operator, Condition condition, boolean not) {
        return not ? negated(operator, condition) : FilterDocument.Operators.of(operator, new Operand.Known(condition));
    }

    private static FilterDocument.Value negated(String operator, Condition condition) {
        return FilterDocument.Operators.of("$not", new Operand.Known(new Condition.Not(condition)));
    }

    /** {@code {$eq: v}}: a regular expression there is a value to compare, not a pattern to match. */
    private Condition equalityInOperator(TreePath value) {
        return values.isRegex(value) ? new Condition.Unknown("$eq of a regular expression") : values.equality(value);
    }

    private Condition range(TreePath value, Condition.Comparison comparison) {
        return values.mayBeDocument(value) && !CodeExpressions.isNullLiteral(value)
                ? new Condition.Unknown("a bound of " + values.typeName(value))
                : new Condition.Range(comparison, values.literal(value));
    }

    /** {@code $in}/{@code $nin} of a list written in place, or of a collection given at run time. */
    private Condition in(TreePath value, boolean negated) {
        return values.in(negated, code.listElements(value), value);
    }

    /** {@code RegexFilter.encode}: {@code {$regex: pattern, $options: options}}, under {@code $not} when negated. */
    private FilterDocument.Value regex(ResolvedCall call, Changes changes) {
        Optional<String> pattern = call.argumentCount() < 2 ? Optional.empty() : pattern(call.argument(1));
        if (changes.pattern != null) {
            pattern = changes.pattern;
        }
        if (changes.not) {
            return FilterDocument.Operators.of(
                    "$not",
                    new Operand.Known(new Condition.Not(new Condition.Regex(FilterDocument.regex(
                            pattern, changes.options == null ? Optional.of("") : changes.options)))));
        }
        FilterDocument.Operators regex = FilterDocument.Operators.of("$regex", new Operand.Pattern(pattern));
        if (changes.options != null) {
            regex.operands().put("$options", new Operand.Options(changes.options));
        }
        return regex;
    }

    /** A pattern as Morphia keeps it: a string, or a {@code Pattern}'s {@code pattern()} without its flags. */
    private Optional<String> pattern(TreePath argument) {
        if (code.isA(argument, "java.lang.String")) {
            return code.constantString(argument);
        }
        return code.call(argument)
                .filter(c -> c.is("java.util.regex.Pattern", "compile"))
                .flatMap(c -> code.constantString(c.argument(0)));
    }

    private Condition elemMatch(ResolvedCall call, String path, Names names) {
        Optional<List<TreePath>> elements = code.variableArguments(call, 1);
        if (elements.isEmpty()) {
            return new Condition.Unknown("$elemMatch of filters given at run time");
        }
        FilterDocument element = new FilterDocument();
        Names inner = names.elements(path);
        for (TreePath e : elements.get()) {
            write(e, element, inner);
        }
        return new Condition.ElemMatch(element.filter());
    }

    private void logical(ResolvedCall call, Changes changes, FilterDocument into, Names names) {
        String operator = "$" + call.name();
        Optional<List<TreePath>> elements = code.variableArguments(call, 0);
        if (elements.isEmpty()) {
            into.put(operator, opaque(operator + " of filters given at run time"));
            return;
        }
        List<TreePath> all = new ArrayList<>(elements.get());
        all.addAll(changes.added);
        List<Filter> clauses = new ArrayList<>();
        for (TreePath clause : all) {
            FilterDocument document = new FilterDocument();
            write(clause, document, names);
            clauses.add(document.filter());
        }
        into.put(operator, new FilterDocument.Clauses(operator, clauses));
    }

    private static FilterDocument.Opaque opaque(String reason) {
        return new FilterDocument.Opaque(new Filter.Unreadable(reason));
    }

    /**
     * The filter an expression builds: a call of {@code Filters} and the calls on its result, or a local variable
     * given one and changed by statements of its own ({@code RegexFilter r = regex(...); r.caseInsensitive();}).
     */
    private Optional<Built> built(TreePath expression) {
        TreePath path = CodeExpressions.unwrap(expression);
        List<TreePath> chains = List.of(path);
        if (path.getLeaf() instanceof IdentifierTree) {
            if (!(code.element(path) instanceof VariableElement variable)
                    || variable.getKind() != ElementKind.LOCAL_VARIABLE) {
                return Optional.empty();
            }
            Optional<List<TreePath>> local = locals.of(path, variable, m -> false);
            if (local.isEmpty()) {
                return Optional.empty();
            }
            chains = local.get();
        }
        List<ResolvedCall> calls = new ArrayList<>();
        for (int i = 0; i < chains.size(); i++) {
            CallChain chain = CallChain.of(chains.get(i));
            for (TreePath c : chain.calls()) {
                Optional<ResolvedCall> resolved = code.call(c);
                if (resolved.isEmpty()) {
                    return Optional.empty();
                }
                calls.add(resolved.get());
            }
        }
        if (calls.isEmpty() || !calls.get(0).ownerName().equals(FILTERS)) {
            return Optional.empty();
        }
        return Optional.of(new Built(calls.get(0), calls.subList(1, calls.size())));
    }

    /** What the calls on a built filter change. */
    private final class Changes {
        boolean not;
        /** The pattern {@code RegexFilter.pattern} gives, when called. */
        Optional<String> pattern;
        /** {@code RegexFilter}'s options: null when none is given, empty when given at run time. */
        Optional<String> options;

        final List<TreePath> added = new ArrayList<>();

        /** Whether the call is one the reader follows. */
        boolean apply(ResolvedCall call) {
            if (!call.ownerName().startsWith(PACKAGE)) {
                return false;
            }
            String name = call.name();
            if (name.equals("not")) {
                not = true;
            } else if (REGEX_OPTIONS.contains(name)) {
                String letter = switch (name) {
                    case "caseInsensitive" -> "i";
                    case "extended" -> "x";
                    case "multiline" -> "m";
                    default -> "s";
                };
                String before = options == null ? "" : options.orElse(null);
                options = before == null
                        ? Optional.empty()
                        : Optional.of(before.contains(letter) ? before : before + letter);
            } else if (name.equals("options")) {
                options =
                        CodeExpressions.isNullLiteral(call.argument(0)) ? null : code.constantString(call.argument(0));
            } else if (name.equals("pattern")) {
                pattern = pattern(call.argument(0));
            } else if (name.equals("add")) {
                added.add(call.argument(0));
            } else {
                // NearFilter's distances and crs, TextSearchFilter's language and sensitivity: no other operator
                return Set.of("maxDistance", "minDistance", "crs", "language", "caseSensitive", "diacriticSensitive")
                        .contains(name);
            }
            return true;
        }
    }
}
