package dev.schemaguard.processor.config;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * The {@code FieldNamingStrategy} Spring Data MongoDB names a property with when no {@code @Field} gives
 * the name ({@code spring.data.mongodb.field-naming-strategy}, {@code MongoMappingContext.setFieldNamingStrategy}):
 * the application's configuration, which the processor cannot see, so {@code -Aschemaguard.springData.fieldNamingStrategy}
 * declares it. The three strategies spring-data-commons ships are modelled here; any other class is run as it is,
 * from the processor path, on a property that tells only its name.
 */
public final class SpringDataFieldNaming {

    /** The package of spring-data-commons's strategies. */
    public static final String PACKAGE = "org.springframework.data.mapping.model.";

    /** SDM's default: the property's name. */
    public static final SpringDataFieldNaming PROPERTY_NAME =
            new SpringDataFieldNaming(PACKAGE + "PropertyNameFieldNamingStrategy", name -> name);

    /** The strategies spring-data-commons ships, by simple name, in the order a message lists them. */
    static final List<SpringDataFieldNaming> SHIPPED = List.of(
            PROPERTY_NAME,
            new SpringDataFieldNaming(
                    PACKAGE + "SnakeCaseFieldNamingStrategy", name -> camelCaseSplit(name, "_", false)),
            new SpringDataFieldNaming(
                    PACKAGE + "CamelCaseAbbreviatingFieldNamingStrategy", name -> camelCaseSplit(name, "", true)));

    /**
     * Where spring-data-commons's ParsingUtils splits a camel-case name: before an upper-case letter (or any
     * letter outside Basic Latin) not at the start nor after another such letter, '_' or '$', and before an
     * upper-case letter followed by a lower-case one ({@code URLValue}: {@code url}, {@code value}).
     */
    private static final Pattern CAMEL_CASE = Pattern.compile("(?<!(^|[%u_$]))(?=[%u])|(?<!^)(?=[%u][%l])"
            .replace("%u", "\\p{Lu}|\\P{InBASIC_LATIN}")
            .replace("%l", "\\p{Ll}"));

    private final String className;
    private final UnaryOperator<String> naming;

    private SpringDataFieldNaming(String className, UnaryOperator<String> naming) {
        this.className = className;
        this.naming = naming;
    }

    /** The qualified name of the strategy's class. */
    public String className() {
        return className;
    }

    /**
     * The stored name the strategy gives a property of this Java name. An application's strategy that fails on
     * it leaves the name as it is and is recorded, for an error at the end of the compilation ({@link #failures}).
     */
    public String fieldName(String propertyName) {
        try {
            return naming.apply(propertyName);
        } catch (NameUnknown e) {
            synchronized (failures) {
                failures.add(e.getMessage());
            }
            return propertyName;
        }
    }

    /** Why the application's strategy could not name a property of this compilation, in a stable order. */
    public List<String> failures() {
        synchronized (failures) {
            return List.copyOf(failures);
        }
    }

    private final SortedSet<String> failures = new TreeSet<>();

    /**
     * CamelCaseSplittingFieldNamingStrategy: the name split where {@link #CAMEL_CASE} says, each part lower-cased
     * (spring-data-commons lower-cases in the JVM's default locale, which only a Turkish locale tells apart from
     * the root one), the empty parts left out, joined with the delimiter; CamelCaseAbbreviatingFieldNamingStrategy
     * keeps each part's first character.
     */
    static String camelCaseSplit(String name, String delimiter, boolean abbreviate) {
        List<String> parts = new ArrayList<>();
        for (String part : CAMEL_CASE.split(name)) {
            String lower = part.toLowerCase(Locale.ROOT);
            String candidate = abbreviate ? lower.substring(0, Math.min(1, lower.length())) : lower;
            if (!candidate.isBlank()) {
                parts.add(candidate);
            }
        }
        return String.join(delimiter, parts);
    }

