package dev.schemaguard.processor.diagnostic;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.message.TemplateSyntax;
import javax.tools.Diagnostic;

/**
 * Every message schemaguard prints about itself rather than about the user's model, in one
 * catalogue beside the rules' own (each rule's nested {@code Message}): the options, the baseline, the files and classes it
 * writes or cannot write. None is a rule's finding, so none has a rule tag, a docs link, a severity
 * option or a place in the baseline; each has the kind javac prints it with, and {@link #text}
 * puts the "[schemaguard] " before it that tells it from javac's own messages in a build log.
 * Arguments are names, numbers and the words of a failure the JDK reports, never a sentence: a
 * message that says something else under a condition is another constant.
 */
public enum ProcessorMessage implements Template {

    // the options: no source position, the build passed them
    WRITE_BASELINE_WITHOUT_FILE(
            Diagnostic.Kind.ERROR,
            "-A" + SchemaGuardOptions.WRITE_BASELINE + "=true needs the file to write: add -A"
                    + SchemaGuardOptions.BASELINE + "=<file>, such as -A" + SchemaGuardOptions.BASELINE
                    + "=schemaguard-baseline.txt"),
    SARIF_ROOT_WITHOUT_SARIF(
            Diagnostic.Kind.WARNING,
            "-A" + SchemaGuardOptions.SARIF_ROOT + "=%s has no effect without -A" + SchemaGuardOptions.SARIF
                    + "=<file>, the SARIF file whose paths it makes relative"),
    OPTION_NOT_POSITIVE(
            Diagnostic.Kind.ERROR,
            "-A%1$s=%2$s is not a positive whole number; the default %3$d is used. Pass a number such as -A%1$s=%3$d"),
    OPTION_NOT_PACKAGE(
            Diagnostic.Kind.ERROR,
            "-A%s=%s is not a package name; the bootstrap goes to the longest common package of the documents instead"),
    OPTION_NOT_MONGODB_VERSION(
            Diagnostic.Kind.ERROR,
            "-A%1$s=%2$s is not a MongoDB version; give the oldest server version the application must run on as "
                    + "major.minor, such as -A%1$s=6.0 (the checks use the default %3$s meanwhile)"),
    OPTION_NOT_NAMING(
            Diagnostic.Kind.ERROR, "-A%s=%s is not a naming convention; use snake_case (the default) or camelCase"),
    OPTION_NOT_NAMING_CLOSE_TO(
            Diagnostic.Kind.ERROR,
            "-A%s=%s is not a naming convention; use snake_case (the default) or camelCase; did you mean %s?"),
    OPTION_NOT_MORPHIA_NAMING(
            Diagnostic.Kind.ERROR,
            "-A%s=%s is not a Morphia naming; use default (Morphia 2's MapperOptions) or legacy (MapperOptions.legacy(): "
                    + "collections named after the class, discriminator key className); the default is used meanwhile"),
    OPTION_NOT_MORPHIA_NAMING_CLOSE_TO(
            Diagnostic.Kind.ERROR,
            "-A%s=%s is not a Morphia naming; use default (Morphia 2's MapperOptions) or legacy (MapperOptions.legacy(): "
                    + "collections named after the class, discriminator key className); the default is used meanwhile; "
                    + "did you mean %s?"),
    OPTION_NOT_WORKLOAD(
            Diagnostic.Kind.ERROR,
            "-A%s=%s is not a workload; use partial (the default: the collections may be queried elsewhere too) or "
                    + "complete (the compilation holds every query of its collections); partial is used meanwhile"),
    OPTION_NOT_WORKLOAD_CLOSE_TO(
            Diagnostic.Kind.ERROR,
            "-A%s=%s is not a workload; use partial (the default: the collections may be queried elsewhere too) or "
                    + "complete (the compilation holds every query of its collections); partial is used meanwhile; "
                    + "did you mean %s?"),
    OPTION_NOT_VALIDATION_LEVEL(
            Diagnostic.Kind.ERROR,
            "-A%s=%s is not a validation level; use MODERATE or STRICT to create every collection with a validator "
                    + "from its model"),
    OPTION_NOT_VALIDATION_LEVEL_CLOSE_TO(
            Diagnostic.Kind.ERROR,
            "-A%s=%s is not a validation level; use MODERATE or STRICT to create every collection with a validator "
                    + "from its model; did you mean %s?"),
    OPTION_NOT_FIELD_NAMING_STRATEGY(
            Diagnostic.Kind.ERROR,
            "-A%s=%s is not a FieldNamingStrategy of Spring Data; give PropertyNameFieldNamingStrategy, "
                    + "SnakeCaseFieldNamingStrategy, CamelCaseAbbreviatingFieldNamingStrategy or the qualified name of "
                    + "the application's own class (stored names stay the property names meanwhile)"),
    OPTION_NOT_FIELD_NAMING_STRATEGY_CLOSE_TO(
            Diagnostic.Kind.ERROR,
            "-A%s=%s is not a FieldNamingStrategy of Spring Data; did you mean %s? (stored names stay the property "
                    + "names meanwhile)"),
    FIELD_NAMING_STRATEGY_NOT_ON_PROCESSOR_PATH(
            Diagnostic.Kind.ERROR,
            "-A%s=%s names a class that is not on the annotation processor path, so the names it gives are unknown "
                    + "(stored names stay the property names meanwhile): javac does not load the classes it compiles; "
                    + "put the class, compiled in a module of its own, and spring-data-commons on the processor path "
                    + "beside schemaguard, or name one of the strategies Spring Data ships"),
    FIELD_NAMING_STRATEGY_UNUSABLE(
            Diagnostic.Kind.ERROR,
            "-A%s=%s cannot name the properties: %s (stored names stay the property names meanwhile)"),
    FIELD_NAMING_STRATEGY_FAILED(
            Diagnostic.Kind.ERROR,
            "-A%s=%s cannot name every property: %s; that property keeps its own name in the checks and the "
                    + "generated code"),
    OPTION_NOT_STORED_AS(
            Diagnostic.Kind.ERROR,
            "-A%s: '%s' is not <qualified class name>=<stored BSON type>, such as com.acme.Money=string; the BSON types "
                    + "are %s"),
    OPTION_NOT_STORED_AS_TYPE(Diagnostic.Kind.ERROR, "-A%s: %s=%s does not name a stored BSON type; use one of %s"),
    OPTION_NOT_STORED_AS_TYPE_CLOSE_TO(
            Diagnostic.Kind.ERROR, "-A%s: %s=%s does not name a stored BSON type; use one of %s; did you mean %s?"),
    OPTION_NOT_BOOLEAN(Diagnostic.Kind.ERROR, "-A%s=%s is neither true nor false"),
    UNKNOWN_OPTION(
            Diagnostic.Kind.WARNING,
            "-A%s is not a schemaguard option; the options are -A" + SchemaGuardOptions.PREFIX
                    + "<RuleName>=ERROR|WARNING|OFF and the settings in docs/guide/options-and-suppression.md"),
    UNKNOWN_OPTION_CLOSE_TO(
            Diagnostic.Kind.WARNING,
            "-A%s is not a schemaguard option; did you mean -A" + SchemaGuardOptions.PREFIX + "%s?"),
    OPTION_NOT_SEVERITY(Diagnostic.Kind.ERROR, "-A%s=%s is not a severity; use ERROR, WARNING or OFF"),
    SEVERITY_OF_FIXED_RULE(
            Diagnostic.Kind.WARNING,
            "-A%s=%s has no effect: %s is a fixed rule (what it reports would make MongoDB or the generated code "
                    + "fail), so it stays %s"),
    OPTION_NOT_FILE_PATH(Diagnostic.Kind.ERROR, "-A%s=%s is not a file path: %s"),
    REPORT_NOT_DIRECTORY_PATH(
            Diagnostic.Kind.ERROR, "-A" + SchemaGuardOptions.REPORT + "=%s is not a directory path: %s"),

