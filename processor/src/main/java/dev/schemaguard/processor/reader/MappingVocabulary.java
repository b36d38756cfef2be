package dev.schemaguard.processor.reader;

import com.sun.source.util.Trees;
import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.ReferenceSpec;
import dev.schemaguard.processor.model.Spelling;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import dev.schemaguard.processor.reader.driver.PojoAccessorProperties;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * One mapping vocabulary of docs/dialects/: schemaguard's own annotations, Spring Data MongoDB's, Morphia's,
 * the driver's POJO codec's. Two kinds of question are asked of it:
 * <ul>
 * <li>the <em>document's</em> vocabulary (the one whose document annotation the class carries) decides
 *     what the framework that stores the class does by default: the collection name, which field is
 *     the id when none is marked, whether a Java {@code transient} field is written, which classes are
 *     values, the type key;</li>
 * <li><em>every</em> vocabulary is asked about every field and every document, so that mixed models work:
 *     its stored-name, id, not-stored and index annotations are merged by {@link SchemaReader}, the first
 *     vocabulary in {@link Vocabularies#ALL} winning a contradiction (schemaguard's own, docs/dialects/ "Precedence").</li>
 * </ul>
 * Annotations are matched by qualified name only: no framework is on the processor's class path.
 */
public interface MappingVocabulary {

    /** Prefix of the keys of embedded types read under this vocabulary's rules (empty for schemaguard's). */
    String key();

    /** The annotations javac must hand to the processors for this vocabulary's models. */
    Set<String> supportedAnnotations();

    // ---- the document's vocabulary ----

    /** The annotations that make a class a root document under this vocabulary (none for a field-only vocabulary). */
    Set<String> documentAnnotations();

    /**
     * The annotation that makes a class a root document under this vocabulary, written on it or
     * inherited the way the framework inherits it; {@code null} when it has none.
     */
    AnnotationMirror documentAnnotation(TypeElement type);

    /**
     * Whether a class that is no document under this vocabulary is still a mapped entity whose concrete
     * subclasses are documents, each in a collection of its own (Morphia's abstract {@code @Entity} that
     * names no collection): a reference to it targets documents, and no subclass below it is stored in
     * the collection of a document above it.
     */
    default boolean abstractEntity(TypeElement type) {
        return false;
    }

    /** Collection, database, collation and the rest of a document's header, from its document annotation. */
    DocumentHeader header(
            TypeElement documentClass, AnnotationMirror document, HeaderContext context, List<ReadProblem> problems);

    /**
     * The collection options (docs/guide/collection-options.md) that this vocabulary's own annotations declare on a document of
     * this vocabulary, as its framework sends them when it creates the collection; each part
     * {@code null} when none is declared. What the framework refuses is recorded.
     */
    default CollectionOptions collectionOptions(
            TypeElement documentClass, AnnotationReader annotations, List<ReadProblem> problems) {
        return CollectionOptions.NONE;
    }

    /** How this vocabulary spells the fixes that messages suggest. */
    Spelling spelling();

    /** Whether the framework writes a field that Java marks {@code transient}. */
    boolean storesJavaTransient();

    /**
     * Whether the framework writes a stored class's field that neither a modifier nor an annotation keeps
     * out of the document.
     *
     * @param classes the stored class and its superclasses, from the topmost down
     */
    default boolean writes(List<TypeElement> classes, VariableElement field) {
        return true;
    }

    /**
     * The properties the framework writes through a getter that no field stands behind, which the model stores
     * besides the written fields (the driver's POJO codec); none for a framework that maps fields.
     *
     * @param classes the stored class and its superclasses, from the topmost down
     * @param written the fields it writes
     */
    default List<PojoAccessorProperties.Property> accessorProperties(
            List<TypeElement> classes, List<VariableElement> written) {
        return List.of();
    }

    /**
     * What the framework writes no annotation of: the annotations on a field it never writes although neither a
     * modifier nor an annotation keeps it out ({@link #writes} is false), for a field in the compilation.
     */
    default void checkUnwritten(VariableElement field, Positions positions, List<ReadProblem> problems) {}

    /**
     * The getter-only property among {@link #accessorProperties} that is the id, given the field that is the id
     * ({@code null} for none) and whether an annotation marks it; {@code null} when a field is the id or none is.
     */
    default PojoAccessorProperties.Property accessorId(
            List<PojoAccessorProperties.Property> accessors, VariableElement idField, boolean marked) {
        return null;
    }

    /** What this vocabulary's annotations on the getter say of a property written through its getter alone. */
    default FieldMapping accessorMapping(ExecutableElement getter) {
        return new FieldMapping(null, null, null, null);
    }

    /** The stored type of a property written through its getter alone, after this vocabulary's conversions. */
    default ValueType accessorStoredType(
            PojoAccessorProperties.Property property, ValueType mapped, List<ReadProblem> problems) {
        return mapped;
    }

    /** The vocabulary whose framework writes this vocabulary's documents and so reads their id annotation. */
    default MappingVocabulary writer() {
        return this;
    }

    /** The finding for a field this vocabulary's annotation {@code marked} makes the id, when it is not stored. */
    default Template idNotStored(AnnotationMirror marked) {
        return InvalidAnnotation.Message.ID_NOT_STORED;
    }

    /** Whether a field that no annotation marks as the id is the id by its name (the framework's id rule). */
    boolean isIdByName(VariableElement field);

    /**
     * The name the framework stores a field under that no annotation names, given the name its mapping gives it:
     * the application's naming strategy, where the framework has one.
     */
    default String unnamedStoredName(String propertyName, SchemaGuardOptions options) {
        return propertyName;
    }

    /** Whether the id of the embedded type {@code type} is stored as {@code _id}, as in a root document. */
    boolean embeddedIdIsUnderscoreId(TypeElement type);

    /** Whether the framework stores a class as a value, never as an embedded document of its fields. */
    boolean isValue(TypeElement type);

    /** The stored type of the id field, given its mapped Java type (a framework may convert it). */
    ValueType idType(VariableElement field, ValueType mapped);

    /**
     * A field stored flattened into its owner (SDM's {@code @Unwrapped}): the prefix of its fields'
     * stored names, else {@code null}.
     */
    default String unwrappedPrefix(VariableElement field) {
        return null;
    }

    /**
     * The fields that a field with an {@link #unwrappedPrefix} stands for in its owner, given the field as read and
     * the embedded type of its value ({@code null} when the value is no embedded document); what the framework
     * refuses is recorded.
     */
    default List<FieldModel> unwrapped(
            VariableElement field,
            FieldModel read,
            String prefix,
            TypeModel embedded,
            Positions positions,
            List<ReadProblem> problems) {
        return List.of(read);
    }

    /**
     * Whether a field whose declared type is a concrete class may hold instances of its subclasses,
     * stored with the subclass's own fields (the framework writes a type key in embedded values): then
     * the declared class stands for its subclasses of the compilation, as an abstract class always does.
     */
    default boolean storesSubclassesOfConcreteTypes() {
        return false;
    }

    /**
     * What the framework stores of a field that hides a superclass field of the same Java name: the
     * driver's POJO codec maps one property per name, the subclass's; Morphia one, the superclass's;
     * Spring Data MongoDB refuses the model ("Ambiguous field mapping detected"), so both stay in the
     * model and FieldName reports them.
     */
    default HiddenField hiddenField() {
        return HiddenField.SUBCLASS_FIELD;
    }

    /** See {@link #hiddenField()}. */
    enum HiddenField {
        SUBCLASS_FIELD,
        SUPERCLASS_FIELD,
        BOTH
    }

    // ---- every vocabulary, on every document ----

    /**
     * Whether an annotation type the compilation declares is one of this vocabulary's by composition: its
     * framework finds one of its annotations among the meta-annotations, which no list of names can hold.
     */
    default boolean composes(TypeElement annotationType) {
        return false;
    }

    /** The same, for the annotations that make a class a document. */
    default boolean composesDocuments(TypeElement annotationType) {
        return false;
    }

    /**
     * Whether this vocabulary's field annotations are read on a document of the given vocabulary: a
     * framework that does not store the document does not read them either.
     */
    default boolean appliesTo(MappingVocabulary document) {
        return true;
    }

    /** The key this vocabulary's annotations make the framework write the class name under, or {@code null}. */
    default String typeKey(TypeElement documentClass) {
        return null;
    }

    /** The stored type of a field after this vocabulary's conversions; what the framework refuses is recorded. */
    default ValueType storedType(VariableElement field, ValueType mapped, List<ReadProblem> problems) {
        return mapped;
    }

    /** What this vocabulary's framework refuses in the accessors of a class, which takes comparing types. */
    default void checkAccessors(TypeElement type, Types types, List<ReadProblem> problems) {}

    /** What this vocabulary's framework refuses, or gets wrong, in a class once its stored fields are read. */
    default void checkType(TypeElement type, List<FieldModel> fields, List<ReadProblem> problems) {}

    /**
     * Where this vocabulary's framework reads its annotations on methods and parameters, for the ones it
     * never reads (UnreadAnnotation); {@code null} when it has none that could be written there.
     */
    default UnreadMethodAnnotations.Reading methodReading() {
        return null;
    }

    /**
     * What only the source of a class shows (javac's trees): annotations another processor of the same
     * round has yet to move onto the elements this vocabulary reads. Not called without trees.
     */
    default void checkSource(TypeElement type, Trees trees, List<ReadProblem> problems) {}

    /**
     * The accessor that holds an annotation of a field's property, where this vocabulary's framework reads the
     * property's annotations on its accessors too; {@code null} when the field holds it or no accessor does.
     */
    default Element annotationHolder(VariableElement field, AnnotationMirror annotation) {
        return null;
    }

    /**
     * What this vocabulary's annotations say of a field as the class {@code entity} (the field's class or a subclass)
     * stores it: the reader asks it once per field, and merges the answers of the vocabularies.
     */
    default FieldMapping fieldMapping(VariableElement field, TypeElement entity) {
        return new FieldMapping(
                storedName(field), idAnnotation(field), notStoredBy(field, entity), implicitStoredName(field));
    }

    /** The simple name of this vocabulary's annotation that keeps a field out of the document, or {@code null}. */
    String notStoredBy(VariableElement field);

    /**
     * The same, for the field as the class {@code entity} (the field's class or a subclass that inherits it) stores
     * it: a framework that reads annotations on accessors finds the subclass's overrides.
     */
    default String notStoredBy(VariableElement field, TypeElement entity) {
        return notStoredBy(field);
    }

    /** This vocabulary's annotation that marks the id, or {@code null}. */
    AnnotationMirror idAnnotation(VariableElement field);

    /** The stored name this vocabulary's annotation gives a field, or {@code null}. */
    StoredName storedName(VariableElement field);

    /**
     * The name this vocabulary's mapping writes a field under when no annotation of any vocabulary names
     * it, if not the field's Java name; {@code null} otherwise.
     */
    default String implicitStoredName(VariableElement field) {
        return null;
    }

    /**
     * The reference this vocabulary's annotation makes of a field, and what is stored of its value; {@code null}
     * when the field has none. Asked of every vocabulary in precedence order, the first answer winning.
     */
    default StoredReference reference(VariableElement field, TypeMirror fieldType, ReferenceTargets targets)
            throws UnresolvedTypeException {
        return null;
    }

    /** The indexes this vocabulary's annotations declare on the document and what it embeds. */
    List<IndexSpec> indexes(IndexContext context);

    /** A stored name and where it is written. */
    record StoredName(String name, AnnotationMirror annotation, AnnotationValue value) {}

    /**
     * A field's reference and the stored type of its value.
     *
     * @param origin     the key under which the annotation's position is kept, or {@code null} where the reader
     *                   keeps it already (schemaguard's own annotations)
     * @param annotation the annotation that makes the field a reference
     */
    record StoredReference(ReferenceSpec reference, ValueType type, String origin, AnnotationMirror annotation) {}

    /** What reading a header needs from the reader. */
    record HeaderContext(AnnotationReader annotations, SchemaGuardOptions options) {
        public Optional<String> databaseOption() {
            return options.database();
        }

        /** The Morphia MapperOptions the application's names follow ({@code -Aschemaguard.morphiaNaming}). */
        public SchemaGuardOptions.MorphiaNaming morphiaNaming() {
            return options.morphiaNaming();
        }
    }

    /**
     * What reading indexes needs: the document read so far.
     *
     * @param document the vocabulary of the document, whose framework names its fields
     */
    record IndexContext(
            TypeElement documentClass,
            TypeModel root,
            List<TypeModel> subtypes,
            List<TypeElement> subtypeClasses,
            Map<String, TypeModel> types,
            CollationSpec collation,
            AnnotationReader annotations,
            Positions positions,
            MappingVocabulary document,
            SchemaGuardOptions options,
            List<ReadProblem> problems) {}
}
