package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.diagnostic.RuleInfo;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Every rule schemaguard has, sorted by name: the one list the processors, options and docs are built from. */
public final class RuleRegistry {

    private static final RuleRegistry STANDARD = new RuleRegistry(
            List.of(
                    new BloatedDocument(),
                    new CappedCollection(),
                    new CaseInsensitiveWithoutCollation(),
                    new CollationLocale(),
                    new DatabaseName(),
                    new DatabaseNameStyle(),
                    new DbRef(),
                    new DocumentTooLarge(),
                    new DuplicateIndex(),
                    new ExtendedReferenceDrift(),
                    new FieldName(),
                    new FieldNameStyle(),
                    new GeoIndex(),
                    new HashedIndex(),
                    new IdType(),
                    new ImplicitEmbeddedDocument(),
                    new IndexFieldNotMapped(),
                    new IndexFieldUnknown(),
                    new IndexLimitExceeded(),
                    new IndexName(),
                    new IndexNameLength(),
                    new IndexOnUnboundedArray(),
                    new IndexOptionConflict(),
                    new IndexThroughMap(),
                    new IndexTypeMix(),
                    new InvalidAnnotation(),
                    new LargeIndexKey(),
                    new LowCardinalityIndexPrefix(),
                    new LowCardinalityShardKey(),
                    new MonotonicShardKey(),
                    new NestingTooDeep(),
                    new ParallelArrays(),
                    new RandomId(),
                    new RecursiveEmbedding(),
                    new RedundantIndex(),
                    new RedundantIndexPrefix(),
                    new ReferenceTarget(),
                    new ShardKey(),
                    new StorageConfig(),
                    new TextIndexArray(),
                    new TimeSeriesCollection(),
                    new TextIndexLimit(),
                    new TooManyIndexes(),
                    new TtlIndex(),
                    new TtlNeverExpires(),
                    new UniqueIndexShardKey(),
                    new UnaddressableFieldName(),
                    new UnboundedArray(),
                    new UnboundedReferenceArray(),
                    new UnreadAnnotation(),
                    new ZlibCompression()),
            List.of(
                    new CollectionName(),
                    new CollectionNameStyle(),
                    new CollectionPerEntity(),
                    new DatabaseNameCase(),
                    new DuplicateCollection(),
                    new TextIndexLimit(),
                    new TooManyCollections()),
            List.of(
                    new CaseInsensitiveRegex(),
                    new InMemorySort(),
                    new NegationQuery(),
                    new OrQuery(),
                    new QueryFieldUnknown(),
                    new QueryRefused(),
                    new QueryWithoutIndex(),
                    new QueryWithoutShardKey(),
                    new UnanchoredRegex()),
            List.of(new UnusedIndex()),
            List.of(new CollectionMismatch()));

    private final List<DocumentRule> documentRules;
    private final List<SchemaRule> schemaRules;
    private final List<QueryRule> queryRules;
    private final List<WorkloadRule> workloadRules;
    private final List<CollectionUseRule> collectionUseRules;
    private final List<RuleInfo> infos;

    RuleRegistry(List<DocumentRule> documentRules, List<SchemaRule> schemaRules) {
        this(documentRules, schemaRules, List.of(), List.of(), List.of());
    }

    RuleRegistry(
            List<DocumentRule> documentRules,
            List<SchemaRule> schemaRules,
            List<QueryRule> queryRules,
            List<WorkloadRule> workloadRules,
            List<CollectionUseRule> collectionUseRules) {
        this.documentRules = sorted(documentRules);
        this.schemaRules = sorted(schemaRules);
        this.queryRules = sorted(queryRules);
        this.workloadRules = sorted(workloadRules);
        this.collectionUseRules = sorted(collectionUseRules);
        List<RuleInfo> all = new ArrayList<>();
        documentRules.forEach(r -> all.add(r.info()));
        schemaRules.forEach(r -> all.add(r.info()));
        queryRules.forEach(r -> all.add(r.info()));
        workloadRules.forEach(r -> all.add(r.info()));
        collectionUseRules.forEach(r -> all.add(r.info()));
        all.sort(Comparator.comparing(RuleInfo::name));
        // a rule that checks one document and the documents together (TextIndexLimit) is listed once
        this.infos = all.stream().distinct().toList();
    }

    public static RuleRegistry standard() {
        return STANDARD;
    }

    public List<DocumentRule> documentRules() {
        return documentRules;
    }

    public List<SchemaRule> schemaRules() {
        return schemaRules;
    }

    public List<QueryRule> queryRules() {
        return queryRules;
    }

    public List<WorkloadRule> workloadRules() {
        return workloadRules;
    }

    public List<CollectionUseRule> collectionUseRules() {
        return collectionUseRules;
    }

    /** Every rule's metadata, by name. */
    public List<RuleInfo> infos() {
        return infos;
    }

    public Optional<RuleInfo> info(String name) {
        if (RuleInfo.INTERNAL_ERROR.name().equals(name)) {
            return Optional.of(RuleInfo.INTERNAL_ERROR);
        }
        return infos.stream().filter(i -> i.name().equals(name)).findFirst();
    }

    private static <R extends Rule> List<R> sorted(List<R> rules) {
        List<R> copy = new ArrayList<>(rules);
        copy.sort(Comparator.comparing(r -> r.getClass().getSimpleName()));
        return List.copyOf(copy);
    }
}
