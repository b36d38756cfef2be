package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.diagnostic.RuleInfo;

/** A check. Its name, severity and summary are on its class, in {@code @RuleDefinition}. */
public sealed interface Rule permits DocumentRule, SchemaRule, QueryRule, WorkloadRule, CollectionUseRule {

    default RuleInfo info() {
        return RuleInfo.of(getClass());
    }
}
