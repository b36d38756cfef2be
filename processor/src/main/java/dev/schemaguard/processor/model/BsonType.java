package dev.schemaguard.processor.model;

/** The BSON type a Java type is stored as (docs/guide/annotations.md). */
public enum BsonType {
    INT32,
    INT64,
    DOUBLE,
    DECIMAL128,
    BOOLEAN,
    STRING,
    DATE,
    OBJECT_ID,
    BINARY,
    ARRAY,
    /** An embedded document with a fixed set of fields, read from a Java class. */
    DOCUMENT,
    /** An embedded document with dynamic keys, from a {@code Map<String, V>}. */
    MAP,
    /**
     * A DBRef, {@code {$ref: collection, $id: id[, $db: database]}}: a document of fixed shape that
     * names another document, not a copy of it; its element type is the {@code $id}'s.
     */
    DBREF,
    /** Not known at build time: {@code Object}, an interface, or a JDK type outside the mapping. */
    ANY
}
