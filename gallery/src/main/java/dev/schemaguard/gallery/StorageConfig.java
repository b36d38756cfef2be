/*
 * Rule:     StorageConfig
 * Severity: ERROR (fixed)
 * Lesson:   MongoDB checks a collection's WiredTiger configString before it creates anything: a key
 *           WiredTiger does not know, a page size outside 512B..512MB, or type=lsm, and there is no collection.
 * Docs:     docs/rules/StorageConfig.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Storage;
import org.bson.types.ObjectId;

final class StorageConfig {

    @Document(collection = "gallery_storage_orders")
    @Storage(blockCompressor = Storage.Compressor.ZSTD,
            configString = "leaf_page_size=16KB,internal_page_max=1GB") // StorageConfig: did you mean 'leaf_page_max'?; internal_page_max above 512MB
    static class Order {
        ObjectId id;
        @Bounded(max = 40) String customer;
    }

    @Document(collection = "gallery_storage_events")
    @Storage(configString = "type=lsm") // StorageConfig: MongoDB refuses LSM collections (6627201)
    static class Event {
        ObjectId id;
        @Bounded(max = 200) String payload;
    }
}
