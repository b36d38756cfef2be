/**
 * The annotations that describe a MongoDB schema to the schemaguard annotation processor.
 *
 * <p>{@link dev.schemaguard.annotations.Document} marks a root entity;
 * {@link dev.schemaguard.annotations.Embedded}, {@link dev.schemaguard.annotations.Reference}
 * and {@link dev.schemaguard.annotations.Bounded} state how related data is stored;
 * {@link dev.schemaguard.annotations.IndexHint} declares indexes. All have CLASS retention:
 * only the processor reads them, at compile time.
 */
package dev.schemaguard.annotations;
