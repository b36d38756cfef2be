package dev.schemaguard.processor.corpus;

import com.google.testing.compile.JavaFileObjects;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import dev.schemaguard.processor.rules.RuleRegistry;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;

/**
 * The query rules' verdict on each repository method of the corpus, against the one {@code corpus/QUERIES.md} expects
 * in its rows ({@code | interface | `method(types)` | query | plan | sort in memory | rules | ...}, under a
 * {@code ## <slug> (...)} heading): the rules of schemaguard's findings on a method, collected from the corpus's one
 * compilation, must be exactly the rules its row names.
 *
 * <p>A finding stands where the rule reports it: the method, or a value of its annotation; the method whose
 * declaration spans that line is found by parsing the file (javac's parser, without attribution). Its message starts
 * with the repository's simple name and the method's ({@code BookRepository.findByTitle}), which names the repository
 * that inherits the method when the declaration is in a base interface.
 */
final class QueryVerdicts {

    /** A repository method of a corpus project: the repository's simple name, the method as the table writes it. */
    record Method(String project, String repository, String signature) implements Comparable<Method> {
        @Override
        public int compareTo(Method o) {
            return toString().compareTo(o.toString());
        }

        @Override
        public String toString() {
            return project + " " + repository + "." + signature;
        }
    }

    private static final Pattern HEADING = Pattern.compile("^## (\\w+) \\(");
    private static final Pattern DECLARED_IN = Pattern.compile(" \\(declared in \\w+\\)$");
    private static final Pattern RULE_TAG = Pattern.compile("^\\[\\w+\\] ([\\w$]+)\\.(\\w+)");
    private static final Pattern PACKAGE_QUALIFIER = Pattern.compile("\\b(?:[a-z_]\\w*\\.)+(?=[A-Z])");
    private static final Set<String> QUERY_RULES = RuleRegistry.standard().queryRules().stream()
            .map(r -> r.info().name())
            .collect(Collectors.toCollection(TreeSet::new));

    private static final String MISSED = " (missed)";
    /** A finding the table pins although it is wrong: a known false positive, explained in its row's notes. */
    private static final String FALSE_POSITIVE = " (false positive)";
    /** The rules whose every finding the table judges in its verdict column. */
    private static final Set<String> JUDGED = Set.of("QueryWithoutIndex", "InMemorySort");

    private static final Pattern PROPOSAL = Pattern.compile("; add (.*?)(?:, equality keys first.*)? \\(see docs/");
    private static final Pattern TOTAL = Pattern.compile("^- (\\w+): \\d+.*$");

    /** The file's lines, each table row as its cells (the first and last pipe left out), the others as they are. */
    private final List<Object> lines = new ArrayList<>();

    private final SortedMap<Method, SortedSet<String>> expected = new TreeMap<>();
    private long nanos;
    /** Rules that should fire on the method and do not: known false negatives, each explained in its row's notes. */
    private final SortedMap<Method, SortedSet<String>> missed = new TreeMap<>();

    private final SortedMap<Method, SortedSet<String>> falsePositives = new TreeMap<>();
    private final SortedMap<Method, SortedSet<String>> found = new TreeMap<>();
    /** The proposal of each judged finding, as its message writes it. */
    private final SortedMap<Method, SortedMap<String, String>> proposals = new TreeMap<>();

    /** A table row: its method and its cells. */
    private record Row(Method method, List<String> cells) {}

