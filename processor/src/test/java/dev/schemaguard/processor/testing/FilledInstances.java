package dev.schemaguard.processor.testing;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.bson.types.ObjectId;

/** Instances of compiled model classes with a value in every field, for the differential tests' writers. */
public final class FilledInstances {

    private FilledInstances() {}

    /** An instance with a value in every field, so that the codec writes each (it skips nulls). */
    public static Object of(Class<?> type) throws Exception {
        return of(type, 0);
    }

    /** Types that embed themselves ({@code Node parent}) end in nulls a few levels down. */
    private static final int MAX_DEPTH = 4;

    private static Object of(Class<?> type, int depth) throws Exception {
        if (type.isRecord()) {
            var components = type.getRecordComponents();
            Class<?>[] types = new Class<?>[components.length];
            Object[] args = new Object[components.length];
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                args[i] = value(types[i], depth + 1);
            }
            Constructor<?> canonical = type.getDeclaredConstructor(types);
            canonical.setAccessible(true);
            return canonical.newInstance(args);
        }
        Constructor<?> constructor = type.getDeclaredConstructors()[0];
        for (Constructor<?> c : type.getDeclaredConstructors()) {
            if (c.getParameterCount() == 0) {
                constructor = c;
            }
        }
        constructor.setAccessible(true);
        Object[] args = new Object[constructor.getParameterCount()];
        for (int i = 0; i < args.length; i++) {
            args[i] = value(constructor.getParameterTypes()[i], depth + 1);
        }
        Object instance = constructor.newInstance(args);
        for (Class<?> c = type; c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    f.setAccessible(true);
                    f.set(instance, value(f.getType(), depth + 1));
                }
            }
        }
        return instance;
    }

    /** An empty collection or map of the field's type: a standard one where it fits, else one of the type itself. */
    private static Object emptyContainer(Class<?> type) throws Exception {
        for (Object standard :
                List.of(new ArrayList<>(), new java.util.LinkedHashSet<>(), new java.util.LinkedHashMap<>())) {
            if (type.isInstance(standard)) {
                return standard;
            }
        }
        if (type.isInterface() || java.lang.reflect.Modifier.isAbstract(type.getModifiers())) {
            return null;
        }
        Constructor<?> constructor = type.getDeclaredConstructor();
        constructor.setAccessible(true);
        return constructor.newInstance();
    }

    private static Object value(Class<?> type, int depth) throws Exception {
        if (type == String.class) {
            return new ObjectId().toHexString();
        } else if (type == int.class || type == Integer.class) {
            return 1;
        } else if (type == long.class || type == Long.class) {
            return 1L;
        } else if (type == double.class || type == Double.class) {
            return 1.0;
        } else if (type == boolean.class || type == Boolean.class) {
            return true;
        } else if (type == ObjectId.class) {
            return new ObjectId();
        } else if (type == java.util.Date.class) {
            return new java.util.Date();
        } else if (type == java.math.BigDecimal.class) {
            return java.math.BigDecimal.ONE;
        } else if (type == float.class || type == Float.class) {
            return 1f;
        } else if (java.util.Collection.class.isAssignableFrom(type) || java.util.Map.class.isAssignableFrom(type)) {
            return emptyContainer(type);
        } else if (type.isArray()) {
            return java.lang.reflect.Array.newInstance(type.getComponentType(), 0);
        } else if (type.isEnum()) {
            return type.getEnumConstants()[0];
        } else if (type == Object.class || type == CharSequence.class) {
            return "value";
        } else if (type == java.time.Instant.class) {
            return java.time.Instant.now();
        } else if (type == java.time.LocalDate.class) {
            return java.time.LocalDate.now();
        } else if (type == java.time.LocalDateTime.class) {
            return java.time.LocalDateTime.now();
        } else if (type == java.util.UUID.class) {
            return java.util.UUID.randomUUID();
        } else if (type == short.class || type == Short.class) {
            return (short) 1;
        } else if (type == byte.class || type == Byte.class) {
            return (byte) 1;
        } else if (type == char.class || type == Character.class) {
            return 'c';
        } else if (type == java.math.BigInteger.class) {
            return java.math.BigInteger.ONE;
        } else if (type == java.util.Locale.class) {
            return java.util.Locale.ROOT;
        } else if (type.isInterface()
                || java.lang.reflect.Modifier.isAbstract(type.getModifiers())
                || type.getName().startsWith("java.")) {
            // no instance to make of an interface, an abstract class or another JDK class: the field stays empty
            return null;
        }
        return depth > MAX_DEPTH ? null : of(type, depth);
    }
}