    /** A shipped strategy by its qualified or simple name, else {@code null}. */
    static SpringDataFieldNaming shipped(String name) {
        for (SpringDataFieldNaming s : SHIPPED) {
            if (s.className.equals(name) || s.simpleName().equals(name)) {
                return s;
            }
        }
        return null;
    }

    String simpleName() {
        return className.substring(PACKAGE.length());
    }

    /** Why a class named by the option cannot be the strategy. */
    static final class Unusable extends Exception {
        private static final long serialVersionUID = 1L;

        Unusable(String reason) {
            super(reason);
        }
    }

    /** A property name to try a loaded strategy on, so that one which needs more than the name fails at once. */
    private static final String PROBE = "flowId";

    /**
     * The application's own strategy, loaded from the processor path (the compilation's classes are not loaded
     * by javac), instantiated as Spring Boot does with its public no-argument constructor, and tried once.
     *
     * @throws ClassNotFoundException when the processor path does not have it
     * @throws Unusable when it is no FieldNamingStrategy, cannot be instantiated or needs more than a name
     */
    static SpringDataFieldNaming load(String className, ClassLoader loader) throws ClassNotFoundException, Unusable {
        Class<?> type = Class.forName(className, false, loader);
        Class<?> strategyType;
        Class<?> propertyType;
        try {
            ClassLoader its = type.getClassLoader() == null ? loader : type.getClassLoader();
            strategyType = Class.forName(PACKAGE + "FieldNamingStrategy", false, its);
            propertyType = Class.forName("org.springframework.data.mapping.PersistentProperty", false, its);
        } catch (ClassNotFoundException e) {
            throw new Unusable("spring-data-commons is not on the processor path beside it");
        }
        if (!strategyType.isAssignableFrom(type)) {
            throw new Unusable("it does not implement " + strategyType.getName());
        }
        Object instance;
        Method getFieldName;
        try {
            instance = type.getConstructor().newInstance();
            getFieldName = strategyType.getMethod("getFieldName", propertyType);
        } catch (NoSuchMethodException e) {
            throw new Unusable("it has no public constructor without parameters");
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            throw new Unusable("its constructor failed: " + e);
        }
        SpringDataFieldNaming custom = new SpringDataFieldNaming(
                className, name -> call(getFieldName, instance, property(propertyType, name)));
        try {
            // only whether it throws NameUnknown matters
            String unused = custom.naming.apply(PROBE);
        } catch (NameUnknown e) {
            throw new Unusable(e.getMessage());
        }
        return custom;
    }

    /** What a custom strategy asked of a property that only the running application knows. */
    static final class NameUnknown extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NameUnknown(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private static String call(Method getFieldName, Object instance, Object property) {
        String name;
        try {
            name = (String) getFieldName.invoke(instance, property);
        } catch (InvocationTargetException e) {
            throw new NameUnknown("it failed on the property '" + property + "': " + e.getCause(), e.getCause());
        } catch (IllegalAccessException | ClassCastException e) {
            throw new NameUnknown("it cannot be called: " + e, e);
        }
        if (name == null || name.isBlank()) {
            // BasicMongoPersistentProperty refuses an empty field name
            throw new NameUnknown(
                    "it names the property '" + property + "' '" + name + "', which Spring Data refuses", null);
        }
        return name;
    }

    /**
     * A PersistentProperty that knows its name only, as the compiler does; every other question fails, and so
     * does the strategy that asks it.
     */
    private static Object property(Class<?> propertyType, String name) {
        return Proxy.newProxyInstance(
                propertyType.getClassLoader(),
                new Class<?>[] {propertyType},
                (proxy, method, args) -> switch (method.getName()) {
                    case "getName", "toString" -> name;
                    case "hashCode" -> name.hashCode();
                    case "equals" -> proxy == args[0];
                    default ->
                        throw new UnsupportedOperationException(method.getName()
                                + "() of a property is only known when the application runs; schemaguard gives a strategy the"
                                + " property's name");
                });
    }
}
