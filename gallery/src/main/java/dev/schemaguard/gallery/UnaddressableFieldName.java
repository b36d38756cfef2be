/*
 * Rule:     UnaddressableFieldName
 * Severity: WARNING
 * Lesson:   MongoDB stores a name with '.' (and, from 5.0, a leading '$'), but no query or index path can name it.
 * Docs:     docs/rules/UnaddressableFieldName.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Field;
import org.bson.types.ObjectId;

final class UnaddressableFieldName {

    @Document(collection = "gallery_unaddressable_books")
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Field("price.eur") long priceEur; // UnaddressableFieldName: {"price.eur": 1} is read as a path into "price"
    }
}
