package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.ClosestName;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Resolves a property path of a method name against the schema model as SDC's {@code PropertyPath.from} resolves it
 * against the domain class, and maps it to the stored path as SDM's {@code QueryMapper} does ({@code @Field}
 * names, {@code _id}, embedded documents, {@code @Unwrapped} prefixes).
 *
 * <p>{@code PropertyPath.from} splits the source at {@code _} and {@code .}; each segment is looked up in the type of
 * the previous segment's first property (its {@code Stack} holds the head of each segment). A segment is tried
 * whole, then cut before its last camel-case word ({@code NESTED_PROPERTY_PATTERN}), the head tried as a property
 * and the rest resolved below it; a head that resolves is kept even when the rest fails, so longer names win and
 * there is no backtracking.
 */
final class PropertyPaths {

    private static final Pattern SPLITTER = Pattern.compile("(?:[_.]?([_.]*?[^_.]+))");
    private static final Pattern NESTED_PROPERTY_PATTERN = Pattern.compile("\\p{Lu}[\\p{Ll}\\p{Nd}]*$");

    private final DocumentModel document;

    PropertyPaths(DocumentModel document) {
        this.document = document;
    }

    PropertyPathResult resolve(String source) {
        List<String> segments = new ArrayList<>();
        Matcher splitter = SPLITTER.matcher("_" + source);
        while (splitter.find()) {
            segments.add(splitter.group(1));
        }
        if (segments.isEmpty()) {
            return new PropertyPathResult.NoSuchProperty(source, document.simpleName(), Optional.empty());
        }
        Scope scope = new Scope(document.root(), "");
        // PropertyPath.create(String, Stack) sets the next of the previous segment's head: of every segment but the
        // last, only the head stays in the path
        List<Step> earlierHeads = new ArrayList<>();
        List<Step> last = List.of();
        for (int i = 0; i < segments.size(); i++) {
            Chain chain = create(segments.get(i), scope, "", 0);
            if (chain.failure != null) {
                return chain.failure;
            }
            if (!last.isEmpty()) {
                earlierHeads.add(last.get(0));
            }
            last = chain.steps;
            if (i < segments.size() - 1) {
                Optional<Scope> below = last.get(0).below(document);
                if (below.isEmpty()) {
                    return last.get(0).cannotDescend();
                }
                scope = below.get();
            }
        }
        List<Step> path = new ArrayList<>(earlierHeads);
        path.addAll(last);
        return resolved(path);
    }

    /** {@code PropertyPath.create(String, TypeInformation, String, List)}. */
    private Chain create(String source, Scope scope, String addTail, int depth) {
        if (depth > 1000) {
            return Chain.failed(new PropertyPathResult.BeyondModel("a path deeper than 1000"));
        }
        // SDC 4's SimplePropertyPath tries Introspector.decapitalize, then StringUtils.uncapitalize ("SId" finds sId)
        Optional<Step> found = scope.property(PartType.decapitalize(source))
                .or(() -> scope.property(Character.toLowerCase(source.charAt(0)) + source.substring(1)));
        if (found.isPresent()) {
            Step head = found.get();
            if (addTail.isEmpty()) {
                return Chain.of(List.of(head));
            }
            Optional<Scope> below = head.below(document);
            if (below.isEmpty()) {
                return Chain.failed(head.cannotDescend());
            }
            Chain tail = create(addTail, below.get(), "", depth + 1);
            if (tail.failure != null) {
                return tail;
            }
            List<Step> steps = new ArrayList<>();
            steps.add(head);
            steps.addAll(tail.steps);
            return Chain.of(steps);
        }
        PropertyPathResult.NoSuchProperty missing = scope.missing(PartType.decapitalize(source));
        Matcher camelCase = NESTED_PROPERTY_PATTERN.matcher(source);
        if (camelCase.find() && camelCase.start() != 0) {
            Chain shorter = create(
                    source.substring(0, camelCase.start()),
                    scope,
                    source.substring(camelCase.start()) + addTail,
                    depth);
            if (shorter.failure == null || shorter.depth > depth) {
                return shorter;
            }
        }
        return Chain.failed(missing, depth);
    }

