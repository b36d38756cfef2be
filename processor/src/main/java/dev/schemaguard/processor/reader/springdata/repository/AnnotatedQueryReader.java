package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Limit;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.query.Sort;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The query SDM sends for a repository method written with {@code @Query} JSON ({@code StringBasedMongoQuery}) or
 * {@code @Aggregation} ({@code StringBasedAggregation}), and what {@code @Query(fields, sort)}, {@code @Collation} and
 * {@code @Hint} add to a derived query ({@code AbstractMongoQuery.doExecute} applies them to every query method).
 * {@code @Meta} is not read: its maxExecutionTimeMs, cursorBatchSize, comment, flags and allowDiskUse
 * ({@code MongoQueryMethod.getQueryMetaAttributes}) change no plan the server chooses.
 *
 * <p>Free of javac types: the repository reader passes the annotation members as written.
 */
public final class AnnotatedQueryReader {

    /** {@code CollationUtils.PARAMETER_BINDING_PATTERN}. */
    private static final Pattern PARAMETER_BINDING = Pattern.compile("\\?(\\d+)");

    private final DocumentModel document;
    private final QueryKeys keys;

    public AnnotatedQueryReader(DocumentModel document) {
        this.document = document;
        this.keys = new QueryKeys(document);
    }

    /** A method whose {@code @Query} has a {@code value}: what {@code StringBasedMongoQuery} sends. */
    public AnnotatedQuery read(QueryAnnotation annotation, QueryOptions options, MethodSignature method) {
        int flags = (annotation.count() ? 1 : 0) + (annotation.exists() ? 1 : 0) + (annotation.delete() ? 1 : 0);
        if (flags > 1) {
            return refused(
                    AnnotationRefusal.Reason.AMBIGUOUS_OPERATION,
                    "count",
                    -1,
                    -1,
                    "Manually defined query for " + method.name()
                            + " cannot be a count and exists or delete query at the same time");
        }
        QueryMethodParameters parameters = new QueryMethodParameters(method);
        List<UnknownQueryPath> unknownPaths = new ArrayList<>();
        // StringBasedMongoQuery.createQuery decodes value, then fields; doExecute then applies sort and collation
        Parsed value = parse(annotation.value(), BindingJsonParser.Dialect.PARAMETER_BINDING, "value", -1, parameters);
        if (value.refusal != null) {
            return new AnnotatedQuery.Refused(value.refusal);
        }
        Parsed fields =
                parse(annotation.fields(), BindingJsonParser.Dialect.PARAMETER_BINDING, "fields", -1, parameters);
        if (fields.refusal != null) {
            return new AnnotatedQuery.Refused(fields.refusal);
        }
        Filter filter = new FilterReader(keys, parameters, "value", -1, unknownPaths).filter(value.json);
        Query.Operation operation = annotation.count()
                ? Query.Operation.COUNT
                : annotation.exists()
                        ? Query.Operation.EXISTS
                        : annotation.delete() ? Query.Operation.DELETE : Query.Operation.FIND;
        Query.Builder query = Query.builder(document, method.origin())
                .operation(operation)
                .filter(filter)
                .sort(parameters.hasDynamicSort() ? new Sort.Dynamic(List.of()) : Sort.none())
                .limit(
                        parameters.has(QueryMethodParameters.PAGEABLE) || parameters.has(QueryMethodParameters.LIMIT)
                                ? new Limit.AtRunTime()
                                : Limit.none())
                .projection(returnedFields(method, operation));
        return decorate(query, annotation, options, parameters, fields, unknownPaths);
    }

    /**
     * A derived method that also carries {@code @Query} without a value, {@code @Collation} or {@code @Hint}:
     * {@code PartTreeMongoQuery.createQuery} takes {@code fields}, and {@code AbstractMongoQuery.doExecute} puts the
     * annotated sort first ({@code QueryUtils.decorateSort}), then the collation and the hint.
     */
    public AnnotatedQuery decorate(
            Query derived, QueryAnnotation annotation, QueryOptions options, MethodSignature method) {
        QueryMethodParameters parameters = new QueryMethodParameters(method);
        Parsed fields =
                parse(annotation.fields(), BindingJsonParser.Dialect.PARAMETER_BINDING, "fields", -1, parameters);
        if (fields.refusal != null) {
            return new AnnotatedQuery.Refused(fields.refusal);
        }
        return decorate(derived.toBuilder(), annotation, options, parameters, fields, new ArrayList<>());
    }

