package dev.schemaguard.processor.docs;

import dev.schemaguard.processor.diagnostic.RuleInfo;
import java.util.List;
import java.util.Locale;

/**
 * What the rule pages and the rules tables say about every rule, rendered from its
 * {@code @RuleDefinition} (as Error Prone's docgen renders each bug pattern's page header from its
 * {@code @BugPattern}): the one place a rule's severity, fixedness and summary are written is the rule.
 */
final class RuleDocs {

    /** Ends the generated header of a rule page; the page starts with its title, so only the end is marked. */
    static final String HEADER_END =
            "<!-- header:end (the lines above are generated from the rule's @RuleDefinition by RuleDocsTest) -->";

    private RuleDocs() {
    }

    /** The title, the severity line and the summary, then {@link #HEADER_END}. */
    static String header(RuleInfo rule) {
        String severity = rule.defaultSeverity().name().toLowerCase(Locale.ROOT);
        String fixed = rule.fixed()
                ? "yes (it cannot be turned off, lowered to a warning or suppressed)"
                : "no · **Suppress:** `@SuppressWarnings(\"schemaguard:" + rule.name() + "\")`";
        return "# " + rule.name() + "\n\n"
                + "**Severity:** " + severity + " · **Fixed:** " + fixed + "\n\n"
                + rule.summary() + "\n\n"
                + HEADER_END + "\n";
    }

    /** The page with its header (what comes before {@link #HEADER_END}, or before the first section) rendered. */
    static String withHeader(String page, RuleInfo rule) {
        int end = page.indexOf(HEADER_END);
        int rest;
        if (end >= 0) {
            rest = end + HEADER_END.length() + 1;
        } else {
            // a page that has no generated header yet: its header is everything before the first section
            int section = page.indexOf("\n## ");
            rest = section < 0 ? 0 : section + 1;
        }
        return header(rule) + (end >= 0 ? "" : "\n") + page.substring(Math.min(rest, page.length()));
    }

    /** A rules table, one row per rule, each linked to its page through {@code pageDir}. */
    static String table(List<RuleInfo> rules, String pageDir) {
        StringBuilder out = new StringBuilder("| rule | severity | fixed | what it reports |\n|---|---|---|---|\n");
        for (RuleInfo rule : rules) {
            String link = "[" + rule.name() + "](" + pageDir + rule.name() + ".md)";
            String severity = rule.defaultSeverity().name().toLowerCase(Locale.ROOT);
            out.append("| ").append(link).append(" | ").append(severity).append(rule.fixed() ? " | yes | " : " | | ")
                    .append(rule.summary().replace("|", "\\|")).append(" |\n");
        }
        return out.toString();
    }
}
