package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.IndexListing;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.bson.BsonDocument;
import org.bson.Document;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.convert.QueryMapper;
import org.springframework.data.mongodb.core.index.IndexDefinition;
import org.springframework.data.mongodb.core.index.MongoPersistentEntityIndexResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;

/**
 * Differential tests against Spring Data MongoDB itself (docs/dialects/spring-data.md): each model is compiled with
 * the processor's reader, its class is loaded, and SDM's MongoMappingContext and
 * MongoPersistentEntityIndexResolver compute the same class. Collection, stored names, the id and
 * every index (keys mapped by SDM's QueryMapper and the collection collation added, as
 * DefaultIndexOperations does before createIndexes) must agree with schemaguard's model.
 */
class SpringDataDifferentialTest {

    private static final String IMPORTS = """
            package sdm;
            import java.util.*;
            import org.springframework.data.annotation.*;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            import org.springframework.data.mongodb.core.index.*;
            """;

    static List<String[]> models() {
        List<String[]> out = new ArrayList<>();
        model(out, "BookReview", """
                @Document
                public class BookReview { @Id String id; String title; }
                """);
        model(out, "Named", """
                @Document("books")
                public class Named { String id; @Indexed String email; }
                """);
        model(out, "NamedByCollection", """
                @Document(collection = "library")
                public class NamedByCollection { org.bson.types.ObjectId id; @Indexed(unique = true, sparse = true) String isbn; }
                """);
        model(out, "Renamed", """
                @Document
                public class Renamed { @Id String key; @Field("t") @Indexed String title; @Field(name = "a") String author; }
                """);
        model(out, "IdRule", """
                @Document
                public class IdRule { String id; String name; }
                """);
        model(out, "MongoIdString", """
                @Document
                public class MongoIdString { @MongoId(FieldType.STRING) String code; @Indexed(direction = IndexDirection.DESCENDING) long rank; }
                """);
        model(out, "NotStored", """
                @Document
                public class NotStored { String id; @Transient String cache; @ReadOnlyProperty String computed;
                    @TextScore Float score; transient String alsoTransient; static String CONSTANT; String kept; }
                """);
        // Spring's @Value and @Autowired make a property transient to SDM too
        model(out, "InjectedNotStored", """
                @Document
                public class InjectedNotStored { String id; String kept;
                    @org.springframework.beans.factory.annotation.Value("#root.kept") String derived;
                    @org.springframework.beans.factory.annotation.Autowired Object service; }
                """);
        model(out, "NamedIndex", """
                @Document
                public class NamedIndex { String id; @Indexed(name = "by_email") String email;
                    @Indexed(useGeneratedName = true) String login; }
                """);
        model(out, "Ttl", """
                @Document
                public class Ttl { String id; @Indexed(expireAfterSeconds = 3600) Date createdAt;
                    @Indexed(expireAfter = "1d") Date day; @Indexed(expireAfter = "30m") Date half;
                    @Indexed(expireAfter = "P2D") Date iso; @Indexed(expireAfter = "45s") Date secs;
                    // a bare number is milliseconds to SDM's DurationStyle: 90 s, not 25 hours
                    @Indexed(expireAfter = "90000") Date bare; }
                """);
        model(out, "Partial", """
                @Document
                public class Partial { String id; @Field("e") String email;
                    @Indexed(partialFilter = "{ 'email': { '$exists': true } }") String login; }
                """);
        model(out, "Compound", """
                @Document
                @CompoundIndex(def = "{'author': 1, 'publishedAt': -1}")
                public class Compound { String id; @Indexed String author; Date publishedAt; }
                """);
        model(out, "CompoundNamed", """
                @Document
                @CompoundIndexes({
                    @CompoundIndex(name = "a_t", def = "{'author': 1, 'title': 1}", unique = true),
                    @CompoundIndex(name = "t_s", def = "{'title': -1, 'score': 1}", sparse = true) })
                public class CompoundNamed { String id; String author; String title; int score; }
                """);
        model(out, "CompoundRenamed", """
                @Document
                @CompoundIndex(name = "by_author", def = "{'author': 1, 'publishedAt': -1}")
                public class CompoundRenamed { String id; @Field("au") String author; @Field("pub") Date publishedAt; }
                """);
        model(out, "CompoundRepeated", """
                @Document
                @CompoundIndex(name = "one", def = "{'a': 1, 'b': 1}")
                @CompoundIndex(name = "two", def = "{'b': 1, 'c': -1}")
                public class CompoundRepeated { String id; String a; String b; String c; }
                """);
        // findMergedAnnotation looks each up on its own: the superclass's @CompoundIndexes and the class's
        // @CompoundIndex
        model(out, "CompoundSplit", """
                @Document
                @CompoundIndex(name = "own", def = "{'a': 1, 'b': -1}")
                public class CompoundSplit extends CompoundSplitBase { String id; String a; String b; }
                @CompoundIndexes({ @CompoundIndex(name = "base", def = "{'b': 1, 'a': 1}") })
                abstract class CompoundSplitBase { }
                """);
        model(out, "Nested", """
                @Document
                public class Nested { String id; Address address;
                    public static class Address { @Indexed String city; @Indexed(name = "zipIdx") String zip; @Field("st") @Indexed String street; } }
                """);
        model(out, "NestedList", """
                @Document
                public class NestedList { String id; List<Review> reviews; Map<String, Review> byUser;
                    public static class Review { @Indexed int rating; String text; } }
                """);
        model(out, "NestedCompound", """
                @Document
                public class NestedCompound { String id; Item item; Item other;
                    @CompoundIndex(def = "{'sku': 1, 'qty': -1}")
                    public static class Item { String sku; int qty; } }
                """);
        model(out, "NestedId", """
                @Document
                public class NestedId { String id; Part part;
                    public static class Part { String id; String name; } }
                """);
        model(out, "Text", """
                @Document
                public class Text { String id; @TextIndexed String title; @TextIndexed(weight = 2) String body;
                    Summary summary;
                    public static class Summary { @TextIndexed String abstractText; } }
                """);
        model(out, "Geo", """
                @Document
                public class Geo { String id; @GeoSpatialIndexed double[] location;
                    @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE, name = "where") double[] place; }
                """);
        model(out, "Hashed", """
                @Document
                public class Hashed { String id; @HashIndexed String shardKey; @HashIndexed @Indexed String both; }
                """);
        model(out, "Collated", """
                @Document(collation = "en_US")
                public class Collated { String id; @Indexed String name; @Indexed(collation = "fr") String nom; }
                """);
        model(out, "CollatedJson", """
                @Document(collation = "{ 'locale': 'de', 'strength': 2 }")
                @CompoundIndex(def = "{'a': 1, 'b': 1}", collation = "{ 'locale': 'en', 'strength': 1 }")
                public class CollatedJson { String id; String a; String b; @Indexed String c; }
                """);
        model(out, "Inherited", """
                @Document
                public class Inherited extends Base { @Indexed String own; }
                class Base { @Id String key; @Indexed String shared; }
                """);
        model(out, "MapIndexed", """
                @Document
                public class MapIndexed { String id; @Indexed Map<String, String> attributes; @Indexed List<String> tags; }
                """);
        model(out, "NestedNamedCompound", """
                @Document
                public class NestedNamedCompound { String id; @Field("w") Wrapper wrapper;
                    @CompoundIndex(name = "pair", def = "{'left': 1, 'right': 1}", unique = true)
                    public static class Wrapper { String left; @Field("r") String right; } }
                """);
        model(out, "IndexedEmbeddedObject", """
                @Document
                public class IndexedEmbeddedObject { String id; @Indexed Money price;
                    public static class Money { long cents; String currency; } }
                """);
        model(out, "NestedGeo", """
                @Document
                public class NestedGeo { String id; Place place;
                    public static class Place { @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE) double[] point; } }
                """);
        model(out, "CompoundPartial", """
                @Document
                @CompoundIndex(name = "active_email", def = "{'email': 1, 'active': 1}",
                        partialFilter = "{ 'active': true }")
                public class CompoundPartial { String id; @Field("mail") String email; @Field("on") boolean active; }
                """);
        model(out, "InheritedCompound", """
                @Document
                public class InheritedCompound extends Audited { String title; }
                @CompoundIndex(name = "audit", def = "{'createdBy': 1, 'createdAt': -1}")
                abstract class Audited { String id; String createdBy; Date createdAt; }
                """);
        model(out, "RenamedListNested", """
                @Document
                public class RenamedListNested { String id; @Field("ls") List<Line> lines;
                    public static class Line { @Field("q") @Indexed(unique = true, sparse = true) int qty; } }
                """);
        model(out, "FieldTargetType", """
                @Document
                public class FieldTargetType { @Id @Field(targetType = FieldType.STRING) String id;
                    @Indexed(expireAfter = "2h") Date seen; @Indexed(expireAfter = "500ms") Date quick; }
                """);
        // QueryMapper sends a def key that names no property as written: 'legacyCode' stays, 'title' becomes 't'
        model(out, "CompoundUnmapped", """
                @Document
                @CompoundIndex(name = "legacy", def = "{'title': 1, 'legacyCode': -1}", partialFilter = "{'archived': false}")
                public class CompoundUnmapped { String id; @Field("t") String title; }
                """);
        // @Document is @Inherited: without a collection name the subclass is an entity of its own collection
        model(out, "Dog", """
                public class Dog extends Animal { @Indexed String breed; }
                @Document(collation = "en")
                class Animal { String id; @Indexed String name; }
                """);
        // references: associations, never expanded (the targets' own indexes stay out), renamed like other fields
        model(out, "DbRefSingle", """
                @Document
                public class DbRefSingle { String id; @DBRef Target target; @DBRef(db = "other", lazy = true) Target remote;
                    @Field("t") @DBRef Target renamed; String title; }
                @Document("targets")
                class Target { String id; @Indexed String name; Inner inner; }
                class Inner { @Indexed String code; }
                """);
        model(out, "DbRefCollections", """
                @Document
                public class DbRefCollections { String id; @DBRef List<Target> list; @DBRef Target[] array;
                    @DBRef Set<Target> set; @DBRef Map<String, Target> map; @Indexed @DBRef Target indexed;
                    @Indexed(name = "by_many", unique = true) @DBRef List<Target> many; }
                @Document("targets")
                class Target { String id; @Indexed String name; }
                """);
        model(out, "DocumentReferences", """
                @Document
                public class DocumentReferences { String id; @DocumentReference Target one;
                    @DocumentReference(lazy = true) List<Target> many;
                    @DocumentReference(lookup = "{ 'name' : ?#{name} }") Target byName;
                    @Indexed @DocumentReference Target indexedRef; @Field("o") @DocumentReference Target other; }
                @Document("targets")
                class Target { String id; @Indexed String name; }
                """);
        model(out, "DbRefToPlainClass", """
                @Document
                public class DbRefToPlainClass { String id; @DBRef Plain plain; @DocumentReference Plain pointer; }
                class Plain { Long id; @Indexed String code; }
                """);
        model(out, "DbRefInEmbedded", """
                @Document
                public class DbRefInEmbedded { String id; Holder holder; List<Holder> holders;
                    public static class Holder { @DBRef Target target; @Indexed @DBRef Target indexed; String note; } }
                @Document("targets")
                class Target { String id; @Indexed String name; }
                """);
        model(out, "SelfReference", """
                @Document
                public class SelfReference { String id; @DBRef SelfReference parent;
                    @DocumentReference List<SelfReference> children; @Indexed String name; }
                """);
        model(out, "UnwrappedPlain", """
                @Document
                public class UnwrappedPlain { String id; String name;
                    @Unwrapped(onEmpty = Unwrapped.OnEmpty.USE_NULL) Address address;
                    public static class Address { @Indexed String city; @Field("z") String zip; } }
                """);
        model(out, "UnwrappedPrefixed", """
                @Document
                public class UnwrappedPrefixed { String id;
                    @Unwrapped.Nullable(prefix = "home_") Address home;
                    @Unwrapped.Empty(prefix = "work_") Address work;
                    public static class Address { @Indexed(unique = true) String city; @Indexed(name = "zipIdx") String zip;
                        @Field("st") String street; } }
                """);
        model(out, "UnwrappedNested", """
                @Document
                public class UnwrappedNested { String id; Customer customer; List<Customer> previous;
                    public static class Customer { String name; @Unwrapped(onEmpty = Unwrapped.OnEmpty.USE_EMPTY, prefix = "a_") Address address; }
                    public static class Address { @Indexed String city; @Unwrapped.Nullable(prefix = "geo_") Point point; }
                    public static class Point { @Indexed double x; double y; } }
                """);
        model(out, "UnwrappedCompound", """
                @Document
                @CompoundIndex(name = "name_city", def = "{'name': 1, 'address.city': 1}")
                public class UnwrappedCompound { String id; String name;
                    @Unwrapped.Nullable(prefix = "a_") Address address;
                    @CompoundIndex(name = "by_zip", def = "{'zip': 1, 'city': 1}")
                    public static class Address { String city; String zip; } }
                """);
        model(out, "UnwrappedText", """
                @Document
                public class UnwrappedText { String id; @TextIndexed String title;
                    @Unwrapped.Nullable(prefix = "s_") Summary summary;
                    public static class Summary { @TextIndexed(weight = 3) String text; } }
                """);
        model(out, "WildcardClass", """
                @Document
                @WildcardIndexed
                public class WildcardClass { String id; String name; Map<String, String> attributes; }
                """);
        model(out, "WildcardProjection", """
                @Document
                @WildcardIndexed(name = "all_but_secret", wildcardProjection = "{ 'secret': 0 }")
                public class WildcardProjection { String id; String name; String secret; }
                """);
        model(out, "WildcardField", """
                @Document
                public class WildcardField { String id; @WildcardIndexed Map<String, String> attributes;
                    @WildcardIndexed(name = "prodIdx", partialFilter = "{ 'name': { '$exists': true } }") Product product;
                    @Field("n") String name;
                    public static class Product { String sku; Map<String, Object> specs; } }
                """);
        model(out, "WildcardNested", """
                @Document
                public class WildcardNested { String id; Item item;
                    @WildcardIndexed
                    public static class Item { String sku; } }
                """);
        model(out, "TextLanguage", """
                @Document(language = "german")
                public class TextLanguage { String id; @TextIndexed String title; @TextIndexed(weight = 2) String body;
                    @Language String lang; }
                """);
        model(out, "TextLanguageRenamed", """
                @Document
                public class TextLanguageRenamed { String id; @TextIndexed String title; @Language @Field("l") String lang;
                    Nested nested;
                    public static class Nested { @Language String inner; @TextIndexed String note; } }
                """);
        model(out, "TextOnEntity", """
                @Document
                public class TextOnEntity { String id; @TextIndexed(weight = 5) Summary summary; @TextIndexed String title;
                    public static class Summary { String headline; @TextIndexed(weight = 2) String lead; int words; Detail detail; }
                    public static class Detail { String body; } }
                """);
        // AnnotationBasedPersistentProperty reads a property's annotations from its public getter and setter too
        model(out, "AccessorAnnotated", """
                @Document
                @CompoundIndex(name = "e_n", def = "{'email': 1, 'nick': 1}")
                public class AccessorAnnotated { String id; @Indexed String email; String nick; boolean active; String cache;
                    String hidden; String wide; String fluent; String URL;
                    @Field("e") public String getEmail() { return email; }
                    @Field("n") public void setNick(String nick) { this.nick = nick; }
                    @Field("on") public boolean isActive() { return active; }
                    @Transient public String getCache() { return cache; }
                    // not public, or returning what the field cannot hold: no accessor of the property
                    @Field("h") String getHidden() { return hidden; }
                    @Field("w") public Object getWide() { return wide; }
                    @Field("f") public AccessorAnnotated setFluent(String fluent) { return this; }
                    @Field("u") public String getURL() { return URL; } }
                """);
        model(out, "AccessorId", """
                @Document
                public class AccessorId { String id; String login; String code;
                    @Id public String getLogin() { return login; }
                    @Field(targetType = FieldType.OBJECT_ID) public String getCode() { return code; } }
                """);
        model(out, "AccessorInherited", """
                @Document
                public class AccessorInherited extends AccessorBase implements AccessorNamed { String id; String name; String title;
                    @Indexed String code;
                    public String getName() { return name; }
                    @Override public String getTitle() { return title; } }
                interface AccessorNamed { @Field("nm") String getName(); }
                abstract class AccessorBase { @Field("ti") public abstract String getTitle();
                    @Field("c") public String getCode() { return null; } }
                """);
        model(out, "AccessorUnwrapped", """
                @Document
                public class AccessorUnwrapped { String id; Address home;
                    @Unwrapped.Nullable(prefix = "home_") public Address getHome() { return home; }
                    public static class Address { @Indexed String city; String zip;
                        @Field("z") public String getZip() { return zip; } } }
                """);
        // composed annotations: Spring finds SDM's annotations as their meta-annotations, with @AliasFor overrides
        model(out, "ComposedIndex", """
                import java.lang.annotation.*;
                import org.springframework.core.annotation.AliasFor;
                @Document
                public class ComposedIndex { String id; @UniqueKey String email; @NamedKey(name = "by_login") String login;
                    @NamedKey String plain; @Deep("deep_idx") String deep; }
                @Indexed(unique = true) @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface UniqueKey { }
                @Indexed(sparse = true) @Retention(RetentionPolicy.RUNTIME) @Target({ElementType.FIELD, ElementType.ANNOTATION_TYPE})
                @interface NamedKey { @AliasFor(annotation = Indexed.class, attribute = "name") String name() default ""; }
                @NamedKey @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
                @interface Deep { @AliasFor(annotation = NamedKey.class, attribute = "name") String value(); }
                """);
        model(out, "ComposedDocument", """
                import java.lang.annotation.*;
                import org.springframework.core.annotation.AliasFor;
                @Aggregate("orders")
                public class ComposedDocument { String id; @Stored("nm") String name; @Key String code; @NotStored String cache; }
                @Document @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE)
                @interface Aggregate { @AliasFor(annotation = Document.class, attribute = "collection") String value() default ""; }
                @Field @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
                @interface Stored { @AliasFor(annotation = Field.class, attribute = "name") String value(); }
                @Id @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface Key { }
                @Transient @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface NotStored { }
                """);
        model(out, "ComposedDocumentDefault", """
                import java.lang.annotation.*;
                import org.springframework.core.annotation.AliasFor;
                @AggregateRoot
                public class ComposedDocumentDefault { String id; }
                @Document @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE)
                @interface AggregateRoot { @AliasFor(annotation = Document.class, attribute = "collection") String value() default ""; }
                """);
        model(out, "ComposedCompound", """
                import java.lang.annotation.*;
                @Document @ByAuthor
                public class ComposedCompound { String id; String author; Date publishedAt; }
                @CompoundIndex(name = "by_author", def = "{'author': 1, 'publishedAt': -1}")
                @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE) @interface ByAuthor { }
                """);
        model(out, "ComposedKinds", """
                import java.lang.annotation.*;
                import org.springframework.core.annotation.AliasFor;
                @Document
                public class ComposedKinds { String id; @Searchable(weight = 3) String title; @Searchable String body;
                    @Where double[] location; @Shard String tenant; @Anything Map<String, Object> attributes;
                    @Lookup(direction = IndexDirection.DESCENDING) long rank; }
                @TextIndexed @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
                @interface Searchable { @AliasFor(annotation = TextIndexed.class) float weight() default 1.0F; }
                @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE, name = "where")
                @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface Where { }
                @HashIndexed @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface Shard { }
                @WildcardIndexed @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface Anything { }
                @Indexed(name = "by_rank") @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
                @interface Lookup { @AliasFor(annotation = Indexed.class) IndexDirection direction() default IndexDirection.ASCENDING; }
                """);
        // a superclass's composed @Document without a collection: the subclass is an entity of its own (Spring's
        // type-hierarchy search finds it whether or not the composed annotation is @Inherited); @Field on a getter
        model(out, "ComposedInherited", """
                import java.lang.annotation.*;
                import org.springframework.core.annotation.AliasFor;
                public class ComposedInherited extends ComposedRoot { String id; String code;
                    @Renamed("c") public String getCode() { return code; } }
                @Stored abstract class ComposedRoot { @Uid String key; }
                @Document @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE)
                @interface Stored { @AliasFor(annotation = Document.class) String collection() default ""; }
                @Field @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.METHOD)
                @interface Renamed { @AliasFor(annotation = Field.class, attribute = "name") String value(); }
                @MongoId(FieldType.OBJECT_ID) @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface Uid { }
                """);
        // which one Spring takes: the written one over a composed one, else the first composed one written, even
        // where a later one is fewer levels away (findMergedAnnotation's firstDirectlyDeclared selector);
        // two @CompoundIndex on a composed annotation are its @CompoundIndexes (no repeatable containers unwrapped)
        model(out, "ComposedPrecedence", """
                import java.lang.annotation.*;
                @Document @TwoIndexes
                public class ComposedPrecedence { String id; String a; String b;
                    @Indexed(name = "written") @Unique String both; @Far @Unique String nearer; @Unique @Sparse String first; }
                @CompoundIndex(name = "ab", def = "{'a': 1, 'b': 1}") @CompoundIndex(name = "ba", def = "{'b': 1, 'a': 1}")
                @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE) @interface TwoIndexes { }
                @Indexed(unique = true) @Retention(RetentionPolicy.RUNTIME) @Target({ElementType.FIELD, ElementType.ANNOTATION_TYPE})
                @interface Unique { }
                @Indexed(sparse = true) @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface Sparse { }
                @Deeper @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface Far { }
                @Indexed(sparse = true, name = "deeper") @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.ANNOTATION_TYPE)
                @interface Deeper { }
                """);
        // an alias on the element's annotation wins with its default over what the meta-annotation writes
        model(out, "ComposedDefaults", """
                import java.lang.annotation.*;
                import org.springframework.core.annotation.AliasFor;
                @Fixed
                public class ComposedDefaults { String id; @Key String code; @Key(name = "given") String other; }
                @Document("fixed") @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE)
                @interface Fixed { @AliasFor(annotation = Document.class, attribute = "collection") String value() default ""; }
                @Indexed(name = "meta", unique = true) @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
                @interface Key { @AliasFor(annotation = Indexed.class) String name() default ""; }
                """);
        // Spring's type-hierarchy search takes in the interfaces a class implements, before its superclass
        model(out, "InterfaceIndexes", """
                import java.lang.annotation.*;
                @Document
                public class InterfaceIndexes extends InterfaceIndexesBase implements Keyed { String id; String a; String b; }
                @CompoundIndex(name = "ab", def = "{'a': 1, 'b': 1}") interface Keyed extends Scanned { }
                @ByB interface Scanned { }
                @CompoundIndex(name = "b", def = "{'b': 1}") @Retention(RetentionPolicy.RUNTIME) @interface ByB { }
                @CompoundIndexes({ @CompoundIndex(name = "ba", def = "{'b': 1, 'a': 1}") }) abstract class InterfaceIndexesBase { }
                """);
        // a composed @Unwrapped (its shortcuts cannot annotate an annotation), its prefix aliased
        model(out, "UnwrappedComposed", """
                import java.lang.annotation.*;
                import org.springframework.core.annotation.AliasFor;
                @Document
                public class UnwrappedComposed { String id; @Flat(prefix = "home_") Address home; @Flat Address work;
                    public static class Address { @Indexed String city; String zip; } }
                @Unwrapped(onEmpty = Unwrapped.OnEmpty.USE_NULL) @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
                @interface Flat { @AliasFor(annotation = Unwrapped.class) String prefix() default "w_"; }
                """);
        // self-embedding types: SDM's CycleGuard stops at a property already on the path, not at a type, so a type's
        // indexes are resolved once more below itself, and an aborted entity loses what it had resolved
        model(out, "RetryItem", """
                @Document
                public class RetryItem { String id; @Indexed String name; @TextIndexed String note; List<RetryItem> retries; }
                """);
        model(out, "Node", """
                @Document
                public class Node { String id; @Indexed String name; Node parent; }
                """);
        model(out, "CycleA", """
                @Document
                public class CycleA { String id; @Indexed String x; CycleB b; }
                class CycleB { @Indexed String y; CycleA a; }
                """);
        model(out, "RetryHolder", """
                @Document
                public class RetryHolder { String id; List<TestItem> items;
                    @CompoundIndex(name = "by_name_state", def = "{'name': 1, 'state': 1}")
                    public static class TestItem { @Indexed String name; String state; @TextIndexed String text;
                        List<TestItem> retries; } }
                """);
        model(out, "Tree", """
                @Document
                public class Tree { String id; @Indexed String name; Tree parent; @Indexed(name = "by_child") Tree child;
                    @TextIndexed String label; }
                """);
        // camel-case names of every shape the strategies split, @Field without a name, an embedded id and a def key
        model(out, "NamingStrategy", """
                @Document
                @CompoundIndex(name = "flow_step", def = "{'flowId': 1, 'stepInfo.stepNumber': -1}", partialFilter = "{ 'flowId': { '$exists': true } }")
                public class NamingStrategy { String id; @Indexed(unique = true) String flowId; String URLValue; String addressLine2;
                    String already_snake; String x; @Field String emptyField; @Field("given") String givenName; String ÄrgerZahl;
                    StepInfo stepInfo; List<StepInfo> pastSteps;
                    public static class StepInfo { String id; @Indexed int stepNumber; String HTMLBody; } }
                """);
        return out;
    }

