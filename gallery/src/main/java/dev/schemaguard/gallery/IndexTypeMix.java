/*
 * Rule:     IndexTypeMix
 * Severity: ERROR (fixed)
 * Lesson:   one index has one special type: 2dsphere and text cannot share an index.
 * Docs:     docs/rules/IndexTypeMix.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class IndexTypeMix {

    @Document(collection = "gallery_typemix_shops")
    @IndexHint(keys = {"location:2dsphere", "description:text"}) // IndexTypeMix: 2dsphere and text in one index
    static class Shop {
        ObjectId id;
        @Bounded(max = 2) double[] location;
        @Bounded(max = 2000) String description;
    }
}
