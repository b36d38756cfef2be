/*
 * Rule:     FieldNameStyle
 * Severity: WARNING
 * Lesson:   store plain identifiers ([A-Za-z_][A-Za-z0-9_]*, camelCase is fine) so the shell, drivers and BI tools need no quoting.
 * Docs:     docs/rules/FieldNameStyle.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Field;
import java.time.LocalDate;
import org.bson.types.ObjectId;

final class FieldNameStyle {

    @Document(collection = "gallery_field_style_books")
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Field("first-edition") LocalDate firstEdition; // FieldNameStyle: '-' must be quoted everywhere
    }
}
