/*
 * Rule:     IndexThroughMap
 * Severity: WARNING
 * Lesson:   an index into a map indexes one dynamic key only; store the entries as an array of {k, v} (attribute pattern) and index k and v.
 * Docs:     docs/rules/IndexThroughMap.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import java.util.Map;
import org.bson.types.ObjectId;

final class IndexThroughMap {

    @Document(collection = "gallery_map_index_books")
    @IndexHint(keys = "attributes.language") // IndexThroughMap: indexes the one key 'language' of the map
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Bounded(max = 50) Map<String, String> attributes;
    }
}
