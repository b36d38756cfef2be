package dev.schemaguard.processor.reader;

import javax.lang.model.element.AnnotationMirror;

/**
 * What one vocabulary's annotations say its framework stores of a field, answered once per field; each part
 * {@code null} where they say nothing.
 *
 * @param storedName   the name an annotation gives the field
 * @param id           the annotation that marks the field as the id
 * @param notStoredBy  the simple name of the annotation that keeps the field out of the document
 * @param implicitName the name the mapping writes the field under when no annotation of any vocabulary names it,
 *                     where that is not its Java name
 */
public record FieldMapping(
        MappingVocabulary.StoredName storedName, AnnotationMirror id, String notStoredBy, String implicitName) {}