    // @SuppressWarnings
    UNKNOWN_SUPPRESSION_KEY(
            Diagnostic.Kind.WARNING,
            "@SuppressWarnings(\"%s\") names no schemaguard rule, so it suppresses nothing; the keys are "
                    + "\"" + DiagnosticPrinter.SUPPRESS_ALL + "\" and \"" + DiagnosticPrinter.SUPPRESS_PREFIX
                    + "<RuleName>\" (see docs/guide/options-and-suppression.md)"),
    UNKNOWN_SUPPRESSION_KEY_CLOSE_TO(
            Diagnostic.Kind.WARNING,
            "@SuppressWarnings(\"%s\") names no schemaguard rule, so it suppresses nothing; did you mean \""
                    + DiagnosticPrinter.SUPPRESS_PREFIX + "%s\"?"),

    // the baseline
    BASELINE_MISSING(
            Diagnostic.Kind.ERROR,
            "the baseline file %s does not exist; write it with -A" + SchemaGuardOptions.WRITE_BASELINE + "=true (a "
                    + "relative path resolves against the compiler's working directory: pass an absolute one, such as "
                    + "${project.basedir}/schemaguard-baseline.txt in Maven)"),
    BASELINE_NOT_UTF8(
            Diagnostic.Kind.ERROR,
            "the baseline file %s is not UTF-8 text; write it again with -A" + SchemaGuardOptions.WRITE_BASELINE
                    + "=true"),
    BASELINE_UNREADABLE(Diagnostic.Kind.ERROR, "cannot read the baseline file %s: %s"),
    BASELINE_LINE_MALFORMED(
            Diagnostic.Kind.ERROR,
            "line %d of the baseline file %s is not rule<TAB>document<TAB>path: '%s'; fix the line, or write the file "
                    + "again with -A" + SchemaGuardOptions.WRITE_BASELINE + "=true"),
    BASELINE_NOT_WRITTEN(Diagnostic.Kind.ERROR, "cannot write the baseline file %s: %s"),
    BASELINE_WRITTEN(
            Diagnostic.Kind.NOTE,
            "wrote %s to the baseline %s; commit it: later builds with -A" + SchemaGuardOptions.BASELINE
                    + " and without -A" + SchemaGuardOptions.WRITE_BASELINE
                    + " report only findings that are not in it"),
    BASELINE_WRITTEN_ENTRIES(
            Diagnostic.Kind.NOTE,
            "wrote %s to the baseline %s for %s, as the summary counts them: %s; commit it: later builds with -A"
                    + SchemaGuardOptions.BASELINE + " and without -A" + SchemaGuardOptions.WRITE_BASELINE
                    + " report only findings that are not in it"),
    BASELINE_FIXED_RULES(
            Diagnostic.Kind.WARNING,
            "the baseline lists findings of fixed rules (%s), which it cannot hide: what they report would make "
                    + "MongoDB or the generated code fail, so they are always reported; delete those lines"),
    BASELINE_STALE_ENTRY(
            Diagnostic.Kind.NOTE,
            "1 entry of the baseline %s matched no finding (fixed, or the code is gone; or the file was not compiled "
                    + "in this build): delete it, or write the file again with -A" + SchemaGuardOptions.WRITE_BASELINE
                    + "=true on a full build:%s"),
    BASELINE_STALE_ENTRIES(
            Diagnostic.Kind.NOTE,
            "%d entries of the baseline %s matched no finding (fixed, or the code is gone; or the file was not compiled "
                    + "in this build): delete them, or write the file again with -A" + SchemaGuardOptions.WRITE_BASELINE
                    + "=true on a full build:%s"),

