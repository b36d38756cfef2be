package dev.schemaguard.processor.diagnostic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.testing.TemplateCatalogue;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Every template of the two catalogues prints every argument it declares, and refuses one more:
 * String.format drops an argument too many without a word, and a count gone wrong loses what the
 * user was to be told.
 */
class MessageCataloguesTest {

    /** Numbers, since both %s and %d take them; below 1000, which %,d prints without a separator. */
    private static Object[] arguments(int count) {
        return IntStream.range(0, count).mapToObj(i -> (Object) (901 + i)).toArray();
    }

    @Test
    void everyProcessorMessagePrintsTheArgumentsItTakes() {
        for (ProcessorMessage m : ProcessorMessage.values()) {
            Object[] args = arguments(m.arguments());
            String text = m.text(args);
            assertEquals("[schemaguard] " + m.format(args), text, m.name());
            for (Object arg : args) {
                assertTrue(text.contains(arg.toString()), m + " does not print its argument " + arg + ": " + text);
            }
            assertFalse(m.template().contains("[schemaguard]"), m + ": the prefix is added once, by text()");
            assertFalse(m.template().contains("docs/rules/"), m + " is not a rule's finding, so it has no docs page");
            assertThrows(AssertionError.class, () -> m.format(arguments(m.arguments() + 1)), m.name());
        }
    }

    @Test
    void everyRuleMessagePrintsTheArgumentsItTakes() {
        for (Template m : TemplateCatalogue.all()) {
            int count = m.arguments();
            Object[] args = arguments(count);
            String text = m.format(args);
            for (Object arg : args) {
                assertTrue(text.contains(arg.toString()), m + " does not print its argument " + arg + ": " + text);
            }
            assertThrows(AssertionError.class, () -> m.format(arguments(count + 1)), m.name());
        }
    }
}
