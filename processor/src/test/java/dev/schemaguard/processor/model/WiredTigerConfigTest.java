package dev.schemaguard.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.model.WiredTigerConfig.Entry;
import dev.schemaguard.processor.model.WiredTigerConfig.Kind;
import dev.schemaguard.processor.model.WiredTigerCreateKeys.Problem;
import dev.schemaguard.processor.model.WiredTigerCreateKeys.ProblemKind;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The parser follows WiredTiger's "Configuration Strings" page; the checks follow the
 * {@code WT_SESSION.create} entries of WiredTiger's {@code config_def.c}.
 */
class WiredTigerConfigTest {

    // ---------------------------------------------------------------- syntax

    @Test
    void theSeedsStringParsesIntoFourNumbers() {
        WiredTigerConfig config =
                WiredTigerConfig.parse("internal_page_max=16KB,leaf_page_max=16KB,leaf_value_max=8KB,os_cache_max=1GB");
        assertEquals(
                List.of("internal_page_max", "leaf_page_max", "leaf_value_max", "os_cache_max"),
                config.entries().stream().map(Entry::key).toList());
        assertEquals(16384, config.entries().get(0).value().number());
        assertEquals(8192, config.entries().get(2).value().number());
        assertEquals(1L << 30, config.entries().get(3).value().number());
        assertEquals(23, config.entries().get(1).offset());
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource({
        "512, 512",
        "512B, 512",
        "512b, 512",
        "4k, 4096",
        "4K, 4096",
        "4KB, 4096",
        "10m, 10485760",
        "1G, 1073741824",
        "2T, 2199023255552",
        "1P, 1125899906842624",
        "-1, -1",
        "0, 0"
    })
    void integersTakeWiredTigersMultipliers(String written, long expected) {
        WiredTigerConfig.Value value =
                WiredTigerConfig.parse("split_pct=" + written).entries().get(0).value();
        assertEquals(Kind.NUMBER, value.kind());
        assertEquals(expected, value.number());
        assertFalse(value.overflow());
    }

    @Test
    void aNumberTooLargeFor64BitsOverflows() {
        assertTrue(WiredTigerConfig.parse("a=99999999999999999999")
                .entries()
                .get(0)
                .value()
                .overflow());
        assertTrue(WiredTigerConfig.parse("a=16384P").entries().get(0).value().overflow());
    }

    @ParameterizedTest
    @ValueSource(strings = {"16QB", "0x10", "1.5MB", "snappy", "true"})
    void anythingElseAfterTheDigitsIsAWord(String written) {
        assertEquals(
                Kind.WORD,
                WiredTigerConfig.parse("a=" + written).entries().get(0).value().kind());
    }

    @Test
    void aBareKeyMeansTrue() {
        WiredTigerConfig.Value value =
                WiredTigerConfig.parse("prefix_compression").entries().get(0).value();
        assertEquals(Kind.IMPLIED, value.kind());
        assertTrue(value.isBoolean());
        assertEquals(1, value.number());
    }

    @Test
    void colonSeparatesLikeEquals_spacesAreIgnored() {
        WiredTigerConfig config = WiredTigerConfig.parse("  split_pct : 80 ,  block_compressor= zstd  ");
        assertEquals(80, config.last("split_pct").orElseThrow().value().number());
        assertEquals(
                "zstd", config.last("block_compressor").orElseThrow().value().text());
    }

    @Test
    void emptyItemsAndTrailingCommasAreAllowed() {
        // MongoDB's own create strings have ",," (SERVER-103513 shows one)
        assertEquals(
                2,
                WiredTigerConfig.parse(",split_pct=90,,block_compressor=snappy,")
                        .entries()
                        .size());
        assertEquals(0, WiredTigerConfig.parse("").entries().size());
        assertEquals(0, WiredTigerConfig.parse(" , ").entries().size());
    }

    @Test
    void nestedValuesInAnyBracket() {
        WiredTigerConfig config =
                WiredTigerConfig.parse("lsm=(chunk_size=1MB,merge_custom=[prefix=a]),log={enabled=false}");
        Entry lsm = config.last("lsm").orElseThrow();
        assertEquals(Kind.NESTED, lsm.value().kind());
        assertEquals("chunk_size=1MB,merge_custom=[prefix=a]", lsm.value().text());
        assertEquals(1L << 20, lsm.value().children().get(0).value().number());
        assertEquals(
                "prefix",
                lsm.value().children().get(1).value().children().get(0).key());
        assertEquals(
                "false",
                config.last("log")
                        .orElseThrow()
                        .value()
                        .children()
                        .get(0)
                        .value()
                        .text());
    }

    @Test
    void quotedStringsKeepCommasAndEscapes() {
        WiredTigerConfig config = WiredTigerConfig.parse("app_metadata=\"a,b=(c)\",source=\"say \\\"hi\\\"\"");
        assertEquals(Kind.STRING, config.entries().get(0).value().kind());
        assertEquals("a,b=(c)", config.entries().get(0).value().text());
        assertEquals("say \"hi\"", config.entries().get(1).value().text());
    }

    @Test
    void theLastOfTwoEqualKeysIsTheOneUsed() {
        WiredTigerConfig config = WiredTigerConfig.parse("block_compressor=snappy,,block_compressor=zlib");
        assertEquals(2, config.entries().size());
        assertEquals(
                "zlib", config.last("block_compressor").orElseThrow().value().text());
    }

    @Test
    void anEmptyValueIsAnEmptyWord() {
        WiredTigerConfig.Value value = WiredTigerConfig.parse("block_compressor=,split_pct=90")
                .entries()
                .get(0)
                .value();
        assertEquals(Kind.WORD, value.kind());
        assertEquals("", value.text());
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "type=(|5|never closed",
                "lsm=(chunk_size=1MB|4|never closed",
                "split_pct=90)|12|never opened",
                "app_metadata=\"abc|13|never closed",
                "split_pct 90|10|expected '='",
                "a=b c|4|expected ','",
                "=5|0|unexpected '='",
                "a=@x|2|unexpected '@'",
                "(a=1)|0|must follow a key",
                "a=+5|2|unexpected '+'"
            })
    void syntaxErrors(String text, int offset, String message) {
        WiredTigerConfig.SyntaxException e =
                assertThrows(WiredTigerConfig.SyntaxException.class, () -> WiredTigerConfig.parse(text));
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertEquals(offset, e.offset(), e.getMessage());
    }

