package dev.schemaguard.processor.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The keys WiredTiger documents for {@code WT_SESSION::create}, with their types and ranges, as the
 * WiredTiger of MongoDB 7.0 declares them ({@code dist/api_data.py}, compiled into
 * {@code src/config/config_def.c}), plus two that earlier releases had besides, and the check that
 * MongoDB runs on a collection's
 * {@code configString} before anything else: {@code wiredtiger_config_validate(...,
 * "WT_SESSION.create", ...)} in {@code WiredTigerUtil::checkTableCreationOptions}. A key it does not
 * know, or a value outside its type or range, makes {@code create} fail with BadValue.
 *
 * <p>Which settings MongoDB then refuses on its own, and which block compressors it loads, is the
 * rule's business, not this catalogue's.
 */
public final class WiredTigerCreateKeys {

    public enum Type {
        INT,
        BOOLEAN,
        STRING,
        LIST,
        FORMAT,
        CATEGORY
    }

    /**
     * @param min, max the documented range of an {@link Type#INT}; {@code minText}/{@code maxText} as
     *     WiredTiger writes it (empty: no bound)
     * @param choices the allowed values of a {@link Type#STRING} or the elements of a {@link Type#LIST}; empty: any
     * @param keys the sub-keys of a {@link Type#CATEGORY}
     */
    public record Key(
            String name,
            Type type,
            long min,
            String minText,
            long max,
            String maxText,
            List<String> choices,
            Map<String, Key> keys) {}

    public enum ProblemKind {
        UNKNOWN_KEY,
        NOT_A_NUMBER,
        OUT_OF_RANGE,
        NOT_A_BOOLEAN,
        NOT_A_CHOICE,
        NOT_A_CATEGORY
    }

    /**
     * One thing WiredTiger's validation refuses.
     *
     * @param path the key, with its categories before it ({@code lsm.chunk_size})
     * @param written the value as written (empty for an unknown key)
     * @param expected what the key takes, for the message ({@code 512B..512MB}, {@code on, off, ...})
     * @param suggestion for an unknown key, the closest known one at that level
     */
    public record Problem(
            ProblemKind kind, String path, String written, String expected, Optional<String> suggestion) {}

