package dev.schemaguard.processor.oracle;

import static dev.schemaguard.processor.oracle.OracleCase.check;
import static dev.schemaguard.processor.oracle.OracleCase.checkAt;

import org.junit.jupiter.api.Test;

/**
 * Server oracle for StorageConfig: what MongoDB does with a collection's
 * {@code storageEngine: {wiredTiger: {configString: ...}}}. Cases come from jstests of mongodb/mongo
 * (named in each case) and from CreateCommandTest (src/mongo/db/commands/create_command_test.cpp).
 * A refused case carries its marker; an accepted one carries none, so a StorageConfig error fails it.
 * ZlibCompression is checked beside StorageConfig where zlib is accepted: a warning, never an error.
 */
class ServerOracleStorageTest {

    // ---------------------------------------------------------------- refused

    @Test
    void refused_typeLsm_configureWithTypeLsm() {
        // jstests/noPassthrough/wt_integration/configure_with_type_lsm.js: createCollection("coll",
        // {storageEngine: {wiredTiger: {configString: "type=lsm"}}}) fails with 6627201.
        check("""
                @Document(collection = "coll")
                @Storage(configString = "type=lsm") // expect: ERROR StorageConfig
                class C { org.bson.types.ObjectId id; }
                """, "StorageConfig");
    }

    @Test
    void refused_typeLsmQuoted_configureWithTypeOverride() {
        // jstests/noPassthrough/wt_integration/configure_with_type_override.js: configString 'type="lsm"'
        // fails (IllegalOperation), like the bare type=lsm.
        check("""
                @Document(collection = "coll")
                @Storage(configString = "type=\\"lsm\\"") // expect: ERROR StorageConfig
                class C { org.bson.types.ObjectId id; }
                """, "StorageConfig");
    }

    @Test
    void refused_unclosedBracket_configureWithTypeOverride() {
        // jstests/noPassthrough/wt_integration/configure_with_type_override.js: configString "type=(" fails
        // with BadValue ("a syntactically malformed configString must be rejected as a parse error").
        check("""
                @Document(collection = "coll")
                @Storage(configString = "type=(") // expect: ERROR StorageConfig
                class C { org.bson.types.ObjectId id; }
                """, "StorageConfig");
    }

    @Test
    void refused_embeddedNul_wtMalformedCreationString() {
        // jstests/noPassthrough/wt_integration/wt_malformed_creation_string.js: "\u0000000", "\0,", "bl\0ah" and
        // "split_pct=30,\0split_pct=35," all fail with FailedToParse.
        for (String malformed : new String[] {"\\u0000000", "\\0,", "bl\\0ah", "split_pct=30,\\0split_pct=35,"}) {
            check("""
                    @Document(collection = "coll")
                    @Storage(configString = "MALFORMED") // expect: ERROR StorageConfig
                    class C { org.bson.types.ObjectId id; }
                    """.replace("MALFORMED", malformed), "StorageConfig");
        }
    }

    @Test
    void refused_unknownKey_timeseriesCreateIndexOptionDefaults() {
        // jstests/noPassthrough/timeseries_create_index_option_defaults.js: configString 'invalid_option=xxx,'
        // fails with BadValue (the same checkTableCreationOptions validates collection and index strings).
        check("""
                @Document(collection = "coll")
                @Storage(configString = "invalid_option=xxx,") // expect: ERROR StorageConfig
                class C { org.bson.types.ObjectId id; }
                """, "StorageConfig");
    }

    @Test
    void refused_encryptionOptions_from80_createCommandTest() {
        // src/mongo/db/commands/create_command_test.cpp: create with configString "encryption=(keyid=key)" fails
        // with IllegalOperation once featureFlagBanEncryptionOptionsInCollectionCreation is on; and
        // jstests/noPassthrough/wt_roundtrip_creation_string.js strips ",encryption=(...)," from a creationString
        // before it reuses it.
        checkAt("8.0", """
                @Document(collection = "coll")
                @Storage(configString = "encryption=(keyid=key)") // expect: ERROR StorageConfig
                class C { org.bson.types.ObjectId id; }
                """, "StorageConfig");
    }

    // ---------------------------------------------------------------- accepted

    @Test
    void accepted_typeFile_configureWithTypeOverride() {
        // jstests/noPassthrough/wt_integration/configure_with_type_override.js: "A bare, unquoted type=file (the
        // default) must still be accepted."
        check("""
                @Document(collection = "coll")
                @Storage(configString = "type=file")
                class C { org.bson.types.ObjectId id; }
                """, "StorageConfig");
    }

    @Test
    void accepted_zlib_shardingSystemNamespaces() {
        // jstests/sharding/sharding_system_namespaces.js: createCollection with configString "block_compressor=zlib"
        // works and listCollections returns it unchanged. Accepted, so only the zlib warning.
        check("""
                @Document(collection = "sharding_system_namespaces")
                @Storage(configString = "block_compressor=zlib") // expect: WARNING ZlibCompression
                class C { org.bson.types.ObjectId id; int x; }
                """, "StorageConfig", "ZlibCompression");
    }

