package dev.schemaguard.processor.reader.driver.calls;

import com.sun.source.util.TreePath;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.reader.code.CodeExpressions;
import dev.schemaguard.processor.reader.code.ProjectedFields;
import dev.schemaguard.processor.reader.code.ResolvedCall;
import dev.schemaguard.processor.reader.code.WrittenField;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The fields an expression built with the driver's {@code com.mongodb.client.model.Projections} returns: only an
 * inclusion of plain fields ({@code include}, with or without {@code excludeId}, combined by {@code fields}) is a
 * {@link Projection.Fields}. {@code fields}' {@code FieldsProjection} moves a key given again to the end with its last
 * value. An exclusion, {@code $slice}, {@code $elemMatch}, {@code $meta}, a computed field or a name that is not
 * constant returns fields the model does not list.
 */
final class ProjectionCalls {

    static final String PROJECTIONS = "com.mongodb.client.model.Projections";

    private final CodeExpressions code;

    ProjectionCalls(CodeExpressions code) {
        this.code = code;
    }

    Projection projection(TreePath expression, List<WrittenField> fields) {
        Map<String, Boolean> inclusions = new LinkedHashMap<>();
        Optional<String> unknown = collect(expression, inclusions, fields);
        if (unknown.isPresent()) {
            return new Projection.Unknown(unknown.get());
        }
        return ProjectedFields.of(inclusions);
    }

    private Optional<String> collect(TreePath expression, Map<String, Boolean> inclusions, List<WrittenField> fields) {
        Optional<ResolvedCall> found = code.call(expression);
        if (found.isEmpty() || !found.get().ownerName().equals(PROJECTIONS)) {
            return Optional.of("a projection that is no call of Projections: " + expression.getLeaf());
        }
        ResolvedCall call = found.get();
        switch (call.name()) {
            case "include", "exclude" -> {
                Optional<List<TreePath>> names = code.elements(call, 0);
                if (names.isEmpty()) {
                    return Optional.of("projected fields given at run time");
                }
                for (TreePath name : names.get()) {
                    Optional<String> path = code.constantString(name);
                    if (path.isEmpty()) {
                        return Optional.of("a projected field known at run time: " + name.getLeaf());
                    }
                    fields.add(new WrittenField(path.get(), name));
                    inclusions.remove(path.get());
                    inclusions.put(path.get(), call.name().equals("include"));
                }
                return Optional.empty();
            }
            case "excludeId" -> {
                inclusions.remove("_id");
                inclusions.put("_id", false);
                return Optional.empty();
            }
            case "fields" -> {
                Optional<List<TreePath>> parts = code.elements(call, 0);
                if (parts.isEmpty()) {
                    return Optional.of("projections given at run time");
                }
                for (TreePath part : parts.get()) {
                    Optional<String> unknown = collect(part, inclusions, fields);
                    if (unknown.isPresent()) {
                        return unknown;
                    }
                }
                return Optional.empty();
            }
            default -> {
                return Optional.of("Projections." + call.name());
            }
        }
    }
}