    private static final Map<String, Key> CREATE = keys(
            string("access_pattern_hint", "none", "random", "sequential"),
            range("allocation_size", 512, "512B", 128L << 20, "128MB"),
            string("app_metadata"),
            category(
                    "assert",
                    string("commit_timestamp", "always", "key_consistent", "never", "none"),
                    string("durable_timestamp", "always", "key_consistent", "never", "none"),
                    string("read_timestamp", "always", "never", "none"),
                    string("write_timestamp", "off", "on")),
            string("block_allocation", "best", "first"),
            string("block_compressor"),
            bool("cache_resident"),
            string("checksum", "on", "off", "uncompressed", "unencrypted"),
            list("colgroups"),
            string("collator"),
            list("columns"),
            atLeastZero("dictionary"),
            category("encryption", string("keyid"), string("name")),
            bool("exclusive"),
            string("extractor"),
            string("format", "btree"),
            string("huffman_key"),
            string("huffman_value"),
            bool("ignore_in_memory_cache_size"),
            bool("immutable"),
            category(
                    "import",
                    string("compare_timestamp", "oldest", "oldest_timestamp", "stable", "stable_timestamp"),
                    bool("enabled"),
                    string("file_metadata"),
                    string("metadata_file"),
                    bool("repair")),
            atLeastZero("internal_item_max"),
            atLeastZero("internal_key_max"),
            bool("internal_key_truncate"),
            range("internal_page_max", 512, "512B", 512L << 20, "512MB"),
            format("key_format"),
            atLeastZero("key_gap"),
            atLeastZero("leaf_item_max"),
            atLeastZero("leaf_key_max"),
            range("leaf_page_max", 512, "512B", 512L << 20, "512MB"),
            atLeastZero("leaf_value_max"),
            category("log", bool("enabled")),
            category(
                    "lsm",
                    bool("auto_throttle"),
                    bool("bloom"),
                    range("bloom_bit_count", 2, "2", 1000, "1000"),
                    string("bloom_config"),
                    range("bloom_hash_count", 2, "2", 100, "100"),
                    bool("bloom_oldest"),
                    integer("chunk_count_limit"),
                    range("chunk_max", 100L << 20, "100MB", 10L << 40, "10TB"),
                    range("chunk_size", 512L << 10, "512K", 500L << 20, "500MB"),
                    category(
                            "merge_custom",
                            string("prefix"),
                            range("start_generation", 0, "0", 10, "10"),
                            string("suffix")),
                    range("merge_max", 2, "2", 100, "100"),
                    range("merge_min", Long.MIN_VALUE, "", 100, "100")),
            atLeastZero("memory_page_image_max"),
            range("memory_page_max", 512, "512B", 10L << 40, "10TB"),
            atLeastZero("os_cache_dirty_max"),
            atLeastZero("os_cache_max"),
            bool("prefix_compression"),
            atLeastZero("prefix_compression_min"),
            // readonly and tiered_object were create keys of earlier WiredTiger releases, and every collStats
            // creationString of that time carries them: accepted rather than refused by a fixed rule
            bool("readonly"),
            string("source"),
            integer("split_deepen_min_child"),
            integer("split_deepen_per_child"),
            range("split_pct", 50, "50", 100, "100"),
            category(
                    "tiered_storage",
                    string("auth_token"),
                    string("bucket"),
                    string("bucket_prefix"),
                    string("cache_directory"),
                    range("local_retention", 0, "0", 10000, "10000"),
                    string("name"),
                    atLeastZero("object_target_size"),
                    bool("shared")),
            bool("tiered_object"),
            string("type"),
            format("value_format"),
            list("verbose", "write_timestamp"),
            string("write_timestamp_usage", "always", "key_consistent", "mixed_mode", "never", "none", "ordered"));

    private WiredTigerCreateKeys() {}

    /** Every top-level key, in WiredTiger's (alphabetical) order. */
    public static Map<String, Key> keys() {
        return CREATE;
    }

    /** What {@code wiredtiger_config_validate} refuses in {@code config}, in the order written. */
    public static List<Problem> check(WiredTigerConfig config) {
        List<Problem> problems = new ArrayList<>();
        check(config.entries(), CREATE, "", problems);
        return problems;
    }

    private static void check(
            List<WiredTigerConfig.Entry> entries, Map<String, Key> known, String prefix, List<Problem> problems) {
        for (WiredTigerConfig.Entry entry : entries) {
            String path = prefix + entry.key();
            Key key = known.get(entry.key());
            if (key == null) {
                problems.add(new Problem(
                        ProblemKind.UNKNOWN_KEY,
                        path,
                        "",
                        "",
                        ClosestName.among(entry.key(), known.keySet()).map(k -> prefix + k)));
                continue;
            }
            checkValue(key, entry.value(), path, problems);
        }
    }