    // the summary that closes the output, like javac's "N warnings". A mandatory warning: javac's Log drops
    // every warning and note under -nowarn (-Xlint:none), which maven-compiler-plugin before 3.11 passes by
    // default (showWarnings false, plexus-compiler-javac's JavacCompiler), and keeps the mandatory ones; a
    // processor's note cannot be mandatory (JavacMessager prints NOTE and OTHER with Log.note)
    SUMMARY(Diagnostic.Kind.MANDATORY_WARNING, "%s in %s: %s"),
    SUMMARY_HIDDEN_BY_BASELINE(Diagnostic.Kind.MANDATORY_WARNING, "%s in %s: %s; %d more hidden by the baseline"),
    SUMMARY_WRITTEN_TO_BASELINE(Diagnostic.Kind.MANDATORY_WARNING, "%s in %s: %s; %d more written to the baseline"),
    // before the summary, when the findings reach javac's default limits (Log's getDefaultMaxWarnings and
    // getDefaultMaxErrors, 100 each): a mandatory warning counts against -Xmaxwarns like any other, so past
    // the limit the summary is dropped too, while a note is never counted: so the note carries the summary; the limits
    // a build passes are
    // javac's options, which no processor can read (ProcessingEnvironment.getOptions holds the -A ones)
    FINDINGS_PAST_JAVAC_LIMITS(
            Diagnostic.Kind.NOTE,
            "%s in %s: %s. javac prints at most 100 warnings and 100 errors unless -Xmaxwarns and -Xmaxerrs raise "
                    + "those limits, so the list may stop short of these %d warnings and %d errors, and the summary "
                    + "warning after this note with it; pass -Xmaxwarns 10000 -Xmaxerrs 10000 to javac (Maven: "
                    + "compilerArgs; Gradle: options.compilerArgs)"),

