package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;

/**
 * The driver's POJO codec annotations ({@code org.bson.codecs.pojo.annotations}), by qualified name.
 * The codec has no document annotation: it stores schemaguard's {@code @Document} classes, so its
 * annotations are read on those only (Spring Data and Morphia ignore them). What it does follows the
 * driver's ConventionAnnotationImpl, ConventionDefaultsImpl, PojoBuilderHelper and, for records, the
 * RecordCodec of the default codec registry:
 * <ul>
 * <li>a property's annotations sit on its field or on its getter, the field's {@code @BsonProperty}
 *     name winning;</li>
 * <li>{@code @BsonProperty} on a property takes away the id the name {@code id} or {@code _id} gives it;</li>
 * <li>only the String codec takes a {@code @BsonRepresentation} (STRING or OBJECT_ID);</li>
 * <li>{@code @BsonDiscriminator} writes {@code _t}, or its key, with the class name in every document;</li>
 * <li>a {@code @BsonCreator}'s parameters only say which name each value is read back from.</li>
 * </ul>
 */
final class DriverPojoVocabulary implements MappingVocabulary {

    static final DriverPojoVocabulary INSTANCE = new DriverPojoVocabulary();

    static final String PACKAGE = "org.bson.codecs.pojo.annotations.";
    static final String PROPERTY = PACKAGE + "BsonProperty";
    static final String ID = PACKAGE + "BsonId";
    static final String IGNORE = PACKAGE + "BsonIgnore";
    static final String REPRESENTATION = PACKAGE + "BsonRepresentation";
    static final String DISCRIMINATOR = PACKAGE + "BsonDiscriminator";
    static final String CREATOR = PACKAGE + "BsonCreator";
    static final String EXTRA_ELEMENTS = PACKAGE + "BsonExtraElements";

    /** The key the driver writes the class under when {@code @BsonDiscriminator} gives none (ConventionDefaultsImpl). */
    static final String DEFAULT_DISCRIMINATOR_KEY = "_t";

    private DriverPojoVocabulary() {
    }

    @Override
    public String key() {
        return "pojo:";
    }

    @Override
    public Set<String> supportedAnnotations() {
        return Set.of(PROPERTY, ID, IGNORE, REPRESENTATION, DISCRIMINATOR);
    }

    @Override
    public Set<String> documentAnnotations() {
        return Set.of();
    }

    @Override
    public AnnotationMirror documentAnnotation(TypeElement type) {
        return null;
    }

    @Override
    public DocumentHeader header(TypeElement documentClass, AnnotationMirror document, HeaderContext context,
            List<ReadProblem> problems) {
        throw new IllegalStateException("the POJO codec has no document annotation");
    }

    /** A field-only vocabulary: the documents it applies to are schemaguard's, spelled as such. */
    @Override
    public dev.schemaguard.processor.model.Spelling spelling() {
        return dev.schemaguard.processor.model.Spelling.SCHEMAGUARD;
    }

    @Override
    public boolean storesJavaTransient() {
        return false;
    }

    @Override
    public boolean isIdByName(VariableElement field) {
        return false;
    }

    @Override
    public boolean embeddedIdIsUnderscoreId(TypeElement type) {
        return false;
    }

    @Override
    public boolean isValue(TypeElement type) {
        return false;
    }

    @Override
    public ValueType idType(VariableElement field, ValueType mapped) {
        return mapped;
    }

    /** The driver's codecs store schemaguard's documents, and only those. */
    @Override
    public boolean appliesTo(MappingVocabulary document) {
        return document == SchemaguardVocabulary.INSTANCE;
    }

    @Override
    public String notStoredBy(VariableElement field) {
        return find(field, IGNORE) != null ? "BsonIgnore" : null;
    }

    @Override
    public AnnotationMirror idAnnotation(VariableElement field) {
        return find(field, ID);
    }

    /** {@code @BsonProperty(value)} on the field, else on its getter (the field's is processed last and wins). */
    @Override
    public StoredName storedName(VariableElement field) {
        for (Element on : List.of(field, getterOrField(field))) {
            AnnotationMirror m = AnnotationReader.find(on, PROPERTY).orElse(null);
            AnnotationValue v = m == null ? null : AnnotationReader.explicit(m, "value");
            if (v != null && !String.valueOf(v.getValue()).isEmpty()) {
                return new StoredName(String.valueOf(v.getValue()), m, v);
            }
        }
        return null;
    }

