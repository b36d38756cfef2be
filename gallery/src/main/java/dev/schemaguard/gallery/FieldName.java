/*
 * Rule:     FieldName
 * Severity: ERROR (fixed)
 * Lesson:   a stored field name must not be empty, contain '.' or NUL, or start with '$': queries and updates cannot address it.
 * Docs:     docs/rules/FieldName.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Field;
import java.math.BigDecimal;
import org.bson.types.ObjectId;

final class FieldName {

    @Document(collection = "gallery_field_name_books")
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Field("$price") BigDecimal price; // FieldName: '$' starts an operator, not a field
    }
}
