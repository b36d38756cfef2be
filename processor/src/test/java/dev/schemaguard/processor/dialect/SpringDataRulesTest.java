package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.data.mongodb.core.index.MongoPersistentEntityIndexResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/** The rules on models written in Spring Data MongoDB's vocabulary (docs/dialects/spring-data.md): same rules, SDM's names in messages. */
class SpringDataRulesTest {

    private static final String IMPORTS = """
            package p;
            import java.util.*;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            import org.springframework.data.mongodb.core.index.*;
            """;

    /**
     * Issue 18 item 2 in SDM's vocabulary (real-model check): an abstract @Document with two @Document
     * subclasses in its collection inherits its @CompoundIndex; the finding on the inherited @Indexed was
     * printed three times on one line, each naming another class as the @CompoundIndex's.
     */
    @Test
    void positive_redundantIndexPrefix_inheritedCompoundIndexReportedOnce() {
        ProcessorTester.Result result = ProcessorTester.forRules("RedundantIndexPrefix")
                .source("n.Notification", """
                        package n;
                        import org.springframework.data.annotation.Id;
                        import org.springframework.data.mongodb.core.index.*;
                        import org.springframework.data.mongodb.core.mapping.Document;
                        @Document("notifications")
                        @CompoundIndex(name = "user_created", def = "{'userId': 1, 'createdAt': -1}")
                        public abstract class Notification {
                            @Id String id;
                            @Indexed String userId; // expect: WARNING RedundantIndexPrefix
                            java.util.Date createdAt;
                        }
                        """)
                .source("n.EmailNotification", """
                        package n;
                        @org.springframework.data.mongodb.core.mapping.Document("notifications")
                        public class EmailNotification extends Notification { String email; }
                        """)
                .source("n.SmsNotification", """
                        package n;
                        @org.springframework.data.mongodb.core.mapping.Document("notifications")
                        public class SmsNotification extends Notification { String phone; }
                        """)
                .expectMarkedDiagnostics();
        String message = result.message("RedundantIndexPrefix");
        assertTrue(message.contains("(@CompoundIndex on 'Notification')"), message);
    }

