/*
 * Rule:     CollationLocale
 * Severity: ERROR (fixed)
 * Lesson:   MongoDB accepts only the locales of its list, spelled exactly: "en_US", not "en-US".
 * Docs:     docs/rules/CollationLocale.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Collation;
import dev.schemaguard.annotations.Document;
import org.bson.types.ObjectId;

final class CollationLocale {

    @Document(collection = "gallery_locale_authors",
            collation = @Collation(locale = "en-US", strength = 2)) // CollationLocale: did you mean 'en_US'?
    static class Author {
        ObjectId id;
        @Bounded(max = 200) String name;
    }
}
