package dev.schemaguard.processor.oracle;

import dev.schemaguard.processor.testing.ProcessorTester;

/**
 * Compiles one server-oracle case: a source translated from a jstest of mongodb/mongo, held
 * against its {@code // expect:} markers for the rules the case is about. A case the server
 * accepts carries no marker of a fixed rule, so any error of that rule fails it: that is how
 * the suite catches a fixed rule that refuses what MongoDB builds.
 */
final class OracleCase {

    static final String HEAD = """
            package p;
            import dev.schemaguard.annotations.*;
            import java.util.*;
            """;

    private OracleCase() {}

    /** Checks {@code body} (a compilation unit of package p, without its imports) at the default target. */
    static ProcessorTester.Result check(String body, String... rules) {
        return checkAt(null, body, rules);
    }

    /** Checks {@code body} with {@code -Aschemaguard.mongodbVersion=version} (none when null). */
    static ProcessorTester.Result checkAt(String version, String body, String... rules) {
        ProcessorTester tester = ProcessorTester.forRules(rules);
        if (version != null) {
            tester.option("schemaguard.mongodbVersion=" + version);
        }
        ProcessorTester.Result result = tester.source("p.C", HEAD + body).expectMarkedDiagnostics();
        // the source itself must be valid Java: only schemaguard may fail the compilation
        result.assertNoJavacErrors();
        return result;
    }

    /** Checks several compilation units of package p together (named by their top-level class). */
    static ProcessorTester.Result checkAll(String[] names, String[] bodies, String... rules) {
        ProcessorTester tester = ProcessorTester.forRules(rules);
        for (int i = 0; i < names.length; i++) {
            tester.source("p." + names[i], HEAD + bodies[i]);
        }
        ProcessorTester.Result result = tester.expectMarkedDiagnostics();
        result.assertNoJavacErrors();
        return result;
    }
}