    /** SDM refuses a subclass field hiding its superclass's ("Ambiguous field mapping detected"): both stay. */
    @Test
    void positive_fieldName_subclassFieldHidingTheSuperclassField() {
        ProcessorTester.forRules("FieldName")
                .source("p.Page", IMPORTS + """
                        @Document("pages")
                        class Page { @Id String id; String lang; }
                        """)
                .source("p.TranslationPage", IMPORTS + """
                        @Document("translation_pages")
                        class TranslationPage extends Page {
                            String lang; // expect: ERROR FieldName
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_unboundedArrayOfEmbeddedReviews() {
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Book", IMPORTS + """
                @Document
                class Book {
                    @Id String id;
                    List<Review> reviews; // expect: WARNING UnboundedArray
                    static class Review { String text; int rating; }
                }
                """)
                .expectMarkedDiagnostics();
    }

    /** The fix is spelled in the vocabulary the document is written in, not in schemaguard's. */
    @Test
    void positive_fixesInSpringDataVocabulary() {
        var result = ProcessorTester.forRules(
                        "UnboundedArray", "ImplicitEmbeddedDocument", "IndexNameLength", "FieldNameStyle")
                .source("p.Book", IMPORTS + """
                @Document
                class Book {
                    @Id String id;
                    List<Review> reviews; // expect: WARNING UnboundedArray
                    Author author; // expect: WARNING ImplicitEmbeddedDocument
                    @Field("first-name") String firstName; // expect: WARNING FieldNameStyle
                    @Indexed(name = "%s") String isbn; // expect: WARNING IndexNameLength
                    static class Review { String text; int rating; }
                }
                """.formatted("x".repeat(130)))
                .source("p.Author", IMPORTS + """
                @Document
                class Author { @Id String id; String name; }
                """)
                .expectMarkedDiagnostics();
        assertTrue(
                result.messages("UnboundedArray")
                        .get(0)
                        .contains("declare the bound with @Size(max = ...) or schemaguard's @Bounded(max = ...)"),
                result.all());
        assertTrue(
                result.messages("ImplicitEmbeddedDocument").get(0).contains("store its id with @DocumentReference"),
                result.all());
        assertTrue(result.messages("FieldNameStyle").get(0).contains("with @Field(\"firstName\")"), result.all());
        assertTrue(
                result.messages("IndexNameLength").get(0).contains("give a short name with @Indexed(name = \"...\")"),
                result.all());
    }

    @Test
    void negative_unboundedArray_boundedByBeanValidationSize() {
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Book", IMPORTS + """
                @Document
                class Book {
                    @Id String id;
                    @jakarta.validation.constraints.Size(max = 20) List<Review> reviews;
                    static class Review { String text; int rating; }
                }
                """)
                .expectClean();
    }

    /** Bean Validation's @Size is TYPE_USE too: on a type argument it bounds the inner lists, as @Bounded there does. */
    @Test
    void negative_unboundedArray_sizeOnTypeArgument() {
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Grid", IMPORTS + """
                @Document("grids")
                class Grid {
                    @Id String id;
                    @jakarta.validation.constraints.Size(max = 3)
                    List<@jakarta.validation.constraints.Size(max = 5) List<String>> rows;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_unboundedArray_typeArgumentWithoutSizeMax() {
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Grid", IMPORTS + """
                @Document("grids")
                class Grid {
                    @Id String id;
                    @jakarta.validation.constraints.Size(max = 3)
                    List<@jakarta.validation.constraints.Size(min = 1) List<String>> rows; // expect: WARNING UnboundedArray
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_unboundedArray_sizeWithoutMaxBoundsNothing() {
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Book", IMPORTS + """
                @Document
                class Book {
                    @Id String id;
                    @jakarta.validation.constraints.Size(min = 1) List<String> tags; // expect: WARNING UnboundedArray
                }
                """)
                .expectMarkedDiagnostics();
    }

    private static final String LENGTH = """
            package org.hibernate.validator.constraints;
            public @interface Length { int min() default 0; int max() default Integer.MAX_VALUE; }
            """;
    private static final String JAVAX_SIZE = """
            package javax.validation.constraints;
            public @interface Size { int min() default 0; int max() default Integer.MAX_VALUE; }
            """;

    @Test
    void positive_largeIndexKey_hibernateLengthAbove1024() {
        ProcessorTester.forRules("LargeIndexKey")
                .source("org.hibernate.validator.constraints.Length", LENGTH)
                .source("p.Page", IMPORTS + """
                @Document
                class Page {
                    @Id String id;
                    @org.hibernate.validator.constraints.Length(max = 4000) @Indexed String url; // expect: WARNING LargeIndexKey
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_largeIndexKey_fixInSdmWords() {
        String message = ProcessorTester.forRules("LargeIndexKey")
                .source("p.Page", IMPORTS + """
                @Document
                class Page {
                    @Id String id;
                    @jakarta.validation.constraints.Size(max = 4000) @Indexed String url; // expect: WARNING LargeIndexKey
                }
                """)
                .expectMarkedDiagnostics()
                .message("LargeIndexKey");
        assertTrue(message.contains("@HashIndexed"), message);
        assertFalse(message.contains("':hashed'"), "schemaguard's key syntax is not SDM's: " + message);
    }

    @Test
    void negative_largeIndexKey_javaxSizeBoundsTheKey() {
        ProcessorTester.forRules("LargeIndexKey", "UnboundedArray")
                .source("javax.validation.constraints.Size", JAVAX_SIZE)
                .source("p.Page", IMPORTS + """
                @Document
                class Page {
                    @Id String id;
                    @javax.validation.constraints.Size(max = 200) @Indexed String url;
                    @javax.validation.constraints.Size(max = 10) List<String> tags;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_redundantIndexPrefix_compoundIndexCoversIndexed() {
        String message = ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Book", IMPORTS + """
                @Document
                @CompoundIndex(def = "{'author': 1, 'publishedAt': -1}")
                class Book {
                    @Id String id;
                    @Indexed String author; // expect: WARNING RedundantIndexPrefix
                    Date publishedAt;
                }
                """)
                .expectMarkedDiagnostics()
                .message("RedundantIndexPrefix");
        assertTrue(
                message.contains("index 'author' {author: 1} (@Indexed on 'author') is a prefix of index "
                        + "'author_1_publishedAt_-1' {author: 1, publishedAt: -1} (@CompoundIndex on 'Book')"),
                message);
    }

    @Test
    void negative_redundantIndexPrefix_differentFirstKey() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Book", IMPORTS + """
                @Document
                @CompoundIndex(def = "{'author': 1, 'publishedAt': -1}")
                class Book {
                    @Id String id;
                    @Indexed Date publishedAt;
                    String author;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_duplicateIndex_sameNameFromIndexedAndCompound() {
        ProcessorTester.forRules("DuplicateIndex")
                .source("p.User", IMPORTS + """
                @Document
                @CompoundIndex(name = "email", def = "{'email': 1, 'name': 1}")
                class User {
                    @Id String id;
                    @Indexed String email; // expect: ERROR DuplicateIndex
                    String name;
                }
                """)
                .expectMarkedDiagnostics();
    }

    /** Indexes of both vocabularies are merged: the same index declared in each is found. */
    @Test
    void positive_duplicateIndex_acrossVocabularies() {
        String message = ProcessorTester.forRules("DuplicateIndex")
                .source("p.User", IMPORTS + """
                @dev.schemaguard.annotations.Document
                class User {
                    String id;
                    @dev.schemaguard.annotations.IndexHint
                    @Indexed String email; // expect: ERROR DuplicateIndex
                }
                """)
                .expectMarkedDiagnostics()
                .message("DuplicateIndex");
        assertTrue(message.contains("(@Indexed on 'email')"), message);
    }

    @Test
    void negative_duplicateIndex_distinctIndexes() {
        ProcessorTester.forRules("DuplicateIndex")
                .source("p.User", IMPORTS + """
                @Document
                class User {
                    @Id String id;
                    @Indexed(unique = true) String email;
                    @Indexed String name;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_randomId_sdmStoresStringIdAsObjectId() {
        ProcessorTester.forRules("RandomId").source("p.Book", IMPORTS + """
                @Document
                class Book {
                    @Id String id;
                    String title;
                }
                """).expectClean();
    }

    /**
     * SDM converts an id by its value, so a natural key (a login, not ObjectId hex) is stored as the String it
     * is: the name says which the field holds (issue 18, item 4's natural keys).
     */
    @Test
    void positive_randomId_naturalKeyNamedOtherThanId() {
        String message = ProcessorTester.forRules("RandomId")
                .source("p.Account", IMPORTS + """
                @Document
                class Account {
                    @Id String login; // expect: WARNING RandomId
                    String displayName;
                }
                """)
                .expectMarkedDiagnostics()
                .message("RandomId");
        assertTrue(
                message.contains("the _id 'login' of 'Account' is a String: a natural key (a user name, a code) or a "
                        + "hash is non-monotonic"),
                message);
        assertFalse(message.contains("UUID.randomUUID"), message);
    }

    /** A name that says id (userId, _id) is the surrogate key SDM generates as an ObjectId. */
    @Test
    void negative_randomId_surrogateNamedLikeAnId() {
        ProcessorTester.forRules("RandomId")
                .source("p.Account", IMPORTS + """
                        @Document
                        class Account { @Id String accountId; String login; }
                        """)
                .source("p.Order", IMPORTS + """
                        @Document
                        class Order { @Id String _id; String number; }
                        """)
                .expectClean();
    }

    /** An explicit ObjectId target says the values are ObjectId hex, whatever the name. */
    @Test
    void negative_randomId_explicitObjectIdTargetOnANaturalName() {
        ProcessorTester.forRules("RandomId")
                .source("p.Account", IMPORTS + """
                        @Document
                        class Account { @MongoId(FieldType.OBJECT_ID) String login; }
                        """)
                .source("p.Session", IMPORTS + """
                        @Document
                        class Session { @Id @Field(targetType = FieldType.OBJECT_ID) String token; }
                        """)
                .expectClean();
    }

    /** @MongoId's own default (IMPLICIT) keeps the String, whatever the name: the rule fires on 'id' too. */
    @Test
    void positive_randomId_implicitMongoIdOnAnIdName() {
        ProcessorTester.forRules("RandomId").source("p.Book", IMPORTS + """
                @Document
                class Book {
                    @MongoId String id; // expect: WARNING RandomId
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_randomId_mongoIdStoresTheString() {
        ProcessorTester.forRules("RandomId").source("p.Book", IMPORTS + """
                @Document
                class Book {
                    @MongoId(FieldType.STRING) String id; // expect: WARNING RandomId
                    String title;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_invalidAnnotation_twoStoredNames() {
        ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Document
                class Book {
                    @Id String id;
                    @dev.schemaguard.annotations.Field("t") @Field("title") String title; // expect: ERROR InvalidAnnotation
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_invalidAnnotation_sameStoredNameTwice() {
        ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Document
                class Book {
                    @Id String id;
                    @dev.schemaguard.annotations.Field("t") @Field("t") String title;
                }
                """)
                .expectClean();
    }

    /**
     * Another framework's {@code @Id} on a field SDM does not store means nothing to SDM: it maps the class without an
     * id property (BasicMongoPersistentProperty.isIdProperty reads Spring Data's @Id and the names id and _id only)
     * and stores a generated _id, so nothing refuses the model and no InvalidAnnotation says it does.
     */
    @Test
    void negative_invalidAnnotation_morphiaIdOnATransientField_sdmStoresAGeneratedId() throws Exception {
        ProcessorTester.Result result = ProcessorTester.forRules("InvalidAnnotation", "UnreadAnnotation")
                .source("p.Book", IMPORTS + """
                @Document("books")
                public class Book {
                    @dev.morphia.annotations.Id @org.springframework.data.annotation.Transient String key;
                    String title;
                }
                """)
                .expectClean();
        MongoMappingContext context = new MongoMappingContext();
        var entity = context.getRequiredPersistentEntity(
                CompiledOutput.loader(result.compilation()).loadClass("p.Book"));
        assertEquals(null, entity.getIdProperty());
        assertEquals(null, entity.getPersistentProperty("key"));
    }

    @Test
    void negative_textIndexLimit_notForOneSdmTextIndexOfManyFields() {
        ProcessorTester.forRules("TextIndexLimit")
                .source("p.Book", IMPORTS + """
                @Document
                class Book {
                    @Id String id;
                    @TextIndexed String title;
                    @TextIndexed String body;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_indexThroughMap_notReported_sdmIgnoresIndexedOnMap() {
        ProcessorTester.forRules("IndexThroughMap")
                .source("p.Book", IMPORTS + """
                @Document
                class Book {
                    @Id String id;
                    @Indexed Map<String, String> attributes;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_ttlNeverExpires_onExpireAfterString() {
        ProcessorTester.forRules("TtlNeverExpires")
                .source("p.Session", IMPORTS + """
                @Document
                class Session {
                    @Id String id;
                    @Indexed(expireAfter = "1d") String token; // expect: ERROR TtlNeverExpires
                }
                """)
                .expectMarkedDiagnostics();
    }

    /** A model SDM refuses (a root @CompoundIndex without keys) is a schemaguard error, not a silent difference. */
    @Test
    void positive_modelSpringDataRejects_isAnError() throws Exception {
        String source = IMPORTS.replace("package p;", "package q;") + """
                @Document
                @CompoundIndex(name = "nothing")
                public class Empty { @Id String id; }
                """;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "q.Empty", source);
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("q.Empty");
        MongoMappingContext context = new MongoMappingContext();
        assertThrows(
                RuntimeException.class, () -> new MongoPersistentEntityIndexResolver(context).resolveIndexFor(type));
        ProcessorTester.forRules("InvalidAnnotation")
                .source("q.Empty", IMPORTS.replace("package p;", "package q;") + """
                @Document
                @CompoundIndex(name = "nothing") // expect: ERROR InvalidAnnotation
                public class Empty { @Id String id; }
                """)
                .expectMarkedDiagnostics();
    }

    /** A model with many SpEL collections gets one note per build, not one per document. */
    @Test
    void negative_spelCollections_oneNote() {
        ProcessorTester tester = ProcessorTester.create();
        for (int i = 0; i < 8; i++) {
            tester.source("p.Log" + i, IMPORTS + """
                    @Document("#{@tenant.prefix()}-logs%d")
                    class Log%d { @Id String id; }
                    """.formatted(i, i));
        }
        var result = tester.compile();
        List<String> notes = result.compilation().notes().stream()
                .map(n -> n.getMessage(null))
                .filter(m -> m.contains("not in the bootstrap"))
                .toList();
        assertTrue(notes.size() == 1, notes.toString());
        assertTrue(
                notes.get(0).startsWith("[schemaguard] 8 documents are not in the bootstrap")
                        && notes.get(0).contains("'p.Log0' ('#{@tenant.prefix()}-logs0')")
                        && notes.get(0).contains(" and 3 more;"),
                notes.get(0));
    }

    /**
     * Real models write @CompoundIndex(def) keys in stored names: SDM's QueryMapper passes a path that
     * names no property through unchanged, so the index is on the stored fields, and nothing is unknown.
     */
    @Test
    void negative_indexFieldUnknown_compoundDefInStoredNames() {
        var result = ProcessorTester.forRules("IndexFieldUnknown", "RedundantIndexPrefix")
                .source("p.Note", IMPORTS + """
                @Document("notes")
                @CompoundIndex(name = "user_seen", def = "{'user_id': 1, 'is_seen': 1}")
                class Note {
                    @Id String id;
                    @Field("user_id") @Indexed String userId; // expect: WARNING RedundantIndexPrefix
                    @Field("is_seen") boolean seen;
                }
                """)
                .expectMarkedDiagnostics();
        assertTrue(result.messages("RedundantIndexPrefix").get(0).contains("{user_id: 1, is_seen: 1}"), result.all());
    }

    /** A SpEL collection name is only known when the application runs: name rules stay silent, the bootstrap skips it. */
    @Test
    void negative_collectionNameRules_spelCollection() {
        var result = ProcessorTester.create()
                .source("p.Log", IMPORTS + """
                @Document("#{@tenant.prefix()}-logs")
                class Log { @Id String id; }
                """)
                .source("p.Book", IMPORTS + """
                @Document("books")
                class Book { @Id String id; }
                """)
                .compile();
        assertTrue(
                result.schemaguard().stream().allMatch(d -> d.getKind() == javax.tools.Diagnostic.Kind.NOTE),
                result.all());
        Map<String, String> sources = CompiledOutput.sources(result.compilation());
        String targets = sources.entrySet().stream()
                .filter(e -> e.getKey().contains("SchemaBootstrap"))
                .map(Map.Entry::getValue)
                .reduce("", String::concat);
        assertTrue(targets.contains("BookSchema"), sources.keySet().toString());
        assertTrue(!targets.contains("LogSchema"), targets);
        // the schema class names the expression for what it is: a COLLECTION constant would be sent as a name
        String logSchema = sources.get("p/LogSchema.java");
        assertTrue(
                logSchema != null
                        && logSchema.contains(
                                "public static final String COLLECTION_EXPRESSION = \"#{@tenant.prefix()}-logs\";"),
                String.valueOf(logSchema));
        assertTrue(!logSchema.contains(" COLLECTION ="), logSchema);
        assertTrue(
                result.compilation().notes().stream()
                        .anyMatch(
                                n -> n.getMessage(null)
                                        .contains(
                                                "'p.Log' is not in the bootstrap: its collection '#{@tenant.prefix()}-logs' is an expression")),
                result.compilation().notes().toString());
    }

    /**
     * Real models name the collection, its collation and TTLs with property placeholders
     * ({@code @Document(collection = "${db.collection.pet.owner}")}, {@code @Indexed(expireAfter =
     * "${app.events-ttl:7d}")}): SDM resolves them as value expressions like SpEL, so the '$' is never sent
     * and nothing is refused. The index resolver evaluates an index's collation as SpEL only: a
     * placeholder there stays the locale it reads as.
     */
    @Test
    void negative_propertyPlaceholders_resolvedBySpringData() {
        var result = ProcessorTester.forRules("CollectionName", "CollationLocale", "InvalidAnnotation")
                .source("p.Owner", IMPORTS + """
                        @Document(collection = "${db.collection.owner}", collation = "${db.collation:en}")
                        class Owner {
                            @Id String id;
                            @Indexed(expireAfter = "${app.owner-ttl:7d}") Date seen;
                        }
                        """)
                .source("p.Reading", IMPORTS + """
                        @TimeSeries(collection = "readings", timeField = "at", expireAfter = "${app.retention:P30D}")
                        class Reading { @Id String id; Date at; }
                        """)
                .compile();
        assertTrue(
                result.schemaguard().stream().allMatch(d -> d.getKind() == javax.tools.Diagnostic.Kind.NOTE),
                result.all());
        assertTrue(
                result.compilation().notes().stream()
                        .anyMatch(n -> n.getMessage(null)
                                .contains(
                                        "'p.Owner' is not in the bootstrap: its collection '${db.collection.owner}'")),
                result.all());
        Map<String, String> sources = CompiledOutput.sources(result.compilation());
        String ownerSchema = sources.get("p/OwnerSchema.java");
        assertTrue(
                ownerSchema != null
                        && ownerSchema.contains(
                                "public static final String COLLECTION_EXPRESSION = \"${db.collection.owner}\";"),
                String.valueOf(ownerSchema));

        String message = ProcessorTester.forRules("CollationLocale")
                .source("p.Tag", IMPORTS + """
                @Document("tags")
                class Tag {
                    @Id String id;
                    @Indexed(collation = "${db.collation}") String name; // expect: ERROR CollationLocale
                }
                """)
                .expectMarkedDiagnostics()
                .message("CollationLocale");
        assertTrue(message.contains("'${db.collation}'"), message);
    }

    /** Real models write @Document(collation = "contacts") for the collection's name: the message says so. */
    @Test
    void positive_collationLocale_collectionNameWrittenAsCollation() {
        String message = ProcessorTester.forRules("CollationLocale")
                .source("p.Contact", IMPORTS + """
                @Document(collation = "contacts") // expect: ERROR CollationLocale
                class Contact { @Id String id; String name; }
                """)
                .expectMarkedDiagnostics()
                .message("CollationLocale");
        assertTrue(
                message.startsWith("[CollationLocale] collation locale 'contacts' is not one MongoDB supports, so it "
                        + "refuses the collection (BadValue, 2); @Document's collation is the collection's default collation, "
                        + "not its name: did you mean collection = \"contacts\"?"),
                message);
        // with the collection named, an unknown locale is only that
        String named = ProcessorTester.forRules("CollationLocale")
                .source("p.Contact", IMPORTS + """
                @Document(collection = "contacts", collation = "klingon") // expect: ERROR CollationLocale
                class Contact { @Id String id; String name; }
                """)
                .expectMarkedDiagnostics()
                .message("CollationLocale");
        assertTrue(named.contains("'klingon'") && !named.contains("did you mean collection"), named);
        // the hint on the document does not end the checks of its indexes
        ProcessorTester.forRules("CollationLocale")
                .source("p.Contact", IMPORTS + """
                @Document(collation = "contacts") // expect: ERROR CollationLocale
                class Contact { @Id String id; @Indexed(collation = "klingonx") String name; } // expect: ERROR CollationLocale
                """)
                .expectMarkedDiagnostics();
    }

    /**
     * A real model writes @CompoundIndex(def = "#{T(org.bson.Document).parse(...)}"): SDM's index resolver
     * evaluates an index's def, name, partialFilter, collation and wildcardProjection as SpEL and its expireAfter
     * as a value expression, so such an index is decided when the application starts. It is neither refused nor
     * checked nor put in the bootstrap (which would send the expression as its value), and one note says so. A
     * property placeholder is no SpEL there: SDM parses "${...}" as the def, and refuses it.
     */
    @Test
    void negative_indexExpressions_decidedAtRunTime() {
        var result = ProcessorTester.forRules("InvalidAnnotation", "IndexOptionConflict", "IndexName", "DuplicateIndex")
                .source("p.Person", IMPORTS + """
                        @Document("persons")
                        @CompoundIndex(def = "#{T(org.bson.Document).parse(\\\"{ 'firstName': -1 }\\\")}")
                        @CompoundIndex(name = "active", def = "{'lastName': 1}", partialFilter = "#{@filters.active()}")
                        @WildcardIndexed(wildcardProjection = "#{@projections.person()}")
                        class Person {
                            @Id String id;
                            String firstName;
                            @Indexed(name = "#{@utils.indexName}") String lastName;
                            @Indexed(expireAfter = "#{@ttl.seen()}") Date seen;
                            @Indexed(name = "by_email") String email;
                        }
                        """)
                .compile();
        assertTrue(
                result.compilation().errors().isEmpty()
                        && result.schemaguard().stream().allMatch(d -> d.getKind() == javax.tools.Diagnostic.Kind.NOTE),
                result.all());
        List<String> notes = result.compilation().notes().stream()
                .map(n -> n.getMessage(null))
                .filter(m -> m.contains("not checked and not in the bootstrap"))
                .toList();
        assertEquals(1, notes.size(), result.all());
        assertTrue(
                notes.get(0).startsWith("[schemaguard] 5 indexes are not checked")
                        && notes.get(0).contains("@CompoundIndex on 'Person' (def) of 'p.Person'")
                        && notes.get(0).contains("@Indexed on 'seen' (expireAfter)"),
                notes.get(0));
        String schema = CompiledOutput.sources(result.compilation()).get("p/PersonSchema.java");
        assertTrue(schema != null && schema.contains("by_email") && !schema.contains("#{"), String.valueOf(schema));

        ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Tag", IMPORTS + """
                @Document("tags")
                @CompoundIndex(def = "${app.tag-index}") // expect: ERROR InvalidAnnotation
                class Tag { @Id String id; String name; }
                """)
                .expectMarkedDiagnostics();
    }

    /**
     * SDM prefixes a nested @CompoundIndex's keys with the stored embedding path and maps the result by
     * property names: under a renamed embedding field the path stays as written, and the index covers
     * a field that is not stored ('w.right', not 'w.r'). SDM and MongoDB accept it: a warning.
     */
    @Test
    void positive_indexFieldNotMapped_nestedCompoundUnderRenamedField() {
        String message = ProcessorTester.forRules("IndexFieldUnknown", "IndexFieldNotMapped")
                .source("p.Pair", IMPORTS + """
                @Document
                class Pair {
                    @Id String id;
                    @Field("w") Wrapper wrapper;
                    @CompoundIndex(def = "{'left': 1, 'right': 1}") // expect: WARNING IndexFieldNotMapped
                    static class Wrapper { String left; @Field("r") String right; }
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldNotMapped");
        assertTrue(
                message.contains("index key 'w.right'")
                        && message.contains("'right' is not a stored field in 'w'")
                        && message.contains("did you mean 'w.r'?"),
                message);
    }

    @Test
    void positive_invalidAnnotation_indexedExpireAfterThatSdmCannotParse() {
        String message = ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Session", IMPORTS + """
                @Document
                class Session { @Id String id; @Indexed(expireAfter = "soon") Date at; } // expect: ERROR InvalidAnnotation
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertEquals(
                "[InvalidAnnotation] Spring Data MongoDB refuses this: expireAfter = \"soon\" on 'at' is not a "
                        + "duration such as \"30s\", \"10m\", \"1d\" or \"P1D\"; fix the annotation so that the application can "
                        + "start (see docs/rules/InvalidAnnotation.md)",
                message);
    }

    /** More models SDM refuses, each an InvalidAnnotation error on the line at fault. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(
            strings = {
                "@Id String id; @Id String other; // expect: ERROR InvalidAnnotation",
                "@Id String id; @Indexed(expireAfter = \"soon\") Date at; // expect: ERROR InvalidAnnotation",
                "@Id String id; @Indexed(expireAfter = \"9999999999999999d\") Date at; // expect: ERROR InvalidAnnotation",
                "@Id String id; @Indexed(expireAfter = \"1d\", expireAfterSeconds = 60) Date at; // expect: ERROR InvalidAnnotation",
            })
    void positive_modelsSpringDataRejects(String members) throws Exception {
        String source =
                IMPORTS.replace("package p;", "package r;") + "@Document\npublic class Bad {\n" + members + "\n}\n";
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "r.Bad", source);
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("r.Bad");
        assertThrows(RuntimeException.class, () -> {
            MongoMappingContext context = new MongoMappingContext();
            new MongoPersistentEntityIndexResolver(context)
                    .resolveIndexFor(type)
                    .forEach(d -> d.getIndexOptions());
        });
        ProcessorTester.forRules("InvalidAnnotation").source("r.Bad", source).expectMarkedDiagnostics();
    }

    @Test
    void codegen_schemaClassUsesSdmIndexNames() {
        var result = ProcessorTester.create().source("p.Book", IMPORTS + """
                @Document("books")
                class Book {
                    @Id String id;
                    @Indexed(unique = true) String isbn;
                    @jakarta.validation.constraints.Size(max = 5) List<String> tags;
                    @TextIndexed String title;
                    @TextIndexed(weight = 3) String body;
                }
                """).expectClean();
        String schema = CompiledOutput.sources(result.compilation()).get("p/BookSchema.java");
        assertTrue(schema != null, "no schema class");
        assertTrue(schema.contains("COLLECTION = \"books\""), schema);
        assertTrue(schema.contains("\"isbn\""), schema);
        assertTrue(List.of(schema.split("\n")).stream().anyMatch(l -> l.contains(".name(\"isbn\")")), schema);
        assertTrue(schema.contains(".name(\"Book_TextIndex\").weights(new Document(\"body\", 3.0d))"), schema);
    }

    /** SDM resolves an unwrapped entity's @CompoundIndex from the owner, keys unprefixed: the index is on a field never written. */
    @Test
    void positive_indexFieldNotMapped_compoundIndexOnUnwrappedType() {
        // SDM leaves the keys unprefixed and sends them as written: an index on a field never written
        ProcessorTester.forRules("IndexFieldUnknown", "IndexFieldNotMapped")
                .source("p.Customer", IMPORTS + """
                @Document
                class Customer {
                    @Id String id;
                    @Unwrapped.Nullable(prefix = "a_") Address address;
                    @CompoundIndex(def = "{'zip': 1}") // expect: WARNING IndexFieldNotMapped
                    static class Address { String city; String zip; }
                }
                """)
                .expectMarkedDiagnostics();
    }

    /** @Indexed inside an unwrapped entity indexes the prefixed field SDM writes. */
    @Test
    void negative_indexFieldUnknown_indexedInsideUnwrappedType() {
        ProcessorTester.forRules("IndexFieldUnknown", "DuplicateIndex")
                .source("p.Customer", IMPORTS + """
                @Document
                @CompoundIndex(name = "by_city", def = "{'address.city': 1, 'id': 1}")
                class Customer {
                    @Id String id;
                    @Unwrapped.Nullable(prefix = "a_") Address address;
                    static class Address { @Indexed String city; String zip; }
                }
                """)
                .expectClean();
    }

    /** A prefix with a dot makes every unwrapped field a dotted name, which no query can address. */
    @Test
    void positive_unaddressableFieldName_unwrappedPrefixWithDot() {
        ProcessorTester.forRules("UnaddressableFieldName")
                .source("p.Customer", IMPORTS + """
                @Document
                class Customer {
                    @Id String id;
                    @Unwrapped.Nullable(prefix = "a.") Address address;
                    static class Address {
                        String city; // expect: WARNING UnaddressableFieldName
                    }
                }
                """)
                .expectMarkedDiagnostics();
    }

    /** SDM's wildcard index and schemaguard's hint on the same keys are one index declared twice. */
    @Test
    void negative_duplicateIndex_wildcardInBothVocabularies_isOneIndex() {
        ProcessorTester.forRules("DuplicateIndex", "RedundantIndex")
                .source("p.Product", IMPORTS + """
                @Document
                @WildcardIndexed // expect: WARNING RedundantIndex
                @dev.schemaguard.annotations.IndexHint(keys = "$**")
                class Product {
                    @Id String id;
                    Map<String, String> attributes;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_duplicateIndex_wildcardsOnTwoFields() {
        ProcessorTester.forRules("DuplicateIndex")
                .source("p.Product", IMPORTS + """
                @Document
                class Product {
                    @Id String id;
                    @WildcardIndexed(name = "attrs") Map<String, String> attributes;
                    @WildcardIndexed(name = "attrs") Map<String, String> other;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_invalidAnnotation_wildcardProjectionOnProperty() {
        ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Product", IMPORTS + """
                @Document
                class Product {
                    @Id String id;
                    @WildcardIndexed(wildcardProjection = "{'a': 1}") Map<String, String> attributes; // expect: ERROR InvalidAnnotation
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_textIndexLimit_languageAndWeightsStayOneIndex() {
        ProcessorTester.forRules("TextIndexLimit", "InvalidAnnotation")
                .source("p.Article", IMPORTS + """
                @Document(language = "german")
                @WildcardIndexed(wildcardProjection = "{'body': 0}")
                class Article {
                    @Id String id;
                    @TextIndexed String title;
                    @TextIndexed(weight = 2) String body;
                    @Language String lang;
                }
                """)
                .expectClean();
    }

    /** SDM's index resolver refuses an index annotation on the unwrapped property itself. */
    @Test
    void positive_invalidAnnotation_indexedOnUnwrappedProperty() {
        ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Customer", IMPORTS + """
                @Document
                class Customer {
                    @Id String id;
                    @Indexed @Unwrapped.Nullable(prefix = "a_") Address address; // expect: ERROR InvalidAnnotation
                    @Unwrapped.Nullable @jakarta.validation.constraints.Size(max = 3) List<String> tags; // expect: ERROR InvalidAnnotation
                    static class Address { String city; }
                }
                """)
                .expectMarkedDiagnostics();
    }

    /** On a simple value @Unwrapped changes nothing: SDM writes the value under its name. */
    @Test
    void negative_invalidAnnotation_unwrappedSimpleValue() {
        ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Customer", IMPORTS + """
                @Document
                class Customer {
                    @Id String id;
                    @Unwrapped.Nullable(prefix = "s_") String name;
                    @Unwrapped.Empty Address address;
                    static class Address { @Indexed String city; }
                }
                """)
                .expectClean();
    }
}
