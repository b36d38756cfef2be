package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * ZlibCompression (WARNING): a collection compressed with zlib (naming-convention seed: zlib took
 * about 90% to 100% CPU where snappy took 20%). One warning per @Storage, on the member that says zlib.
 */
class ZlibCompressionTest {

    private static String book(String storage) {
        return """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "books")
                STORAGE
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("STORAGE", storage);
    }

    @Test
    void positive_blockCompressorZlib() {
        String message = ProcessorTester.forRules("ZlibCompression")
                .source("p.Book", book("""
                @Storage(blockCompressor = Storage.Compressor.ZLIB) // expect: WARNING ZlibCompression"""))
                .expectMarkedDiagnostics()
                .message("ZlibCompression");
        assertTrue(
                message.startsWith("[ZlibCompression] @Storage(blockCompressor = ZLIB) compresses this collection "
                        + "with zlib, which costs several times the CPU of snappy"),
                message);
        assertTrue(message.contains("90% to 100% CPU with zlib against 20% with snappy"), message);
        assertTrue(message.contains("use blockCompressor = Storage.Compressor.ZSTD"), message);
        assertTrue(message.endsWith("(see docs/rules/ZlibCompression.md)"), message);
    }

    @Test
    void positive_configStringZlib_theSeedsOwnString() {
        String message = ProcessorTester.forRules("ZlibCompression")
                .source("p.Book", book("""
                @Storage(
                        configString = "block_compressor=zlib,internal_page_max=16KB,leaf_page_max=16KB,leaf_value_max=8KB") // expect: WARNING ZlibCompression"""))
                .expectMarkedDiagnostics()
                .message("ZlibCompression");
        assertTrue(message.contains("block_compressor=zlib in the @Storage configString compresses"), message);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "block_compressor=\\\"zlib\\\"",
                "block_compressor : zlib",
                "block_compressor=snappy,block_compressor=zlib"
            })
    void positive_configStringZlib_otherSpellings(String config) {
        ProcessorTester.forRules("ZlibCompression")
                .source("p.Book", book("""
                @Storage(configString = "CONFIG") // expect: WARNING ZlibCompression""".replace("CONFIG", config)))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_bothSayZlib_oneWarningOnBlockCompressor() {
        ProcessorTester.forRules("ZlibCompression")
                .source("p.Book", book("""
                @Storage(blockCompressor = Storage.Compressor.ZLIB, // expect: WARNING ZlibCompression
                        configString = "block_compressor=zlib")"""))
                .expectMarkedDiagnostics()
                .message("ZlibCompression");
    }

    @Test
    void positive_configStringZlibBesideAnotherBlockCompressor_onTheConfigString() {
        // StorageConfig reports the contradiction; this rule the zlib that was written
        ProcessorTester.forRules("ZlibCompression").source("p.Book", book("""
                @Storage(blockCompressor = Storage.Compressor.ZSTD,
                        configString = "block_compressor=zlib") // expect: WARNING ZlibCompression""")).expectMarkedDiagnostics();
    }

    @ParameterizedTest
    @CsvSource({
        "DEFAULT, ''",
        "SNAPPY, ''",
        "ZSTD, ''",
        "NONE, ''",
        "DEFAULT, block_compressor=zstd",
        "DEFAULT, block_compressor=snappy",
        "DEFAULT, 'block_compressor=zlib,block_compressor=zstd'",
        "DEFAULT, leaf_page_max=16KB",
        "ZSTD, app_metadata=\\\"block_compressor=zlib\\\"",
        // a string that does not parse is StorageConfig's, and what it meant is a guess
        "DEFAULT, block_compressor=zlib)"
    })
    void negative_otherCompressors(String compressor, String config) {
        ProcessorTester.forRules("ZlibCompression")
                .source("p.Book", book("""
                @Storage(blockCompressor = Storage.Compressor.COMPRESSOR, configString = "CONFIG")""".replace("COMPRESSOR", compressor).replace("CONFIG", config)))
                .expectClean();
    }

    @Test
    void negative_noStorage() {
        ProcessorTester.forRules("ZlibCompression").source("p.Book", book("")).expectClean();
    }

    @Test
    void negative_suppressed() {
        ProcessorTester.forRules("ZlibCompression").source("p.Book", book("""
                @Storage(blockCompressor = Storage.Compressor.ZLIB)
                @SuppressWarnings("schemaguard:ZlibCompression")""")).expectClean();
    }

    @Test
    void negative_optionOff() {
        ProcessorTester.forRules("ZlibCompression")
                .option("schemaguard.ZlibCompression=OFF")
                .source("p.Book", book("""
                @Storage(blockCompressor = Storage.Compressor.ZLIB)"""))
                .expectClean();
    }

    @Test
    void positive_optionError() {
        ProcessorTester.forRules("ZlibCompression")
                .option("schemaguard.ZlibCompression=ERROR")
                .source("p.Book", book("""
                @Storage(blockCompressor = Storage.Compressor.ZLIB) // expect: ERROR ZlibCompression"""))
                .expectMarkedDiagnostics();
    }
}