    // other processors: Lombok's annotations are used and its processor does not run (a processor path
    // replaces javac's search of the class path for processors)
    LOMBOK_NOT_RUNNING(
            Diagnostic.Kind.ERROR,
            "@%1$s is Lombok's, but Lombok's annotation processor is not on the annotation processor path, so it does not "
                    + "run and nothing it generates exists (each getter, constructor or builder the code calls is a "
                    + "'cannot find symbol'): a processor path replaces javac's search of the class path for processors. "
                    + "List Lombok there, before schemaguard, in the version of the class path, %2$s: in Maven's "
                    + "annotationProcessorPaths, <path><groupId>org.projectlombok</groupId><artifactId>lombok</artifactId>"
                    + "<version>${lombok.version}</version></path> (the property Spring Boot's parent sets; or write "
                    + "%2$s); in Gradle, annotationProcessor 'org.projectlombok:lombok:%2$s'"),
    LOMBOK_NOT_RUNNING_VERSION_UNKNOWN(
            Diagnostic.Kind.ERROR,
            "@%s is Lombok's, but Lombok's annotation processor is not on the annotation processor path, so it does not "
                    + "run and nothing it generates exists (each getter, constructor or builder the code calls is a "
                    + "'cannot find symbol'): a processor path replaces javac's search of the class path for processors. "
                    + "List Lombok there, before schemaguard, in the version of the class path: in Maven's "
                    + "annotationProcessorPaths, <path><groupId>org.projectlombok</groupId><artifactId>lombok</artifactId>"
                    + "<version>${lombok.version}</version></path> (the property Spring Boot's parent sets); in Gradle, "
                    + "annotationProcessor 'org.projectlombok:lombok:<version>'"),

    // files other than classes
    SARIF_NOT_WRITTEN(
            Diagnostic.Kind.ERROR,
            "could not write the SARIF file %s (%s); give -A" + SchemaGuardOptions.SARIF + " a file in a directory the "
                    + "build can write to, such as target/schemaguard.sarif"),
    REPORT_NOT_WRITTEN(
            Diagnostic.Kind.ERROR, "could not write the schema report to %s (-A" + SchemaGuardOptions.REPORT + "): %s"),

    // the documents and their schema classes
    NOT_CHECKED_VALUE_UNRESOLVED(
            Diagnostic.Kind.ERROR,
            "'%s' was not checked: the value of %s does not resolve, and no processor generated what it names; write a "
                    + "constant or class that exists"),
    NOT_CHECKED_TYPE_UNRESOLVED(
            Diagnostic.Kind.NOTE, "'%s' was not checked: type '%s' does not resolve; javac reports why"),
    NO_SCHEMA_CLASSES_WITHOUT_DRIVER(
            Diagnostic.Kind.NOTE,
            "no schema classes were generated: add org.mongodb:mongodb-driver-core to the compile class path to get "
                    + "them (the checks ran all the same)"),
    SOURCE_CLASS_NAMED_LIKE_SCHEMA_CLASS(
            Diagnostic.Kind.ERROR,
            "class '%s' of the sources has the name of the schema class schemaguard generates for '%s', so none was "
                    + "written; rename that class, or, if schemaguard generated it in an earlier build, remove the "
                    + "directory of generated sources from the source roots"),
    SCHEMA_CLASS_TWICE(Diagnostic.Kind.ERROR, "'%s' and '%s' would both get the schema class '%s'; rename one of them"),
    SCHEMA_CLASS_NOT_WRITTEN(Diagnostic.Kind.ERROR, "could not write %s: %s"),