    private static void checkValue(Key key, WiredTigerConfig.Value value, String path, List<Problem> problems) {
        String written = value.kind() == WiredTigerConfig.Kind.IMPLIED ? "true (a bare key)" : value.written();
        boolean empty =
                value.kind() == WiredTigerConfig.Kind.WORD && value.text().isEmpty();
        switch (key.type()) {
            case INT -> {
                if (empty) {
                    return;
                }
                // a bare key is WiredTiger's boolean true, which an integer key refuses like any word
                if (value.kind() != WiredTigerConfig.Kind.NUMBER) {
                    problems.add(
                            new Problem(ProblemKind.NOT_A_NUMBER, path, written, rangeText(key), Optional.empty()));
                    return;
                }
                if (value.overflow() || value.number() < key.min() || value.number() > key.max()) {
                    problems.add(
                            new Problem(ProblemKind.OUT_OF_RANGE, path, written, rangeText(key), Optional.empty()));
                }
            }
            case BOOLEAN -> {
                if (!empty && !value.isBoolean()) {
                    problems.add(new Problem(
                            ProblemKind.NOT_A_BOOLEAN, path, written, "true, false, 1 or 0", Optional.empty()));
                }
            }
            case STRING -> {
                if (key.choices().isEmpty() || empty) {
                    return;
                }
                if (value.kind() == WiredTigerConfig.Kind.NESTED
                        || !key.choices().contains(value.text())) {
                    problems.add(new Problem(
                            ProblemKind.NOT_A_CHOICE,
                            path,
                            written,
                            String.join(", ", key.choices()),
                            value.kind() == WiredTigerConfig.Kind.NESTED
                                    ? Optional.empty()
                                    : ClosestName.among(value.text(), key.choices())));
                }
            }
            case LIST -> {
                if (key.choices().isEmpty()) {
                    return;
                }
                List<String> elements = value.kind() == WiredTigerConfig.Kind.NESTED
                        ? value.children().stream()
                                .map(WiredTigerConfig.Entry::key)
                                .toList()
                        : empty ? List.of() : List.of(value.text());
                for (String element : elements) {
                    if (!key.choices().contains(element)) {
                        problems.add(new Problem(
                                ProblemKind.NOT_A_CHOICE,
                                path,
                                element,
                                String.join(", ", key.choices()),
                                ClosestName.among(element, key.choices())));
                    }
                }
            }
            case CATEGORY -> {
                if (value.kind() == WiredTigerConfig.Kind.NESTED) {
                    check(value.children(), key.keys(), path + ".", problems);
                } else if (value.kind() != WiredTigerConfig.Kind.IMPLIED && !empty) {
                    problems.add(new Problem(
                            ProblemKind.NOT_A_CATEGORY,
                            path,
                            written,
                            "(" + String.join("=...,", key.keys().keySet()) + "=...)",
                            Optional.empty()));
                }
            }
            case FORMAT -> {
                // MongoDB appends its own key_format and value_format after the user's, and the last one wins
            }
        }
    }

    private static String rangeText(Key key) {
        if (!key.minText().isEmpty() && !key.maxText().isEmpty()) {
            return "an integer from " + key.minText() + " to " + key.maxText();
        }
        if (!key.minText().isEmpty()) {
            return "an integer of at least " + key.minText();
        }
        if (!key.maxText().isEmpty()) {
            return "an integer of at most " + key.maxText();
        }
        return "an integer";
    }

    private static Map<String, Key> keys(Key... keys) {
        Map<String, Key> map = new LinkedHashMap<>();
        for (Key k : keys) {
            map.put(k.name(), k);
        }
        return Collections.unmodifiableMap(map);
    }

    private static Key string(String name, String... choices) {
        return new Key(name, Type.STRING, 0, "", 0, "", List.of(choices), Map.of());
    }

    private static Key list(String name, String... choices) {
        return new Key(name, Type.LIST, 0, "", 0, "", List.of(choices), Map.of());
    }

    private static Key bool(String name) {
        return new Key(name, Type.BOOLEAN, 0, "", 0, "", List.of(), Map.of());
    }

    private static Key format(String name) {
        return new Key(name, Type.FORMAT, 0, "", 0, "", List.of(), Map.of());
    }

    private static Key integer(String name) {
        return new Key(name, Type.INT, Long.MIN_VALUE, "", Long.MAX_VALUE, "", List.of(), Map.of());
    }

    private static Key atLeastZero(String name) {
        return new Key(name, Type.INT, 0, "0", Long.MAX_VALUE, "", List.of(), Map.of());
    }

    private static Key range(String name, long min, String minText, long max, String maxText) {
        return new Key(name, Type.INT, min, minText, max, maxText, List.of(), Map.of());
    }

    private static Key category(String name, Key... keys) {
        return new Key(name, Type.CATEGORY, 0, "", 0, "", List.of(), keys(keys));
    }
}
