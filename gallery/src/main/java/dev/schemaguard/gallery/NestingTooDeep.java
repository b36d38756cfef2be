/*
 * Rule:     NestingTooDeep
 * Severity: ERROR
 * Lesson:   MongoDB refuses documents nested more than 100 levels deep; flatten deep structures or keep them in their own collection.
 * Docs:     docs/rules/NestingTooDeep.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import org.bson.types.ObjectId;

/** A catalogue whose sections nest 100 times: the root is level 1, Level100 is level 101. */
final class NestingTooDeep {

    @Document(collection = "gallery_nesting_catalogs") // NestingTooDeep: 101 levels, more than 100
    static class Catalog {
        ObjectId id;
        Level1 section;
    }

    static class Level1 { Level2 sub; }
    static class Level2 { Level3 sub; }
    static class Level3 { Level4 sub; }
    static class Level4 { Level5 sub; }
    static class Level5 { Level6 sub; }
    static class Level6 { Level7 sub; }
    static class Level7 { Level8 sub; }
    static class Level8 { Level9 sub; }
    static class Level9 { Level10 sub; }
    static class Level10 { Level11 sub; }
    static class Level11 { Level12 sub; }
    static class Level12 { Level13 sub; }
    static class Level13 { Level14 sub; }
    static class Level14 { Level15 sub; }
    static class Level15 { Level16 sub; }
    static class Level16 { Level17 sub; }
    static class Level17 { Level18 sub; }
    static class Level18 { Level19 sub; }
    static class Level19 { Level20 sub; }
    static class Level20 { Level21 sub; }
    static class Level21 { Level22 sub; }
    static class Level22 { Level23 sub; }
    static class Level23 { Level24 sub; }
    static class Level24 { Level25 sub; }
    static class Level25 { Level26 sub; }
    static class Level26 { Level27 sub; }
    static class Level27 { Level28 sub; }
    static class Level28 { Level29 sub; }
    static class Level29 { Level30 sub; }
    static class Level30 { Level31 sub; }
    static class Level31 { Level32 sub; }
    static class Level32 { Level33 sub; }
    static class Level33 { Level34 sub; }
    static class Level34 { Level35 sub; }
    static class Level35 { Level36 sub; }
    static class Level36 { Level37 sub; }
    static class Level37 { Level38 sub; }
    static class Level38 { Level39 sub; }
    static class Level39 { Level40 sub; }
    static class Level40 { Level41 sub; }
    static class Level41 { Level42 sub; }
    static class Level42 { Level43 sub; }
    static class Level43 { Level44 sub; }
    static class Level44 { Level45 sub; }
    static class Level45 { Level46 sub; }
    static class Level46 { Level47 sub; }
    static class Level47 { Level48 sub; }
    static class Level48 { Level49 sub; }
    static class Level49 { Level50 sub; }
    static class Level50 { Level51 sub; }
    static class Level51 { Level52 sub; }
    static class Level52 { Level53 sub; }
    static class Level53 { Level54 sub; }
    static class Level54 { Level55 sub; }
    static class Level55 { Level56 sub; }
    static class Level56 { Level57 sub; }
    static class Level57 { Level58 sub; }
    static class Level58 { Level59 sub; }
    static class Level59 { Level60 sub; }
    static class Level60 { Level61 sub; }
    static class Level61 { Level62 sub; }
    static class Level62 { Level63 sub; }
    static class Level63 { Level64 sub; }
    static class Level64 { Level65 sub; }
    static class Level65 { Level66 sub; }
    static class Level66 { Level67 sub; }
    static class Level67 { Level68 sub; }
    static class Level68 { Level69 sub; }
    static class Level69 { Level70 sub; }
    static class Level70 { Level71 sub; }
    static class Level71 { Level72 sub; }
    static class Level72 { Level73 sub; }
    static class Level73 { Level74 sub; }
    static class Level74 { Level75 sub; }
    static class Level75 { Level76 sub; }
    static class Level76 { Level77 sub; }
    static class Level77 { Level78 sub; }
    static class Level78 { Level79 sub; }
    static class Level79 { Level80 sub; }
    static class Level80 { Level81 sub; }
    static class Level81 { Level82 sub; }
    static class Level82 { Level83 sub; }
    static class Level83 { Level84 sub; }
    static class Level84 { Level85 sub; }
    static class Level85 { Level86 sub; }
    static class Level86 { Level87 sub; }
    static class Level87 { Level88 sub; }
    static class Level88 { Level89 sub; }
    static class Level89 { Level90 sub; }
    static class Level90 { Level91 sub; }
    static class Level91 { Level92 sub; }
    static class Level92 { Level93 sub; }
    static class Level93 { Level94 sub; }
    static class Level94 { Level95 sub; }
    static class Level95 { Level96 sub; }
    static class Level96 { Level97 sub; }
    static class Level97 { Level98 sub; }
    static class Level98 { Level99 sub; }
    static class Level99 { Level100 sub; }
    static class Level100 { @Bounded(max = 100) String name; }
}
