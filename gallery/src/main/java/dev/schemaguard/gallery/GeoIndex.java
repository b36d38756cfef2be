/*
 * Rule:     GeoIndex
 * Severity: ERROR (fixed)
 * Lesson:   the 2d key of a compound index must come first, and a 2d index takes at most one more field.
 * Docs:     docs/rules/GeoIndex.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class GeoIndex {

    @Document(collection = "gallery_geo_shops")
    @IndexHint(keys = {"city", "location:2d"}) // GeoIndex: the 2d key is second
    static class Shop {
        ObjectId id;
        @Bounded(max = 100) String city;
        @Bounded(max = 2) double[] location; // [x, y] on a flat 2d plane
    }
}