    // the repositories
    REPOSITORY_OF_NO_DOCUMENT(
            Diagnostic.Kind.NOTE,
            "the queries of repository '%s' were not checked: its domain type '%s' has no Spring Data @Document, so "
                    + "Spring Data names its collection after the class; annotate it with Spring Data's @Document"),
    REPOSITORY_DOMAIN_UNKNOWN(Diagnostic.Kind.NOTE, "the queries of repository '%s' were not checked: %s"),
    // the driver's codec: a class the code stores without a document annotation
    STORED_BY_CODEC(
            Diagnostic.Kind.NOTE,
            "%s carries no document annotation, but %s stores it with the driver's codec in '%s': it is checked as "
                    + "that collection's document, and its queries with the _id index as the one index known, since "
                    + "the others are made outside the compilation; annotate it with schemaguard's "
                    + "@Document(collection = \"%s\") (artifact dev.schemaguard:schemaguard-annotations) and declare "
                    + "its indexes to have them checked and created"),
    STORED_BY_CODEC_IN_MANY(
            Diagnostic.Kind.NOTE,
            "%s carries no document annotation, but %s stores it with the driver's codec in %s: it is checked as a "
                    + "document of each, and its queries with the _id index as the one index known, since the others "
                    + "are made outside the compilation"),

