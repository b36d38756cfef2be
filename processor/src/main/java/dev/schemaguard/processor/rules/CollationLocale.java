package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.CollationLocales;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.Spelling;
import java.util.ArrayList;
import java.util.List;

/**
 * createCollection and createIndexes refuse a locale ICU does not resolve to itself (BadValue;
 * invalid_collation_locale.js). Servers before 5.0 also refused "simple" with any other setting;
 * from 5.0 on they ignore the other settings, and so does the generated code.
 */
@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "A collation locale MongoDB does not support, or (before 5.0) 'simple' with other settings")
public final class CollationLocale implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        Origin collationAt = document.originOf("collation");
        CollationSpec collation = document.collation();
        if (collation != null
                && !CollationLocales.isSupported(collation.locale())
                && CollationLocales.closest(collation.locale()).isEmpty()
                && writtenInPlaceOfTheCollection(document)) {
            report.report(
                    Message.COLLATION_LOCALE_NAMES_A_COLLECTION,
                    collationAt,
                    collation.locale(),
                    collationAt.annotationName());
        } else {
            check(collation, collationAt, document.spelling(), options, report);
        }
        for (IndexSpec index : document.indexes()) {
            check(index.collation(), index.originOf("collation"), document.spelling(), options, report);
        }
    }

    /**
     * A framework's {@code @Document(collation = "contacts")} without a collection: its collation is a plain string,
     * one member away from {@code collection}, and real models have it written for the collection's name.
     */
    private static boolean writtenInPlaceOfTheCollection(DocumentModel document) {
        Origin at = document.originOf("collation");
        return !document.isCollectionExplicit() && "collation".equals(at.memberName()) && at.annotationName() != null;
    }

    private static void check(
            CollationSpec collation,
            Origin origin,
            Spelling spelling,
            SchemaGuardOptions options,
            ValidationReport report) {
        if (collation == null) {
            return;
        }
        String locale = collation.locale();
        if (!CollationLocales.isSupported(locale)) {
            String hint = CollationLocales.closest(locale)
                    .map(c -> "; did you mean '" + c + "'?")
                    .orElse("");
            report.report(Message.COLLATION_LOCALE_UNKNOWN, origin, locale, hint);
            return;
        }
        if (collation.isSimple() && options.mongodbVersion().isBefore(5, 0)) {
            if (collation.sendsEverySetting()) {
                // removing the settings given would still send the defaults: only removing the collation helps
                report.report(Message.COLLATION_SIMPLE_SENT_WITH_DEFAULTS, origin, options.mongodbVersion());
                return;
            }
            List<String> settings = new ArrayList<>();
            if (collation.strength() != 3) {
                settings.add(spelling.collationSetting("strength", collation.strength()));
            }
            if (collation.caseLevel()) {
                settings.add(spelling.collationSetting("caseLevel", true));
            }
            if (collation.numericOrdering()) {
                settings.add(spelling.collationSetting("numericOrdering", true));
            }
            if (!settings.isEmpty()) {
                String given = String.join(", ", settings);
                report.report(Message.COLLATION_SIMPLE_WITH_SETTINGS, origin, given, given);
            }
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        COLLATION_LOCALE_UNKNOWN(
                "collation locale '%s' is not one MongoDB supports, so it refuses the collection or index (BadValue, "
                        + "2)%s; use a locale of the manual's \"Collation Locales and Default Parameters\" list, such "
                        + "as \"en\", \"fr_CA\" or \"de@collation=phonebook\", or \"simple\" for binary comparison"),
        COLLATION_LOCALE_NAMES_A_COLLECTION(
                "collation locale '%s' is not one MongoDB supports, so it refuses the collection (BadValue, 2); %s's "
                        + "collation is the collection's default collation, not its name: did you mean collection = "
                        + "\"%1$s\"?"),
        COLLATION_SIMPLE_WITH_SETTINGS(
                "collation locale 'simple' is binary comparison and takes no other setting, but %s is given: MongoDB "
                        + "refuses such a collation before 5.0 (FailedToParse, 9), and schemaguard would have to drop "
                        + "the setting; remove %s, or choose a locale such as \"en\""),
        COLLATION_SIMPLE_SENT_WITH_DEFAULTS(
                "collation locale 'simple' is sent with every other setting of its @Collation, defaults included (the "
                        + "mapping writes them all), and MongoDB %s refuses a 'simple' collation with any other field "
                        + "(FailedToParse, 9; 5.0 ignores them, but -Aschemaguard.mongodbVersion says the application "
                        + "must run on older servers); remove the collation: an index without one compares by simple "
                        + "binary comparison, unless the collection was created with a default collation");

        private final String template;

        Message(String template) {
            this.template = template;
        }

        @Override
        public String template() {
            return template;
        }
    }
}