    private static void model(List<String[]> out, String name, String body) {
        out.add(new String[] {name, IMPORTS + body});
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void agreesWithSpringData(String name, String source) throws Exception {
        assertAgrees(name, source, null);
    }

    /** The models whose stored names a FieldNamingStrategy changes, at every depth and in every kind of index. */
    static List<org.junit.jupiter.params.provider.Arguments> namedModels() {
        List<String> names = List.of(
                "NamingStrategy",
                "IdRule",
                "Renamed",
                "Partial",
                "Compound",
                "CompoundPartial",
                "Nested",
                "NestedList",
                "NestedCompound",
                "NestedNamedCompound",
                "NestedId",
                "Text",
                "TextLanguageRenamed",
                "TextOnEntity",
                "UnwrappedPrefixed",
                "UnwrappedNested",
                "UnwrappedCompound",
                "UnwrappedText",
                "WildcardField",
                "WildcardNested",
                "AccessorAnnotated",
                "DbRefSingle",
                "CompoundUnmapped",
                "Geo");
        List<org.junit.jupiter.params.provider.Arguments> out = new ArrayList<>();
        for (String strategy : List.of(
                "SnakeCaseFieldNamingStrategy",
                "CamelCaseAbbreviatingFieldNamingStrategy",
                "PropertyNameFieldNamingStrategy")) {
            for (String[] model : models()) {
                // SDM's default strategy, named: the option's third name, on the model made for it
                if (strategy.startsWith("PropertyName")
                        ? model[0].equals("NamingStrategy")
                        : names.contains(model[0])) {
                    out.add(org.junit.jupiter.params.provider.Arguments.of(strategy, model[0], model[1]));
                }
            }
        }
        return out;
    }

    /**
     * SDM's mapping context with the application's FieldNamingStrategy (MongoMappingContext.setFieldNamingStrategy,
     * as spring.data.mongodb.field-naming-strategy configures it) and schemaguard told the same strategy by its
     * option: the same stored names, ids and index keys.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("namedModels")
    void agreesWithSpringDataUnderFieldNamingStrategy(String strategy, String name, String source) throws Exception {
        assertAgrees(name, source, strategy);
    }

    private static void assertAgrees(String name, String source, String strategy) throws Exception {
        String qualified = "sdm." + name;
        ModelCapture.Captured captured = ModelCapture.capture(
                strategy == null ? Map.of() : Map.of("schemaguard.springData.fieldNamingStrategy", strategy),
                qualified,
                source);
        DocumentModel model = captured.models().get(qualified);
        assertTrue(model != null, qualified + " was not read as a document");
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass(qualified);

        MongoMappingContext context = new MongoMappingContext();
        context.setAutoIndexCreation(false);
        MongoPersistentEntity<?> entity;
        if (strategy != null) {
            Class<?> strategyClass = Class.forName("org.springframework.data.mapping.model." + strategy);
            context.setFieldNamingStrategy((org.springframework.data.mapping.model.FieldNamingStrategy)
                    (strategyClass.isEnum()
                            ? strategyClass.getEnumConstants()[0]
                            : strategyClass.getConstructor().newInstance()));
            try {
                entity = context.getRequiredPersistentEntity(type);
            } catch (org.springframework.data.mapping.MappingException e) {
                // two properties the strategy names alike ('title' and 'target' both 't'): SDM refuses the entity, and
                // schemaguard's fixed FieldName error says so
                Throwable cause = e;
                while (cause.getCause() != null) {
                    cause = cause.getCause();
                }
                assertTrue(String.valueOf(cause.getMessage()).contains("Ambiguous field mapping"), e::toString);
                var result = dev.schemaguard.processor.testing.ProcessorTester.create()
                        .source(qualified, source)
                        .option("schemaguard.springData.fieldNamingStrategy=" + strategy)
                        .compile();
                assertTrue(!result.messages("FieldName").isEmpty(), result.all());
                return;
            }
        } else {
            entity = context.getRequiredPersistentEntity(type);
        }

        assertEquals(entity.getCollection(), model.collection(), "collection");

        Map<String, String> sdmFields = new TreeMap<>();
        writtenFields(context, entity, "", sdmFields);
        // references are associations, which doWithProperties leaves out: stored all the same
        Map<String, String> sdmReferences = new TreeMap<>();
        entity.doWithAssociations((org.springframework.data.mapping.AssociationHandler<
                        org.springframework.data.mongodb.core.mapping.MongoPersistentProperty>)
                a -> {
                    org.springframework.data.mongodb.core.mapping.MongoPersistentProperty p = a.getInverse();
                    sdmFields.put(p.getName(), p.getFieldName());
                    sdmReferences.put(
                            p.getName(),
                            p.isDbReference() ? "DBRef" : p.isDocumentReference() ? "DocumentReference" : "?");
                });
        if (name.equals("NotStored")) {
            Object instance = type.getDeclaredConstructor().newInstance();
            for (String f : List.of("cache", "computed", "alsoTransient", "kept")) {
                java.lang.reflect.Field field = type.getDeclaredField(f);
                field.setAccessible(true);
                field.set(instance, "x");
            }
            MappingMongoConverter writer = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
            writer.afterPropertiesSet();
            Document written = new Document();
            writer.write(instance, written);
            // what SDM really writes: a Java transient field too (the mapping context, not the modifier, decides), and
            // _class
            assertEquals(List.of("alsoTransient", "kept", "_class"), new ArrayList<>(written.keySet()), "written");
        }
        if (name.startsWith("Unwrapped")) {
            MappingMongoConverter writer = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
            writer.afterPropertiesSet();
            Document written = new Document();
            writer.write(dev.schemaguard.processor.testing.FilledInstances.of(type), written);
            written.remove("_class");
            assertWrittenAsModelled(model, model.root(), written);
        }
        Map<String, String> ourFields = new TreeMap<>();
        Map<String, String> ourReferences = new TreeMap<>();
        model.root().fields().forEach(f -> {
            ourFields.put(f.javaName(), f.storedName());
            if (f.isReference()) {
                // a DBRef is the model's storage fact; the rest of SDM's references store the id (or a lookup document)
                ourReferences.put(
                        f.javaName(),
                        f.reference().storage() == dev.schemaguard.processor.model.ReferenceSpec.Storage.DBREF
                                ? "DBRef"
                                : "DocumentReference");
            }
        });
        assertEquals(sdmFields, ourFields, "stored names");
        assertEquals(sdmReferences, ourReferences, "references");

        String sdmId =
                entity.getIdProperty() == null ? null : entity.getIdProperty().getName();
        assertEquals(sdmId, model.root().idField().map(FieldModel::javaName).orElse(null), "id");

        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.afterPropertiesSet();
        QueryMapper mapper = new QueryMapper(converter);
        List<String> sdmIndexes = new ArrayList<>();
        for (IndexDefinition definition : new MongoPersistentEntityIndexResolver(context).resolveIndexFor(type)) {
            Document keys = mapper.getMappedSort(definition.getIndexKeys(), entity);
            Document options = definition.getIndexOptions();
            Object filter = options.get("partialFilterExpression");
            String partial = filter == null
                    ? null
                    : mapper.getMappedObject(
                                    filter instanceof Document d ? d : Document.parse(filter.toString()), entity)
                            .toJson();
            Document collation = options.get("collation", Document.class);
            if (collation == null && entity.hasCollation()) {
                collation = entity.getCollation().toDocument();
            }
            String indexName = options.getString("name") != null ? options.getString("name") : generatedName(keys);
            Number ttl = (Number) options.get("expireAfterSeconds");
            Document weights = options.get("weights", Document.class);
            Document extra = new Document();
            for (String option : List.of("default_language", "language_override", "wildcardProjection")) {
                if (options.get(option) != null) {
                    extra.append(option, options.get(option));
                }
            }
            sdmIndexes.add(IndexListing.describe(
                    indexName,
                    IndexListing.keysOf(keys)
                            + (weights == null ? "" : " weights " + new Document(weights).toJson())
                            + (extra.isEmpty() ? "" : " " + extra.toJson()),
                    Boolean.TRUE.equals(options.get("unique")),
                    Boolean.TRUE.equals(options.get("sparse")),
                    ttl == null ? -1 : ttl.longValue(),
                    partial,
                    collation == null
                            ? null
                            : collation.getString("locale") + "/" + collation.getOrDefault("strength", 3)));
        }
        List<String> ours = new ArrayList<>();
        for (IndexSpec index : model.indexes()) {
            CollationSpec collation = index.collation() != null ? index.collation() : model.collation();
            Document weights = new Document();
            index.weights().forEach((k, v) -> weights.append(k, v.floatValue()));
            Document extra = new Document();
            index.options().forEach((k, v) -> extra.append(k, v.startsWith("{") ? Document.parse(v) : v));
            ours.add(IndexListing.describe(
                    index.name(),
                    index.keys().stream().map(IndexListing::keyOf).collect(Collectors.joining(", "))
                            + (weights.isEmpty() ? "" : " weights " + weights.toJson())
                            + (extra.isEmpty() ? "" : " " + extra.toJson()),
                    index.unique(),
                    index.sparse(),
                    index.expireAfterSeconds().orElse(-1),
                    index.partialFilter() == null
                            ? null
                            : BsonDocument.parse(index.partialFilter()).toJson(),
                    collation == null ? null : collation.locale() + "/" + collation.strength()));
        }
        sdmIndexes.sort(null);
        ours.sort(null);
        assertEquals(sdmIndexes, ours, "indexes");
        // both finding nothing would agree too: the composed annotations are there
        Map<String, Integer> composedIndexes = Map.of(
                "ComposedIndex",
                4,
                "ComposedCompound",
                1,
                "ComposedKinds",
                5,
                "ComposedPrecedence",
                5,
                "InterfaceIndexes",
                2);
        if (composedIndexes.containsKey(name)) {
            assertEquals(composedIndexes.get(name), ours.size(), "composed indexes in " + ours);
        }
    }

    /**
     * A def key that names no property is sent as written (MetadataBackedField.getMappedKey keeps the name
     * when the property path does not resolve): the model keeps it as the stored path, marked as sent as
     * written, and the generated index model creates the same keys SDM does.
     */
    @org.junit.jupiter.api.Test
    void unmappedDefKeyIsSentAsWrittenByBoth() throws Exception {
        String source = models().stream()
                .filter(m -> m[0].equals("CompoundUnmapped"))
                .findFirst()
                .orElseThrow()[1];
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "sdm.CompoundUnmapped", source);
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("sdm.CompoundUnmapped");
        MongoMappingContext context = new MongoMappingContext();
        MongoPersistentEntity<?> entity = context.getRequiredPersistentEntity(type);
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.afterPropertiesSet();
        List<IndexDefinition> definitions = new ArrayList<>();
        new MongoPersistentEntityIndexResolver(context).resolveIndexFor(type).forEach(definitions::add);
        assertEquals(1, definitions.size());
        Document sdmKeys =
                new QueryMapper(converter).getMappedSort(definitions.get(0).getIndexKeys(), entity);
        assertEquals(List.of("t", "legacyCode"), new ArrayList<>(sdmKeys.keySet()));

        IndexKey unmapped = captured.models()
                .get("sdm.CompoundUnmapped")
                .indexes()
                .get(0)
                .keys()
                .get(1);
        assertTrue(unmapped.sentAsWritten(), unmapped.toString());
        assertEquals("legacyCode", unmapped.storedPath());

        var result = dev.schemaguard.processor.testing.ProcessorTester.create()
                .source("sdm.CompoundUnmapped", source)
                .compile();
        String schema = CompiledOutput.sources(result.compilation()).get("sdm/CompoundUnmappedSchema.java");
        assertTrue(
                schema != null && schema.contains("new Document(\"t\", 1).append(\"legacyCode\", -1)"),
                String.valueOf(schema) + result.all());
        assertTrue(
                result.messages("IndexFieldNotMapped").size() == 2
                        && result.messages("IndexFieldUnknown").isEmpty(),
                result.all());
    }

