package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.QueryRefusal;
import dev.schemaguard.processor.query.UnknownField;
import dev.schemaguard.processor.reader.springdata.MergedAnnotationReader;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.util.ElementFilter;

/**
 * The query of a repository method as its annotations change it, read from javac's mirrors: {@code @Query} with a
 * value is the query ({@code StringBasedMongoQuery}), {@code @Aggregation} its pipeline's leading stages, and
 * {@code @Query} without a value, {@code @Collation} and {@code @Hint} decorate the derived query
 * ({@code PartTreeMongoQuery}, {@code AbstractMongoQuery.doExecute}). Composed annotations count
 * ({@code @CountQuery} is {@code @Query(count = true)}), as {@code MongoQueryMethod} finds them with
 * {@code AnnotatedElementUtils.findMergedAnnotation}.
 */
final class AnnotatedMethods {

    static final String QUERY = "org.springframework.data.mongodb.repository.Query";
    static final String AGGREGATION = "org.springframework.data.mongodb.repository.Aggregation";
    private static final String COLLATION = "org.springframework.data.mongodb.core.annotation.Collation";
    private static final String HINT = "org.springframework.data.mongodb.repository.Hint";
    private static final String VECTOR_SEARCH = "org.springframework.data.mongodb.repository.VectorSearch";

    private AnnotatedMethods() {}

    /**
     * What a method's annotations make of its query.
     *
     * @param derivation    the query, the refusal, or why it is not read
     * @param origin        where a refusal is printed: the annotation member, else {@code null} for the method
     * @param unknownFields the fields the annotations name that no stored field has
     * @param annotated     whether an annotation holds the query itself
     */
    record Reading(Derivation derivation, SourcePosition origin, List<UnknownField> unknownFields, boolean annotated) {}

    static Reading read(
            ExecutableElement method,
            MethodSignature signature,
            DerivedQueryCreator creator,
            AnnotatedQueryReader reader,
            SourcePosition methodOrigin) {
        if (MergedAnnotationReader.find(method, VECTOR_SEARCH) != null) {
            // a $vectorSearch stage on an Atlas Vector Search index ({@code VectorSearchDelegate}); its members alias
            // @Query and @Hint, whose index is no index the planner knows
            return new Reading(
                    new Derivation.NotRead("an Atlas Vector Search, on an index no annotation of the model declares"),
                    null,
                    List.of(),
                    true);
        }
        AnnotationMirror query = MergedAnnotationReader.find(method, QUERY);
        AnnotationMirror aggregation = MergedAnnotationReader.find(method, AGGREGATION);
        QueryOptions options = options(method, query, aggregation);
        AnnotatedQuery read;
        AnnotationMirror holder;
        if (aggregation != null) {
            List<String> pipeline = strings(aggregation, "pipeline");
            read = reader.read(
                    new AggregationAnnotation(pipeline.isEmpty() ? strings(aggregation, "value") : pipeline),
                    options,
                    signature);
            holder = aggregation;
        } else if (query != null && !string(query, "value").isEmpty()) {
            read = reader.read(queryAnnotation(query), options, signature);
            holder = query;
        } else {
            Derivation derived = creator.derive(signature);
            if (!(derived instanceof Derivation.Derived d) || query == null && options.equals(QueryOptions.NONE)) {
                return new Reading(derived, null, List.of(), false);
            }
            read = reader.decorate(
                    d.query(), query == null ? QueryAnnotation.of("") : queryAnnotation(query), options, signature);
            holder = query;
        }
        boolean annotated = holder == aggregation && aggregation != null
                || holder == query && query != null && !string(query, "value").isEmpty();
        if (read instanceof AnnotatedQuery.Refused refused) {
            AnnotationRefusal r = refused.refusal();
            SourcePosition at = holder == null ? methodOrigin : at(method, holder, r.attribute(), methodOrigin);
            return new Reading(
                    new Derivation.Refused(QueryRefusal.of(reason(r.reason()), describe(r))), at, List.of(), annotated);
        }
        AnnotatedQuery.Read ok = (AnnotatedQuery.Read) read;
        List<UnknownField> unknown = new ArrayList<>();
        for (UnknownQueryPath path : ok.unknownPaths()) {
            unknown.add(new UnknownField(
                    path.path(),
                    path.property(),
                    path.didYouMean(),
                    holder == null ? methodOrigin : at(method, holder, path.attribute(), methodOrigin)));
        }
        return new Reading(new Derivation.Derived(ok.query()), null, unknown, annotated);
    }

