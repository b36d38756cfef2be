package dev.schemaguard.processor.reader.springdata.repository;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A value of the relaxed JSON that SDM's {@code ParameterBindingJsonReader} reads from {@code @Query} and
 * {@code @Aggregation} strings, as written: placeholders are kept as placeholders, since their values exist only
 * when the method is called. Each value knows its offset in the string, for messages.
 */
sealed interface BindingJson {

    /** Where the value starts in the annotation string, from 0. */
    int offset();

    /** {@code {...}}, its members in the order written (a repeated key is kept twice: the later one wins). */
    record Document(List<Member> members, int offset) implements BindingJson {
        public Document {
            members = List.copyOf(members);
        }
    }

    /**
     * One {@code key: value} of a document.
     *
     * @param key       the key as written (quotes removed)
     * @param keyBound  whether the key holds a placeholder: {@code bindableValueFor} replaces it, so the key is known
     *                  only when the method is called
     * @param keyOffset where the key starts
     */
    record Member(String key, boolean keyBound, int keyOffset, BindingJson value) {
        public Member {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(value, "value");
        }
    }

    record Array(List<BindingJson> elements, int offset) implements BindingJson {
        public Array {
            elements = List.copyOf(elements);
        }
    }

    /**
     * A string: quoted, or an unquoted word that is no keyword ({@code bindableValueFor} gives it as a string).
     *
     * @param bound whether a placeholder inside it is replaced when the method is called ({@code '?0'},
     *              {@code 'a?0'}, {@code '?#{...}'}): still a string, of unknown content
     */
    record Text(String value, boolean bound, int offset) implements BindingJson {}

    record Numeral(double value, boolean integral, int offset) implements BindingJson {}

    record Bool(boolean value, int offset) implements BindingJson {}

    record Null(int offset) implements BindingJson {}

    /** A regular expression literal {@code /pattern/options}; {@code bound} when its pattern holds a placeholder. */
    record Regex(String pattern, String options, boolean bound, int offset) implements BindingJson {}

    /**
     * An unquoted placeholder ({@code ?0}, {@code :#{...}}, {@code ?#{...}}, {@code ?${...}}): the value is the bound
     * argument itself, of the argument's type ({@code ParameterBindingJsonReader.bsonTypeForValue}).
     *
     * @param parameter  the bindable parameter it stands for: {@code ?N}, or a SpEL expression that is exactly
     *                   {@code [N]} (the expression's root is the argument array); empty for any other expression
     * @param expression the placeholder as written
     */
    record Placeholder(OptionalInt parameter, String expression, int offset) implements BindingJson {
        public Placeholder {
            Objects.requireNonNull(parameter, "parameter");
        }
    }

    /**
     * Any other scalar: {@code ObjectId(...)}, {@code ISODate(...)}, {@code NumberLong(...)}, {@code MinKey},
     * {@code undefined}, {@code NaN}, ...
     *
     * @param type the constructor or keyword as written
     */
    record Scalar(String type, int offset) implements BindingJson {}
}
