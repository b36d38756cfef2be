package dev.schemaguard.processor.reader.springdata.calls;

/**
 * One SDM {@code TextCriteria}: {@code getCriteriaObject()} is {@code {$text: {$search, $language, $caseSensitive,
 * $diacriticSensitive}}} under the key {@code $text}. Its terms, language and flags are not kept: the planner needs a
 * text index for any {@code $text} and reads none of them.
 */
final class TextCriteriaState implements CriteriaDefinition {

    static final String KEY = "$text";

    @Override
    public String key() {
        return KEY;
    }

    @Override
    public Sent.Document criteriaObject() {
        return Sent.Document.of(KEY, new Sent.Text());
    }
}