    /** The size estimate counts what SDM really writes, its _class type key included: exact for fixed-size fields. */
    @org.junit.jupiter.api.Test
    void sizeEstimateMatchesWhatSpringDataWrites() throws Exception {
        String source = IMPORTS + """
                @Document
                public class Fixed { org.bson.types.ObjectId id; int a; long b; double c; boolean d; Date e; }
                """;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "sdm.Fixed", source);
        DocumentModel model = captured.models().get("sdm.Fixed");
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("sdm.Fixed");
        Object instance = type.getDeclaredConstructor().newInstance();
        for (String f : List.of("id", "e")) {
            java.lang.reflect.Field field = type.getDeclaredField(f);
            field.setAccessible(true);
            field.set(instance, f.equals("id") ? new org.bson.types.ObjectId() : new java.util.Date());
        }
        MongoMappingContext context = new MongoMappingContext();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.afterPropertiesSet();
        Document written = new Document();
        converter.write(instance, written);
        assertTrue(written.containsKey("_class"), written::toJson);
        int bytes = new org.bson.RawBsonDocument(written, new org.bson.codecs.DocumentCodec())
                .getByteBuffer()
                .remaining();
        assertEquals(
                bytes,
                dev.schemaguard.processor.model.SizeEstimator.estimate(model).bytes());
    }

    /**
     * References as SDM's converter writes them: a DBRef {$ref, $id[, $db]} per value with the
     * target's collection and converted id, a document reference as the bare id; the size estimate
     * counts exactly what is written.
     */
    @org.junit.jupiter.api.Test
    void referencesStoredAsSpringDataWritesThem() throws Exception {
        String source = IMPORTS + """
                @Document
                public class Shelf { org.bson.types.ObjectId id; @DBRef Target one; @DBRef(db = "archive") Target remote;
                    @jakarta.validation.constraints.Size(max = 2) @DBRef List<Target> two;
                    @DocumentReference Target pointer; @DBRef Numbered numbered; @DocumentReference Numbered numberedPointer; }
                @Document("targets")
                class Target { String id; }
                class Numbered { Long id; }
                """;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "sdm.Shelf", source);
        DocumentModel model = captured.models().get("sdm.Shelf");
        ClassLoader loader = CompiledOutput.loader(captured.compilation());
        Class<?> type = loader.loadClass("sdm.Shelf");
        Object target = newInstance(loader.loadClass("sdm.Target"));
        set(target, "id", new org.bson.types.ObjectId().toHexString());
        Object numbered = newInstance(loader.loadClass("sdm.Numbered"));
        set(numbered, "id", 42L);
        Object shelf = newInstance(type);
        set(shelf, "id", new org.bson.types.ObjectId());
        set(shelf, "one", target);
        set(shelf, "remote", target);
        set(shelf, "two", List.of(target, target));
        set(shelf, "pointer", target);
        set(shelf, "numbered", numbered);
        set(shelf, "numberedPointer", numbered);

        MongoMappingContext context = new MongoMappingContext();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.afterPropertiesSet();
        Document written = new Document();
        converter.write(shelf, written);

        for (FieldModel field : model.root().fields()) {
            Object value = written.get(field.storedName());
            dev.schemaguard.processor.model.ValueType stored = field.type();
            if (value instanceof List<?> list) {
                value = list.get(0);
                stored = stored.element();
            }
            if (value instanceof com.mongodb.DBRef ref) {
                assertEquals(dev.schemaguard.processor.model.BsonType.DBREF, stored.bson(), field.javaName());
                assertEquals(ref.getCollectionName(), stored.dbRef().collection(), field.javaName());
                assertEquals(ref.getDatabaseName(), stored.dbRef().database(), field.javaName());
                stored = stored.element();
                value = ref.getId();
            }
            assertEquals(bsonTypeOf(value), stored.bson(), field.javaName() + ": " + value);
        }
        org.bson.codecs.Codec<Document> codec =
                com.mongodb.MongoClientSettings.getDefaultCodecRegistry().get(Document.class);
        int bytes = new org.bson.RawBsonDocument(written, codec).getByteBuffer().remaining();
        assertEquals(
                bytes,
                dev.schemaguard.processor.model.SizeEstimator.estimate(model).bytes(),
                written::toString);
    }

    private static dev.schemaguard.processor.model.BsonType bsonTypeOf(Object value) {
        if (value instanceof org.bson.types.ObjectId) {
            return dev.schemaguard.processor.model.BsonType.OBJECT_ID;
        }
        if (value instanceof Long) {
            return dev.schemaguard.processor.model.BsonType.INT64;
        }
        throw new AssertionError("unexpected stored value " + value);
    }

    private static Object newInstance(Class<?> type) throws Exception {
        java.lang.reflect.Constructor<?> constructor = type.getDeclaredConstructor();
        constructor.setAccessible(true);
        return constructor.newInstance();
    }

    private static void set(Object instance, String name, Object value) throws Exception {
        java.lang.reflect.Field field = instance.getClass().getDeclaredField(name);
        field.setAccessible(true);
        field.set(instance, value);
    }

    /** Values SDM converts as it writes them ({@code @Field(targetType)}) have the BSON type the model gives them. */
    @org.junit.jupiter.api.Test
    void valuesStoredAsSpringDataConvertsThem() throws Exception {
        String source = IMPORTS + """
                @Document
                public class Converted { String id; @Field(targetType = FieldType.OBJECT_ID) String owner;
                    @Field(targetType = FieldType.STRING) int count; @Field(targetType = FieldType.DECIMAL128) java.math.BigDecimal price;
                    @Field(targetType = FieldType.OBJECT_ID) List<String> refs; java.math.BigDecimal plain;
                    @AsObjectId String composed; @AsText long counter; }
                // composed: Spring finds @Field as their meta-annotation, the target type aliased or not
                @Field(targetType = FieldType.OBJECT_ID) @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
                @interface AsObjectId { }
                @Field @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
                @interface AsText { @org.springframework.core.annotation.AliasFor(annotation = Field.class)
                    FieldType targetType() default FieldType.STRING; }
                """;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "sdm.Converted", source);
        DocumentModel model = captured.models().get("sdm.Converted");
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("sdm.Converted");
        Object instance = dev.schemaguard.processor.testing.FilledInstances.of(type);
        java.lang.reflect.Field refs = type.getDeclaredField("refs");
        refs.setAccessible(true);
        refs.set(instance, new ArrayList<>(List.of(new org.bson.types.ObjectId().toHexString())));
        MongoMappingContext context = new MongoMappingContext();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.afterPropertiesSet();
        Document written = new Document();
        converter.write(instance, written);
        BsonDocument bson =
                written.toBsonDocument(BsonDocument.class, com.mongodb.MongoClientSettings.getDefaultCodecRegistry());
        for (FieldModel f : model.root().fields()) {
            org.bson.BsonValue value = bson.get(f.storedName());
            dev.schemaguard.processor.model.ValueType ours =
                    f.type().bson() == dev.schemaguard.processor.model.BsonType.ARRAY
                            ? f.type().element()
                            : f.type();
            org.bson.BsonValue theirs = value.isArray() ? value.asArray().get(0) : value;
            assertEquals(
                    theirs.getBsonType().name().replace("DATE_TIME", "DATE"),
                    ours.bson().name(),
                    f.javaName() + " in " + bson.toJson());
        }
        assertEquals("OBJECT_ID", bson.get("composed").getBsonType().name(), "composed @Field(targetType) converts");
        assertEquals("STRING", bson.get("counter").getBsonType().name(), "aliased targetType converts");
    }

    /** The id's stored BSON type: SDM converts a String holding ObjectId hex unless the mapping says otherwise. */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(
            strings = {
                "@Id String id;",
                "String id;",
                "@MongoId String id;",
                "@MongoId(FieldType.OBJECT_ID) String id;",
                "@MongoId(FieldType.STRING) String id;",
                "@Id @Field(targetType = FieldType.STRING) String id;",
                "@Id java.math.BigInteger id;"
            })
    void idStoredAsSpringDataStoresIt(String idField) throws Exception {
        String source = IMPORTS + "@Document public class Keyed { " + idField + " String title; }";
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "sdm.Keyed", source);
        DocumentModel model = captured.models().get("sdm.Keyed");
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("sdm.Keyed");
        Object instance = type.getDeclaredConstructor().newInstance();
        java.lang.reflect.Field id = type.getDeclaredField("id");
        id.setAccessible(true);
        org.bson.types.ObjectId value = new org.bson.types.ObjectId();
        id.set(
                instance,
                id.getType() == String.class ? value.toHexString() : new java.math.BigInteger(value.toHexString(), 16));
        MongoMappingContext context = new MongoMappingContext();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.afterPropertiesSet();
        Document written = new Document();
        converter.write(instance, written);
        boolean sdmObjectId = written.get("_id") instanceof org.bson.types.ObjectId;
        boolean ours = model.root().idField().orElseThrow().type().bson()
                == dev.schemaguard.processor.model.BsonType.OBJECT_ID;
        assertEquals(sdmObjectId, ours, written.toJson());
    }

    /**
     * SDM converts by value (MongoConverter.convertId: only ObjectId hex becomes an ObjectId): a natural key
     * in an id not named like one ('login') is written as the String it is, as the model stores it; the same
     * value under an explicit ObjectId target is not ObjectId hex either, and the model says what the
     * annotation says.
     */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(
            strings = {"@Id String login;", "@Id @Field(targetType = FieldType.IMPLICIT) String login;"})
    void naturalKeyStoredAsSpringDataStoresIt(String idField) throws Exception {
        String source = IMPORTS + "@Document public class Account { " + idField + " String name; }";
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "sdm.Account", source);
        DocumentModel model = captured.models().get("sdm.Account");
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("sdm.Account");
        Object instance = type.getDeclaredConstructor().newInstance();
        set(instance, "login", "alice");
        MongoMappingContext context = new MongoMappingContext();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.afterPropertiesSet();
        Document written = new Document();
        converter.write(instance, written);
        assertEquals("alice", written.get("_id"), written.toJson());
        assertEquals(
                dev.schemaguard.processor.model.BsonType.STRING,
                model.root().idField().orElseThrow().type().bson());
    }

    /** The keys SDM wrote, at every level of embedding, are the stored names of the model's types. */
    private static void assertWrittenAsModelled(
            DocumentModel model, dev.schemaguard.processor.model.TypeModel type, Document written) {
        java.util.Set<String> stored = new java.util.TreeSet<>();
        type.fields().forEach(f -> stored.add(f.storedName()));
        assertEquals(stored, new java.util.TreeSet<>(written.keySet()), written::toJson);
        for (FieldModel f : type.fields()) {
            if (written.get(f.storedName()) instanceof Document nested) {
                assertWrittenAsModelled(model, model.types().get(f.type().typeKey()), nested);
            }
        }
    }

    /** What SDM writes of an entity, by property path: an unwrapped entity's properties under the owner's. */
    private static void writtenFields(
            MongoMappingContext context, MongoPersistentEntity<?> entity, String path, Map<String, String> out) {
        entity.doWithProperties((org.springframework.data.mapping.PropertyHandler<
                        org.springframework.data.mongodb.core.mapping.MongoPersistentProperty>)
                p -> {
                    if (p.isUnwrapped()) {
                        writtenFields(context, context.getRequiredPersistentEntity(p), path + p.getName() + ".", out);
                    } else if (!p.isTransient() && p.isWritable()) {
                        out.put(path + p.getName(), p.getFieldName());
                    }
                });
    }

    private static String generatedName(Document keys) {
        return keys.entrySet().stream()
                .map(e -> e.getKey() + "_"
                        + (e.getValue() instanceof Number n ? Integer.toString(n.intValue()) : e.getValue()))
                .collect(Collectors.joining("_"));
    }
}
