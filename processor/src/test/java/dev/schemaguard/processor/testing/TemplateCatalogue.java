package dev.schemaguard.processor.testing;

import dev.schemaguard.processor.diagnostic.CrashReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.rules.Rule;
import dev.schemaguard.processor.rules.RuleRegistry;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Every template a finding can be printed from, found by reflection: the constants of the {@code Message}
 * enum nested in each rule class of the registry, and the crash report's. A rule's new message is in it
 * the moment it is declared.
 */
public final class TemplateCatalogue {

    /** Templates in a stable order: by rule, then by name. */
    public static final Comparator<Template> ORDER =
            Comparator.comparing(Template::rule).thenComparing(Template::name);

    private TemplateCatalogue() {}

    public static List<Template> all() {
        RuleRegistry registry = RuleRegistry.standard();
        List<Class<?>> owners = new ArrayList<>();
        Stream.of(
                        registry.documentRules(),
                        registry.schemaRules(),
                        registry.queryRules(),
                        registry.workloadRules(),
                        registry.collectionUseRules())
                .flatMap(List::stream)
                .map(Rule::getClass)
                .forEach(owners::add);
        owners.add(CrashReport.class);
        List<Template> out = new ArrayList<>();
        for (Class<?> owner : owners) {
            for (Class<?> nested : owner.getDeclaredClasses()) {
                if (nested.isEnum() && Template.class.isAssignableFrom(nested)) {
                    for (Object constant : nested.getEnumConstants()) {
                        out.add((Template) constant);
                    }
                }
            }
        }
        out.sort(ORDER);
        return List.copyOf(out);
    }
}
