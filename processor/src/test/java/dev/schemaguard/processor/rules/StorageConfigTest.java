package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * StorageConfig (fixed, ERROR): a @Storage configString that MongoDB's
 * WiredTigerUtil::checkTableCreationOptions, or WiredTiger's create behind it, refuses. Every finding
 * is on the configString value.
 */
class StorageConfigTest {

    /** A book whose @Storage puts configString on a line of its own, marked. */
    private static String book(String storage) {
        return """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "books")
                @Storage(blockCompressor = Storage.Compressor.COMPRESSOR,
                        configString = "CONFIG") // expect: ERROR StorageConfig
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("COMPRESSOR, \n", "").replace("CONFIG", storage);
    }

    private static String book(String compressor, String config) {
        return book(config).replace("Storage.Compressor.COMPRESSOR", "Storage.Compressor." + compressor);
    }

    private static String plain(String config) {
        return book("DEFAULT", config);
    }

    private static String check(String source) {
        return ProcessorTester.forRules("StorageConfig")
                .source("p.Book", source)
                .expectMarkedDiagnostics()
                .message("StorageConfig");
    }

    private static String clean(String config) {
        return plain(config).replace(" // expect: ERROR StorageConfig", "");
    }

    // ---------------------------------------------------------------- syntax

    @Test
    void positive_unclosedBracket() {
        String message = check(plain("lsm=(chunk_size=1MB"));
        assertTrue(
                message.contains("is not a WiredTiger configuration string: the bracket opened for 'lsm' is never "
                        + "closed (at character 5)"),
                message);
        assertTrue(message.contains("BadValue, 2"), message);
    }

    /** Found in review: 3,000 nested brackets were a StackOverflowError, printed as an [InternalError]. */
    @Test
    void positive_bracketsNestedDeeperThanAnySetting_isASyntaxErrorNotACrash() {
        String deep = "lsm=" + "(a=".repeat(3000) + "1" + ")".repeat(3000);
        String message = check(plain(deep));
        assertTrue(
                message.contains("is not a WiredTiger configuration string: brackets nest more than 32 deep"), message);
    }

    @ParameterizedTest
    @ValueSource(strings = {"split_pct 90", "a=b c", "leaf_page_max=16KB)", "app_metadata=\\\"abc", "=5", "a=@x"})
    void positive_syntaxError(String config) {
        String message = check(plain(config));
        assertTrue(message.contains("is not a WiredTiger configuration string"), message);
    }

    @Test
    void positive_nul() {
        String message = check(plain("split_pct=30,\\0split_pct=35"));
        assertTrue(message.contains("FailedToParse, 9"), message);
    }

    // ---------------------------------------------------------------- keys and values

    @Test
    void positive_unknownKey_didYouMean() {
        String message = check(plain("leaf_page_size=16KB"));
        assertTrue(
                message.contains("sets 'leaf_page_size', which is not a key WiredTiger documents for "
                        + "WT_SESSION.create, so MongoDB refuses the collection (BadValue, 2: unknown configuration key); "
                        + "did you mean 'leaf_page_max'? correct the name"),
                message);
        assertTrue(message.endsWith("(see docs/rules/StorageConfig.md)"), message);
    }

    @Test
    void positive_unknownKey_aConnectionSettingHasNoSuggestion() {
        String message = check(plain("cache_size=1GB"));
        assertTrue(message.contains("'cache_size', which is not a key") && !message.contains("did you mean"), message);
    }

    @Test
    void positive_unknownKeyInACategory() {
        String message = check(plain("lsm=(chunk_sise=1MB)"));
        assertTrue(message.contains("'lsm.chunk_sise'") && message.contains("did you mean 'lsm.chunk_size'?"), message);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "leaf_page_max=1GB|leaf_page_max=1GB, but WiredTiger takes an integer from 512B to 512MB",
                "leaf_page_max=256|leaf_page_max=256, but WiredTiger takes an integer from 512B to 512MB",
                "internal_page_max=1GB|internal_page_max=1GB, but WiredTiger takes an integer from 512B to 512MB",
                "split_pct=30|split_pct=30, but WiredTiger takes an integer from 50 to 100",
                "split_pct=101|split_pct=101, but WiredTiger takes an integer from 50 to 100",
                "memory_page_max=100B|memory_page_max=100B, but WiredTiger takes an integer from 512B to 10TB",
                "allocation_size=1GB|allocation_size=1GB, but WiredTiger takes an integer from 512B to 128MB",
                "leaf_value_max=-1|leaf_value_max=-1, but WiredTiger takes an integer of at least 0",
                "lsm=(bloom_bit_count=1)|lsm.bloom_bit_count=1, but WiredTiger takes an integer from 2 to 1000"
            })
    void positive_valueOutOfRange(String config, String expected) {
        String message = check(plain(config));
        assertTrue(message.contains(expected), message);
    }

    @Test
    void positive_notANumber() {
        String message = check(plain("leaf_page_max=16QB"));
        assertTrue(
                message.contains("leaf_page_max=16QB, but WiredTiger takes an integer from 512B to 512MB (digits"),
                message);
    }

    @Test
    void positive_notABoolean() {
        String message = check(plain("prefix_compression=True"));
        assertTrue(message.contains("takes true, false, 1 or 0 (lower case) for 'prefix_compression'"), message);
    }

    @Test
    void positive_notAChoice() {
        String message = check(plain("checksum=onn"));
        assertTrue(
                message.contains("takes one of on, off, uncompressed, unencrypted for 'checksum'")
                        && message.contains("did you mean 'on'? write the value"),
                message);
    }

    @Test
    void positive_notACategory() {
        String message = check(plain("log=true"));
        assertTrue(
                message.contains("log=true, but WiredTiger takes settings in parentheses, log=(enabled=...)"), message);
    }

    @Test
    void positive_everyProblemOfTheStringIsReported() {
        List<String> messages = ProcessorTester.forRules("StorageConfig")
                .source("p.Book", plain("split_pct=10,foo=1"))
                .expectMarkedDiagnostics()
                .messages("StorageConfig");
        assertEquals(2, messages.size(), messages.toString());
    }

    // ---------------------------------------------------------------- what MongoDB refuses although WiredTiger
    // documents it

    @Test
    void positive_typeLsm() {
        String message = check(plain("type=lsm"));
        assertTrue(message.contains("type=lsm, which MongoDB refuses from 5.0 on (error 6627201"), message);
    }

    @Test
    void positive_typeLsmQuoted() {
        check(plain("type=\\\"lsm\\\""));
    }

    @Test
    void negative_typeLsm_before50() {
        // 4.4 created LSM collections and wrote to them (SERVER-66272: "This worked till 4.4.x")
        ProcessorTester.forRules("StorageConfig")
                .option("schemaguard.mongodbVersion=4.4")
                .source("p.Book", clean("type=lsm,lsm=(chunk_size=1MB)"))
                .expectClean();
    }

    @Test
    void positive_typeOtherThanFile() {
        String message = check(plain("type=table"));
        assertTrue(message.contains("type=table, but MongoDB stores a collection in a WiredTiger file"), message);
    }

    @Test
    void positive_encryption_from80() {
        String message = ProcessorTester.forRules("StorageConfig")
                .option("schemaguard.mongodbVersion=8.0")
                .source("p.Book", plain("encryption=(keyid=k1)"))
                .expectMarkedDiagnostics()
                .message("StorageConfig");
        assertTrue(message.contains("encryption=(keyid=k1)") && message.contains("IllegalOperation, 20"), message);
    }

    @Test
    void positive_encryption_from80_evenEmpty() {
        // wt_roundtrip_creation_string.js strips ",encryption=(...)," from a collStats creationString before reusing it
        ProcessorTester.forRules("StorageConfig")
                .option("schemaguard.mongodbVersion=8.0")
                .source("p.Book", plain("encryption=(keyid=,name=)"))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_encryptorNotLoaded_before80() {
        String message = check(plain("encryption=(name=aes,keyid=k1)"));
        assertTrue(
                message.contains("encryption=(name=aes,keyid=k1), but WiredTiger encrypts only with an encryptor")
                        && message.contains("'aes' is none of them"),
                message);
    }

    @ParameterizedTest
    @ValueSource(strings = {"encryption=(keyid=,name=)", "encryption=(name=none)", "encryption=(keyid=key)"})
    void negative_encryptionWithoutAnEncryptor_before80(String config) {
        // accepted before the ban: CreateCommandTest.LegacyCreateSucceedsWithEncryptionOptions
        // ("encryption=(keyid=key)"),
        // and the creationString of every collection carries encryption=(keyid=,name=)
        ProcessorTester.forRules("StorageConfig")
                .source("p.Book", clean(config))
                .expectClean();
    }

    @Test
    void positive_unknownBlockCompressor() {
        String message = check(plain("block_compressor=snapy"));
        assertTrue(
                message.contains("block_compressor=snapy, but MongoDB loads only the block compressors none, snappy, "
                                + "zlib and zstd")
                        && message.contains("did you mean 'snappy'? use blockCompressor"),
                message);
    }

    @Test
    void positive_blockCompressorLz4_noSuggestion() {
        String message = check(plain("block_compressor=lz4"));
        assertTrue(message.contains("block_compressor=lz4") && !message.contains("did you mean"), message);
    }

    /**
     * MongoDB accepts a blockCompressor that the configString's block_compressor overrides (WiredTiger keeps
     * the last setting), so it is no StorageConfig finding: the annotation contradicts itself, an
     * InvalidAnnotation. Found in review, where it was a fixed StorageConfig error.
     */
    @Test
    void positive_blockCompressorDisagreesWithConfigString_isInvalidAnnotation() {
        String message = ProcessorTester.forRules("StorageConfig", "InvalidAnnotation")
                .source(
                        "p.Book",
                        book("ZSTD", "block_compressor=snappy")
                                .replace("ERROR StorageConfig", "ERROR InvalidAnnotation"))
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertTrue(
                message.contains("blockCompressor = Storage.Compressor.ZSTD but its configString sets "
                        + "block_compressor=snappy"),
                message);
        assertTrue(message.contains("MongoDB would take the configString's"), message);
    }

    @Test
    void positive_anEmptyBlockCompressorIsNone_soSnappyContradictsIt() {
        ProcessorTester.forRules("InvalidAnnotation")
                .source(
                        "p.Book",
                        book("SNAPPY", "block_compressor=").replace("ERROR StorageConfig", "ERROR InvalidAnnotation"))
                .expectMarkedDiagnostics();
        ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Book", book("NONE", "block_compressor=").replace(" // expect: ERROR StorageConfig", ""))
                .expectClean();
    }

    @Test
    void positive_theLastBlockCompressorCounts() {
        ProcessorTester.forRules("InvalidAnnotation")
                .source(
                        "p.Book",
                        book("ZSTD", "block_compressor=zstd,block_compressor=zlib")
                                .replace("ERROR StorageConfig", "ERROR InvalidAnnotation"))
                .expectMarkedDiagnostics();
        ProcessorTester.forRules("StorageConfig")
                .source(
                        "p.Book",
                        book("ZSTD", "block_compressor=zstd,block_compressor=zlib")
                                .replace(" // expect: ERROR StorageConfig", ""))
                .expectClean();
    }

    // ---------------------------------------------------------------- negatives

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(
            strings = {
                // the seed's two strings
                "internal_page_max=16KB,leaf_page_max=16KB,leaf_value_max=8KB,os_cache_max=1GB",
                "block_compressor=zlib,internal_page_max=16KB,leaf_page_max=16KB,leaf_value_max=8KB",
                // the bounds themselves, and every multiplier
                "leaf_page_max=512B",
                "leaf_page_max=512MB",
                "leaf_page_max=1MB",
                "internal_page_max=512",
                "split_pct=50",
                "split_pct=100",
                "memory_page_max=10TB",
                "memory_page_max=10m",
                "allocation_size=4KB",
                "allocation_size=4k",
                "os_cache_max=1g",
                // booleans, choices, bare keys, nesting, quotes, ':' and spaces, empty items, a trailing comma
                "prefix_compression",
                "prefix_compression=false",
                "prefix_compression=0",
                "prefix_compression=true",
                "checksum=on",
                "access_pattern_hint=sequential",
                "block_allocation=first",
                "type=file",
                "app_metadata=(formatVersion=1)",
                "log=(enabled=false)",
                "lsm=(chunk_size=1MB)",
                "app_metadata=\\\"a,b\\\"",
                "split_pct : 90 , leaf_page_max = 64KB",
                "split_pct=90,,leaf_page_max=64KB,",
                // every compressor MongoDB loads, and WiredTiger's empty "none"
                "block_compressor=none",
                "block_compressor=snappy",
                "block_compressor=zstd",
                "block_compressor=",
                "block_compressor=\\\"zstd\\\"",
                // what MongoDB overrides with its own values after the user's (the last one wins)
                "key_format=q,value_format=u",
                ""
            })
    void negative_documentedSettings(String config) {
        ProcessorTester.forRules("StorageConfig")
                .source("p.Book", clean(config))
                .expectClean();
    }

    @Test
    void negative_theSeedsLogsCollection_everyRule() {
        // the naming convention's example: db.createCollection("logs", {storageEngine: {wiredTiger: {configString:
        // "internal_page_max=16KB,leaf_page_max=16KB,leaf_value_max=8KB,os_cache_max=1GB"}}})
        ProcessorTester.create()
                .option("schemaguard.database=shop")
                .source("p.LogEntry", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "logs")
                @Storage(configString = "internal_page_max=16KB,leaf_page_max=16KB,leaf_value_max=8KB,os_cache_max=1GB")
                class LogEntry {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 500) String message;
                }
                """)
                .expectClean();
    }

    @ParameterizedTest
    @CsvSource({
        "ZSTD, block_compressor=zstd",
        "NONE, block_compressor=none",
        "NONE, block_compressor=",
        "SNAPPY, leaf_page_max=64KB",
        "DEFAULT, block_compressor=zlib",
        "ZLIB, block_compressor=zlib"
    })
    void negative_blockCompressorAgreesWithConfigString(String compressor, String config) {
        ProcessorTester.forRules("StorageConfig")
                .source("p.Book", book(compressor, config).replace(" // expect: ERROR StorageConfig", ""))
                .expectClean();
    }

    @Test
    void negative_noStorage() {
        ProcessorTester.forRules("StorageConfig").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "books")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """).expectClean();
    }

    @Test
    void negative_blockCompressorAlone() {
        ProcessorTester.forRules("StorageConfig").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "books")
                @Storage(blockCompressor = Storage.Compressor.ZSTD)
                class Book {
                    org.bson.types.ObjectId id;
                }
                """).expectClean();
    }

    // ---------------------------------------------------------------- position, severity, suppression

    @Test
    void positive_reportedOnTheConfigStringValue_onOneLine() {
        ProcessorTester.forRules("StorageConfig").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "books")
                @Storage(configString = "split_pct=10") // expect: ERROR StorageConfig
                class Book {
                    org.bson.types.ObjectId id;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_fixed_suppressionDoesNotApply() {
        String message = ProcessorTester.forRules("StorageConfig")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "books")
                @Storage(configString = "type=lsm") // expect: ERROR StorageConfig
                @SuppressWarnings("schemaguard:StorageConfig")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics()
                .message("StorageConfig");
        assertTrue(message.contains("@SuppressWarnings does not apply: StorageConfig is a fixed rule"), message);
    }

    @Test
    void positive_fixed_optionOffHasNoEffect() {
        ProcessorTester.Result result = ProcessorTester.forRules("StorageConfig")
                .option("schemaguard.StorageConfig=OFF")
                .source("p.Book", plain("split_pct=10"))
                .compile();
        result.assertNoCrash();
        List<Diagnostic<? extends javax.tools.JavaFileObject>> found = result.schemaguard().stream()
                .filter(d -> d.getMessage(Locale.ROOT).startsWith("[StorageConfig] "))
                .toList();
        assertEquals(1, found.size(), result.all());
        assertEquals(Diagnostic.Kind.ERROR, found.get(0).getKind());
    }
}
