package dev.schemaguard.processor.model;

/** Where a document's database name came from. */
public enum DatabaseSource {
    /** {@code @Document(database = …)}. */
    ANNOTATION,
    /** The processor option {@code schemaguard.database}. */
    OPTION,
    /** Neither: the database is chosen at run time. */
    UNKNOWN
}
