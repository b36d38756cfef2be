package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * QueryFieldUnknown (ERROR, suppressible): a derived query method names a property its document does not have, which
 * Spring Data refuses when it creates the repository (DerivedQueryDifferentialTest observes the refusal). Reported on
 * the method; a method inherited from a base interface is reported on the repository. In query code, a name Morphia
 * validates is an error too (MorphiaCallsDifferentialTest observes its ValidationException); a name the driver,
 * MongoTemplate or Morphia without validation sends as written is a warning: the server runs the query.
 */
class QueryFieldUnknownTest {

    private static final String BOOK = """
            @Document("books")
            class Book {
                @Id String id;
                String title;
                @Field("auth") String author;
                Address address;
                int pages;
            }
            class Address {
                String city;
            }
            """;

    private static final String REPOSITORY_IMPORTS = """
            import org.springframework.data.repository.*;
            import org.springframework.data.mongodb.repository.MongoRepository;
            """;

    private static ProcessorTester tester(String repository) {
        return ProcessorTester.forRules("QueryFieldUnknown", "QueryRefused")
                .source("p.Book", sdm(REPOSITORY_IMPORTS + BOOK + repository));
    }

    @Test
    void positive_misspeltProperty() {
        String message = tester("""
                interface BookRepository extends MongoRepository<Book, String> {
                    List<Book> findByTitl(String title); // expect: ERROR QueryFieldUnknown
                }
                """).expectMarkedDiagnostics().message("QueryFieldUnknown");
        assertTrue(message.contains("BookRepository.findByTitl names no property titl of Book"), message);
        assertTrue(message.contains("did you mean 'title'?"), message);
        assertTrue(message.contains("PropertyReferenceException"), message);
    }

