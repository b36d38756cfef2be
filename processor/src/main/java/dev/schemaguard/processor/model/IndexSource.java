package dev.schemaguard.processor.model;

/** Where an index was declared; also the order in which "the later one" is counted. */
public enum IndexSource {
    /** An {@code @IndexHint} with keys on the document class. */
    CLASS,
    /** An {@code @IndexHint} on a stored field, of the document or of an embedded class. */
    FIELD,
    /** An {@code @IndexHint} on a superclass of the document, or on a polymorphic subclass. */
    INHERITED
}