    private static QueryRefusal.Reason reason(AnnotationRefusal.Reason reason) {
        return switch (reason) {
            case MALFORMED_JSON -> QueryRefusal.Reason.MALFORMED_JSON;
            case AMBIGUOUS_OPERATION -> QueryRefusal.Reason.AMBIGUOUS_OPERATION;
            case PARAMETER_OUT_OF_RANGE -> QueryRefusal.Reason.PARAMETER_OUT_OF_RANGE;
        };
    }

    /** The member and where in it, and the parser's words: "value at offset 12: ...". */
    private static String describe(AnnotationRefusal refusal) {
        StringBuilder sb = new StringBuilder(refusal.attribute());
        if (refusal.stage() >= 0) {
            sb.append(" stage ").append(refusal.stage());
        }
        if (refusal.offset() >= 0) {
            sb.append(" at offset ").append(refusal.offset());
        }
        return sb.append(": ").append(refusal.message()).toString();
    }

    private static SourcePosition at(
            ExecutableElement method, AnnotationMirror holder, String member, SourcePosition methodOrigin) {
        if (methodOrigin.element() != method) {
            return methodOrigin; // an inherited method: printed on the repository
        }
        AnnotationValue value = explicit(holder, member);
        return value == null ? SourcePosition.of(method, holder) : SourcePosition.of(method, holder, value);
    }

    private static QueryAnnotation queryAnnotation(AnnotationMirror query) {
        return new QueryAnnotation(
                string(query, "value"),
                string(query, "fields"),
                string(query, "sort"),
                bool(query, "count"),
                bool(query, "exists"),
                bool(query, "delete"));
    }

    /** The collation and hint: {@code @Query(collation)}/{@code @Aggregation(collation)}, else {@code @Collation}; {@code @Hint}. */
    private static QueryOptions options(
            ExecutableElement method, AnnotationMirror query, AnnotationMirror aggregation) {
        String collation = "";
        if (query != null) {
            collation = string(query, "collation");
        }
        if (collation.isEmpty() && aggregation != null) {
            collation = string(aggregation, "collation");
        }
        AnnotationMirror collationAnnotation = MergedAnnotationReader.find(method, COLLATION);
        if (collation.isEmpty() && collationAnnotation != null) {
            collation = string(collationAnnotation, "value");
        }
        String hint = query != null ? string(query, "hint") : "";
        AnnotationMirror hintAnnotation = MergedAnnotationReader.find(method, HINT);
        if (hint.isEmpty() && hintAnnotation != null) {
            hint = string(hintAnnotation, "value");
            hint = hint.isEmpty() ? string(hintAnnotation, "indexName") : hint;
        }
        return new QueryOptions(collation, hint);
    }

    private static AnnotationValue explicit(AnnotationMirror m, String member) {
        for (var e : m.getElementValues().entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(member)) {
                return e.getValue();
            }
        }
        return null;
    }

    /** A member's value, written or its default. */
    private static Object value(AnnotationMirror m, String member) {
        AnnotationValue written = explicit(m, member);
        if (written != null) {
            return written.getValue();
        }
        for (ExecutableElement e :
                ElementFilter.methodsIn(m.getAnnotationType().asElement().getEnclosedElements())) {
            if (e.getSimpleName().contentEquals(member) && e.getDefaultValue() != null) {
                return e.getDefaultValue().getValue();
            }
        }
        return null;
    }

    private static String string(AnnotationMirror m, String member) {
        Object v = value(m, member);
        return v instanceof String s ? s : "";
    }

    private static boolean bool(AnnotationMirror m, String member) {
        return Boolean.TRUE.equals(value(m, member));
    }

    private static List<String> strings(AnnotationMirror m, String member) {
        Object v = value(m, member);
        List<String> out = new ArrayList<>();
        if (v instanceof List<?> list) {
            for (Object o : list) {
                if (o instanceof AnnotationValue av && av.getValue() instanceof String s) {
                    out.add(s);
                }
            }
        }
        return out;
    }
}