    @Test
    void positive_aNameThatStartsWithAStoredPropertyIsStillUnknown() {
        // only Java properties the model does not store excuse an unknown name; 'title' is stored, so 'titles' is
        // Spring Data's PropertyReferenceException ("No property 'titles' found for type 'Book'")
        tester("""
                interface BookRepository extends MongoRepository<Book, String> {
                    List<Book> findByTitles(String title); // expect: ERROR QueryFieldUnknown
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_misspeltSortKey() {
        tester("""
                interface BookRepository extends MongoRepository<Book, String> {
                    List<Book> findByTitleOrderByPagez(String title); // expect: ERROR QueryFieldUnknown
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_storedNameIsNotAProperty() {
        // PartTree resolves Java properties: the stored name "auth" of @Field is no property
        tester("""
                interface BookRepository extends CrudRepository<Book, String> {
                    List<Book> findByAuth(String author); // expect: ERROR QueryFieldUnknown
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_inheritedFromASuperRepository() {
        tester("""
                interface Lookups extends Repository<Book, String> {
                    List<Book> findByTitel(String title); // expect: ERROR QueryFieldUnknown
                }
                interface BookRepository extends Lookups {} // expect: ERROR QueryFieldUnknown
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_validPropertiesAndNestedPaths() {
        tester("""
                interface BookRepository extends MongoRepository<Book, String> {
                    List<Book> findByTitleAndAuthor(String title, String author);
                    List<Book> findByAddressCityOrderByPagesDesc(String city);
                    List<Book> findByAddress_City(String city);
                    long countByPagesGreaterThan(int pages);
                }
                """).expectClean();
    }

    @Test
    void negative_propertiesSpringDataResolvesThatTheModelDoesNotStore() {
        // from the real-world corpus (hygieia, mongodbapplication, spring-data-examples): SDC 4's SimplePropertyPath
        // finds sId for "SId" (StringUtils.uncapitalize after Introspector.decapitalize), and resolves properties
        // the mapping does not store (a @ReadOnlyProperty reference, a @TextScore), as SDM 5.1 does for these
        ProcessorTester.forRules("QueryFieldUnknown", "QueryRefused")
                .source("p.Feature", sdm("""
                        import org.springframework.data.repository.*;
                        import org.springframework.data.annotation.ReadOnlyProperty;
                        @Document("features")
                        class Feature {
                            @Id String id;
                            String sId;
                            @TextScore Float score;
                            @DocumentReference(lazy = true, lookup = "{ 'feature' : ?#{#self._id} }")
                            @ReadOnlyProperty
                            Set<Project> projects;
                        }
                        @Document("projects")
                        class Project {
                            @Id String id;
                        }
                        interface FeatureRepository extends Repository<Feature, String> {
                            List<Feature> findBySId(String sId);
                            List<Feature> findAllByOrderByScoreDesc();
                            List<Feature> findByProjectsId(String id);
                        }
                        """))
                .expectClean();
    }

    @Test
    void negative_baseClassAndDefaultMethodsAreNoQueries() {
        tester("""
                interface BookRepository extends Repository<Book, String> {
                    java.util.Optional<Book> findById(String id);
                    List<Book> findAll();
                    Book save(Book book);
                    default List<Book> newest() { return findAll(); }
                }
                """).expectClean();
    }

    @Test
    void negative_fragmentMethodsAreImplementedByTheFragment() {
        tester("""
                interface BookRepositoryCustom {
                    List<Book> mostBorrowedThisWeek(int limit);
                }
                interface BookRepository extends MongoRepository<Book, String>, BookRepositoryCustom {}
                """).expectClean();
    }

    @Test
    void negative_baseInterfaceMethodMayBeImplementedByACustomBaseClass() {
        tester("""
                @NoRepositoryBean
                interface BaseRepository<T, ID> extends MongoRepository<T, ID> {
                    List<T> findAllActive();
                }
                interface BookRepository extends BaseRepository<Book, String> {}
                """).expectClean();
    }

    @Test
    void negative_anotherStoresRepository() {
        tester("""
                class Person {
                    Long id;
                    String name;
                }
                interface PersonRepository extends CrudRepository<Person, Long> {
                    List<Person> findByNam(String name);
                }
                """).expectClean();
    }

    @Test
    void negative_mongoRepositoryOfNoDocumentIsANote() {
        ProcessorTester.Result result = tester("""
                class Person {
                    String id;
                    String name;
                }
                interface PersonRepository extends MongoRepository<Person, String> { // expect: NOTE schemaguard
                    List<Person> findByNam(String name);
                }
                """).expectMarkedDiagnostics();
        String note = result.messages("schemaguard").stream()
                .filter(m -> m.contains("PersonRepository"))
                .findFirst()
                .orElseThrow();
        assertEquals(
                "[schemaguard] the queries of repository 'PersonRepository' were not checked: its domain type 'p.Person' has "
                        + "no Spring Data @Document, so Spring Data names its collection after the class; annotate it "
                        + "with Spring Data's @Document",
                note);
    }

    @Test
    void negative_suppressedOnTheMethod() {
        tester("""
                interface BookRepository extends MongoRepository<Book, String> {
                    @SuppressWarnings("schemaguard:QueryFieldUnknown")
                    List<Book> findByTitel(String title);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheInterface() {
        tester("""
                @SuppressWarnings("schemaguard:QueryFieldUnknown")
                interface BookRepository extends MongoRepository<Book, String> {
                    List<Book> findByTitel(String title);
                }
                """).expectClean();
    }

    @Test
    void positive_repositoryDefinition() {
        tester("""
                @RepositoryDefinition(domainClass = Book.class, idClass = String.class)
                interface BookRepository {
                    List<Book> findByTitel(String title); // expect: ERROR QueryFieldUnknown
                }
                """).expectMarkedDiagnostics();
    }

    private static final String MORPHIA_BOOK = """
            package m;
            import dev.morphia.annotations.*;
            import java.util.List;
            @Entity("morphia_books")
            public class Book {
                @Id org.bson.types.ObjectId id;
                @Property("t") String title;
                String author;
                List<Review> reviews;
                @Entity public static class Review { String user; }
            }
            """;

    private static ProcessorTester morphia(String queries) {
        return ProcessorTester.forRules("QueryFieldUnknown")
                .source("m.Book", MORPHIA_BOOK)
                .source("m.Queries", """
                        package m;
                        import static dev.morphia.query.filters.Filters.*;
                        import dev.morphia.Datastore;
                        import dev.morphia.query.FindOptions;
                        import dev.morphia.query.Sort;
                        """ + queries);
    }

    /** Morphia validates a query's filters by default, and always its sort keys: the query fails when it runs. */
    @Test
    void positive_aNameMorphiaValidates_isAnError() {
        String message = morphia("""
                class Queries {
                    Object byAuthor(Datastore ds, String a) {
                        return ds.find(Book.class).filter(eq("autor", a)).iterator(); // expect: ERROR QueryFieldUnknown
                    }
                    Object sorted(Datastore ds) {
                        return ds.find(Book.class).iterator(new FindOptions().sort(Sort.ascending("titel"))); // expect: ERROR QueryFieldUnknown
                    }
                }
                """)
                .expectMarkedDiagnostics()
                .messages("QueryFieldUnknown")
                .get(0);
        assertEquals(
                "[QueryFieldUnknown] Queries.byAuthor (iterator, line 8) queries 'autor', but no property is named 'autor' "
                        + "(did you mean 'author'?): Morphia validates the name and throws a ValidationException when "
                        + "the query runs; write the property or stored name the document has "
                        + "(see docs/rules/QueryFieldUnknown.md)",
                message);
    }

    /**
     * Without validation Morphia sends the name as written (as it does the names inside an elemMatch, whose filters
     * get no entity type): the server runs the query, which matches nothing there.
     */
    @Test
    void positive_aNameMorphiaSendsAsWritten_isAWarning() {
        morphia("""
                class Queries {
                    Object byAuthor(Datastore ds, String a) {
                        return ds.find(Book.class).disableValidation().filter(eq("autor", a)).iterator(); // expect: WARNING QueryFieldUnknown
                    }
                    Object validatedAgain(Datastore ds, String a) {
                        dev.morphia.query.Query<Book> q = ds.find(Book.class).disableValidation();
                        q.enableValidation();
                        return q.filter(eq("autor", a)).iterator(); // expect: ERROR QueryFieldUnknown
                    }
                    Object reviewedBy(Datastore ds, String u) {
                        return ds.find(Book.class).filter(elemMatch("reviews", eq("usr", u))).iterator(); // expect: WARNING QueryFieldUnknown
                    }
                }
                """).expectMarkedDiagnostics();
    }

    /** The driver's builders write the name as given, and the server runs the query: a warning. */
    @Test
    void positive_aNameTheDriverSendsAsWritten_isAWarning_anErrorWhenTheRuleIsSetSo() {
        String driver = """
                package d;
                import static com.mongodb.client.model.Filters.eq;
                @dev.schemaguard.annotations.Document(collection = "driver_books")
                class Book { org.bson.types.ObjectId id; String author; }
                class Queries {
                    com.mongodb.client.MongoCollection<Book> books;
                    long byAuthor(String a) {
                        return books.countDocuments(eq("autor", a)); // expect: WARNING QueryFieldUnknown
                    }
                }
                """;
        ProcessorTester.forRules("QueryFieldUnknown").source("d.Book", driver).expectMarkedDiagnostics();
        // an option set for the rule applies to every finding of it
        ProcessorTester.forRules("QueryFieldUnknown")
                .option("schemaguard.QueryFieldUnknown=ERROR")
                .source("d.Book", driver.replace("WARNING QueryFieldUnknown", "ERROR QueryFieldUnknown"))
                .expectMarkedDiagnostics();
        ProcessorTester.forRules("QueryFieldUnknown")
                .option("schemaguard.warningsAsErrors=true")
                .source("d.Book", driver.replace("WARNING QueryFieldUnknown", "ERROR QueryFieldUnknown"))
                .expectMarkedDiagnostics();
    }
}
