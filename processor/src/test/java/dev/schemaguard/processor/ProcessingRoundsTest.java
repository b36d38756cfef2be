package dev.schemaguard.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.EveryRoundProcessor;
import dev.schemaguard.processor.testing.ProcessorTester;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import dev.schemaguard.processor.testing.SourceGenerator;
import java.io.File;
import java.io.IOException;
import java.lang.annotation.Annotation;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * In which processing round the output appears. Every round makes javac enter every tree of
 * the compilation again, so the bootstrap is written beside the schema classes, in the first
 * round, and no round is added for it; unless documents may still come from another processor.
 */
class ProcessingRoundsTest {

    @TempDir
    Path temp;

    private static final JavaFileObject BOOK = JavaFileObjects.forSourceString("shop.catalog.Book", """
            package shop.catalog;
            import dev.schemaguard.annotations.*;
            @Document(collection = "books", database = "shop")
            public class Book {
                org.bson.types.ObjectId id;
                @IndexHint @Bounded(max = 200) String author;
            }
            """);

    private static final JavaFileObject ORDER = JavaFileObjects.forSourceString("shop.orders.Order", """
            package shop.orders;
            import dev.schemaguard.annotations.*;
            @Document(collection = "orders", database = "shop")
            @IndexHint(keys = {"customerId", "placedAt:-1"})
            public class Order {
                org.bson.types.ObjectId id;
                org.bson.types.ObjectId customerId;
                java.time.Instant placedAt;
            }
            """);

    /** What another processor generates in the first round: one more document. */
    private static final String LATE = """
            package shop.late;
            import dev.schemaguard.annotations.*;
            @Document(collection = "late_arrivals", database = "shop")
            public class Late {
                org.bson.types.ObjectId id;
                @IndexHint @Bounded(max = 20) String code;
            }
            """;

    /** Stores a type that another processor generates in the first round: it waits for the second. */
    private static final JavaFileObject SHIPMENT = JavaFileObjects.forSourceString("shop.orders.Shipment", """
            package shop.orders;
            import dev.schemaguard.annotations.*;
            @Document(collection = "shipments", database = "shop")
            public class Shipment {
                org.bson.types.ObjectId id;
                Parcel parcel;
            }
            """);

    /** Shipment is read once Parcel exists, and the bootstrap is written with its schema class. */
    private static final List<Set<String>> ROUNDS_WITH_SHIPMENT_DEFERRED = List.of(
            Set.of("Book", "Shipment"),
            Set.of("BookSchema", "Parcel"),
            Set.of("ShipmentSchema", "SchemaBootstrap", "SchemaBootstrapTargets"),
            Set.of());

