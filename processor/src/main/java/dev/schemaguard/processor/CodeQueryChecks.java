package dev.schemaguard.processor;

import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.ParameterizedTypeTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.CodePosition;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.CollectionUse;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.query.planner.PlannedQuery;
import dev.schemaguard.processor.query.planner.QueryPlanner;
import dev.schemaguard.processor.reader.Vocabularies;
import dev.schemaguard.processor.reader.code.CodeQuery;
import dev.schemaguard.processor.reader.code.QueryCalls;
import dev.schemaguard.processor.reader.code.TreeApi;
import dev.schemaguard.processor.reader.driver.OwnCodecs;
import dev.schemaguard.processor.reader.driver.calls.CodecCollections;
import dev.schemaguard.processor.reader.driver.calls.CollectionCalls;
import dev.schemaguard.processor.reader.morphia.calls.MorphiaCalls;
import dev.schemaguard.processor.reader.springdata.calls.TemplateCalls;
import dev.schemaguard.processor.rules.RuleRegistry;
import dev.schemaguard.processor.rules.RuleRunner;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * Reads the query calls in the method bodies of the compilation's classes and checks them as repository queries are
 * checked, once processing is over ({@link AfterProcessing}): every class has come by then, and so have the generated
 * schema classes whose constants the calls may name. Only javac has the trees; under another compiler nothing is read.
 *
 * <p>A class is read only when its tree calls a method of a query's name. javac attributes a class's bodies when a
 * call in it is first asked about ({@code JavacTrees.getElement} runs {@code Attr.attribClass}); after processing that
 * is the attribution javac compiles with, and its own pass skips the class.
 */
final class CodeQueryChecks {

    private final ProcessingEnvironment env;
    private final Optional<Trees> trees;
    private final RuleRunner runner;
    private final QueryPlanner planner = new QueryPlanner();
    /** The top-level classes of every round, by name: elements of an earlier round must not be reused. */
    private final Set<String> classes = new TreeSet<>();

    CodeQueryChecks(ProcessingEnvironment env, SchemaGuardOptions options, RuleRegistry registry) {
        this.env = env;
        this.trees = TreeApi.of(env);
        this.runner = new RuleRunner(registry, options);
    }