    @Override
    public List<IndexSpec> indexes(IndexContext context) {
        return List.of();
    }

    /** Whether the driver's annotation convention takes the id by name away from a field: it carries {@code @BsonProperty}. */
    static boolean disownsIdByName(VariableElement field) {
        return find(field, PROPERTY) != null && find(field, ID) == null;
    }

    /** {@code @BsonDiscriminator} on the class or a superclass: the nearest key given, else {@code _t}. */
    @Override
    public String typeKey(TypeElement documentClass) {
        String key = null;
        for (TypeElement c = documentClass; c != null; c = TypeHierarchy.superclass(c)) {
            AnnotationMirror m = AnnotationReader.find(c, DISCRIMINATOR).orElse(null);
            if (m == null) {
                continue;
            }
            AnnotationValue given = AnnotationReader.explicit(m, "key");
            if (given != null && !String.valueOf(given.getValue()).isEmpty()) {
                return String.valueOf(given.getValue());
            }
            key = DEFAULT_DISCRIMINATOR_KEY;
        }
        return key;
    }

    /** Only the String codec is RepresentationConfigurable, for STRING and OBJECT_ID; any other use fails. */
    @Override
    public ValueType storedType(VariableElement field, ValueType mapped, List<ReadProblem> problems) {
        AnnotationMirror m = find(field, REPRESENTATION);
        if (m == null) {
            return mapped;
        }
        AnnotationValue value = AnnotationReader.explicit(m, "value");
        String representation = value == null ? "" : String.valueOf(value.getValue());
        boolean string = mapped.bson() == BsonType.STRING && mapped.javaType().equals("java.lang.String");
        SourcePosition at = SourcePosition.of(field, m, value);
        if (!string) {
            problems.add(ReadProblem.of(ReadProblem.Kind.DRIVER_REPRESENTATION_NOT_STRING, at,
                    field.getSimpleName().toString(), mapped.javaType()));
            return mapped;
        }
        return switch (representation) {
            case "OBJECT_ID" -> ValueType.scalar(BsonType.OBJECT_ID, mapped.javaType());
            case "STRING" -> mapped;
            default -> {
                problems.add(ReadProblem.of(ReadProblem.Kind.DRIVER_REPRESENTATION_OF_STRING, at, representation,
                        field.getSimpleName().toString()));
                yield mapped;
            }
        };
    }

    @Override
    public void checkType(TypeElement type, List<FieldModel> fields, List<ReadProblem> problems) {
        if (type.getKind() == ElementKind.RECORD) {
            checkRecord(type, problems);
            return;
        }
        for (VariableElement f : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            ExecutableElement getter = getter(f);
            AnnotationMirror onField = AnnotationReader.find(f, PROPERTY).orElse(null);
            AnnotationMirror onGetter = getter == null ? null : AnnotationReader.find(getter, PROPERTY).orElse(null);
            String fieldName = onField == null ? "" : nameOf(onField);
            String getterName = onGetter == null ? "" : nameOf(onGetter);
            if (!fieldName.isEmpty() && !getterName.isEmpty() && !fieldName.equals(getterName)) {
                problems.add(ReadProblem.of(ReadProblem.Kind.CONFLICTING_NAMES, SourcePosition.of(getter, onGetter),
                        "stored name of '" + f.getSimpleName() + "'", fieldName, getterName));
            }
        }
        checkCreators(type, fields, problems);
    }