    // ---------------------------------------------------------------- WT_SESSION.create keys

    private static List<Problem> check(String text) {
        return WiredTigerCreateKeys.check(WiredTigerConfig.parse(text));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "internal_page_max=16KB,leaf_page_max=16KB,leaf_value_max=8KB,os_cache_max=1GB",
                "block_compressor=zlib,internal_page_max=16KB,leaf_page_max=16KB,leaf_value_max=8KB",
                "leaf_page_max=512B",
                "leaf_page_max=512MB",
                "internal_page_max=512",
                "split_pct=50",
                "split_pct=100",
                "memory_page_max=10TB",
                "allocation_size=4KB",
                "prefix_compression",
                "prefix_compression=false",
                "prefix_compression=0",
                "prefix_compression=1",
                "checksum=uncompressed",
                "access_pattern_hint=random",
                "block_allocation=best",
                "format=btree",
                "type=file",
                "app_metadata=(formatVersion=1)",
                "log=(enabled=false)",
                "lsm=(chunk_size=512K,bloom_bit_count=16,merge_custom=(start_generation=10))",
                "encryption=(name=none,keyid=\"\")",
                "verbose=[write_timestamp]",
                "key_format=q,value_format=u",
                "dictionary=0",
                "split_deepen_min_child=-5",
                "block_compressor=",
                "checksum=",
                ""
            })
    void documentedKeysAndValuesPass(String text) {
        assertEquals(List.of(), check(text), text);
    }

    @Test
    void anUnknownKeyHasADidYouMean() {
        Problem p = check("leaf_page_size=16KB,leafpagemax=1").get(0);
        assertEquals(ProblemKind.UNKNOWN_KEY, p.kind());
        assertEquals("leaf_page_size", p.path());
        assertEquals("leaf_page_max", p.suggestion().orElseThrow());
        assertEquals("leaf_page_max", check("leafpagemax=1").get(0).suggestion().orElseThrow());
        assertTrue(check("cache_size=1GB").get(0).suggestion().isEmpty());
    }

    @Test
    void anUnknownKeyInACategoryIsNamedWithItsPath() {
        Problem p = check("lsm=(chunk_sise=1MB)").get(0);
        assertEquals(ProblemKind.UNKNOWN_KEY, p.kind());
        assertEquals("lsm.chunk_sise", p.path());
        assertEquals("lsm.chunk_size", p.suggestion().orElseThrow());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "leaf_page_max=511|leaf_page_max|an integer from 512B to 512MB",
                "leaf_page_max=1GB|leaf_page_max|an integer from 512B to 512MB",
                "internal_page_max=256B|internal_page_max|an integer from 512B to 512MB",
                "split_pct=30|split_pct|an integer from 50 to 100",
                "split_pct=101|split_pct|an integer from 50 to 100",
                "memory_page_max=11TB|memory_page_max|an integer from 512B to 10TB",
                "allocation_size=256MB|allocation_size|an integer from 512B to 128MB",
                "leaf_value_max=-1|leaf_value_max|an integer of at least 0",
                "lsm=(chunk_size=100K)|lsm.chunk_size|an integer from 512K to 500MB",
                "lsm=(merge_min=101)|lsm.merge_min|an integer of at most 100",
                "os_cache_max=99999999999999999999|os_cache_max|an integer of at least 0"
            })
    void valuesOutsideTheDocumentedRange(String text, String path, String expected) {
        Problem p = check(text).get(0);
        assertEquals(ProblemKind.OUT_OF_RANGE, p.kind());
        assertEquals(path, p.path());
        assertEquals(expected, p.expected());
    }

    @Test
    void otherKindsOfBadValue() {
        assertEquals(
                ProblemKind.NOT_A_NUMBER, check("leaf_page_max=16QB").get(0).kind());
        assertEquals(ProblemKind.NOT_A_NUMBER, check("leaf_page_max").get(0).kind());
        assertEquals(ProblemKind.NOT_A_NUMBER, check("split_pct=\"80\"").get(0).kind());
        assertEquals(
                ProblemKind.NOT_A_BOOLEAN,
                check("prefix_compression=True").get(0).kind());
        assertEquals(
                ProblemKind.NOT_A_BOOLEAN, check("prefix_compression=2").get(0).kind());
        Problem choice = check("checksum=onn").get(0);
        assertEquals(ProblemKind.NOT_A_CHOICE, choice.kind());
        assertEquals("on", choice.suggestion().orElseThrow());
        assertEquals(
                ProblemKind.NOT_A_CHOICE,
                check("verbose=[write_timestamps]").get(0).kind());
        assertEquals(ProblemKind.NOT_A_CATEGORY, check("lsm=5").get(0).kind());
    }

    @Test
    void everyProblemIsReportedInOrder() {
        List<Problem> problems = check("split_pct=10,foo=1,prefix_compression=yes");
        assertEquals(
                List.of(ProblemKind.OUT_OF_RANGE, ProblemKind.UNKNOWN_KEY, ProblemKind.NOT_A_BOOLEAN),
                problems.stream().map(Problem::kind).toList());
    }
}
