package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.data.mapping.PersistentProperty;
import org.springframework.data.mapping.model.CamelCaseAbbreviatingFieldNamingStrategy;
import org.springframework.data.mapping.model.FieldNamingStrategy;
import org.springframework.data.mapping.model.SnakeCaseFieldNamingStrategy;

/**
 * {@code -Aschemaguard.springData.fieldNamingStrategy}: the strategies spring-data-commons ships name a property as
 * they do, an application's own class runs from the processor path, and what cannot be used is an option error
 * that says why. SpringDataDifferentialTest compares whole models with SDM's mapping context under each strategy.
 */
class SpringDataFieldNamingTest {

    private static final String KEY = "schemaguard.springData.fieldNamingStrategy";

    private static final String SOURCE = """
            package sdm;
            import org.springframework.data.mongodb.core.mapping.Document;
            @Document
            public class Flow { String id; String flowId; }
            """;

    @ParameterizedTest
    @ValueSource(
            strings = {
                "flowId",
                "URLValue",
                "addressLine2",
                "already_snake",
                "x",
                "HTMLBody",
                "ÄrgerZahl",
                "aBC",
                "line2Total",
                "$price",
                "_id",
                "valueOfX",
                "ABC",
                "a1B2c3",
                "übergrößeName",
                "iPhone"
            })
    void shippedStrategiesNameAsSpringDataNames(String name) {
        PersistentProperty<?> property = property(name);
        for (FieldNamingStrategy strategy :
                List.of(new SnakeCaseFieldNamingStrategy(), new CamelCaseAbbreviatingFieldNamingStrategy())) {
            String option = strategy.getClass().getSimpleName();
            assertEquals(
                    strategy.getFieldName(property),
                    SchemaGuardOptions.parse(Map.of(KEY, option), List.of())
                            .springDataFieldNaming()
                            .fieldName(name),
                    option + " of " + name);
            assertEquals(
                    strategy.getFieldName(property),
                    SchemaGuardOptions.parse(Map.of(KEY, strategy.getClass().getName()), List.of())
                            .springDataFieldNaming()
                            .fieldName(name));
        }
    }

    @Test
    void positive_unknownShortName_isAnOptionErrorWithTheClosestStrategy() {
        ProcessorTester.Result result = ProcessorTester.create()
                .source("sdm.Flow", SOURCE)
                .option(KEY + "=SnakeCaseFieldNameStrategy")
                .compile();
        result.assertNoCrash();
        assertTrue(
                result.all()
                        .contains("[schemaguard] -A" + KEY + "=SnakeCaseFieldNameStrategy is not a FieldNamingStrategy "
                                + "of Spring Data; did you mean SnakeCaseFieldNamingStrategy?"),
                result.all());
    }

    /** A class of the compilation is not loaded by javac: its names are unknown, and the message says where to put it. */
    @Test
    void positive_classNotOnProcessorPath_isAnOptionErrorSayingSo() {
        ProcessorTester.Result result = ProcessorTester.create()
                .source("sdm.Flow", SOURCE)
                .source("sdm.MyNaming", """
                        package sdm;
                        public class MyNaming implements org.springframework.data.mapping.model.FieldNamingStrategy {
                            public String getFieldName(org.springframework.data.mapping.PersistentProperty<?> p) {
                                return p.getName().toUpperCase(); } }
                        """)
                .option(KEY + "=sdm.MyNaming")
                .compile();
        result.assertNoCrash();
        assertTrue(
                result.all()
                        .contains("[schemaguard] -A" + KEY + "=sdm.MyNaming names a class that is not on the "
                                + "annotation processor path"),
                result.all());
    }

    @Test
    void negative_applicationStrategyOnProcessorPath_namesEveryProperty() {
        DocumentModel model = ModelCapture.read(Map.of(KEY, UpperCase.class.getName()), "sdm.Flow", SOURCE)
                .get("sdm.Flow");
        assertEquals(
                List.of("_id", "FLOWID"),
                model.root().fields().stream().map(FieldModel::storedName).toList());
        ProcessorTester.create()
                .source("sdm.Flow", SOURCE)
                .option(KEY + "=" + UpperCase.class.getName())
                .compile()
                .assertNoCrash();
    }

    @ParameterizedTest
    @ValueSource(classes = {AsksForTheType.class, NeedsAnArgument.class, NotAStrategy.class})
    void positive_unusableStrategy_isAnOptionErrorSayingWhy(Class<?> strategy) {
        ProcessorTester.Result result = ProcessorTester.create()
                .source("sdm.Flow", SOURCE)
                .option(KEY + "=" + strategy.getName())
                .compile();
        result.assertNoCrash();
        String expected = "[schemaguard] -A" + KEY + "=" + strategy.getName() + " cannot name the properties: "
                + (strategy == AsksForTheType.class
                        ? "it failed on the property 'flowId': java.lang.UnsupportedOperationException"
                        : strategy == NeedsAnArgument.class
                                ? "it has no public constructor without parameters"
                                : "it does not implement org.springframework.data.mapping.model.FieldNamingStrategy");
        assertTrue(result.all().contains(expected), result.all());
    }

    public static final class UpperCase implements FieldNamingStrategy {
        @Override
        public String getFieldName(PersistentProperty<?> property) {
            return property.getName().toUpperCase(java.util.Locale.ROOT);
        }
    }

    public static final class AsksForTheType implements FieldNamingStrategy {
        @Override
        public String getFieldName(PersistentProperty<?> property) {
            return property.getType().getSimpleName() + property.getName();
        }
    }

    public static final class NeedsAnArgument implements FieldNamingStrategy {
        private final String prefix;

        public NeedsAnArgument(String prefix) {
            this.prefix = prefix;
        }

        @Override
        public String getFieldName(PersistentProperty<?> property) {
            return prefix + property.getName();
        }
    }

    public static final class NotAStrategy {}

    private static PersistentProperty<?> property(String name) {
        return (PersistentProperty<?>) Proxy.newProxyInstance(
                SpringDataFieldNamingTest.class.getClassLoader(),
                new Class<?>[] {PersistentProperty.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("getName")) {
                        return name;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }
}
