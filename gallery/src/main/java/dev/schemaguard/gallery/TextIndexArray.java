/*
 * Rule:     TextIndexArray
 * Severity: ERROR (fixed)
 * Lesson:   the plain keys of a text index hold one value per document: an array there makes inserts fail.
 * Docs:     docs/rules/TextIndexArray.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import java.util.List;
import org.bson.types.ObjectId;

final class TextIndexArray {

    @Document(collection = "gallery_textarray_posts")
    @IndexHint(keys = {"tags", "body:text"}) // TextIndexArray: 'tags' is an array before the text key
    static class Post {
        ObjectId id;
        @Bounded(max = 10) List<String> tags;
        @Bounded(max = 5000) String body;
    }
}