    private static PropertyPathResult resolved(List<Step> path) {
        Step leaf = path.get(path.size() - 1);
        if (leaf.field == null) {
            return new PropertyPathResult.BeyondModel(
                    "'" + leaf.name + "', an unwrapped value stored as several fields");
        }
        StringBuilder javaPath = new StringBuilder();
        List<String> stored = new ArrayList<>();
        for (Step step : path) {
            if (javaPath.length() > 0) {
                javaPath.append('.');
            }
            javaPath.append(step.name);
            if (step.field != null) {
                // an unwrapped field's stored name already carries its prefix; the unwrapped value itself stores none
                stored.add(step.field.storedName());
            }
        }
        Step head = path.get(0);
        return new PropertyPathResult.Resolved(
                javaPath.toString(),
                String.join(".", stored),
                head.isString(),
                leaf.isString(),
                leaf.field.type().bson() == BsonType.ARRAY);
    }

    /** The properties of a type, or of a value unwrapped into it (its fields named {@code prefix.x}). */
    private record Scope(TypeModel type, String prefix) {

        Optional<Step> property(String name) {
            Optional<FieldModel> field = type.field(prefix + name);
            if (field.isPresent()) {
                return Optional.of(new Step(name, field.get(), null));
            }
            String unwrapped = prefix + name + ".";
            boolean hasUnwrapped =
                    type.fields().stream().anyMatch(f -> f.javaName().startsWith(unwrapped));
            return hasUnwrapped ? Optional.of(new Step(name, null, new Scope(type, unwrapped))) : Optional.empty();
        }

        PropertyPathResult.NoSuchProperty missing(String name) {
            Set<String> names = new LinkedHashSet<>();
            for (FieldModel f : type.fields()) {
                if (f.javaName().startsWith(prefix)) {
                    String rest = f.javaName().substring(prefix.length());
                    int dot = rest.indexOf('.');
                    names.add(dot < 0 ? rest : rest.substring(0, dot));
                }
            }
            return new PropertyPathResult.NoSuchProperty(name, type.simpleName(), ClosestName.among(name, names));
        }
    }

    /**
     * One property of a path: a stored field, or a value unwrapped into its owner ({@code field} null,
     * {@code unwrapped} its properties).
     */
    private record Step(String name, FieldModel field, Scope unwrapped) {

        /** The properties below this one, through a collection to its element ({@code TypeInformation.getActualType}). */
        Optional<Scope> below(DocumentModel document) {
            if (field == null) {
                return Optional.of(unwrapped);
            }
            ValueType actual = actualType(field.type());
            if (field.isReference() || actual.bson() != BsonType.DOCUMENT) {
                return Optional.empty();
            }
            return document.type(actual.typeKey()).map(t -> new Scope(t, ""));
        }

        PropertyPathResult cannotDescend() {
            return new PropertyPathResult.BeyondModel("below '" + name + "' ("
                    + (field == null ? "unwrapped" : field.type().javaType())
                    + "), which the schema model does not describe");
        }

        boolean isString() {
            return field != null
                    && ValueType.STRING_CLASS.equals(actualType(field.type()).javaType());
        }

        private static ValueType actualType(ValueType type) {
            return type.bson() == BsonType.ARRAY && type.element() != null ? type.element() : type;
        }
    }

    private record Chain(List<Step> steps, PropertyPathResult failure, int depth) {
        static Chain of(List<Step> steps) {
            return new Chain(steps, null, 0);
        }

        static Chain failed(PropertyPathResult failure) {
            return new Chain(List.of(), failure, Integer.MAX_VALUE);
        }

        static Chain failed(PropertyPathResult failure, int depth) {
            return new Chain(List.of(), failure, depth);
        }
    }
}