    /** The record codec refuses what only classes have, and annotations the component does not carry itself. */
    private static void checkRecord(TypeElement record, List<ReadProblem> problems) {
        String name = record.getSimpleName().toString();
        AnnotationReader.find(record, DISCRIMINATOR).ifPresent(m -> problems.add(ReadProblem.of(
                ReadProblem.Kind.DRIVER_DISCRIMINATOR_ON_RECORD, SourcePosition.of(record, m), name)));
        for (ExecutableElement e : executables(record)) {
            AnnotationReader.find(e, CREATOR).ifPresent(m -> problems.add(ReadProblem.of(
                    ReadProblem.Kind.DRIVER_CREATOR_IN_RECORD, SourcePosition.of(e, m), name)));
        }
        List<VariableElement> components = new ArrayList<>();
        for (VariableElement f : ElementFilter.fieldsIn(record.getEnclosedElements())) {
            if (!f.getModifiers().contains(Modifier.STATIC)) {
                components.add(f);
            }
        }
        for (int i = 0; i < components.size(); i++) {
            VariableElement component = components.get(i);
            ExecutableElement accessor = accessor(record, component);
            for (String unsupported : List.of(IGNORE, EXTRA_ELEMENTS)) {
                for (Element on : accessor == null ? List.<Element>of(component) : List.of(component, accessor)) {
                    AnnotationReader.find(on, unsupported).ifPresent(m -> problems.add(ReadProblem.of(
                            ReadProblem.Kind.DRIVER_RECORD_COMPONENT_NOT_STORED, SourcePosition.of(on, m),
                            simple(unsupported), component.getSimpleName().toString())));
                }
            }
            for (String onlyOnComponent : List.of(ID, PROPERTY, REPRESENTATION)) {
                if (AnnotationReader.has(component, onlyOnComponent)) {
                    continue;
                }
                List<Element> elsewhere = new ArrayList<>();
                if (accessor != null) {
                    elsewhere.add(accessor);
                }
                VariableElement parameter = canonicalParameter(record, components, i);
                if (parameter != null) {
                    elsewhere.add(parameter);
                }
                for (Element on : elsewhere) {
                    AnnotationReader.find(on, onlyOnComponent).ifPresent(m -> problems.add(ReadProblem.of(
                            on == accessor ? ReadProblem.Kind.DRIVER_ON_RECORD_ACCESSOR
                                    : ReadProblem.Kind.DRIVER_ON_RECORD_CONSTRUCTOR_PARAMETER,
                            SourcePosition.of(on, m), simple(onlyOnComponent), component.getSimpleName().toString())));
                }
            }
        }
    }

    /**
     * The driver's {@code @BsonCreator} (a public constructor, or a static method of the class or a
     * superclass): one at most, every parameter named by {@code @BsonProperty} or {@code @BsonId}, and
     * each name one that a property is written under, or the value is written and never read back.
     */
    private static void checkCreators(TypeElement type, List<FieldModel> fields, List<ReadProblem> problems) {
        List<ExecutableElement> creators = new ArrayList<>();
        for (ExecutableElement c : ElementFilter.constructorsIn(type.getEnclosedElements())) {
            if (AnnotationReader.has(c, CREATOR) && c.getModifiers().contains(Modifier.PUBLIC)) {
                creators.add(c);
            }
        }
        for (TypeElement c = type; c != null; c = TypeHierarchy.superclass(c)) {
            List<ExecutableElement> found = new ArrayList<>();
            for (ExecutableElement m : ElementFilter.methodsIn(c.getEnclosedElements())) {
                if (m.getModifiers().contains(Modifier.STATIC) && AnnotationReader.has(m, CREATOR)) {
                    found.add(m);
                }
            }
            if (!found.isEmpty()) {
                // the driver stops at the first class that has one, and refuses a second anywhere before
                creators.addAll(found);
                break;
            }
        }
        if (creators.size() > 1) {
            ExecutableElement second = creators.get(1);
            problems.add(ReadProblem.of(ReadProblem.Kind.DRIVER_SECOND_CREATOR,
                    SourcePosition.of(second, AnnotationReader.find(second, CREATOR).orElseThrow()),
                    type.getSimpleName().toString()));
            return;
        }
        if (creators.isEmpty()) {
            return;
        }
        for (VariableElement parameter : creators.get(0).getParameters()) {
            AnnotationMirror id = AnnotationReader.find(parameter, ID).orElse(null);
            AnnotationMirror property = AnnotationReader.find(parameter, PROPERTY).orElse(null);
            if (id != null) {
                if (fields.stream().noneMatch(FieldModel::id)) {
                    problems.add(ReadProblem.of(ReadProblem.Kind.DRIVER_CREATOR_ID_WITHOUT_ID,
                            SourcePosition.of(parameter, id), parameter.getSimpleName().toString(),
                            type.getSimpleName().toString()));
                }
                continue;
            }
            if (property == null) {
                problems.add(ReadProblem.of(ReadProblem.Kind.DRIVER_CREATOR_PARAMETER_WITHOUT_PROPERTY,
                        SourcePosition.of(parameter), parameter.getSimpleName().toString()));
                continue;
            }
            String read = nameOf(property);
            if (fields.stream().anyMatch(f -> f.storedName().equals(read) || f.id() && f.javaName().equals(read))) {
                continue;
            }
            // the driver falls back to the property of that Java name, or reads a name nothing writes
            FieldModel byJavaName = fields.stream().filter(f -> f.javaName().equals(read)).findFirst()
                    .orElse(fields.stream().filter(f -> f.javaName().equals(parameter.getSimpleName().toString()))
                            .findFirst().orElse(null));
            if (byJavaName != null) {
                problems.add(ReadProblem.of(ReadProblem.Kind.CREATOR_NAME_MISMATCH,
                        SourcePosition.of(parameter, property, AnnotationReader.explicit(property, "value")),
                        parameter.getSimpleName().toString(), read, byJavaName.javaName(), byJavaName.storedName()));
            } else {
                problems.add(ReadProblem.of(ReadProblem.Kind.DRIVER_CREATOR_PROPERTY_UNWRITTEN,
                        SourcePosition.of(parameter, property), read, parameter.getSimpleName().toString(),
                        type.getSimpleName().toString()));
            }
        }
    }

