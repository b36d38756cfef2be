/*
 * Rule:     DocumentTooLarge
 * Severity: ERROR
 * Lesson:   a document whose worst case exceeds 16 MiB will one day fail every write; bucket growing data (one document per sensor and hour).
 * Docs:     docs/rules/DocumentTooLarge.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import java.time.Instant;
import java.util.List;
import org.bson.types.ObjectId;

final class DocumentTooLarge {

    @Document(collection = "gallery_too_large_sensors") // DocumentTooLarge: a million readings can reach about 38 MiB
    static class Sensor {
        ObjectId id;
        @Bounded(max = 40) String name;
        @Bounded(max = 1_000_000) List<Reading> readings; // one a minute: about two years in one document
    }

    static class Reading {
        Instant at;
        double value;
    }
}