    // the bootstrap
    DOCUMENT_AFTER_BOOTSTRAP(
            Diagnostic.Kind.ERROR,
            "'%s' arrived in a later processing round than the bootstrap, which was written without it; if another "
                    + "annotation processor generates it, add -A" + SchemaGuardOptions.WAIT_FOR_GENERATED_DOCUMENTS
                    + "=true so that the bootstrap waits for it"),
    UNNAMED_PACKAGE_BESIDE_NAMED(
            Diagnostic.Kind.ERROR,
            "'%1$s' is in the unnamed package, while other documents are in named ones (%2$s): no package can hold a "
                    + "bootstrap that reaches both, since a class in a named package cannot import from the unnamed "
                    + "one; move '%1$s' into a package (-A" + SchemaGuardOptions.BOOTSTRAP_PACKAGE + " cannot help)"),
    UNNAMED_PACKAGE_OUT_OF_REACH(
            Diagnostic.Kind.ERROR,
            "'%1$s' is in the unnamed package, which the bootstrap in package '%2$s' (-A"
                    + SchemaGuardOptions.BOOTSTRAP_PACKAGE + "=%2$s) cannot reach: a class in a named package cannot "
                    + "import from the unnamed one; move '%1$s' into a package, or remove -A"
                    + SchemaGuardOptions.BOOTSTRAP_PACKAGE + " so that the bootstrap goes to the unnamed package too"),
    BOOTSTRAP_IN_UNNAMED_PACKAGE(
            Diagnostic.Kind.ERROR,
            "the bootstrap would go to the unnamed package, the longest package common to the documents (%s), where a "
                    + "class of a named package cannot use it; set -A" + SchemaGuardOptions.BOOTSTRAP_PACKAGE
                    + " to the "
                    + "package of your application that should hold %s, such as -A"
                    + SchemaGuardOptions.BOOTSTRAP_PACKAGE
                    + "=%s"),
    BOOTSTRAP_NOT_RUN_FOR_COMPOSED_DOCUMENTS(
            Diagnostic.Kind.WARNING,
            "no bootstrap was written and the documents were not checked against each other (collection names, "
                    + "references, the number of collections): this compilation marks its documents only with %s, "
                    + "composed annotations, and the bootstrap processor runs only where a document annotation is "
                    + "written by its own name (Gradle's incremental build recompiles everything for an aggregating "
                    + "processor that takes every annotation); write the framework's document annotation itself "
                    + "beside %s on one document class"),
    BOOTSTRAP_GIVEN_AGAIN(
            Diagnostic.Kind.ERROR,
            "class '%s' is the bootstrap schemaguard generated in an earlier build, given to javac again as a source, "
                    + "so no bootstrap was written; remove the directory of generated sources from the source roots"),
    CLASS_NAMED_LIKE_BOOTSTRAP_IN_OPTION_PACKAGE(
            Diagnostic.Kind.ERROR,
            "class '%1$s' has the name of the bootstrap class schemaguard generates in package '%2$s' (-A"
                    + SchemaGuardOptions.BOOTSTRAP_PACKAGE + "=%2$s), so no bootstrap was written; rename the class, "
                    + "or set -A" + SchemaGuardOptions.BOOTSTRAP_PACKAGE + " to another package for the bootstrap"),
    CLASS_NAMED_LIKE_BOOTSTRAP_IN_COMMON_PACKAGE(
            Diagnostic.Kind.ERROR,
            "class '%s' has the name of the bootstrap class schemaguard generates in package '%s' (the longest package "
                    + "common to the documents), so no bootstrap was written; rename the class, or set -A"
                    + SchemaGuardOptions.BOOTSTRAP_PACKAGE + " to another package for the bootstrap"),
    CLASS_NAMED_LIKE_BOOTSTRAP_IN_UNNAMED_PACKAGE(
            Diagnostic.Kind.ERROR,
            "class '%s' has the name of the bootstrap class schemaguard generates in the unnamed package (the longest "
                    + "package common to the documents), so no bootstrap was written; rename the class, or set -A"
                    + SchemaGuardOptions.BOOTSTRAP_PACKAGE + " to another package for the bootstrap"),
    NO_RUNTIME(
            Diagnostic.Kind.NOTE,
            "no %s was generated: add %s (it brings org.mongodb:mongodb-driver-sync) to the application's dependencies "
                    + "to get the class that creates these collections and indexes at startup; the schema classes were "
                    + "generated"),
    COLLECTION_AT_RUN_TIME(
            Diagnostic.Kind.NOTE,
            "'%s' is not in the bootstrap: its collection '%s' is an expression the application evaluates when it "
                    + "runs; create its collection and indexes with the framework that names it"),
    COLLECTIONS_AT_RUN_TIME(
            Diagnostic.Kind.NOTE,
            "%d documents are not in the bootstrap, since their collections are expressions the application evaluates "
                    + "when it runs: %s; create their collections and indexes with the framework that names them"),
    INDEX_AT_RUN_TIME(
            Diagnostic.Kind.NOTE,
            "index %s is not checked and not in the bootstrap: Spring Data MongoDB evaluates its expression when the "
                    + "application starts; create it with the framework that evaluates it"),
    INDEXES_AT_RUN_TIME(
            Diagnostic.Kind.NOTE,
            "%d indexes are not checked and not in the bootstrap, since Spring Data MongoDB evaluates expressions in "
                    + "them when the application starts: %s; create them with the framework that evaluates them");

    /** What tells schemaguard's own messages from javac's, and from the rules' ({@code [RuleName]}). */
    private static final String PREFIX = "[schemaguard] ";

    private final Diagnostic.Kind kind;
    private final String template;
    private final int arguments;

    ProcessorMessage(Diagnostic.Kind kind, String template) {
        this.kind = kind;
        this.template = template;
        this.arguments = TemplateSyntax.arguments(template);
    }

    /** An error stops the build, a warning is for what schemaguard ignored, a note for what it did or did not write. */
    public Diagnostic.Kind kind() {
        return kind;
    }

    @Override
    public String template() {
        return template;
    }

    @Override
    public int arguments() {
        return arguments;
    }

    /** None: a message about schemaguard itself is no rule's finding. */
    @Override
    public String rule() {
        return "";
    }

    /** The message as javac prints it. */
    public String text(Object... args) {
        return PREFIX + format(args);
    }
}