    /** The rules each row of the table expects. */
    static QueryVerdicts read(Path file) throws IOException {
        QueryVerdicts out = new QueryVerdicts();
        String project = null;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            Matcher heading = HEADING.matcher(line);
            if (heading.find()) {
                project = heading.group(1);
            }
            if (!line.startsWith("| ") || line.startsWith("| interface |") || project == null) {
                out.lines.add(line);
                continue;
            }
            List<String> cells =
                    new ArrayList<>(List.of(line.substring(2, line.length() - 2).split(" \\| ", -1)));
            if (cells.size() < 8 || !cells.get(1).startsWith("`")) {
                throw new IllegalArgumentException("QUERIES.md: a row is | interface | `method` | query | plan |"
                        + " sort in memory | rules | verdict | notes |: " + line);
            }
            String repository = DECLARED_IN.matcher(cells.get(0)).replaceFirst("");
            repository = repository.substring(repository.lastIndexOf('.') + 1);
            // a nested type as javac writes it in the source: AgentHost.Type, not the binary AgentHost$Type
            String signature =
                    cells.get(1).substring(1, cells.get(1).length() - 1).replace('$', '.');
            Method method = new Method(project, repository, signature);
            SortedSet<String> rules = new TreeSet<>();
            SortedSet<String> notFound = new TreeSet<>();
            SortedSet<String> wrong = new TreeSet<>();
            for (String rule : cells.get(5).split(",")) {
                String name = rule.replace("(unsure)", "").trim();
                if (name.endsWith(FALSE_POSITIVE.strip())) {
                    name = name.replace(FALSE_POSITIVE, "").strip();
                    wrong.add(name);
                }
                if (name.endsWith(MISSED.strip())) {
                    notFound.add(
                            name.substring(0, name.length() - MISSED.strip().length())
                                    .strip());
                } else if (!name.isEmpty() && !name.equals("—")) {
                    rules.add(name);
                }
            }
            if (out.expected.put(method, rules) != null) {
                throw new IllegalArgumentException("QUERIES.md: two rows of " + method);
            }
            out.missed.put(method, notFound);
            out.falsePositives.put(method, wrong);
            out.lines.add(new Row(method, cells));
        }
        return out;
    }

    /** The query rules' findings of one compiled project, each on the method it stands in. */
    void add(CorpusProject project, CorpusBuild build) throws IOException {
        long started = System.nanoTime();
        try {
            collect(project, build);
        } finally {
            nanos += System.nanoTime() - started;
        }
    }

    /** The time spent reading the findings onto methods (parsing the files they stand in), for the test's log. */
    long millis() {
        return nanos / 1_000_000;
    }

    private void collect(CorpusProject project, CorpusBuild build) throws IOException {
        List<CorpusBuild.Finding> queryFindings = build.findings.stream()
                .filter(f -> QUERY_RULES.contains(f.rule()))
                .toList();
        if (queryFindings.isEmpty()) {
            return;
        }
        Map<String, List<Declaration>> declarations = declarations(
                project, queryFindings.stream().map(CorpusBuild.Finding::file).collect(Collectors.toSet()));
        // an inherited method's findings stand on the repository that inherits it, not on a method of its file
        Map<List<String>, List<CorpusBuild.Finding>> onRepository = new TreeMap<>(Comparator.comparing(List::toString));
        for (CorpusBuild.Finding finding : queryFindings) {
            Matcher name = RULE_TAG.matcher(finding.message());
            String repository = name.find() ? name.group(1) : "?";
            Optional<String> signature = declarations.getOrDefault(finding.file(), List.of()).stream()
                    .filter(d -> d.first() <= finding.line() && finding.line() <= d.last())
                    .map(Declaration::signature)
                    .findFirst();
            if (signature.isPresent()) {
                found(new Method(project.slug(), repository, signature.get()), finding);
            } else {
                onRepository
                        .computeIfAbsent(List.of(repository, name.group(2)), k -> new ArrayList<>())
                        .add(finding);
            }
        }
        onRepository.forEach((method, findings) -> inherited(project, method.get(0), method.get(1), findings));
    }

    /**
     * The findings of the inherited methods named {@code name}: on the one row of that name, or, for overloads, a
     * rule on each of them when its findings are a multiple of their number (each overload gets its own), else on
     * {@code name(?)}.
     */
    private void inherited(CorpusProject project, String repository, String name, List<CorpusBuild.Finding> findings) {
        List<Method> overloads = expected.keySet().stream()
                .filter(m -> m.project().equals(project.slug())
                        && m.repository().equals(repository)
                        && m.signature().startsWith(name + "("))
                .toList();
        Map<String, List<CorpusBuild.Finding>> byRule = findings.stream()
                .collect(Collectors.groupingBy(CorpusBuild.Finding::rule, TreeMap::new, Collectors.toList()));
        byRule.forEach((rule, same) -> {
            List<Method> on = !overloads.isEmpty() && same.size() % overloads.size() == 0
                    ? overloads
                    : List.of(new Method(project.slug(), repository, name + "(?)"));
            on.forEach(m -> found(m, same.get(0)));
        });
    }

    private void found(Method method, CorpusBuild.Finding finding) {
        found.computeIfAbsent(method, m -> new TreeSet<>()).add(finding.rule());
        Matcher proposal = PROPOSAL.matcher(finding.message());
        if (JUDGED.contains(finding.rule()) && proposal.find()) {
            proposals.computeIfAbsent(method, m -> new TreeMap<>()).put(finding.rule(), proposal.group(1));
        }
    }

    /** Each method whose findings' rules differ from its row's, with both. */
    List<String> disagreements() {
        Set<Method> methods = new TreeSet<>(expected.keySet());
        methods.addAll(found.keySet());
        List<String> out = new ArrayList<>();
        for (Method method : methods) {
            SortedSet<String> want = expected.get(method);
            SortedSet<String> got = found.getOrDefault(method, new TreeSet<>());
            if (want == null) {
                out.add(method + ": no row in QUERIES.md; found " + got);
            } else if (!want.equals(got)) {
                SortedSet<String> noLongerMissed = new TreeSet<>(got);
                noLongerMissed.retainAll(missed.get(method));
                out.add(method + ": expected " + want + ", found " + got
                        + (noLongerMissed.isEmpty() ? "" : "; no longer missed: " + noLongerMissed));
            }
        }
        return out;
    }

    /**
     * The table with each judged finding's verdict (the index its message proposes: the table's plan, computed apart
     * from schemaguard's planner, says no declared index serves the query) and each known false negative's, and the
     * totals counted from the rows. A verdict the table writes by hand on a row without a judged finding is kept.
     */
    String render() {
        StringBuilder out = new StringBuilder();
        for (Object line : lines) {
            if (line instanceof Row row) {
                List<String> cells = new ArrayList<>(row.cells());
                String verdict = verdict(row.method());
                if (!verdict.isEmpty() || !missed.get(row.method()).isEmpty()) {
                    cells.set(6, verdict);
                }
                out.append("| ").append(String.join(" | ", cells)).append(" |\n");
                continue;
            }
            String text = (String) line;
            Matcher total = TOTAL.matcher(text);
            if (total.matches() && QUERY_RULES.contains(total.group(1))) {
                text = "- " + total.group(1) + ": " + count(expected, total.group(1))
                        + (count(missed, total.group(1)) == 0
                                ? ""
                                : " (and " + count(missed, total.group(1)) + " missed, known false negatives)");
            }
            out.append(text).append('\n');
        }
        return out.toString();
    }

    private String verdict(Method method) {
        SortedMap<String, String> judged = proposals.getOrDefault(method, new TreeMap<>());
        List<String> parts = new ArrayList<>();
        judged.forEach((rule, proposal) -> parts.add(
                falsePositives.get(method).contains(rule)
                        ? rule + ": false positive, see the notes"
                        : rule + ": true positive, " + proposal + " would serve it"));
        missed.get(method).forEach(rule -> parts.add(rule + ": false negative, see the notes"));
        return String.join("; ", parts);
    }

    private static long count(SortedMap<Method, SortedSet<String>> rows, String rule) {
        return rows.values().stream().filter(r -> r.contains(rule)).count();
    }

    /** A method declaration of a file: its lines (annotations included) and its signature as the table writes it. */
    private record Declaration(long first, long last, String signature) {}

    private static Map<String, List<Declaration>> declarations(CorpusProject project, Set<String> files)
            throws IOException {
        List<JavaFileObject> sources = new ArrayList<>();
        for (CorpusProject.Source s : project.sources()) {
            if (files.contains(s.qualifiedName().replace('.', '/') + ".java")) {
                sources.add(JavaFileObjects.forSourceString(s.qualifiedName(), s.text()));
            }
        }
        JavacTask task = (JavacTask)
                ToolProvider.getSystemJavaCompiler().getTask(null, null, d -> {}, List.of("-proc:none"), null, sources);
        SourcePositions positions = Trees.instance(task).getSourcePositions();
        Map<String, List<Declaration>> out = new TreeMap<>();
        for (CompilationUnitTree unit : task.parse()) {
            String file = unit.getSourceFile().toUri().getPath().replaceFirst("^/", "");
            List<Declaration> list = out.computeIfAbsent(file, f -> new ArrayList<>());
            new TreeScanner<Void, Void>() {
                @Override
                public Void visitMethod(MethodTree node, Void unused) {
                    long start = positions.getStartPosition(unit, node);
                    long end = positions.getEndPosition(unit, node);
                    // not into its body: the methods of a local class are no repository's
                    list.add(new Declaration(
                            unit.getLineMap().getLineNumber(start),
                            unit.getLineMap().getLineNumber(end),
                            node.getName() + "("
                                    + node.getParameters().stream()
                                            .map(QueryVerdicts::typeOf)
                                            .collect(Collectors.joining(", "))
                                    + ")"));
                    return null;
                }
            }.scan(unit, null);
        }
        return out;
    }

    /** A parameter's type as written, without package qualifiers: {@code Collection<ObjectId>}. */
    private static String typeOf(VariableTree parameter) {
        return PACKAGE_QUALIFIER.matcher(parameter.getType().toString()).replaceAll("");
    }
}
