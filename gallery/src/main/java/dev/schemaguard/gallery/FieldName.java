/*
 * Rule:     FieldName
 * Severity: ERROR (fixed)
 * Lesson:   two fields stored under one name overwrite each other; NUL, a '$' inside _id and (before 5.0) a top-level '$' are refused.
 * Docs:     docs/rules/FieldName.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Field;
import org.bson.types.ObjectId;

final class FieldName {

    @Document(collection = "gallery_field_name_books")
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Field("title") @Bounded(max = 300) String subtitle; // FieldName: 'title' is taken by another field
    }
}
