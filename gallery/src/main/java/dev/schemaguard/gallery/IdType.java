/*
 * Rule:     IdType
 * Severity: ERROR (fixed)
 * Lesson:   the _id is one value: MongoDB refuses an array (or a regular expression) there on every insert.
 * Docs:     docs/rules/IdType.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Id;
import java.util.List;

final class IdType {

    @Document(collection = "gallery_id_type_tags")
    static class Tag {
        @Id @Bounded(max = 5) List<String> names; // IdType: an array cannot be the _id
    }
}