    @Test
    void positive_bootstrapIsWrittenBesideTheSchemaClassesInTheFirstRound() {
        RoundRecorder rounds = new RoundRecorder();
        Compilation compilation = compile(List.of(), List.of(BOOK, ORDER), rounds);

        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics()::toString);
        assertEquals(
                List.of(
                        Set.of("Book", "Order"),
                        Set.of("BookSchema", "OrderSchema", "SchemaBootstrap", "SchemaBootstrapTargets"),
                        Set.of()),
                rounds.roots,
                "three rounds: the first writes everything, the second brings nothing, the third is the last");
    }

    @Test
    void positive_waitingForGeneratedDocumentsTakesOneMoreRound() {
        RoundRecorder rounds = new RoundRecorder();
        Compilation compilation =
                compile(List.of("-Aschemaguard.waitForGeneratedDocuments=true"), List.of(BOOK, ORDER), rounds);

        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics()::toString);
        assertEquals(
                List.of(
                        Set.of("Book", "Order"),
                        Set.of("BookSchema", "OrderSchema"),
                        Set.of("SchemaBootstrap", "SchemaBootstrapTargets"),
                        Set.of()),
                rounds.roots);
    }

    @Test
    void negative_documentThatWaitsForAGeneratedType_bootstrapWaitsWithIt() {
        RoundRecorder rounds = new RoundRecorder();
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor(), parcelGenerator(), rounds)
                .compile(BOOK, SHIPMENT);

        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics()::toString);
        assertEquals(ROUNDS_WITH_SHIPMENT_DEFERRED, rounds.roots);
        assertTrue(generatedNames(compilation).contains("shop/SchemaBootstrapTargets.java"));
    }

    @Test
    void negative_processorsThatDoNotShareARound_eachReadForThemselvesWithTheSameResult() {
        RoundRecorder rounds = new RoundRecorder();
        // as a build tool that wraps what javac hands each processor would: no round object is seen twice
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(
                        new OwnRounds(new SchemaGuardProcessor()),
                        new OwnRounds(new SchemaBootstrapProcessor()),
                        parcelGenerator(),
                        rounds)
                .compile(BOOK, SHIPMENT);

        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics()::toString);
        assertEquals(ROUNDS_WITH_SHIPMENT_DEFERRED, rounds.roots);
    }

    @Test
    void positive_documentGeneratedAfterTheChecksAcross_isCheckedWithTheOthers() {
        // without mongodb-driver-sync no bootstrap is written, and nothing holds the checks across back
        List<File> withoutSyncDriver = Stream.of(
                        System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.contains("mongodb-driver-sync"))
                .map(File::new)
                .toList();
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withClasspath(withoutSyncDriver)
                .withProcessors(
                        new SchemaGuardProcessor(),
                        new SchemaBootstrapProcessor(),
                        new SourceGenerator("shop.late.Late", """
                        package shop.late;
                        @dev.schemaguard.annotations.Document(collection = "books", database = "shop")
                        public class Late { long id; }
                        """))
                .compile(BOOK);

        assertEquals(Compilation.Status.FAILURE, compilation.status());
        List<String> errors = compilation.errors().stream()
                .map(e -> e.getSource().getName().replaceAll(".*/", "") + ":" + e.getLineNumber() + " "
                        + e.getMessage(null).substring(0, e.getMessage(null).indexOf(' ')))
                .toList();
        assertEquals(
                List.of("Book.java:3 [DuplicateCollection]", "Late.java:2 [DuplicateCollection]"),
                errors,
                compilation.diagnostics()::toString);
    }

    @Test
    void negative_subclassGeneratedAfterItsDocumentWasChecked_doesNotHoldTheBootstrapBack() {
        JavaFileObject order = JavaFileObjects.forSourceString("shop.orders.Order", """
                package shop.orders;
                import dev.schemaguard.annotations.*;
                @Document(collection = "orders", database = "shop")
                public class Order { org.bson.types.ObjectId id; }
                """);
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(
                        new SchemaBootstrapProcessor(),
                        new SchemaGuardProcessor(),
                        new SourceGenerator(
                                "shop.orders.Parcel",
                                        "package shop.orders; @dev.schemaguard.annotations.Embedded public class Parcel { double weight; }",
                                "shop.orders.SpecialOrder", """
                                package shop.orders;
                                import dev.schemaguard.annotations.*;
                                public class SpecialOrder extends Order {
                                    @IndexHint(unique = true, expireAfterSeconds = -7) java.time.Instant expiresAt;
                                }
                                """))
                .compile(order, SHIPMENT);

        // Order was printed, and its schema class written, in round 1, before SpecialOrder existed;
        // reading it again with the subclass in round 2 must not withdraw the bootstrap unannounced
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics()::toString);
        assertTrue(
                generatedNames(compilation)
                        .containsAll(Set.of(
                                "shop/orders/SchemaBootstrap.java",
                                "shop/orders/SchemaBootstrapTargets.java",
                                "shop/orders/OrderSchema.java",
                                "shop/orders/ShipmentSchema.java")),
                generatedNames(compilation)::toString);
    }

    @Test
    void positive_documentGeneratedAfterTheBootstrap_isAnErrorThatNamesTheOption() {
        Compilation compilation = compile(List.of(), List.of(BOOK, ORDER), new SourceGenerator("shop.late.Late", LATE));

        assertEquals(Compilation.Status.FAILURE, compilation.status());
        List<Diagnostic<? extends JavaFileObject>> errors = compilation.errors();
        assertEquals(1, errors.size(), compilation.diagnostics()::toString);
        Diagnostic<? extends JavaFileObject> error = errors.get(0);
        assertTrue(
                error.getSource().getName().endsWith("shop/late/Late.java"),
                error.getSource().getName());
        assertEquals(4, error.getLineNumber(), "the class declaration");
        String message = error.getMessage(null);
        assertTrue(
                message.startsWith(
                        "[schemaguard] 'shop.late.Late' arrived in a later processing round than the bootstrap"),
                message);
        assertTrue(message.contains("-Aschemaguard.waitForGeneratedDocuments=true"), message);
    }

    @Test
    void negative_documentGeneratedByAnotherProcessor_isInTheBootstrapWhenItWaits() {
        Compilation compilation = compile(
                List.of("-Aschemaguard.waitForGeneratedDocuments=true"),
                List.of(BOOK, ORDER),
                new SourceGenerator("shop.late.Late", LATE));

        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics()::toString);
        String targets = generated(compilation, "shop/SchemaBootstrapTargets.java");
        assertTrue(targets.contains("LateSchema.COLLECTION"), targets);
        assertTrue(targets.contains("BookSchema.COLLECTION") && targets.contains("OrderSchema.COLLECTION"), targets);
    }

    @Test
    void negative_documentWithAnErrorInAPolymorphicSubclass_getsNoBootstrap() throws IOException {
        JavaFileObject special = JavaFileObjects.forSourceString("shop.orders.SpecialOrder", """
                package shop.orders;
                import dev.schemaguard.annotations.*;
                public class SpecialOrder extends Order {
                    @IndexHint(unique = true, expireAfterSeconds = -7) java.time.Instant expiresAt;
                }
                """);
        Compilation compilation = compile(List.of(), List.of(BOOK, ORDER, special), new RoundRecorder());

        assertEquals(Compilation.Status.FAILURE, compilation.status());
        assertEquals(1, compilation.errors().size(), compilation.diagnostics()::toString);
        assertTrue(
                compilation.errors().get(0).getMessage(null).startsWith("[InvalidAnnotation]"),
                compilation.errors().get(0).getMessage(null));
        assertTrue(compilation.errors().get(0).getSource().getName().endsWith("SpecialOrder.java"));
        assertEquals(
                Set.of("shop/catalog/BookSchema.java"),
                writtenSources(List.of(), List.of(BOOK, ORDER, special)),
                "no schema class for Order, and no bootstrap");
    }

    @Test
    void negative_suppressedFindingThatWouldBeAnError_stillGetsTheBootstrap() {
        JavaFileObject redundant = JavaFileObjects.forSourceString("shop.orders.Invoice", """
                package shop.orders;
                import dev.schemaguard.annotations.*;
                @Document(collection = "invoices", database = "shop")
                @IndexHint(keys = {"customerId", "issuedAt:-1"})
                @IndexHint(keys = "customerId")
                @SuppressWarnings("schemaguard:RedundantIndexPrefix")
                public class Invoice {
                    org.bson.types.ObjectId id;
                    org.bson.types.ObjectId customerId;
                    java.time.Instant issuedAt;
                }
                """);
        Compilation compilation =
                compile(List.of("-Aschemaguard.warningsAsErrors=true"), List.of(BOOK, redundant), new RoundRecorder());

        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics()::toString);
        assertTrue(
                generatedNames(compilation).contains("shop/SchemaBootstrap.java"),
                generatedNames(compilation)::toString);
    }

    @Test
    void negative_warningTurnedIntoAnError_getsNoBootstrap() throws IOException {
        JavaFileObject redundant = JavaFileObjects.forSourceString("shop.orders.Invoice", """
                package shop.orders;
                import dev.schemaguard.annotations.*;
                @Document(collection = "invoices", database = "shop")
                @IndexHint(keys = {"customerId", "issuedAt:-1"})
                @IndexHint(keys = "customerId")
                public class Invoice {
                    org.bson.types.ObjectId id;
                    org.bson.types.ObjectId customerId;
                    java.time.Instant issuedAt;
                }
                """);
        List<String> options = List.of("-Aschemaguard.warningsAsErrors=true");
        Compilation compilation = compile(options, List.of(BOOK, redundant), new RoundRecorder());

        assertEquals(Compilation.Status.FAILURE, compilation.status());
        assertEquals(1, compilation.errors().size(), compilation.diagnostics()::toString);
        assertTrue(compilation.errors().get(0).getMessage(null).startsWith("[RedundantIndexPrefix]"));
        assertEquals(
                Set.of("shop/catalog/BookSchema.java"),
                writtenSources(options, List.of(BOOK, redundant)),
                "no schema class for Invoice, and no bootstrap");
    }

    /** Constants and classes another processor writes in the first round, for the annotation values below. */
    private static SourceGenerator constantsGenerator() {
        return new SourceGenerator(
                "shop.orders.Limits",
                "package shop.orders; public final class Limits { public static final long TAGS = 5; "
                        + "public static final long URL = 4000; }",
                "shop.orders.Names",
                "package shop.orders; public final class Names { public static final String ORDERS = \"Orders\"; }",
                "shop.orders.Keys",
                "package shop.orders; public final class Keys { public static final String TOTAL = \"totl\"; }",
                "shop.orders.Customer",
                "package shop.orders; @dev.schemaguard.annotations.Document(collection = \"customers\") "
                        + "public class Customer { org.bson.types.ObjectId id; }");
    }

    @Test
    void positive_annotationValuesOfGeneratedClasses_documentWaitsAndReadsThem() {
        // issue 11, item 2: read in the first round, each value was '<error>' (an [InternalError], or findings about
        // it)
        JavaFileObject order = JavaFileObjects.forSourceString("shop.orders.Order", """
                package shop.orders;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document(collection = Names.ORDERS, database = "shop")
                @IndexHint(keys = {Keys.TOTAL, "url"})
                public class Order {
                    org.bson.types.ObjectId id;
                    long total;
                    @Bounded(max = Limits.TAGS) List<String> tags;
                    @Bounded(max = Limits.URL) String url;
                    @Reference(Customer.class) org.bson.types.ObjectId customerId;
                }
                """);
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor(), constantsGenerator())
                .compile(order);
        List<String> messages =
                compilation.diagnostics().stream().map(d -> d.getMessage(null)).toList();
        assertTrue(
                messages.stream().noneMatch(m -> m.contains("InternalError") || m.contains("<error>")),
                messages::toString);
        assertTrue(
                messages.stream().anyMatch(m -> m.startsWith("[CollectionNameStyle] collection name 'Orders'")),
                messages::toString);
        assertTrue(
                messages.stream()
                        .anyMatch(m -> m.startsWith("[IndexFieldUnknown] index key 'totl'")
                                && m.contains("did you mean 'total'?")),
                messages::toString);
        assertTrue(
                messages.stream().anyMatch(m -> m.startsWith("[LargeIndexKey]") && m.contains("4,000")),
                messages::toString);
        assertTrue(
                messages.stream().noneMatch(m -> m.startsWith("[ReferenceTarget]") || m.startsWith("[UnboundedArray]")),
                messages::toString);
        assertEquals(
                3,
                compilation.diagnostics().stream()
                        .filter(d -> d.getMessage(null).startsWith("[") && !ProcessorTester.isCompilationNote(d))
                        .count(),
                messages::toString);
        assertEquals(Compilation.Status.FAILURE, compilation.status(), "IndexFieldUnknown is an error");
    }

    @Test
    void positive_annotationValueThatNeverResolves_isAPlainErrorOnTheAnnotation() {
        Compilation compilation = compile(
                List.of(), List.of(JavaFileObjects.forSourceString("shop.orders.Order", """
                package shop.orders;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                public @Document(collection = "orders", database = "shop") class Order {
                    org.bson.types.ObjectId id;
                    @Bounded(max = Missing.TAGS)
                    List<String> tags;
                }
                """)), new RoundRecorder());
        assertEquals(Compilation.Status.FAILURE, compilation.status());
        List<Diagnostic<? extends JavaFileObject>> ours = compilation.diagnostics().stream()
                .filter(d -> d.getMessage(null).startsWith("["))
                .collect(Collectors.toList());
        assertEquals(1, ours.size(), compilation.diagnostics()::toString);
        Diagnostic<? extends JavaFileObject> error = ours.get(0);
        assertEquals(Diagnostic.Kind.ERROR, error.getKind());
        assertEquals(
                "[schemaguard] 'Order' was not checked: the value of @Bounded(max) on 'tags' does not resolve, and no "
                        + "processor generated what it names; write a constant or class that exists",
                error.getMessage(null));
        assertEquals(6, error.getLineNumber(), error::toString);
    }

    @Test
    void positive_typeUseBoundThatNeverResolves_isAPlainErrorOnTheField() {
        Compilation compilation = compile(
                List.of(), List.of(JavaFileObjects.forSourceString("shop.orders.Order", """
                package shop.orders;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document(collection = "orders", database = "shop")
                public class Order {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 5) List<@Bounded(max = Missing.CHARS) String> tags;
                }
                """)), new RoundRecorder());
        assertEquals(Compilation.Status.FAILURE, compilation.status());
        List<Diagnostic<? extends JavaFileObject>> ours = compilation.diagnostics().stream()
                .filter(d -> d.getMessage(null).startsWith("["))
                .collect(Collectors.toList());
        assertEquals(1, ours.size(), compilation.diagnostics()::toString);
        assertEquals(Diagnostic.Kind.ERROR, ours.get(0).getKind());
        assertTrue(
                ours.get(0)
                        .getMessage(null)
                        .startsWith("[schemaguard] 'Order' was not checked: the value of "
                                + "@Bounded(max) on java.lang.String of 'tags' does not resolve"),
                ours.get(0)::toString);
        assertEquals(7, ours.get(0).getLineNumber(), ours.get(0)::toString);
    }

    private static SourceGenerator parcelGenerator() {
        return new SourceGenerator(
                "shop.orders.Parcel",
                "package shop.orders; @dev.schemaguard.annotations.Embedded public class Parcel { double weight; }");
    }

    private static Compilation compile(List<String> options, List<JavaFileObject> sources, Processor extra) {
        return SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor(), extra)
                .withOptions(options)
                .compile(sources);
    }

    /**
     * The sources the processors wrote, by path, also when the compilation fails (compile-testing
     * hands generated files out only after a success).
     */
    private Set<String> writtenSources(List<String> options, List<JavaFileObject> sources) throws IOException {
        Path out = Files.createDirectories(temp.resolve("sources"));
        Path classes = Files.createDirectories(temp.resolve("classes"));
        List<String> all = new ArrayList<>(options);
        all.addAll(List.of("-s", out.toString(), "-d", classes.toString()));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostic -> {}, all, null, sources);
            task.setProcessors(List.of(new SchemaGuardProcessor(), new SchemaBootstrapProcessor()));
            task.call();
        }
        try (Stream<Path> written = Files.walk(out)) {
            return written.filter(Files::isRegularFile)
                    .map(file -> out.relativize(file).toString().replace('\\', '/'))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static Set<String> generatedNames(Compilation compilation) {
        return CompiledOutput.sources(compilation).keySet();
    }

    private static String generated(Compilation compilation, String path) {
        String source = CompiledOutput.sources(compilation).get(path);
        assertTrue(source != null, () -> path + " was not generated: " + generatedNames(compilation));
        return source;
    }

    /** Hands its processor a round object of its own, wrapping javac's. */
    private static final class OwnRounds extends EveryRoundProcessor {
        private final Processor delegate;

        OwnRounds(Processor delegate) {
            this.delegate = delegate;
        }

        @Override
        public synchronized void init(ProcessingEnvironment env) {
            super.init(env);
            delegate.init(env);
        }

        @Override
        public Set<String> getSupportedOptions() {
            return delegate.getSupportedOptions();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
            return delegate.process(annotations, new RoundEnvironment() {
                @Override
                public boolean processingOver() {
                    return roundEnv.processingOver();
                }

                @Override
                public boolean errorRaised() {
                    return roundEnv.errorRaised();
                }

                @Override
                public Set<? extends Element> getRootElements() {
                    return roundEnv.getRootElements();
                }

                @Override
                public Set<? extends Element> getElementsAnnotatedWith(TypeElement a) {
                    return roundEnv.getElementsAnnotatedWith(a);
                }

                @Override
                public Set<? extends Element> getElementsAnnotatedWith(Class<? extends Annotation> a) {
                    return roundEnv.getElementsAnnotatedWith(a);
                }
            });
        }
    }

    /** Records the simple names of the root elements of every round, the last round included. */
    private static final class RoundRecorder extends EveryRoundProcessor {
        final List<Set<String>> roots = new ArrayList<>();

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
            Set<String> names = new TreeSet<>();
            for (Element root : roundEnv.getRootElements()) {
                names.add(root.getSimpleName().toString());
            }
            roots.add(names);
            return false;
        }
    }
}