    @Test
    void accepted_everyCompressorMongoDBShips_blockCompressorOptions() {
        // jstests/noPassthrough/wt_integration/block_compressor_options.js: "none", "snappy", "zlib" and "zstd"
        // each end up as block_compressor=<name> in the creationString of a working collection.
        check("""
                @Document(collection = "none")
                @Storage(blockCompressor = Storage.Compressor.NONE, configString = "block_compressor=none")
                class C { org.bson.types.ObjectId id; }
                """, "StorageConfig");
        check("""
                @Document(collection = "snappy")
                @Storage(blockCompressor = Storage.Compressor.SNAPPY, configString = "block_compressor=snappy")
                class C { org.bson.types.ObjectId id; }
                """, "StorageConfig");
        check("""
                @Document(collection = "zstd")
                @Storage(blockCompressor = Storage.Compressor.ZSTD, configString = "block_compressor=zstd")
                class C { org.bson.types.ObjectId id; }
                """, "StorageConfig");
        check("""
                @Document(collection = "zlib")
                @Storage(blockCompressor = Storage.Compressor.ZLIB, // expect: WARNING ZlibCompression
                        configString = "block_compressor=zlib")
                class C { org.bson.types.ObjectId id; }
                """, "StorageConfig", "ZlibCompression");
    }

    @Test
    void accepted_splitPctWithTrailingComma_wtIndexOptionDefaults() {
        // jstests/noPassthrough/wt_integration/wt_index_option_defaults.js: "split_pct=70,", "split_pct=75," and
        // "split_pct=80," are accepted (as index strings, through the same checkTableCreationOptions);
        // jstests/noPassthrough/timeseries_create_index_option_defaults.js: 'split_pct=88,'.
        for (String config : new String[] {"split_pct=70,", "split_pct=75,", "split_pct=80,", "split_pct=88,"}) {
            check("""
                    @Document(collection = "coll")
                    @Storage(configString = "CONFIG")
                    class C { org.bson.types.ObjectId id; }
                    """.replace("CONFIG", config), "StorageConfig");
        }
    }

    @Test
    void accepted_keyidAlone_before80_createCommandTest() {
        // src/mongo/db/commands/create_command_test.cpp, LegacyCreateSucceedsWithEncryptionOptions: with the ban
        // off, create with configString "encryption=(keyid=key)" succeeds.
        check("""
                @Document(collection = "coll")
                @Storage(configString = "encryption=(keyid=key)")
                class C { org.bson.types.ObjectId id; }
                """, "StorageConfig");
    }

    /** The create defaults of WT_SESSION.create with MongoDB's own settings: what collStats returns as creationString. */
    private static final String CREATION_STRING = "access_pattern_hint=none,allocation_size=4KB,"
            + "app_metadata=(formatVersion=1),assert=(commit_timestamp=none,durable_timestamp=none,"
            + "read_timestamp=none,write_timestamp=off),block_allocation=best,block_compressor=snappy,"
            + "cache_resident=false,checksum=on,colgroups=,collator=,columns=,dictionary=0,ENCRYPTION"
            + "exclusive=false,extractor=,format=btree,huffman_key=,huffman_value=,"
            + "ignore_in_memory_cache_size=false,immutable=false,import=(enabled=false,file_metadata=,repair=false),"
            + "internal_item_max=0,internal_key_max=0,internal_key_truncate=true,internal_page_max=4KB,key_format=q,"
            + "key_gap=10,leaf_item_max=0,leaf_key_max=0,leaf_page_max=32KB,leaf_value_max=64MB,"
            + "log=(enabled=true),lsm=(auto_throttle=true,bloom=true,bloom_bit_count=16,bloom_config=,"
            + "bloom_hash_count=8,bloom_oldest=false,chunk_count_limit=0,chunk_max=5GB,chunk_size=10MB,"
            + "merge_custom=(prefix=,start_generation=0,suffix=),merge_max=15,merge_min=0),"
            + "memory_page_image_max=0,memory_page_max=10m,os_cache_dirty_max=0,os_cache_max=0,"
            + "prefix_compression=false,prefix_compression_min=4,readonly=false,source=,split_deepen_min_child=0,"
            + "split_deepen_per_child=0,split_pct=90,tiered_object=false,tiered_storage=(auth_token=,bucket=,"
            + "bucket_prefix=,cache_directory=,local_retention=300,name=,object_target_size=10M),type=file,"
            + "value_format=u,verbose=[],write_timestamp_usage=none";

    @Test
    void accepted_aCollectionsOwnCreationString_wtRoundtripCreationString() {
        // jstests/noPassthrough/wt_roundtrip_creation_string.js: the creationString that collStats returns for a
        // collection creates another collection. Before the encryption ban it was used as it is, with its
        // encryption=(keyid=,name=); after, with that item removed.
        check(
                """
                @Document(collection = "wt_roundtrip_creation_string.dest")
                @Storage(configString = "CONFIG")
                class C { org.bson.types.ObjectId id; }
                """.replace("CONFIG", CREATION_STRING.replace("ENCRYPTION", "encryption=(keyid=,name=),")),
                "StorageConfig");
        checkAt("8.0", """
                @Document(collection = "wt_roundtrip_creation_string.dest")
                @Storage(configString = "CONFIG")
                class C { org.bson.types.ObjectId id; }
                """.replace("CONFIG", CREATION_STRING.replace("ENCRYPTION", "")), "StorageConfig");
    }

    @Test
    void accepted_typeLsm_before50_server66272() {
        // SERVER-66272 (backported to 5.0): LSM collections "worked till 4.4.x"; the refusal (6627201) came with
        // the fix. The configure_with_type_lsm.js case at a 4.4 target.
        checkAt("4.4", """
                @Document(collection = "coll")
                @Storage(configString = "type=lsm")
                class C { org.bson.types.ObjectId id; }
                """, "StorageConfig");
    }
}