    private AnnotatedQuery decorate(
            Query.Builder query,
            QueryAnnotation annotation,
            QueryOptions options,
            QueryMethodParameters parameters,
            Parsed fields,
            List<UnknownQueryPath> unknownPaths) {
        if (fields.json != null) {
            query.projection(new ProjectionReader(new FilterReader(keys, parameters, "fields", -1, unknownPaths))
                    .projection(fields.json));
        }
        Query current = query.build();
        if (!annotation.sort().isBlank()) {
            // AbstractMongoQuery.applyAnnotatedDefaultSortIfPresent reads it with the driver's Document.parse
            BindingJsonParser.Outcome sort =
                    BindingJsonParser.parseDocument(annotation.sort(), BindingJsonParser.Dialect.DRIVER);
            if (sort instanceof BindingJsonParser.Outcome.Malformed malformed) {
                return malformed("sort", -1, malformed);
            }
            Sort annotated =
                    sortOf(((BindingJsonParser.Outcome.Parsed) sort).value(), "sort", -1, parameters, unknownPaths);
            query.sort(defaultSortFirst(annotated, current.sort()));
        }
        Optional<AnnotationRefusal> collationRefusal = applyCollation(query, options, parameters);
        if (collationRefusal.isPresent()) {
            return new AnnotatedQuery.Refused(collationRefusal.get());
        }
        applyHint(query, options);
        return new AnnotatedQuery.Read(query.build(), unknownPaths);
    }

    /**
     * A method with {@code @Aggregation}: the leading {@code $match} and {@code $sort} stages are the query the
     * server's find layer runs. The pipeline optimizer pushes a leading {@code $match} into the query, moves a
     * {@code $match} before a {@code $sort} it follows ("$sort + $match Sequence Optimization") and pushes the
     * {@code $sort} down; the stages after them run on the documents the query returns, so they do not choose the
     * index. A {@code $limit} right after is the query's limit. A {@code Sort} argument appends a {@code $sort} stage
     * at the end of the pipeline and a {@code Pageable} appends {@code $skip}/{@code $limit}
     * ({@code AggregationUtils.appendSortIfPresent}, {@code appendLimitAndOffsetIfPresent}); they reach the query only
     * when nothing else follows the leading stages.
     */
    public AnnotatedQuery read(AggregationAnnotation aggregation, QueryOptions options, MethodSignature method) {
        QueryMethodParameters parameters = new QueryMethodParameters(method);
        List<BindingJson> stages = new ArrayList<>();
        for (int i = 0; i < aggregation.pipeline().size(); i++) {
            Parsed stage = parse(
                    aggregation.pipeline().get(i),
                    BindingJsonParser.Dialect.PARAMETER_BINDING,
                    "pipeline",
                    i,
                    parameters);
            if (stage.refusal != null) {
                return new AnnotatedQuery.Refused(stage.refusal);
            }
            stages.add(stage.json);
        }
        List<UnknownQueryPath> unknownPaths = new ArrayList<>();
        List<Filter> filters = new ArrayList<>();
        List<Sort> sorts = new ArrayList<>();
        int run = 0;
        for (; run < stages.size(); run++) {
            Optional<BindingJson.Member> stage = onlyMember(stages.get(run));
            if (stage.isEmpty()) {
                break;
            }
            if (stage.get().key().equals("$match")) {
                filters.add(new FilterReader(keys, parameters, "pipeline", run, unknownPaths)
                        .filter(stage.get().value()));
            } else if (stage.get().key().equals("$sort")) {
                sorts.add(sortOf(stage.get().value(), "pipeline", run, parameters, unknownPaths));
            } else {
                break;
            }
        }
        boolean leadingOnly = run == stages.size();
        Sort sort = sorts.isEmpty()
                ? Sort.none()
                : sorts.size() == 1 ? sorts.get(0) : new Sort.Unknown("several $sort stages");
        if (leadingOnly && parameters.hasDynamicSort()) {
            sort = sorts.isEmpty()
                    ? new Sort.Dynamic(List.of())
                    : new Sort.Unknown("a Sort argument's $sort stage after the pipeline's own");
        }
        Limit limit = Limit.none();
        if (leadingOnly && parameters.has(QueryMethodParameters.PAGEABLE)) {
            limit = new Limit.AtRunTime();
        } else if (!leadingOnly) {
            limit = limitStage(stages.get(run));
        }
        Query.Builder query = Query.builder(document, method.origin())
                .filter(filters.size() == 1 ? filters.get(0) : new Filter.And(filters))
                .sort(sort)
                .limit(limit)
                .projection(
                        leadingOnly
                                ? returnedFields(method, Query.Operation.FIND)
                                : new Projection.Unknown("the fields the later stages of the pipeline use"));
        Optional<AnnotationRefusal> collationRefusal = applyCollation(query, options, parameters);
        if (collationRefusal.isPresent()) {
            return new AnnotatedQuery.Refused(collationRefusal.get());
        }
        applyHint(query, options);
        return new AnnotatedQuery.Read(query.build(), unknownPaths);
    }

