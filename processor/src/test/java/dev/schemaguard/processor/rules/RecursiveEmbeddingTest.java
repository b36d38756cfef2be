package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import java.time.Duration;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * RecursiveEmbedding (WARNING): an embedded type contains itself, directly or indirectly. Reported
 * once, on the field that closes the cycle. Never fires when the recursive field is {@code @Reference}.
 */
class RecursiveEmbeddingTest {

    private static final Duration LIMIT = Duration.ofSeconds(60);

    @Test
    void positive_selfThroughAList() {
        String message = ProcessorTester.forRules("RecursiveEmbedding")
                .source("p.Forum", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                class Forum {
                    org.bson.types.ObjectId id;
                    Node root;
                }
                class Node {
                    String text;
                    List<Node> children; // expect: WARNING RecursiveEmbedding
                }
                """)
                .expectMarkedDiagnostics()
                .message("RecursiveEmbedding");
        assertTrue(
                message.startsWith("[RecursiveEmbedding] 'children' in 'Node' embeds 'Node' again (Node → Node), "
                        + "so the document can nest without end"),
                message);
        assertTrue(message.contains("parent references"), message);
        assertTrue(message.contains("@Reference"), message);
        assertTrue(message.contains("array of ancestors"), message);
        assertTrue(message.endsWith("(see docs/rules/RecursiveEmbedding.md)"), message);
    }

    @Test
    void positive_selfDirectly() {
        ProcessorTester.forRules("RecursiveEmbedding").source("p.Playlist", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Playlist {
                    org.bson.types.ObjectId id;
                    Entry first;
                    static class Entry {
                        String track;
                        Entry next; // expect: WARNING RecursiveEmbedding
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_selfThroughAMap() {
        ProcessorTester.forRules("RecursiveEmbedding").source("p.Config", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Config {
                    org.bson.types.ObjectId id;
                    Section root;
                    static class Section {
                        String value;
                        java.util.@Bounded(max = 10) Map<String, Section> sections; // expect: WARNING RecursiveEmbedding
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_mutual() {
        String message = ProcessorTester.forRules("RecursiveEmbedding")
                .source("p.Doc", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Doc {
                    org.bson.types.ObjectId id;
                    A a;
                }
                class A {
                    String name;
                    B b;
                }
                class B {
                    A a; // expect: WARNING RecursiveEmbedding
                }
                """)
                .expectMarkedDiagnostics()
                .message("RecursiveEmbedding");
        assertTrue(message.contains("'a' in 'B' embeds 'A' again (A → B → A)"), message);
    }

