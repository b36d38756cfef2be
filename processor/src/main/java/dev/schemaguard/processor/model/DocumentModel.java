package dev.schemaguard.processor.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A {@code @Document} class as the checks and the generators see it: its collection, its
 * stored shape (root type, polymorphic subtypes and every embedded type it reaches) and its
 * indexes. Immutable; built by the reader, never by the rules.
 *
 * @param packageName    the package of the annotated class ("" for the unnamed package)
 * @param root           the annotated class
 * @param subtypes       subclasses stored in the same collection (polymorphic pattern), by qualified name
 * @param types          every type reachable from the root and the subtypes, including them, by key
 * @param collection     the collection name
 * @param database       the database name, or {@code null} when unknown at build time
 * @param databaseSource where {@code database} came from
 * @param collation      the collection's default collation, or {@code null}
 * @param indexes        every index: class-level hints in source order, field-level in field order, inherited;
 *                       a declaration identical to an earlier one (same name, keys and options) is not here again
 * @param problems       what the reader could not read
 * @param origin         the {@code @Document} annotation
 * @param memberOrigins  the members of {@code @Document} written explicitly, by member name
 * @param typeKey        the field in which the mapping stores the class name in each root document
 *                       ({@code _class} for Spring Data MongoDB), or {@code null} when it stores none
 * @param collectionAtRunTime whether {@code collection} is a template the application evaluates when it
 *                       runs (an SDM SpEL expression {@code #{...}} or property placeholder {@code ${...}}): its
 *                       name is unknown at build time
 * @param spelling       how the vocabulary the document is written in spells the fixes messages suggest
 * @param collectionOptions capped, time series, storage and validation (docs/guide/collection-options.md); {@link CollectionOptions#NONE}
 *                       when none is declared
 * @param shardKey       the collection's shard key (docs/guide/sharding.md), or {@code null} when none is declared
 * @param repeatedIndexes declarations identical to an index of {@code indexes}: one index to MongoDB (createIndex
 *                       with it again is a no-op), kept so that a rule can say the declaration is not needed
 * @param indexesUndeclared whether the collection's indexes are made where the compilation does not say: a class
 *                       the driver's codec stores, found in the code's {@code getCollection} and carrying no document
 *                       annotation. Its only known index is {@code _id}'s, which MongoDB makes with every collection
 */
public record DocumentModel(
        String packageName,
        TypeModel root,
        List<TypeModel> subtypes,
        SortedMap<String, TypeModel> types,
        String collection,
        String database,
        DatabaseSource databaseSource,
        CollationSpec collation,
        List<IndexSpec> indexes,
        List<ReadProblem> problems,
        Origin origin,
        Map<String, Origin> memberOrigins,
        String typeKey,
        boolean collectionAtRunTime,
        Spelling spelling,
        CollectionOptions collectionOptions,
        ShardKeySpec shardKey,
        List<IndexSpec> repeatedIndexes,
        boolean indexesUndeclared) {

    public DocumentModel {
        subtypes = List.copyOf(subtypes);
        types = Collections.unmodifiableSortedMap(new TreeMap<>(types));
        indexes = List.copyOf(indexes);
        repeatedIndexes = repeatedIndexes == null ? List.of() : List.copyOf(repeatedIndexes);
        problems = List.copyOf(problems);
        memberOrigins = Map.copyOf(memberOrigins);
        collectionOptions = collectionOptions == null ? CollectionOptions.NONE : collectionOptions;
    }

    /**
     * A document in schemaguard's own spelling, stored in a database chosen at run time, with no subtype, embedded
     * type, collation, index, problem, type key, collection option or shard key: set the rest.
     */
    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    /**
     * Whether both are stored in one collection: the same collection name, and a database that is
     * the same, or unknown for one of them (a bootstrap run against that database puts both there).
     */
    public boolean sharesCollectionWith(DocumentModel other) {
        return collection.equals(other.collection)
                && (database == null || other.database == null || database.equals(other.database));
    }

    public String qualifiedName() {
        return root.qualifiedName();
    }

    public String simpleName() {
        return root.simpleName();
    }

    /** The class name inside its package: {@code Book}, or {@code Outer.Inner} for a nested class. */
    public String nameInPackage() {
        String qualified = qualifiedName();
        return packageName.isEmpty() ? qualified : qualified.substring(packageName.length() + 1);
    }

    public Optional<TypeModel> type(String key) {
        return Optional.ofNullable(types.get(key));
    }

    /** The origin of a {@code @Document} member written explicitly, else of the annotation. */
    public Origin originOf(String member) {
        return memberOrigins.getOrDefault(member, origin);
    }

    public boolean isCollectionExplicit() {
        return memberOrigins.containsKey("collection");
    }

    /** {@code db.collection}, or the collection alone when the database is unknown. */
    public String namespace() {
        return database == null ? collection : database + "." + collection;
    }

    /** Every type whose fields are stored by this document: root, subtypes, then embedded types by key. */
    public List<TypeModel> storedTypes() {
        List<TypeModel> out = new ArrayList<>();
        out.add(root);
        out.addAll(subtypes);
        for (TypeModel t : types.values()) {
            if (!out.contains(t)) {
                out.add(t);
            }
        }
        return out;
    }

    public FieldPathResolver paths() {
        return new FieldPathResolver(root, subtypes, types);
    }

    /** Builds a {@link DocumentModel}; each setter is named after the component it sets. */
    public static final class Builder {
        private String packageName;
        private TypeModel root;
        private List<TypeModel> subtypes = List.of();
        private SortedMap<String, TypeModel> types = Collections.emptySortedMap();
        private String collection;
        private String database;
        private DatabaseSource databaseSource = DatabaseSource.UNKNOWN;
        private CollationSpec collation;
        private List<IndexSpec> indexes = List.of();
        private List<ReadProblem> problems = List.of();
        private Origin origin;
        private Map<String, Origin> memberOrigins = Map.of();
        private String typeKey;
        private boolean collectionAtRunTime;
        private Spelling spelling = Spelling.SCHEMAGUARD;
        private CollectionOptions collectionOptions = CollectionOptions.NONE;
        private ShardKeySpec shardKey;
        private List<IndexSpec> repeatedIndexes = List.of();
        private boolean indexesUndeclared;

        private Builder() {}

        private Builder(DocumentModel document) {
            packageName = document.packageName;
            root = document.root;
            subtypes = document.subtypes;
            types = document.types;
            collection = document.collection;
            database = document.database;
            databaseSource = document.databaseSource;
            collation = document.collation;
            indexes = document.indexes;
            problems = document.problems;
            origin = document.origin;
            memberOrigins = document.memberOrigins;
            typeKey = document.typeKey;
            collectionAtRunTime = document.collectionAtRunTime;
            spelling = document.spelling;
            collectionOptions = document.collectionOptions;
            shardKey = document.shardKey;
            repeatedIndexes = document.repeatedIndexes;
            indexesUndeclared = document.indexesUndeclared;
        }

        public Builder packageName(String packageName) {
            this.packageName = packageName;
            return this;
        }

        public Builder root(TypeModel root) {
            this.root = root;
            return this;
        }

        public Builder subtypes(List<TypeModel> subtypes) {
            this.subtypes = subtypes;
            return this;
        }

        public Builder types(SortedMap<String, TypeModel> types) {
            this.types = types;
            return this;
        }

        public Builder collection(String collection) {
            this.collection = collection;
            return this;
        }

        public Builder database(String database) {
            this.database = database;
            return this;
        }

        public Builder databaseSource(DatabaseSource databaseSource) {
            this.databaseSource = databaseSource;
            return this;
        }

        public Builder collation(CollationSpec collation) {
            this.collation = collation;
            return this;
        }

        public Builder indexes(List<IndexSpec> indexes) {
            this.indexes = indexes;
            return this;
        }

        public Builder problems(List<ReadProblem> problems) {
            this.problems = problems;
            return this;
        }

        public Builder origin(Origin origin) {
            this.origin = origin;
            return this;
        }

        public Builder memberOrigins(Map<String, Origin> memberOrigins) {
            this.memberOrigins = memberOrigins;
            return this;
        }

        public Builder typeKey(String typeKey) {
            this.typeKey = typeKey;
            return this;
        }

        public Builder collectionAtRunTime(boolean collectionAtRunTime) {
            this.collectionAtRunTime = collectionAtRunTime;
            return this;
        }

        public Builder spelling(Spelling spelling) {
            this.spelling = spelling;
            return this;
        }

        public Builder collectionOptions(CollectionOptions collectionOptions) {
            this.collectionOptions = collectionOptions;
            return this;
        }

        public Builder shardKey(ShardKeySpec shardKey) {
            this.shardKey = shardKey;
            return this;
        }

        public Builder repeatedIndexes(List<IndexSpec> repeatedIndexes) {
            this.repeatedIndexes = repeatedIndexes;
            return this;
        }

        public Builder indexesUndeclared(boolean indexesUndeclared) {
            this.indexesUndeclared = indexesUndeclared;
            return this;
        }

        public DocumentModel build() {
            return new DocumentModel(
                    packageName,
                    root,
                    subtypes,
                    types,
                    collection,
                    database,
                    databaseSource,
                    collation,
                    indexes,
                    problems,
                    origin,
                    memberOrigins,
                    typeKey,
                    collectionAtRunTime,
                    spelling,
                    collectionOptions,
                    shardKey,
                    repeatedIndexes,
                    indexesUndeclared);
        }
    }
}
