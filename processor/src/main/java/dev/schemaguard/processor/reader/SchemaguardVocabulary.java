package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.CollectionNames;
import dev.schemaguard.processor.model.DatabaseSource;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.ReferenceSpec;
import dev.schemaguard.processor.model.Spelling;
import dev.schemaguard.processor.model.ValueType;
import dev.schemaguard.processor.reader.driver.DriverPojoVocabulary;
import dev.schemaguard.processor.reader.driver.PojoAccessorProperties;
import dev.schemaguard.processor.reader.driver.PojoAccessors;
import dev.schemaguard.processor.reader.driver.PojoWrittenFields;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;

/**
 * schemaguard's own annotations (docs/guide/annotations.md), the reference vocabulary: a document they map is stored
 * by the driver's codecs, which skip static and transient fields and take a field named {@code id}
 * or {@code _id} as the id.
 */
public final class SchemaguardVocabulary implements MappingVocabulary {

    public static final SchemaguardVocabulary INSTANCE = new SchemaguardVocabulary();

    private SchemaguardVocabulary() {}

    @Override
    public String key() {
        return "";
    }

    @Override
    public Set<String> supportedAnnotations() {
        return Set.of(AnnotationReader.DOCUMENT);
    }

    @Override
    public Set<String> documentAnnotations() {
        return Set.of(AnnotationReader.DOCUMENT);
    }

    @Override
    public AnnotationMirror documentAnnotation(TypeElement type) {
        return AnnotationReader.find(type, AnnotationReader.DOCUMENT).orElse(null);
    }

    @Override
    public DocumentHeader header(
            TypeElement documentClass, AnnotationMirror document, HeaderContext context, List<ReadProblem> problems) {
        AnnotationReader annotations = context.annotations();
        Map<String, SourcePosition> memberOrigins = new LinkedHashMap<>();
        for (String member : List.of("collection", "database", "collation")) {
            AnnotationValue v = AnnotationReader.explicit(document, member);
            if (v != null) {
                memberOrigins.put(member, SourcePosition.of(documentClass, document, v));
            }
        }
        String collection = annotations.string(document, "collection");
        if (collection.isEmpty()) {
            collection =
                    CollectionNames.fromClassName(documentClass.getSimpleName().toString());
            memberOrigins.remove("collection");
        }
        String database = annotations.string(document, "database");
        DatabaseSource databaseSource = DatabaseSource.ANNOTATION;
        if (database.isEmpty()) {
            memberOrigins.remove("database");
            database = context.databaseOption().orElse(null);
            databaseSource = database == null ? DatabaseSource.UNKNOWN : DatabaseSource.OPTION;
        }
        CollationSpec collation =
                collation(annotations, documentClass, annotations.annotation(document, "collation"), problems);
        return new DocumentHeader(
                collection,
                database,
                databaseSource,
                collation,
                SourcePosition.of(documentClass, document),
                memberOrigins,
                null,
                false);
    }

    @Override
    public Spelling spelling() {
        return Spelling.SCHEMAGUARD;
    }

    @Override
    public boolean storesJavaTransient() {
        return false;
    }

    /** The driver's POJO codec writes a field that a getter reads or that is public (see {@link PojoWrittenFields}). */
    @Override
    public boolean writes(List<TypeElement> classes, VariableElement field) {
        return PojoWrittenFields.writes(classes, field);
    }

    /** The driver's POJO codec also writes a getter whose property has no field (see {@link PojoAccessorProperties}). */
    @Override
    public List<PojoAccessorProperties.Property> accessorProperties(
            List<TypeElement> classes, List<VariableElement> written) {
        return PojoAccessorProperties.of(classes, written);
    }

    /** The driver's codec writes schemaguard's documents: it reads their id annotations, {@code @BsonId}. */
    @Override
    public MappingVocabulary writer() {
        return DriverPojoVocabulary.INSTANCE;
    }

    @Override
    public void checkUnwritten(VariableElement field, Positions positions, List<ReadProblem> problems) {
        PojoWrittenFields.checkUnwritten(field, positions, problems);
    }

    @Override
    public PojoAccessorProperties.Property accessorId(
            List<PojoAccessorProperties.Property> accessors, VariableElement idField, boolean marked) {
        return PojoAccessorProperties.id(accessors, idField, marked);
    }

    @Override
    public FieldMapping accessorMapping(ExecutableElement getter) {
        return DriverPojoVocabulary.INSTANCE.accessorMapping(getter);
    }

