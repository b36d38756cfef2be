package dev.schemaguard.processor.diagnostic;

import dev.schemaguard.processor.message.Template;

/**
 * The finding no rule owns: schemaguard failed on an element, caught the failure and reported it with its
 * trace instead of crashing the build (as AutoValue's processor does), and checked the other documents.
 */
public final class CrashReport {

    private CrashReport() {}

    /** The message of this finding: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        INTERNAL_ERROR(
                "schemaguard failed %s %s and could not finish checking it; this is a bug in schemaguard, not in your "
                        + "code: please report it with this trace. Other documents were still checked.%n%s");

        private final String template;

        Message(String template) {
            this.template = template;
        }

        @Override
        public String template() {
            return template;
        }

        @Override
        public String rule() {
            return RuleInfo.INTERNAL_ERROR.name();
        }
    }
}
