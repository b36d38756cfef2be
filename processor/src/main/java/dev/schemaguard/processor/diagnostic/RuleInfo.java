package dev.schemaguard.processor.diagnostic;

/** A rule's metadata as the framework uses it. */
public record RuleInfo(String name, Severity defaultSeverity, boolean fixed, String summary) {

    /** The rule of internal failures: reported instead of letting an exception out of javac. */
    public static final RuleInfo INTERNAL_ERROR =
            new RuleInfo("InternalError", Severity.ERROR, true, "schemaguard failed on this element; please report it");

    public String docsPath() {
        return "docs/rules/" + name + ".md";
    }

    public static RuleInfo of(Class<?> ruleClass) {
        RuleDefinition d = ruleClass.getAnnotation(RuleDefinition.class);
        if (d == null) {
            throw new IllegalStateException(ruleClass.getName() + " has no @RuleDefinition");
        }
        return new RuleInfo(ruleClass.getSimpleName(), d.severity(), d.fixed(), d.summary());
    }
}