    @Override
    public ValueType accessorStoredType(
            PojoAccessorProperties.Property property, ValueType mapped, List<ReadProblem> problems) {
        return DriverPojoVocabulary.storedType(property, mapped, problems);
    }

    @Override
    public boolean isIdByName(VariableElement field) {
        // the driver's annotation convention runs after its defaults and takes the id from a @BsonProperty;
        // its defaults name the id by the property, which is a getter's when the field is written through one
        PojoAccessors.Renamed renamed = PojoAccessors.renamed(field);
        String property =
                renamed != null ? renamed.property() : field.getSimpleName().toString();
        return (property.equals("id") || property.equals("_id")) && !DriverPojoVocabulary.disownsIdByName(field);
    }

    @Override
    public boolean embeddedIdIsUnderscoreId(TypeElement type) {
        // the driver's POJO codec gives every class model the property named id or _id as its id, written
        // _id, embedded classes too (ConventionDefaultsImpl); its record codec writes a component as named
        return type.getKind() != ElementKind.RECORD;
    }

    @Override
    public boolean isValue(TypeElement type) {
        return false;
    }

    @Override
    public ValueType idType(VariableElement field, ValueType mapped) {
        return mapped;
    }

    /** The driver's codecs store the declared class's fields (docs/guide/annotations.md: only abstract classes and interfaces stand for subclasses). */
    @Override
    public boolean storesSubclassesOfConcreteTypes() {
        return false;
    }

    /**
     * {@code @Reference}: the target's id per value (a target named explicitly, else the field's document class), and
     * for an extended reference whose summary embeds the target's fields, those fields.
     */
    @Override
    public StoredReference reference(VariableElement field, TypeMirror fieldType, ReferenceTargets targets)
            throws UnresolvedTypeException {
        AnnotationMirror referenceMirror =
                AnnotationReader.find(field, AnnotationReader.REFERENCE).orElse(null);
        if (referenceMirror == null) {
            return null;
        }
        ReferenceSpec reference = targets.read(referenceMirror, fieldType);
        ValueType type = targets.storedAsIds(fieldType, reference);
        if (reference.targetDocument() && type.innermost().bson() == BsonType.DOCUMENT) {
            reference = targets.withTargetFields(reference);
        }
        return new StoredReference(reference, type, null, null);
    }

    @Override
    public String notStoredBy(VariableElement field) {
        return null;
    }

    @Override
    public AnnotationMirror idAnnotation(VariableElement field) {
        return AnnotationReader.find(field, AnnotationReader.ID).orElse(null);
    }

    @Override
    public StoredName storedName(VariableElement field) {
        AnnotationMirror renamed =
                AnnotationReader.find(field, AnnotationReader.FIELD).orElse(null);
        AnnotationValue value = renamed == null ? null : AnnotationReader.explicit(renamed, "value");
        return value == null ? null : new StoredName(String.valueOf(value.getValue()), renamed, value);
    }

    @Override
    public List<IndexSpec> indexes(IndexContext c) {
        return new IndexHintReader(c.annotations())
                .read(
                        c.documentClass(),
                        c.root(),
                        c.subtypes(),
                        c.subtypeClasses(),
                        c.types(),
                        c.positions(),
                        c.problems());
    }

    /** A {@code @Collation}, or {@code null} for "none" ({@code locale = ""}); misuses are recorded. */
    static CollationSpec collation(
            AnnotationReader annotations, Element element, AnnotationMirror collation, List<ReadProblem> problems) {
        String locale = annotations.string(collation, "locale");
        int strength = annotations.intValue(collation, "strength");
        boolean caseLevel = annotations.bool(collation, "caseLevel");
        boolean numericOrdering = annotations.bool(collation, "numericOrdering");
        AnnotationValue strengthValue = AnnotationReader.explicit(collation, "strength");
        if (strength < 1 || strength > 5) {
            problems.add(ReadProblem.of(
                    InvalidAnnotation.Message.COLLATION_STRENGTH,
                    SourcePosition.of(element, collation, strengthValue),
                    Integer.toString(strength)));
        }
        if (locale.isEmpty()) {
            List<String> given = new ArrayList<>();
            for (String member : List.of("strength", "caseLevel", "numericOrdering")) {
                if (AnnotationReader.explicit(collation, member) != null) {
                    given.add(member);
                }
            }
            if (!given.isEmpty()) {
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.COLLATION_WITHOUT_LOCALE,
                        SourcePosition.of(element, collation),
                        String.join(", ", given)));
            }
            return null;
        }
        return new CollationSpec(locale, strength, caseLevel, numericOrdering);
    }
}
