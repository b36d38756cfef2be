package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.WiredTigerConfig;

/**
 * MongoDB accepts zlib, but the naming convention docs/rules/ZlibCompression.md quotes forbids it for its CPU cost (about 90% to
 * 100% CPU where snappy used 20%). One decision gets one warning: on {@code blockCompressor} when it
 * says ZLIB, else on the {@code configString} whose last {@code block_compressor} is zlib.
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary = "A collection compressed with zlib, which costs several times the CPU of snappy: use zstd or snappy")
public final class ZlibCompression implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        CollectionOptions.Storage storage = document.collectionOptions().storage();
        if (storage == null) {
            return;
        }
        if (storage.blockCompressor() == CollectionOptions.Compressor.ZLIB) {
            report.report(
                    Message.ZLIB_COMPRESSION,
                    storage.originOf("blockCompressor"),
                    "@Storage(blockCompressor = ZLIB)",
                    "blockCompressor = Storage.Compressor.ZSTD");
            return;
        }
        if (configSaysZlib(storage.configString())) {
            report.report(
                    Message.ZLIB_COMPRESSION,
                    storage.originOf("configString"),
                    "block_compressor=zlib in the @Storage configString",
                    "blockCompressor = Storage.Compressor.ZSTD (and no block_compressor in the configString)");
        }
    }

    private static boolean configSaysZlib(String configString) {
        if (configString.isEmpty()) {
            return false;
        }
        try {
            return WiredTigerConfig.parse(configString)
                    .last("block_compressor")
                    .filter(e -> e.value().kind() == WiredTigerConfig.Kind.WORD
                            || e.value().kind() == WiredTigerConfig.Kind.STRING)
                    .filter(e -> e.value().text().equals("zlib"))
                    .isPresent();
        } catch (WiredTigerConfig.SyntaxException e) {
            // StorageConfig reports a string that does not parse; what it meant is a guess
            return false;
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        ZLIB_COMPRESSION("%s compresses this collection with zlib, which costs several times the CPU of snappy (the "
                + "naming-convention seed saw about 90%% to 100%% CPU with zlib against 20%% with snappy) on "
                + "every write and every read from disk; use %s for a better ratio than snappy at far less CPU "
                + "than zlib, or snappy, the server's default");

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