    @Test
    void positive_cycleEnteredInTheMiddle() {
        String message = ProcessorTester.forRules("RecursiveEmbedding")
                .source("p.Doc", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Doc {
                    org.bson.types.ObjectId id;
                    A a;
                }
                class A { B b; }
                class B { C c; }
                class C {
                    java.util.@Bounded(max = 2) List<B> bs; // expect: WARNING RecursiveEmbedding
                }
                """)
                .expectMarkedDiagnostics()
                .message("RecursiveEmbedding");
        assertTrue(message.contains("'bs' in 'C' embeds 'B' again (B → C → B)"), message);
    }

    @Test
    void positive_throughGenerics() {
        ProcessorTester.Result result = assertTimeoutPreemptively(
                LIMIT,
                () -> ProcessorTester.forRules("RecursiveEmbedding")
                        .source("p.Catalog", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        import java.util.List;
                        @Document
                        class Catalog {
                            org.bson.types.ObjectId id;
                            Tree<String> tree;
                        }
                        class Tree<T> {
                            T value;
                            List<Tree<T>> kids; // expect: WARNING RecursiveEmbedding
                        }
                        """)
                        .expectMarkedDiagnostics());
        assertTrue(result.message("RecursiveEmbedding").contains("'kids' in 'Tree' embeds 'Tree' again"), result.all());
    }

    @Test
    void positive_genericTreeUsedWithTwoArgumentsReportedOnce() {
        ProcessorTester.Result result = assertTimeoutPreemptively(
                LIMIT,
                () -> ProcessorTester.forRules("RecursiveEmbedding")
                        .source("p.Catalog", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        import java.util.List;
                        @Document
                        class Catalog {
                            org.bson.types.ObjectId id;
                            Tree<String> names;
                            Tree<Integer> numbers;
                        }
                        class Tree<T> {
                            T value;
                            List<Tree<T>> kids; // expect: WARNING RecursiveEmbedding
                        }
                        """)
                        .expectMarkedDiagnostics());
        assertEquals(1, result.messages("RecursiveEmbedding").size(), result.all());
    }

    @Test
    void positive_genericRecursionThatChangesTheTypeArgumentTerminates() {
        // Nest<String> holds a Nest<List<String>>, which holds a Nest<List<List<String>>>, …: each
        // level is a new parameterization of the same class; reading it must stop, and it is a recursion
        ProcessorTester.Result result = assertTimeoutPreemptively(
                LIMIT,
                () -> ProcessorTester.forRules("RecursiveEmbedding")
                        .source("p.Box", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        import java.util.List;
                        @Document
                        class Box {
                            org.bson.types.ObjectId id;
                            Nest<String> nest;
                        }
                        class Nest<T> {
                            T value;
                            Nest<List<T>> deeper; // expect: WARNING RecursiveEmbedding
                        }
                        """)
                        .expectMarkedDiagnostics());
        assertEquals(1, result.messages("RecursiveEmbedding").size(), result.all());
    }

    @Test
    void positive_rootDocumentContainsItself() {
        // a category embedding its child categories (it also embeds a @Document: ImplicitEmbeddedDocument's finding)
        ProcessorTester.Result result = ProcessorTester.forRules("RecursiveEmbedding")
                .source("p.Category", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                class Category {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 100) String name;
                    @Bounded(max = 5) List<Category> children; // expect: WARNING RecursiveEmbedding
                }
                """)
                .expectMarkedDiagnostics();
        String message = result.message("RecursiveEmbedding");
        assertTrue(message.contains("'children' in 'Category' embeds 'Category' again (Category → Category)"), message);
    }

    @Test
    void positive_embeddedTypeUsedByTwoDocumentsReportedOnce() {
        ProcessorTester.Result result = ProcessorTester.forRules("RecursiveEmbedding")
                .source("p.Comment", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Embedded
                        class Comment {
                            String text;
                            java.util.@Bounded(max = 10) List<Comment> replies; // expect: WARNING RecursiveEmbedding
                        }
                        """)
                .source("p.Article", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Article { org.bson.types.ObjectId id; java.util.@Bounded(max = 10) List<Comment> comments; }
                        """)
                .source("p.Video", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Video { org.bson.types.ObjectId id; Comment pinned; }
                        """)
                .expectMarkedDiagnostics();
        assertEquals(1, result.messages("RecursiveEmbedding").size(), result.all());
    }

    @Test
    void positive_reachedTwiceInOneDocumentReportedOnce() {
        ProcessorTester.Result result = ProcessorTester.forRules("RecursiveEmbedding")
                .source("p.Forum", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Forum {
                    org.bson.types.ObjectId id;
                    Node pinned;
                    Node latest;
                    Wrapper wrapper;
                    static class Wrapper { Node node; }
                    static class Node {
                        Node parent; // expect: WARNING RecursiveEmbedding
                    }
                }
                """)
                .expectMarkedDiagnostics();
        assertEquals(1, result.messages("RecursiveEmbedding").size(), result.all());
    }

    @Test
    void positive_twoCyclesEachOnItsClosingField() {
        ProcessorTester.forRules("RecursiveEmbedding").source("p.Doc", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Doc {
                    org.bson.types.ObjectId id;
                    Node node;
                    Pair pair;
                    static class Node { Node next; } // expect: WARNING RecursiveEmbedding
                    static class Pair {
                        Pair left; // expect: WARNING RecursiveEmbedding
                        Pair right; // expect: WARNING RecursiveEmbedding
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_inPolymorphicSubclass() {
        ProcessorTester.forRules("RecursiveEmbedding")
                .source("p.Page", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Page { org.bson.types.ObjectId id; }
                        """)
                .source("p.MenuPage", """
                        package p;
                        class MenuPage extends Page {
                            Menu menu;
                            static class Menu {
                                String label;
                                @dev.schemaguard.annotations.Bounded(max = 8) java.util.List<Menu> submenus; // expect: WARNING RecursiveEmbedding
                            }
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_referenceOnTheRecursiveField() {
        // tree patterns: parent reference, child references, array of ancestors
        ProcessorTester.forRules("RecursiveEmbedding").source("p.Category", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                import org.bson.types.ObjectId;
                @Document
                class Category {
                    ObjectId id;
                    @Bounded(max = 100) String name;
                    @Reference Category parent;
                    @Reference @Bounded(max = 50) List<Category> children;
                    @Reference(Category.class) @Bounded(max = 10) List<ObjectId> ancestors;
                }
                """).expectClean();
    }

    @Test
    void negative_referenceOnTheRecursiveFieldOfAnEmbeddedType() {
        ProcessorTester.forRules("RecursiveEmbedding").source("p.Org", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Org {
                            org.bson.types.ObjectId id;
                            Unit unit;
                            static class Unit {
                                String name;
                                @Reference(Org.class) Unit parent;
                            }
                        }
                        """).expectClean();
    }

    @Test
    void negative_deeplyNestedGenericIsNotRecursion() {
        // twelve levels of Box<…> as written: past the nesting limit, yet Box never holds a Box of its own (issue 11,
        // item 13)
        ProcessorTester.forRules("RecursiveEmbedding", "IndexFieldUnknown")
                .source("p.Crate", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "box.value.value.value.value.value.value.value.value.value.value.value.value")
                class Crate {
                    org.bson.types.ObjectId id;
                    BOX box;
                }
                class Box<T> {
                    T value;
                }
                """.replace(
                                "BOX", "Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<Box<String>>>>>>>>>>>>"))
                .expectClean();
    }

    @Test
    void negative_sameTypeTwiceIsNotRecursion() {
        // a type used at several places of the tree, but never inside itself
        ProcessorTester.forRules("RecursiveEmbedding").source("p.Shipment", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Shipment {
                    org.bson.types.ObjectId id;
                    Address from;
                    Address to;
                    Leg leg;
                    static class Leg { Address stop; Address next; }
                    static class Address { String city; Geo geo; }
                    static class Geo { double lat; double lon; }
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheField() {
        ProcessorTester.forRules("RecursiveEmbedding").source("p.Forum", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Forum {
                    org.bson.types.ObjectId id;
                    Node root;
                    static class Node {
                        @SuppressWarnings("schemaguard:RecursiveEmbedding") Node next;
                    }
                }
                """).expectClean();
    }

    @Test
    void positive_subclassOfAnAbstractEmbeddedTypeHoldsIt() {
        ProcessorTester.forRules("RecursiveEmbedding").source("p.Tree", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                class Tree {
                    org.bson.types.ObjectId id;
                    Node root;
                }
                abstract class Node { String label; }
                class Leaf extends Node { }
                class Branch extends Node {
                    @Bounded(max = 2) List<Node> children; // expect: WARNING RecursiveEmbedding
                }
                """).expectMarkedDiagnostics();
    }

    /**
     * RecursiveEmbedding in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_RecursiveEmbedding_repliesOfComments() {
            ProcessorTester.forRules("RecursiveEmbedding")
                    .source("p.Post", sdm("""
                    @Document("posts")
                    class Post {
                        @Id String id;
                        @Size(max = 100) List<Comment> comments;
                        static class Comment {
                            String text;
                            @Size(max = 100) List<Comment> replies; // expect: WARNING RecursiveEmbedding
                        }
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_RecursiveEmbedding_replyIdsAndTransientParent() {
            ProcessorTester.forRules("RecursiveEmbedding")
                    .source("p.Post", sdm("""
                    @Document("posts")
                    class Post {
                        @Id String id;
                        @Size(max = 100) List<Comment> comments;
                        static class Comment {
                            String text;
                            @Size(max = 100) List<ObjectId> replyIds;
                            @Transient Comment parent;
                        }
                    }
                    """))
                    .expectClean();
        }
    }

    /**
     * RecursiveEmbedding in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_RecursiveEmbedding_repliesOfComments() {
            String message = ProcessorTester.forRules("RecursiveEmbedding")
                    .source("p.Post", morphia("""
                    @Entity("posts")
                    class Post {
                        @Id ObjectId id;
                        @Size(max = 100) List<Comment> comments;
                        @Entity static class Comment {
                            String text;
                            @Size(max = 100) List<Comment> replies; // expect: WARNING RecursiveEmbedding
                        }
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("RecursiveEmbedding");
            assertTrue(message.contains("each node keeps its parent's id, @Reference(idOnly = true)"), message);
        }

        @Test
        void negative_RecursiveEmbedding_replyIdsAndTransientParent() {
            ProcessorTester.forRules("RecursiveEmbedding")
                    .source("p.Post", morphia("""
                    @Entity("posts")
                    class Post {
                        @Id ObjectId id;
                        @Size(max = 100) List<Comment> comments;
                        @Entity static class Comment {
                            String text;
                            @Size(max = 100) List<ObjectId> replyIds;
                            @Transient Comment parent;
                        }
                    }
                    """))
                    .expectClean();
        }

        /** A tree of documents: each category refers to its parent by id, in a collection of its own. */
        @Test
        void negative_RecursiveEmbedding_parentReference() {
            ProcessorTester.forRules("RecursiveEmbedding")
                    .source("p.Category", morphia("""
                    @Entity("categories")
                    class Category {
                        @Id ObjectId id;
                        String name;
                        @Reference(idOnly = true) Category parent;
                    }
                    """))
                    .expectClean();
        }
    }
}