    private static Optional<BindingJson.Member> onlyMember(BindingJson stage) {
        return stage instanceof BindingJson.Document d && d.members().size() == 1
                ? Optional.of(d.members().get(0))
                : Optional.empty();
    }

    /** {@code $sort + $limit Coalescence}: a written {@code $limit} right after the leading stages. */
    private static Limit limitStage(BindingJson stage) {
        Optional<BindingJson.Member> member = onlyMember(stage);
        if (member.isPresent()
                && member.get().key().equals("$limit")
                && member.get().value() instanceof BindingJson.Numeral n
                && n.integral()
                && n.value() >= 1
                && n.value() <= Integer.MAX_VALUE) {
            return new Limit.Fixed((int) n.value());
        }
        return Limit.none();
    }

    /** SDM reads whole documents for the domain type; a projection type reads the fields it declares. */
    private static Projection returnedFields(MethodSignature method, Query.Operation operation) {
        return method.returnsDocument() || operation != Query.Operation.FIND
                ? Projection.wholeDocument()
                : new Projection.Unknown("a projection of the return type");
    }

    /**
     * {@code {key: 1|-1, ...}}, each key mapped as {@code QueryMapper.getMappedSort} maps it. Any other direction
     * ({@code $meta}, a placeholder) leaves the order unknown.
     */
    private Sort sortOf(
            BindingJson json,
            String attribute,
            int stage,
            QueryMethodParameters parameters,
            List<UnknownQueryPath> unknownPaths) {
        if (!(json instanceof BindingJson.Document document)) {
            return new Sort.Unknown("a sort of " + FilterReader.describe(json));
        }
        List<Sort.SortKey> sortKeys = new ArrayList<>();
        FilterReader paths = new FilterReader(keys, parameters, attribute, stage, unknownPaths);
        for (BindingJson.Member member : FilterReader.lastValuePerKey(document)) {
            if (member.keyBound() || !(member.value() instanceof BindingJson.Numeral n) || Math.abs(n.value()) != 1) {
                return new Sort.Unknown("the sort key '" + member.key() + "'");
            }
            Optional<String> path = paths.storedPath(member.key(), member.keyOffset(), FilterReader.Scope.ROOT);
            if (path.isEmpty()) {
                return new Sort.Unknown("'" + member.key() + "', which the schema model does not describe");
            }
            sortKeys.add(
                    new Sort.SortKey(path.get(), n.value() > 0 ? Sort.Direction.ASCENDING : Sort.Direction.DESCENDING));
        }
        return new Sort.Static(sortKeys);
    }

    /**
     * {@code QueryUtils.decorateSort}: {@code new Document(defaultSort).putAll(querySort)}: the annotated keys first;
     * the query's own keys after them, a key of both keeping its annotated place and taking the query's direction.
     * A caller's sort may so turn an annotated key around, which the model cannot see: the annotated keys lead the
     * dynamic sort as a derived method's OrderBy keys do.
     */
    private static Sort defaultSortFirst(Sort annotated, Sort query) {
        if (!(annotated instanceof Sort.Static defaults)) {
            return annotated;
        }
        List<Sort.SortKey> queryKeys;
        if (query instanceof Sort.Static s) {
            queryKeys = s.keys();
        } else if (query instanceof Sort.Dynamic d) {
            queryKeys = d.leadingKeys();
        } else {
            return query;
        }
        Map<String, Sort.SortKey> combined = new LinkedHashMap<>();
        for (Sort.SortKey key : defaults.keys()) {
            combined.put(key.path(), key);
        }
        for (Sort.SortKey key : queryKeys) {
            combined.put(key.path(), key);
        }
        List<Sort.SortKey> keysInOrder = List.copyOf(combined.values());
        return query instanceof Sort.Dynamic ? new Sort.Dynamic(keysInOrder) : new Sort.Static(keysInOrder);
    }

    /**
     * {@code CollationUtils.computeCollation}: a {@code Collation} argument wins; a JSON document is decoded with its
     * placeholders; a {@code ?N} anywhere binds it; anything else is a locale ({@code Collation.parse}).
     */
    private Optional<AnnotationRefusal> applyCollation(
            Query.Builder query, QueryOptions options, QueryMethodParameters parameters) {
        String expression = options.collation();
        if (parameters.has(QueryMethodParameters.COLLATION)) {
            query.collation(new QueryCollation.AtRunTime());
            return Optional.empty();
        }
        if (expression.isBlank()) {
            return Optional.empty();
        }
        if (expression.stripLeading().startsWith("{")) {
            Parsed parsed = parse(expression, BindingJsonParser.Dialect.PARAMETER_BINDING, "collation", -1, parameters);
            if (parsed.refusal != null) {
                return Optional.of(parsed.refusal);
            }
            query.collation(collationOf(parsed.json));
            return Optional.empty();
        }
        // SpEL is not evaluated there although Query.collation's Javadoc shows ?#{[0]}: Collation.parse takes it as the
        // locale, which is sent as written (AnnotatedQueryDifferentialTest)
        if (PARAMETER_BINDING.matcher(expression).find()) {
            query.collation(new QueryCollation.AtRunTime());
            return Optional.empty();
        }
        query.collation(new QueryCollation.Explicit(new CollationSpec(expression.strip(), 3, false, false)));
        return Optional.empty();
    }

