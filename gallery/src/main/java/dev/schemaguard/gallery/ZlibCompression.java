/*
 * Rule:     ZlibCompression
 * Severity: WARNING
 * Lesson:   zlib costs several times the CPU of snappy (the naming convention saw 90% to 100% CPU against 20%):
 *           compress with zstd, or keep snappy, the default.
 * Docs:     docs/rules/ZlibCompression.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Storage;
import org.bson.types.ObjectId;

final class ZlibCompression {

    @Document(collection = "gallery_order_history")
    @Storage(blockCompressor = Storage.Compressor.ZLIB) // ZlibCompression: use ZSTD
    static class OrderHistory {
        ObjectId id;
        @Bounded(max = 40) String customer;
    }

    // the naming convention's own example for a large read-mostly collection
    @Document(collection = "gallery_logs")
    @Storage(configString = "block_compressor=zlib,internal_page_max=16KB,leaf_page_max=16KB,leaf_value_max=8KB") // ZlibCompression: block_compressor=zlib
    static class LogEntry {
        ObjectId id;
        @Bounded(max = 500) String message;
    }
}
