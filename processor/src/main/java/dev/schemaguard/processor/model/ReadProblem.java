package dev.schemaguard.processor.model;

import dev.schemaguard.processor.message.Template;
import java.util.List;

/**
 * Something the user wrote that the reader could not turn into the model. Recorded rather than reported,
 * so that the rule whose template it carries reports it: InvalidAnnotation what the framework refuses or
 * what contradicts itself, UnreadAnnotation what the framework accepts and never reads. One kind is no
 * misuse: an index Spring Data MongoDB decides when the application starts, which the processor gathers
 * across documents into one note.
 *
 * @param template what to say, which names the rule that says it
 * @param origin   where
 * @param args     the names involved, in the order the template needs them
 */
public record ReadProblem(Template template, Origin origin, List<String> args) {

    public ReadProblem {
        args = List.copyOf(args);
    }

    public static ReadProblem of(Template template, Origin origin, String... args) {
        return new ReadProblem(template, origin, List.of(args));
    }
}