    /** An annotation of this vocabulary on the field or on its getter. */
    private static AnnotationMirror find(VariableElement field, String name) {
        AnnotationMirror m = AnnotationReader.find(field, name).orElse(null);
        if (m != null) {
            return m;
        }
        ExecutableElement getter = getter(field);
        return getter == null ? null : AnnotationReader.find(getter, name).orElse(null);
    }

    private static Element getterOrField(VariableElement field) {
        ExecutableElement getter = getter(field);
        return getter == null ? field : getter;
    }

    /** The getter the driver pairs with a field (PropertyReflectionUtils): {@code getName()}, or {@code isName()} for a boolean. */
    static ExecutableElement getter(VariableElement field) {
        if (!(field.getEnclosingElement() instanceof TypeElement owner) || owner.getKind() == ElementKind.RECORD) {
            return null;
        }
        String name = field.getSimpleName().toString();
        String capitalized = name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
        boolean bool = field.asType().getKind() == TypeKind.BOOLEAN;
        for (ExecutableElement m : ElementFilter.methodsIn(owner.getEnclosedElements())) {
            String method = m.getSimpleName().toString();
            if (m.getParameters().isEmpty() && !m.getModifiers().contains(Modifier.STATIC)
                    && (method.equals("get" + capitalized) || bool && method.equals("is" + capitalized))) {
                return m;
            }
        }
        return null;
    }

    private static ExecutableElement accessor(TypeElement record, VariableElement component) {
        for (ExecutableElement m : ElementFilter.methodsIn(record.getEnclosedElements())) {
            if (m.getParameters().isEmpty() && m.getSimpleName().contentEquals(component.getSimpleName())) {
                return m;
            }
        }
        return null;
    }

    /** The parameter of an explicitly written canonical constructor, at a component's index, or {@code null}. */
    private static VariableElement canonicalParameter(TypeElement record, List<VariableElement> components, int index) {
        for (ExecutableElement c : ElementFilter.constructorsIn(record.getEnclosedElements())) {
            List<? extends VariableElement> parameters = c.getParameters();
            if (parameters.size() != components.size()) {
                continue;
            }
            boolean canonical = true;
            for (int i = 0; i < parameters.size() && canonical; i++) {
                canonical = parameters.get(i).asType().toString().equals(components.get(i).asType().toString());
            }
            if (canonical) {
                return parameters.get(index);
            }
        }
        return null;
    }

    private static List<ExecutableElement> executables(TypeElement type) {
        List<ExecutableElement> out = new ArrayList<>(ElementFilter.constructorsIn(type.getEnclosedElements()));
        out.addAll(ElementFilter.methodsIn(type.getEnclosedElements()));
        return out;
    }

    private static String nameOf(AnnotationMirror property) {
        AnnotationValue v = AnnotationReader.explicit(property, "value");
        return v == null ? "" : String.valueOf(v.getValue());
    }

    private static String simple(String qualified) {
        return qualified.substring(qualified.lastIndexOf('.') + 1);
    }
}
