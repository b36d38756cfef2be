package dev.schemaguard.processor.reader.springdata.repository;

import java.util.List;

/**
 * The keywords of a method name part, as SDC's {@code Part.Type} declares them, in the order of its {@code ALL}
 * list: the first type whose keyword ends the part wins ({@code Part.Type.fromProperty}), so {@code IsNotNull} is
 * tried before {@code IsNull} and {@code Not} only after every longer keyword ending in it.
 */
enum PartType {
    IS_NOT_NULL(0, "IsNotNull", "NotNull"),
    IS_NULL(0, "IsNull", "Null"),
    BETWEEN(2, "IsBetween", "Between"),
    LESS_THAN(1, "IsLessThan", "LessThan"),
    LESS_THAN_EQUAL(1, "IsLessThanEqual", "LessThanEqual"),
    GREATER_THAN(1, "IsGreaterThan", "GreaterThan"),
    GREATER_THAN_EQUAL(1, "IsGreaterThanEqual", "GreaterThanEqual"),
    BEFORE(1, "IsBefore", "Before"),
    AFTER(1, "IsAfter", "After"),
    NOT_LIKE(1, "IsNotLike", "NotLike"),
    LIKE(1, "IsLike", "Like"),
    STARTING_WITH(1, "IsStartingWith", "StartingWith", "StartsWith"),
    ENDING_WITH(1, "IsEndingWith", "EndingWith", "EndsWith"),
    IS_NOT_EMPTY(0, "IsNotEmpty", "NotEmpty"),
    IS_EMPTY(0, "IsEmpty", "Empty"),
    NOT_CONTAINING(1, "IsNotContaining", "NotContaining", "NotContains"),
    CONTAINING(1, "IsContaining", "Containing", "Contains"),
    NOT_IN(1, "IsNotIn", "NotIn"),
    IN(1, "IsIn", "In"),
    NEAR(1, "IsNear", "Near"),
    WITHIN(1, "IsWithin", "Within"),
    REGEX(1, "MatchesRegex", "Matches", "Regex"),
    // Part.Type declares 0 arguments, but MongoQueryCreator.from takes the next parameter as the $exists value
    EXISTS(0, "Exists"),
    TRUE(0, "IsTrue", "True"),
    FALSE(0, "IsFalse", "False"),
    NEGATING_SIMPLE_PROPERTY(1, "IsNot", "Not"),
    SIMPLE_PROPERTY(1, "Is", "Equals");

    private final int arguments;

    @SuppressWarnings("ImmutableEnumChecker") // List.of: unmodifiable, though its declared type does not say so
    private final List<String> keywords;

    PartType(int arguments, String... keywords) {
        this.arguments = arguments;
        this.keywords = List.of(keywords);
    }

    /** {@code Part.Type.fromProperty}: the first type, in this order, one of whose keywords ends the part. */
    static PartType of(String part) {
        for (PartType type : values()) {
            for (String keyword : type.keywords) {
                if (part.endsWith(keyword)) {
                    return type;
                }
            }
        }
        return SIMPLE_PROPERTY;
    }

    /** The arguments MongoQueryCreator takes from the method's parameters for a part of this type. */
    int argumentsTaken() {
        return this == EXISTS ? 1 : arguments;
    }

    /** {@code Part.Type.extractProperty}: the part decapitalised, without the first of this type's keywords ending it. */
    String property(String part) {
        String candidate = decapitalize(part);
        for (String keyword : keywords) {
            if (candidate.endsWith(keyword)) {
                return candidate.substring(0, candidate.length() - keyword.length());
            }
        }
        return candidate;
    }

    /** {@code java.beans.Introspector.decapitalize}: {@code URL} stays, {@code Name} becomes {@code name}. */
    static String decapitalize(String name) {
        if (name.isEmpty()
                || name.length() > 1
                        && Character.isUpperCase(name.charAt(1))
                        && Character.isUpperCase(name.charAt(0))) {
            return name;
        }
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }
}
