/*
 * Rule:     IndexNameLength
 * Severity: WARNING
 * Lesson:   generated names of compound indexes on long field names exceed 127 characters; give such an index a short name.
 * Docs:     docs/rules/IndexNameLength.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class IndexNameLength {

    @Document(collection = "gallery_name_length_books")
    @IndexHint(keys = {"publisherImprintDisplayName", "originalPublicationCountry", "translatedEditionLanguage", // IndexNameLength: the generated name has 146 characters
            "primaryContributorSortName", "libraryClassificationHeading"})
    static class Book {
        ObjectId id;
        @Bounded(max = 100) String publisherImprintDisplayName;
        @Bounded(max = 60) String originalPublicationCountry;
        @Bounded(max = 20) String translatedEditionLanguage;
        @Bounded(max = 200) String primaryContributorSortName;
        @Bounded(max = 100) String libraryClassificationHeading;
    }
}