    /** {@code Collation.from(Document)}: locale, strength (3 when absent, as the server fills it), caseLevel, numericOrdering. */
    private static QueryCollation collationOf(BindingJson json) {
        if (!(json instanceof BindingJson.Document document)) {
            return new QueryCollation.AtRunTime();
        }
        String locale = null;
        int strength = 3;
        boolean caseLevel = false;
        boolean numericOrdering = false;
        for (BindingJson.Member member : FilterReader.lastValuePerKey(document)) {
            BindingJson value = member.value();
            if (member.keyBound()
                    || value instanceof BindingJson.Placeholder
                    || value instanceof BindingJson.Text t && t.bound()) {
                return new QueryCollation.AtRunTime();
            }
            switch (member.key()) {
                case "locale" -> locale = value instanceof BindingJson.Text t ? t.value() : null;
                case "strength" -> strength = value instanceof BindingJson.Numeral n ? (int) n.value() : strength;
                case "caseLevel" -> caseLevel = value instanceof BindingJson.Bool b && b.value();
                case "numericOrdering" -> numericOrdering = value instanceof BindingJson.Bool b && b.value();
                default -> {}
            }
        }
        return locale == null
                ? new QueryCollation.AtRunTime()
                : new QueryCollation.Explicit(new CollationSpec(locale, strength, caseLevel, numericOrdering));
    }

    /** {@code AbstractMongoQuery.applyHintIfPresent}: {@code Query.withHint(String)}, an index name or key document. */
    private static void applyHint(Query.Builder query, QueryOptions options) {
        if (!options.hint().isBlank()) {
            query.hint(new Hint.Index(options.hint()));
        }
    }

    /**
     * Parses one member's string in the order SDM reads it: a placeholder naming no bindable parameter fails when the
     * reader reaches it, a syntax error when the reader reaches that; whichever comes first. An empty string is no
     * JSON ({@code ParameterBindingDocumentCodec.decode} gives an empty document).
     */
    private static Parsed parse(
            String json,
            BindingJsonParser.Dialect dialect,
            String attribute,
            int stage,
            QueryMethodParameters parameters) {
        if (json.isBlank()) {
            return new Parsed(null, null);
        }
        BindingJsonParser.Outcome outcome = BindingJsonParser.parse(json, dialect);
        int malformedAt = outcome instanceof BindingJsonParser.Outcome.Malformed m ? m.offset() : Integer.MAX_VALUE;
        Matcher placeholder = PARAMETER_BINDING.matcher(json);
        while (placeholder.find() && placeholder.start() < malformedAt) {
            if (parseIndex(placeholder.group(1)) >= parameters.bindableCount()) {
                return new Parsed(
                        null,
                        new AnnotationRefusal(
                                AnnotationRefusal.Reason.PARAMETER_OUT_OF_RANGE,
                                attribute,
                                stage,
                                placeholder.start(),
                                "Index " + placeholder.group(1) + " out of bounds for length "
                                        + parameters.bindableCount()));
            }
        }
        if (outcome instanceof BindingJsonParser.Outcome.Malformed malformed) {
            return new Parsed(null, malformedRefusal(attribute, stage, malformed));
        }
        return new Parsed(((BindingJsonParser.Outcome.Parsed) outcome).value(), null);
    }

    private static int parseIndex(String digits) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            return Integer.MAX_VALUE;
        }
    }

    private static AnnotationRefusal malformedRefusal(
            String attribute, int stage, BindingJsonParser.Outcome.Malformed malformed) {
        return new AnnotationRefusal(
                AnnotationRefusal.Reason.MALFORMED_JSON, attribute, stage, malformed.offset(), malformed.message());
    }

    private static AnnotatedQuery malformed(
            String attribute, int stage, BindingJsonParser.Outcome.Malformed malformed) {
        return new AnnotatedQuery.Refused(malformedRefusal(attribute, stage, malformed));
    }

    private static AnnotatedQuery refused(
            AnnotationRefusal.Reason reason, String attribute, int stage, int offset, String message) {
        return new AnnotatedQuery.Refused(new AnnotationRefusal(reason, attribute, stage, offset, message));
    }

    /** A member's JSON, or why SDM refuses it; both null for an empty member. */
    private record Parsed(BindingJson json, AnnotationRefusal refusal) {}
}
