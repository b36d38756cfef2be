package dev.schemaguard.processor.model;

/**
 * A collation as declared with {@code @Collation}; a value, so two equal declarations are equal.
 * Strength is kept as written, even outside 1..5, for the rule that rejects it.
 *
 * @param sendsEverySetting whether the mapping sends every setting, defaults included (Morphia's IndexHelper
 *                          builds the driver's Collation from all members of its {@code @Collation}), so the
 *                          locale never travels alone
 */
public record CollationSpec(
        String locale, int strength, boolean caseLevel, boolean numericOrdering, boolean sendsEverySetting) {

    /** A collation sent with the settings given and no others. */
    public CollationSpec(String locale, int strength, boolean caseLevel, boolean numericOrdering) {
        this(locale, strength, caseLevel, numericOrdering, false);
    }

    /** Strength 1 (base letters) and 2 (plus accents) both compare without case; "simple" is binary comparison. */
    public boolean isCaseInsensitive() {
        return (strength == 1 || strength == 2) && !caseLevel && !isSimple();
    }

    /** The "simple" locale: binary comparison, the same as no collation. */
    public boolean isSimple() {
        return "simple".equals(locale);
    }

    public boolean hasValidStrength() {
        return strength >= 1 && strength <= 5;
    }

    /** As the {@code @Collation} that declares it, for messages. */
    public String toAnnotationSource() {
        StringBuilder sb =
                new StringBuilder("@Collation(locale = \"").append(locale).append('"');
        sb.append(", strength = ").append(strength);
        if (caseLevel) {
            sb.append(", caseLevel = true");
        }
        if (numericOrdering) {
            sb.append(", numericOrdering = true");
        }
        return sb.append(')').toString();
    }
}
