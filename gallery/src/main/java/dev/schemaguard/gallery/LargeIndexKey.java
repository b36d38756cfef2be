/*
 * Rule:     LargeIndexKey
 * Severity: WARNING
 * Lesson:   keep indexed values under 1 KB; index a hash of long strings such as URLs (':hashed').
 * Docs:     docs/rules/LargeIndexKey.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class LargeIndexKey {

    @Document(collection = "gallery_large_key_books")
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @IndexHint @Bounded(max = 2048) String catalogUrl; // LargeIndexKey: up to 2,048 characters in every index entry
    }
}
