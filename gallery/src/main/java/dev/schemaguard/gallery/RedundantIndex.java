/*
 * Rule:     RedundantIndex
 * Severity: WARNING
 * Lesson:   MongoDB builds {sku: 1} beside {sku: -1}, but one single-field index serves both directions.
 * Docs:     docs/rules/RedundantIndex.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class RedundantIndex {

    @Document(collection = "gallery_redundant_items")
    @IndexHint(keys = "sku")
    @IndexHint(keys = "sku:-1") // RedundantIndex: the same field in the other direction
    static class Item {
        ObjectId id;
        @Bounded(max = 20) String sku;
    }
}