    /**
     * Whether the code may store classes with the driver's codec, which makes them documents without any annotation:
     * the compilation has classes and their trees, and the driver is on the class path.
     */
    boolean mayFindDocuments() {
        if (trees.isEmpty()
                || classes.isEmpty()
                || env.getElementUtils().getTypeElement(CodecCollections.MONGO_DATABASE) == null) {
            return false;
        }
        // only a compilation whose code gets a collection for a class literal: nothing a class without such a call
        // holds can be a document, and a compilation without documents then has nothing for schemaguard to check
        for (String name : classes) {
            TypeElement type = env.getElementUtils().getTypeElement(name);
            TreePath path = type == null ? null : trees.get().getPath(type);
            if (path != null && getsCollectionForAClass(path)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the class's tree calls {@code getCollection(…, X.class)}, {@code withDocumentClass(X.class)}, or any method
     * or constructor with a class literal last of two or more arguments, which may hand it on to a
     * {@code getCollection} ({@code super("flows", Flow.class)}): names only.
     */
    private static boolean getsCollectionForAClass(TreePath type) {
        Boolean found = new TreeScanner<Boolean, Void>() {
            @Override
            public Boolean visitMethodInvocation(MethodInvocationTree node, Void unused) {
                String called = node.getMethodSelect() instanceof MemberSelectTree select
                        ? select.getIdentifier().toString()
                        : "";
                List<? extends ExpressionTree> arguments = node.getArguments();
                boolean gets =
                        lastIsClassLiteral(arguments) && (arguments.size() >= 2 || called.equals("withDocumentClass"));
                return gets || Boolean.TRUE.equals(super.visitMethodInvocation(node, unused));
            }

            @Override
            public Boolean visitNewClass(NewClassTree node, Void unused) {
                boolean gets = node.getArguments().size() >= 2 && lastIsClassLiteral(node.getArguments());
                return gets || Boolean.TRUE.equals(super.visitNewClass(node, unused));
            }

            @Override
            public Boolean reduce(Boolean a, Boolean b) {
                return Boolean.TRUE.equals(a) || Boolean.TRUE.equals(b);
            }
        }.scan(type.getLeaf(), null);
        return Boolean.TRUE.equals(found);
    }

    private static boolean lastIsClassLiteral(List<? extends ExpressionTree> arguments) {
        return !arguments.isEmpty()
                && arguments.get(arguments.size() - 1) instanceof MemberSelectTree last
                && last.getIdentifier().contentEquals("class");
    }

    /** Takes note of the classes a round brings. */
    void noteRound(RoundEnvironment roundEnv) {
        if (trees.isEmpty()) {
            return;
        }
        for (Element root : roundEnv.getRootElements()) {
            if (root instanceof TypeElement type) {
                classes.add(type.getQualifiedName().toString());
            }
        }
    }

    /**
     * The code of each class that has query calls or gets collections for documents, read and checked after the last
     * round: first the classes the driver's codec stores without a document annotation, then each class's calls, in
     * qualified-name order.
     */
    List<CheckedCode> check(RoundEnvironment lastRound, RoundChecks checks, DocumentRounds rounds) {
        if (trees.isEmpty() || classes.isEmpty()) {
            return List.of();
        }
        Trees javac = trees.get();
        Map<String, Optional<DocumentModel>> documents = new HashMap<>();
        // the models read in their documents' own rounds: a query is planned on data, nothing is printed on them
        Function<String, Optional<DocumentModel>> documentOf = name -> documents.computeIfAbsent(
                name,
                n -> checks.readWithCollectionIndexes(n)
                        .or(() ->
                                read(n, lastRound, checks, rounds).map(d -> checks.withCollectionIndexes(d, rounds))));
        CodecCollections codec = new CodecCollections(javac, env.getTypeUtils(), env.getElementUtils());
        List<QueryCalls> readers = List.of(
                new TemplateCalls(javac, env.getTypeUtils(), env.getElementUtils(), documentOf),
                new MorphiaCalls(javac, env.getTypeUtils(), env.getElementUtils(), documentOf));
        Set<String> callNames = new HashSet<>(CollectionCalls.CALL_NAMES);
        callNames.addAll(CodecCollections.CALL_NAMES);
        readers.forEach(r -> callNames.addAll(r.callNames()));
        Map<TypeElement, TreePath> withCalls = new LinkedHashMap<>();
        for (String name : classes) {
            TypeElement type = env.getElementUtils().getTypeElement(name);
            TreePath path = type == null ? null : javac.getPath(type);
            if (path != null && callsAnyOf(path, callNames)) {
                withCalls.put(type, path);
            }
        }
        List<CheckedCode> out = new ArrayList<>();
        Map<TypeElement, List<CodecCollections.Use>> uses = readUses(codec, withCalls, out);
        List<CodecCollections.Use> allUses =
                uses.values().stream().flatMap(List::stream).toList();
        CodecDocuments stored = CodecDocuments.of(
                allUses,
                allUses.isEmpty() ? Set.of() : OwnCodecs.of(classes, env.getElementUtils(), env.getTypeUtils()),
                env.getElementUtils(),
                javac,
                lastRound,
                checks,
                rounds);
        out.addAll(stored.checked());
        Function<String, Optional<DocumentModel>> storedIn = collection -> {
            Set<String> annotated = checks.documentsStoredIn(collection);
            Set<String> found = stored.storedIn(collection);
            // two documents in one collection: which class the code reads it as, the name does not tell
            if (annotated.size() + found.size() != 1) {
                return Optional.empty();
            }
            return annotated.isEmpty()
                    ? stored.in(found.iterator().next(), collection)
                    : documentOf.apply(annotated.iterator().next());
        };
        QueryCalls driver = new CollectionCalls(
                javac,
                env.getTypeUtils(),
                env.getElementUtils(),
                name -> documentOf.apply(name).or(() -> stored.documentOf(name)),
                storedIn);
        for (Map.Entry<TypeElement, TreePath> entry : withCalls.entrySet()) {
            TypeElement type = entry.getKey();
            if (!uses.containsKey(type)) {
                continue; // failed above
            }
            try {
                List<CodeQuery> read = new ArrayList<>(driver.read(entry.getValue()));
                for (QueryCalls reader : readers) {
                    read.addAll(reader.read(entry.getValue()));
                }
                Map<CollectionUse, DocumentModel> annotatedUses = annotatedUses(uses.get(type), documentOf);
                if (!read.isEmpty() || !annotatedUses.isEmpty()) {
                    out.add(checked(type, read, annotatedUses));
                }
            } catch (RuntimeException | StackOverflowError e) {
                out.add(new CheckedCode.Failed(type, e));
            }
        }
        // a class read only for the collections it gets through a forwarder: super("flows", Flow.class)
        for (Map.Entry<TypeElement, List<CodecCollections.Use>> entry : uses.entrySet()) {
            if (!withCalls.containsKey(entry.getKey())) {
                Map<CollectionUse, DocumentModel> annotatedUses = annotatedUses(entry.getValue(), documentOf);
                if (!annotatedUses.isEmpty()) {
                    out.add(checked(entry.getKey(), List.of(), annotatedUses));
                }
            }
        }
        return out;
    }

    /** How many methods may hand a collection's name and class on before the call that gets it: far beyond code's. */
    private static final int MAX_FORWARDING = 4;

    /**
     * The collections each class gets for a class: the driver's calls in the classes with calls of their names, and then
     * the calls of the methods found to hand their parameters on to such a call ({@code BaseCollection(String, Class<T>)}),
     * in the classes that call those by name, as long as new ones are found.
     */
    private Map<TypeElement, List<CodecCollections.Use>> readUses(
            CodecCollections codec, Map<TypeElement, TreePath> withCalls, List<CheckedCode> out) {
        Map<TypeElement, List<CodecCollections.Use>> uses = new LinkedHashMap<>();
        Map<ExecutableElement, CodecCollections.Forwarder> forwarders = new LinkedHashMap<>();
        Set<TypeElement> failed = new HashSet<>();
        Map<TypeElement, TreePath> toRead = withCalls;
        for (int depth = 0; depth <= MAX_FORWARDING && !toRead.isEmpty(); depth++) {
            List<CodecCollections.Forwarder> found = new ArrayList<>();
            for (Map.Entry<TypeElement, TreePath> type : toRead.entrySet()) {
                if (failed.contains(type.getKey())) {
                    continue;
                }
                try {
                    CodecCollections.Read read = codec.read(type.getValue(), forwarders);
                    uses.put(type.getKey(), read.uses());
                    found.addAll(read.forwarders());
                } catch (RuntimeException | StackOverflowError e) {
                    failed.add(type.getKey());
                    uses.remove(type.getKey());
                    out.add(new CheckedCode.Failed(type.getKey(), e));
                }
            }
            found.removeIf(f -> forwarders.containsKey(f.executable()));
            if (found.isEmpty()) {
                break;
            }
            found.forEach(f -> forwarders.put(f.executable(), f));
            toRead = classesCalling(found);
        }
        return uses;
    }

    /** The classes whose trees call one of the forwarders by its name: names only, nothing attributed. */
    private Map<TypeElement, TreePath> classesCalling(List<CodecCollections.Forwarder> forwarders) {
        Set<String> methods = new HashSet<>();
        Set<String> constructed = new HashSet<>();
        for (CodecCollections.Forwarder forwarder : forwarders) {
            if (forwarder.executable().getKind() == ElementKind.CONSTRUCTOR) {
                methods.add("super");
                methods.add("this");
                constructed.add(forwarder
                        .executable()
                        .getEnclosingElement()
                        .getSimpleName()
                        .toString());
            } else {
                methods.add(forwarder.executable().getSimpleName().toString());
            }
        }
        Map<TypeElement, TreePath> out = new LinkedHashMap<>();
        for (String name : classes) {
            TypeElement type = env.getElementUtils().getTypeElement(name);
            TreePath path = type == null ? null : trees.get().getPath(type);
            if (path != null && (callsAnyOf(path, methods) || constructsAnyOf(path, constructed))) {
                out.put(type, path);
            }
        }
        return out;
    }

    /** The collections the code gets by a constant name for classes with a document annotation, with their documents. */
    private static Map<CollectionUse, DocumentModel> annotatedUses(
            List<CodecCollections.Use> uses, Function<String, Optional<DocumentModel>> documentOf) {
        Map<CollectionUse, DocumentModel> out = new LinkedHashMap<>();
        for (CodecCollections.Use use : uses) {
            if (use.collection().isEmpty()) {
                continue;
            }
            documentOf
                    .apply(use.documentClass())
                    .ifPresent(document -> out.put(
                            new CollectionUse(
                                    nameOf(use.at()), use.at(), use.collection().get()),
                            document));
        }
        return out;
    }

    private CheckedCode checked(
            TypeElement type, List<CodeQuery> read, Map<CollectionUse, DocumentModel> collectionUses) {
        List<PlannedQuery> planned = new ArrayList<>();
        for (CodeQuery query : read) {
            CodePosition at = (CodePosition) query.query().origin();
            QuerySite site = new QuerySite(
                    nameOf(at),
                    at,
                    query.query().document(),
                    query.refusal()
                            .<Derivation>map(Derivation.Refused::new)
                            .orElseGet(() -> new Derivation.Derived(query.query())),
                    QuerySite.Form.CODE_CALL,
                    query.unknownFields());
            planned.add(PlannedQuery.of(site, planner));
        }
        ValidationReport report = runner.validateCode(
                type.getQualifiedName().toString(), type.getSimpleName().toString(), planned, collectionUses);
        return new CheckedCode.Checked(type, planned, report);
    }

    /**
     * How messages and the schema report name a query call: {@code Library.byAuthor (find, line 22)}, the class and
     * method that hold it and the call with its line, since one method may hold several.
     */
    static String nameOf(CodePosition at) {
        Element holder = at.enclosing();
        String type = at.writtenIn();
        String simpleType = type == null ? "?" : type.substring(type.lastIndexOf('.') + 1);
        String member = holder.getKind() == ElementKind.CONSTRUCTOR
                ? simpleType
                : holder instanceof TypeElement ? "" : holder.getSimpleName().toString();
        return simpleType + (member.isEmpty() ? "" : "." + member) + " (" + at.label() + ", line " + at.line() + ")";
    }

    /** The document of a class the code queries, read after the last round; empty for a class that is none. */
    private Optional<DocumentModel> read(
            String name, RoundEnvironment lastRound, RoundChecks checks, DocumentRounds rounds) {
        TypeElement element = env.getElementUtils().getTypeElement(name);
        if (element == null || !Vocabularies.isDocument(element)) {
            return Optional.empty();
        }
        for (CheckedDocument document : checks.byName(lastRound, Set.of(name), rounds)) {
            if (document instanceof CheckedDocument.Read read) {
                return Optional.of(read.model());
            }
        }
        return Optional.empty();
    }

    /** Whether the class's tree creates an instance of a class of one of the simple names: names only. */
    private static boolean constructsAnyOf(TreePath type, Set<String> simpleNames) {
        if (simpleNames.isEmpty()) {
            return false;
        }
        Boolean found = new TreeScanner<Boolean, Void>() {
            @Override
            public Boolean visitNewClass(NewClassTree node, Void unused) {
                Tree created = node.getIdentifier() instanceof ParameterizedTypeTree generic
                        ? generic.getType()
                        : node.getIdentifier();
                String name = created instanceof MemberSelectTree select
                        ? select.getIdentifier().toString()
                        : created instanceof IdentifierTree identifier
                                ? identifier.getName().toString()
                                : "";
                return simpleNames.contains(name) || Boolean.TRUE.equals(super.visitNewClass(node, unused));
            }

            @Override
            public Boolean reduce(Boolean a, Boolean b) {
                return Boolean.TRUE.equals(a) || Boolean.TRUE.equals(b);
            }
        }.scan(type.getLeaf(), null);
        return Boolean.TRUE.equals(found);
    }

    /** Whether the class's tree calls a method of one of the names: a look at names, nothing attributed. */
    private static boolean callsAnyOf(TreePath type, Set<String> names) {
        Boolean found = new TreeScanner<Boolean, Void>() {
            @Override
            public Boolean visitMethodInvocation(MethodInvocationTree node, Void unused) {
                String called = node.getMethodSelect() instanceof MemberSelectTree select
                        ? select.getIdentifier().toString()
                        : node.getMethodSelect() instanceof IdentifierTree identifier
                                ? identifier.getName().toString()
                                : "";
                return names.contains(called) || Boolean.TRUE.equals(super.visitMethodInvocation(node, unused));
            }

            @Override
            public Boolean reduce(Boolean a, Boolean b) {
                return Boolean.TRUE.equals(a) || Boolean.TRUE.equals(b);
            }
        }.scan(type.getLeaf(), null);
        return Boolean.TRUE.equals(found);
    }
}
