package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.ClosestName;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.WiredTigerConfig;
import dev.schemaguard.processor.model.WiredTigerCreateKeys;
import java.util.List;
import java.util.Optional;

/**
 * A collection's WiredTiger {@code configString} goes through {@code
 * WiredTigerUtil::checkTableCreationOptions} before the collection exists: a NUL is refused, then
 * {@code type=lsm} (from 5.0, SERVER-66272) and encryption options, then WiredTiger's own validation
 * of the string against the {@code WT_SESSION.create} keys. What passes is appended to MongoDB's
 * create string, so a block compressor that MongoDB has not loaded, or a data source other than a
 * file, fails in WiredTiger's {@code create}. All of it is reported on the {@code configString}
 * value; nothing about it can be made right by the generated code.
 */
@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "A @Storage configString MongoDB refuses: bad syntax, a key or value WiredTiger does not document, "
                + "type=lsm, encryption, or an unknown block_compressor")
public final class StorageConfig implements DocumentRule {

    /** What {@code create} can use: the compressors MongoDB ships, and "none"; empty is WiredTiger's "none" too. */
    static final List<String> COMPRESSORS = List.of("none", "snappy", "zlib", "zstd");

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        CollectionOptions.Storage storage = document.collectionOptions().storage();
        if (storage == null || storage.configString().isEmpty()) {
            return;
        }
        Origin origin = storage.originOf("configString");
        String text = storage.configString();
        if (text.indexOf('\0') >= 0) {
            report.report(Message.STORAGE_CONFIG_NUL, origin);
            return;
        }
        boolean lsmRefused = options.mongodbVersion().isAtLeast(5, 0);
        // MongoDB looks for the text itself, before WiredTiger parses anything
        boolean lsmReported = lsmRefused && text.contains("type=lsm");
        if (lsmReported) {
            report.report(Message.STORAGE_CONFIG_LSM, origin);
        }
        WiredTigerConfig config;
        try {
            config = WiredTigerConfig.parse(text);
        } catch (WiredTigerConfig.SyntaxException e) {
            report.report(Message.STORAGE_CONFIG_SYNTAX, origin, text, e.getMessage(), e.offset() + 1);
            return;
        }
        Optional<String> type = config.last("type").map(e -> e.value().text());
        // type="lsm", quoted, slips past that text search on older servers, and newer ones refuse any quoted type
        if (lsmRefused && !lsmReported && type.filter("lsm"::equals).isPresent()) {
            report.report(Message.STORAGE_CONFIG_LSM, origin);
        }
        config.last("encryption").ifPresent(e -> checkEncryption(e, origin, options, report));
        for (WiredTigerCreateKeys.Problem problem : WiredTigerCreateKeys.check(config)) {
            report(problem, origin, report);
        }
        type.filter(t -> !t.equals("file") && !t.equals("lsm"))
                .ifPresent(t -> report.report(Message.STORAGE_CONFIG_TYPE, origin, t, t));
        Optional<String> compressor = config.last("block_compressor")
                .filter(e -> e.value().kind() == WiredTigerConfig.Kind.WORD
                        || e.value().kind() == WiredTigerConfig.Kind.STRING)
                .map(e -> e.value().text());
        if (compressor.isEmpty()) {
            return;
        }
        String name = compressor.get();
        if (!name.isEmpty() && !COMPRESSORS.contains(name)) {
            String hint = ClosestName.among(name, COMPRESSORS)
                    .map(c -> "did you mean '" + c + "'? ")
                    .orElse("");
            report.report(Message.STORAGE_CONFIG_COMPRESSOR, origin, name, hint);
            return;
        }
        // one that disagrees with blockCompressor is accepted by MongoDB: the reader reports the contradiction
    }

    /**
     * From 8.0 the server refuses any {@code encryption=(...)} in a configString (IllegalOperation, behind
     * featureFlagBanEncryptionOptionsInCollectionCreation). Older servers passed it to WiredTiger, which
     * accepts an empty name or "none" (a collStats creationString carries {@code encryption=(keyid=,name=)})
     * and refuses an encryptor the server has not loaded.
     */
    private static void checkEncryption(
            WiredTigerConfig.Entry encryption, Origin origin, SchemaGuardOptions options, ValidationReport report) {
        String written = encryption.value().written().isEmpty()
                ? "true"
                : encryption.value().written();
        if (options.mongodbVersion().isAtLeast(8, 0)) {
            report.report(Message.STORAGE_CONFIG_ENCRYPTION, origin, written);
            return;
        }
        encryption.value().children().stream()
                .filter(c -> c.key().equals("name"))
                .reduce((first, second) -> second)
                .map(c -> c.value().text())
                .filter(name -> !name.isEmpty() && !name.equals("none"))
                .ifPresent(name -> report.report(Message.STORAGE_CONFIG_ENCRYPTOR, origin, written, name));
    }

    private static void report(WiredTigerCreateKeys.Problem problem, Origin origin, ValidationReport report) {
        switch (problem.kind()) {
            case UNKNOWN_KEY ->
                report.report(
                        Message.STORAGE_CONFIG_UNKNOWN_KEY,
                        origin,
                        problem.path(),
                        problem.suggestion()
                                .map(s -> "did you mean '" + s + "'? ")
                                .orElse(""));
            case OUT_OF_RANGE ->
                report.report(
                        Message.STORAGE_CONFIG_OUT_OF_RANGE,
                        origin,
                        problem.path(),
                        problem.written(),
                        problem.expected(),
                        problem.path());
            case NOT_A_NUMBER ->
                report.report(
                        Message.STORAGE_CONFIG_BAD_VALUE,
                        origin,
                        problem.path(),
                        problem.written(),
                        problem.expected() + " (digits, with an optional B, KB, MB or GB)",
                        problem.path(),
                        "");
            case NOT_A_BOOLEAN ->
                report.report(
                        Message.STORAGE_CONFIG_BAD_VALUE,
                        origin,
                        problem.path(),
                        problem.written(),
                        "true, false, 1 or 0 (lower case)",
                        problem.path(),
                        "");
            case NOT_A_CHOICE ->
                report.report(
                        Message.STORAGE_CONFIG_BAD_VALUE,
                        origin,
                        problem.path(),
                        problem.written(),
                        "one of " + problem.expected(),
                        problem.path(),
                        problem.suggestion()
                                .map(s -> "did you mean '" + s + "'? ")
                                .orElse(""));
            case NOT_A_CATEGORY ->
                report.report(
                        Message.STORAGE_CONFIG_BAD_VALUE,
                        origin,
                        problem.path(),
                        problem.written(),
                        "settings in parentheses, " + problem.path() + "=" + problem.expected(),
                        problem.path(),
                        "");
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        STORAGE_CONFIG_SYNTAX(
                "@Storage configString \"%s\" is not a WiredTiger configuration string: %s (at character %d), so "
                        + "MongoDB refuses the collection (BadValue, 2); write key=value items separated by commas, "
                        + "with nested values in parentheses and other text in double quotes, such as "
                        + "\"leaf_page_max=16KB,split_pct=90\""),
        STORAGE_CONFIG_NUL(
                "@Storage configString contains a NUL character, and MongoDB refuses it (FailedToParse, 9: malformed "
                        + "'configString' value); remove it"),
        STORAGE_CONFIG_UNKNOWN_KEY(
                "@Storage configString sets '%s', which is not a key WiredTiger documents for WT_SESSION.create, so "
                        + "MongoDB refuses the collection (BadValue, 2: unknown configuration key); %scorrect the name "
                        + "or remove the setting"),
        STORAGE_CONFIG_OUT_OF_RANGE(
                "@Storage configString sets %s=%s, but WiredTiger takes %s for '%s', so MongoDB refuses the collection "
                        + "(BadValue, 2); choose a value in that range (sizes take WiredTiger's B, KB, MB and GB "
                        + "suffixes)"),
        STORAGE_CONFIG_BAD_VALUE(
                "@Storage configString sets %s=%s, but WiredTiger takes %s for '%s', so MongoDB refuses the collection "
                        + "(BadValue, 2); %swrite the value that way"),
        STORAGE_CONFIG_LSM("@Storage configString asks for type=lsm, which MongoDB refuses from 5.0 on (error 6627201: "
                + "\"Configuration 'type=lsm' is not supported\"; SERVER-66272: writes to such a collection "
                + "crashed the server); remove it: a collection is a WiredTiger B-tree file"),
        STORAGE_CONFIG_TYPE(
                "@Storage configString sets type=%s, but MongoDB stores a collection in a WiredTiger file (type=file) "
                        + "and has no '%s' data source, so the create fails; remove the type setting"),
        STORAGE_CONFIG_ENCRYPTION(
                "@Storage configString sets encryption=%s: encryption at rest belongs to the whole server (MongoDB "
                        + "Enterprise, --enableEncryption), and MongoDB 8.0 refuses encryption options in a "
                        + "collection's configString (IllegalOperation, 20: \"Manual configuration of encryption "
                        + "options as part of 'configString' is not supported\"); remove it"),
        STORAGE_CONFIG_ENCRYPTOR(
                "@Storage configString sets encryption=%s, but WiredTiger encrypts only with an encryptor the server "
                        + "loaded at startup, and '%s' is none of them (MongoDB Community loads none), so the create "
                        + "fails; from 8.0 MongoDB refuses any encryption options in a configString (IllegalOperation, "
                        + "20); remove it: encryption at rest is configured for the whole server (--enableEncryption)"),
        STORAGE_CONFIG_COMPRESSOR(
                "@Storage configString sets block_compressor=%s, but MongoDB loads only the block compressors none, "
                        + "snappy, zlib and zstd, so WiredTiger refuses the collection (BadValue, 2: unknown "
                        + "compressor); %suse blockCompressor = Storage.Compressor.ZSTD or SNAPPY instead");

        private final String template;

        Message(String template) {
            this.template = template;
        }

        @Override
        public String template() {
            return template;
        }
    }
}
