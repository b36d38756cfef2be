package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.query.Query;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A derived query method name split as SDC's {@code PartTree} splits it, before any property is looked up: the
 * subject ({@code PartTree.Subject}), the Or groups of And parts, and the OrderBy clause ({@code PartTree.Predicate}).
 *
 * @param operation     find, count, exists or delete, from the subject's verb
 * @param maxResults    the N of {@code First}/{@code Top}N (1 without a number; -1 when it overflows an int), empty
 *                      when the subject has none
 * @param distinct      whether the subject contains {@code Distinct}; SDM ignores it (no call of
 *                      {@code PartTree.isDistinct} in its sources), so the query is an ordinary find
 * @param orGroups      the Or groups, each a list of And parts in source order
 * @param orderBy       the text after {@code OrderBy}, or empty
 * @param orderByCount  how many {@code OrderBy} keywords split the predicate: more than one is refused
 */
record MethodName(
        Query.Operation operation,
        OptionalInt maxResults,
        boolean distinct,
        List<List<PartSource>> orGroups,
        String orderBy,
        int orderByCount) {

    private static final String QUERY_PATTERN = "find|read|get|query|search|stream";
    private static final Pattern PREFIX_TEMPLATE =
            Pattern.compile("^(" + QUERY_PATTERN + "|count|exists|delete|remove)((\\p{Lu}.*?))??By");
    private static final Pattern COUNT_BY_TEMPLATE = Pattern.compile("^count(\\p{Lu}.*?)??By");
    private static final Pattern EXISTS_BY_TEMPLATE = Pattern.compile("^(exists)(\\p{Lu}.*?)??By");
    private static final Pattern DELETE_BY_TEMPLATE = Pattern.compile("^(delete|remove)(\\p{Lu}.*?)??By");
    private static final Pattern LIMITED_QUERY_TEMPLATE =
            Pattern.compile("^(" + QUERY_PATTERN + ")(Distinct)?(First|Top)(\\d*)?(\\p{Lu}.*?)??By");
    private static final Pattern ALL_IGNORE_CASE = Pattern.compile("AllIgnor(ing|e)Case");
    private static final Pattern IGNORE_CASE = Pattern.compile("Ignor(ing|e)Case");
    private static final Pattern OR = keyword("Or");
    private static final Pattern AND = keyword("And");
    private static final Pattern ORDER_BY = keyword("OrderBy");

    MethodName {
        orGroups = orGroups.stream().map(List::copyOf).toList();
    }

    /**
     * One And part: its text without {@code IgnoreCase}, and how case is ignored ({@code Part(String, Class, boolean)}).
     *
     * @param text       the part, such as {@code AgeGreaterThan}
     * @param ignoreCase NEVER, ALWAYS (the part says {@code IgnoreCase}) or WHEN_POSSIBLE (the method says
     *                   {@code AllIgnoreCase})
     */
    record PartSource(String text, IgnoreCase ignoreCase) {}

    /** SDC's {@code Part.IgnoreCaseType}. */
    enum IgnoreCase {
        NEVER,
        ALWAYS,
        WHEN_POSSIBLE
    }

    static MethodName parse(String methodName) {
        Matcher prefix = PREFIX_TEMPLATE.matcher(methodName);
        Optional<String> subject = prefix.find() ? Optional.of(prefix.group(0)) : Optional.empty();
        String predicate = subject.map(s -> methodName.substring(s.length())).orElse(methodName);

        Matcher allIgnoreCase = ALL_IGNORE_CASE.matcher(predicate);
        boolean alwaysIgnoreCase = allIgnoreCase.find();
        if (alwaysIgnoreCase) {
            predicate = predicate.substring(0, allIgnoreCase.start()) + predicate.substring(allIgnoreCase.end());
        }
        String[] orderByParts = ORDER_BY.split(predicate);
        List<List<PartSource>> groups = new ArrayList<>();
        for (String group : OR.split(orderByParts[0])) {
            if (group.isBlank()) {
                continue;
            }
            groups.add(Arrays.stream(AND.split(group))
                    .filter(part -> !part.isBlank())
                    .map(part -> partSource(part, alwaysIgnoreCase))
                    .toList());
        }
        return new MethodName(
                operationOf(subject),
                maxResultsOf(subject),
                subject.map(s -> s.contains("Distinct")).orElse(false),
                groups,
                orderByParts.length >= 2 ? orderByParts[1] : "",
                orderByParts.length - 1);
    }

    private static PartSource partSource(String part, boolean alwaysIgnoreCase) {
        Matcher ignoreCase = IGNORE_CASE.matcher(part);
        if (ignoreCase.find()) {
            return new PartSource(
                    part.substring(0, ignoreCase.start()) + part.substring(ignoreCase.end()), IgnoreCase.ALWAYS);
        }
        return new PartSource(part, alwaysIgnoreCase ? IgnoreCase.WHEN_POSSIBLE : IgnoreCase.NEVER);
    }

    private static Query.Operation operationOf(Optional<String> subject) {
        if (subject.isEmpty()) {
            return Query.Operation.FIND;
        }
        String s = subject.get();
        if (COUNT_BY_TEMPLATE.matcher(s).find()) {
            return Query.Operation.COUNT;
        }
        if (EXISTS_BY_TEMPLATE.matcher(s).find()) {
            return Query.Operation.EXISTS;
        }
        return DELETE_BY_TEMPLATE.matcher(s).find() ? Query.Operation.DELETE : Query.Operation.FIND;
    }

    /** {@code Subject.returnMaxResultsIfFirstKSubjectOrNull}. */
    private static OptionalInt maxResultsOf(Optional<String> subject) {
        if (subject.isEmpty()) {
            return OptionalInt.empty();
        }
        Matcher limited = LIMITED_QUERY_TEMPLATE.matcher(subject.get());
        if (!limited.find()) {
            return OptionalInt.empty();
        }
        String count = limited.group(4);
        if (count == null || count.isEmpty()) {
            return OptionalInt.of(1);
        }
        try {
            return OptionalInt.of(Integer.parseInt(count));
        } catch (NumberFormatException e) {
            // Integer.valueOf throws in PartTree too: the caller refuses it
            return OptionalInt.of(-1);
        }
    }

    private static Pattern keyword(String keyword) {
        // PartTree.KEYWORD_TEMPLATE: a keyword counts only when an upper-case or non-Basic-Latin letter follows
        return Pattern.compile(String.format("(%s)(?=(\\p{Lu}|\\P{InBASIC_LATIN}))", keyword));
    }
}
