package dev.schemaguard.processor.model;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How the vocabulary a document is written in spells the fixes that messages suggest (docs/dialects/:
 * "the fix in the user's vocabulary"). Rules never ask which vocabulary a model came from; they
 * ask its spelling for the annotation to name.
 *
 * @param document   the annotation that makes a class a root document, such as {@code @Document}
 * @param rename     the annotation that gives a field its stored name, such as {@code @Field}
 * @param collection the document annotation naming a collection, with {@code %s} for the name
 * @param bound      how a bound on an array, collection or map is declared
 * @param reference  how a field stores another document's id instead of a copy
 * @param boundAnnotation the annotation whose absence leaves a container unbounded
 * @param embeddedCopy the annotation that marks a copy of another document as intended
 * @param typeArgumentBound the bound written on a type argument, such as {@code @Bounded(max = ...)}
 * @param fieldIndex the single-field index on a field, with {@code %s} for its options
 * @param classIndex the index declared on a class, with {@code %1$s} for its one key and {@code %2$s} for its options
 * @param collation  an index's collation option, with {@code %1$s} for the locale and {@code %2$d} for the strength
 *                   (or {@code %3$s} for its name in the driver's CollationStrength, such as {@code SECONDARY})
 * @param oneTextIndex how several fields go into the one text index a collection may have
 * @param indexOptions the annotation that carries an index's name and options, or {@code null} where they are
 *                     members of the index annotation itself
 * @param hashedKey  how a field is indexed by a hash of its value, with {@code %s} for its path
 * @param uniqueIndex how a field gets a unique index on its value (ascending)
 * @param keyAsWritten what makes the mapping create an index on a key that names no field of the model, as
 *                   written, with {@code %s} for the key: MongoDB indexes any path, and a writer outside the
 *                   model may store it
 * @param sharedTextIndex how documents that share a collection declare its one text index
 * @param hiddenIndex how an index is hidden from the query planner before it is dropped, with {@code %1$s} for the
 *                   collection and {@code %2$s} for the index name
 * @param referenceTarget how a reference names the document class it points at
 * @param partialFilter the option that makes an index partial, with {@code %s} for the filter document
 * @param leaveOut   what keeps a field out of the stored document
 * @param conversion what stores a class as something else than its fields, with {@code %s} for the class
 * @param idField    the id field a class gets, with {@code %s} for its type: a field named {@code id}, or where
 *                   the framework reads no id by name, the field with its id annotation
 */
public record Spelling(
        String document,
        String rename,
        String collection,
        String bound,
        String reference,
        String boundAnnotation,
        String embeddedCopy,
        String typeArgumentBound,
        String fieldIndex,
        String classIndex,
        String collation,
        String oneTextIndex,
        String indexOptions,
        String hashedKey,
        String uniqueIndex,
        String keyAsWritten,
        String sharedTextIndex,
        String hiddenIndex,
        String referenceTarget,
        String partialFilter,
        String leaveOut,
        String conversion,
        String idField) {

    /** The shell command that hides an index: what any vocabulary can do, whatever its annotations offer. */
    private static final String HIDE_IN_SHELL = "db.getCollection(\"%1$s\").hideIndex(\"%2$s\") in mongosh";

    /**
     * The id field by its name: schemaguard's reading, Spring Data's (BasicMongoPersistentProperty takes a property
     * named id for the id) and the driver codec's (ConventionAnnotationImpl) store a field {@code id} as _id.
     */
    private static final String ID_BY_NAME = "the id field (of type %s)";

    /** schemaguard creates the index on the key as written once the finding is suppressed. */
    private static final String SUPPRESSED_KEY = "if a writer outside this model stores '%s', "
            + "@SuppressWarnings(\"schemaguard:IndexFieldUnknown\") creates the index on the key as written";

    /** schemaguard's own annotations, the reference vocabulary. */
    public static final Spelling SCHEMAGUARD = new Spelling(
            "@Document",
            "@Field",
            "@Document(collection = \"%s\")",
            "@Bounded(max = ...)",
            "@Reference",
            "@Bounded",
            "@Embedded",
            "@Bounded(max = ...)",
            "@IndexHint(%s)",
            "@IndexHint(keys = \"%1$s\", %2$s)",
            "collation = @Collation(locale = \"%1$s\", strength = %2$d)",
            "@IndexHint(keys = {\"title:text\", \"summary:text\"})",
            null,
            // a field's @IndexHint takes no keys: a hashed index is declared on the class
            "@IndexHint(keys = \"%s:hashed\") on the class",
            "@IndexHint(unique = true)",
            SUPPRESSED_KEY,
            "declare the text index once, on the class the documents share, which each of them inherits unchanged",
            "hidden = true on its @IndexHint, or " + HIDE_IN_SHELL,
            "name the target, e.g. @Reference(Book.class)",
            "partialFilter = \"%s\"",
            // the driver's codec writes no static or transient field (PropertyMetadata.isSerializable)
            "the Java modifier transient or the driver's @BsonIgnore",
            "a Codec<%s>",
            ID_BY_NAME);

    /**
     * Spring Data MongoDB: {@code @DocumentReference} stores the id (a {@code @DBRef} stores {$ref, $id}
     * and costs a query per value); Bean Validation's {@code @Size} is read as a bound; a collation is
     * the JSON string {@code Collation.parse} reads; SDM makes one text index of every {@code @TextIndexed}.
     */
    public static final Spelling SPRING_DATA = new Spelling(
            "@Document",
            "@Field",
            "@Document(collection = \"%s\")",
            "@Size(max = ...) or schemaguard's @Bounded(max = ...)",
            "@DocumentReference",
            "@Size(max) or @Bounded",
            "schemaguard's @Embedded",
            "@Size(max = ...)",
            "@Indexed(%s)",
            "@CompoundIndex(def = \"{'%1$s': 1}\", %2$s)",
            "collation = \"{'locale': '%1$s', 'strength': %2$d}\"",
            "@TextIndexed on each of them, which SDM makes one index of",
            null,
            "@HashIndexed",
            "@Indexed(unique = true)",
            SUPPRESSED_KEY,
            "SDM creates a text index named <Class>_TextIndex for each @Document class with @TextIndexed fields, "
                    + "inherited ones included; declare the text index once instead, with @CompoundIndex(name = \"...\", "
                    + "def = \"{'title': 'text', 'summary': 'text'}\") on the class the documents share, and no "
                    + "@TextIndexed",
            // SDM's @Indexed and @CompoundIndex have no hidden member (IndexResolver builds no hidden option)
            HIDE_IN_SHELL + " (SDM's @Indexed and @CompoundIndex have no hidden option)",
            "declare the field with the @Document class it points at as its type or element type",
            "partialFilter = \"%s\"",
            // SDM writes a Java transient field; its own @Transient keeps it out (AnnotationBasedPersistentProperty)
            "@Transient",
            "a @WritingConverter Converter<%s, String> (or to another type)",
            ID_BY_NAME);

    /**
     * Morphia 2.x: {@code @Entity("name")} names the collection, {@code @Property} renames,
     * {@code @Reference(idOnly = true)} stores the id alone, and every index annotation ({@code @Index},
     * {@code @Indexed}, {@code @Text}) takes its name and options in {@code options = @IndexOptions(...)}.
     */
    public static final Spelling MORPHIA = new Spelling(
            "@Entity",
            "@Property",
            "@Entity(\"%s\")",
            "@Size(max = ...) or schemaguard's @Bounded(max = ...)",
            "@Reference(idOnly = true)",
            "@Size(max) or @Bounded",
            "schemaguard's @Embedded",
            "@Size(max = ...)",
            "@Indexed(options = @IndexOptions(%s))",
            "@Indexes(@Index(fields = @Field(\"%1$s\"), options = @IndexOptions(%2$s)))",
            "collation = @Collation(locale = \"%1$s\", strength = CollationStrength.%3$s)",
            "@Indexes(@Index(fields = {@Field(value = \"title\", type = IndexType.TEXT), "
                    + "@Field(value = \"summary\", type = IndexType.TEXT)})) instead of one @Text per field",
            "@IndexOptions",
            "@Indexes(@Index(fields = @Field(value = \"%s\", type = IndexType.HASHED)))",
            "@Indexed(options = @IndexOptions(unique = true))",
            "Morphia refuses the path when it maps the entity at startup; if a writer outside this model stores '%s', "
                    + "@IndexOptions(disableValidation = true) makes Morphia create the index on the key as written",
            "declare the text index once, with @Indexes(@Index(fields = @Field(value = \"...\", type = IndexType.TEXT))) "
                    + "on the class the entities share, which each of them inherits unchanged",
            HIDE_IN_SHELL + " (Morphia's @IndexOptions has no hidden option)",
            // Morphia's @Reference(value) is the stored field's name; the target is the field's (element) type
            "declare the field with the @Entity class it points at as its type or element type, or make that class "
                    + "an @Entity with an @Id (Morphia's @Reference(value) names the stored field, not the target)",
            "options = @IndexOptions(partialFilter = \"%s\")",
            "@Transient",
            "a Codec<%s>",
            // MorphiaVocabulary.isIdByName: Morphia stores a field 'id' without @Id as 'id', and any @Id field as _id
            "the id field with Morphia's @Id (@Id %s id), which Morphia stores as _id: it takes no field for the id "
                    + "by its name");

    /**
     * The annotation that renames {@code field}: the one that gave it its stored name when that belongs to another
     * vocabulary, such as the driver codec's {@code @BsonProperty} on a schemaguard document (the codec ignores
     * schemaguard's {@code @Field}: ConventionAnnotationImpl reads only {@code @BsonProperty}), else {@link #rename}.
     */
    public String renameOf(FieldModel field) {
        Origin naming = field.annotationOrigins().get("Field");
        String written = naming == null ? null : naming.annotationName();
        return written != null ? written : rename;
    }

    /** The annotation giving {@code field} the stored name {@code name}, such as {@code @Field("name")}. */
    public String renameTo(FieldModel field, String name) {
        return renameOf(field) + "(\"" + name + "\")";
    }

    /** An index option asking for collation {@code locale} at {@code strength} (1..5). */
    public String collation(String locale, int strength) {
        return String.format(Locale.ROOT, collation, locale, strength, STRENGTHS.get(strength - 1));
    }

    /**
     * The collation option of binary comparison on an index: the locale "simple" alone, since servers before 5.0
     * refuse it with any other setting. SDM's {@code Collation.parse} reads a string that is no JSON document as
     * a locale alone; schemaguard's and Morphia's {@code @Collation} take it as their {@code locale}.
     */
    public String simpleCollation() {
        return this == SPRING_DATA ? "collation = \"simple\"" : "collation = @Collation(locale = \"simple\")";
    }

    /**
     * A collation as the user's annotation declares it, for messages: SDM's the collation document of its
     * {@code collation} string, schemaguard's (and Morphia's, whose strength the model holds as a level) its
     * {@code @Collation}.
     */
    public String collationAsWritten(CollationSpec collation) {
        if (this != SPRING_DATA) {
            return collation.toAnnotationSource();
        }
        StringBuilder sb =
                new StringBuilder("\"{'locale': '").append(collation.locale()).append('\'');
        if (collation.strength() != 3) {
            // tertiary is the server's default strength, which a collation document need not give
            sb.append(", 'strength': ").append(collation.strength());
        }
        if (collation.caseLevel()) {
            sb.append(", 'caseLevel': true");
        }
        if (collation.numericOrdering()) {
            sb.append(", 'numericOrdering': true");
        }
        return sb.append("}\"").toString();
    }

    /** One setting of a collation as the user's annotation writes it: a member of the JSON document in SDM's string. */
    public String collationSetting(String name, Object value) {
        return this == SPRING_DATA ? "'" + name + "': " + value : name + " = " + value;
    }

    /**
     * What creates the index on {@code key}, a path past a reference: Morphia's PathTarget refuses a path past a
     * {@code @Reference} whether or not {@code disableValidation} is given, so there is nothing to offer.
     */
    public String keyPastReferenceAsWritten(String key) {
        return this == MORPHIA
                ? "Morphia refuses a path past a @Reference when it maps the entity at startup, even "
                        + "with @IndexOptions(disableValidation = true)"
                : keyAsWritten(key);
    }

    /** The driver's CollationStrength constants, level 1 to 5. */
    private static final List<String> STRENGTHS =
            List.of("PRIMARY", "SECONDARY", "TERTIARY", "QUATERNARY", "IDENTICAL");

    /** The single-field index on a field, with {@code options}. */
    public String fieldIndexWith(String options) {
        return String.format(Locale.ROOT, fieldIndex, options);
    }

    /** The index on a class whose one key is {@code path}, with {@code options}. */
    public String classIndexWith(String path, String options) {
        return String.format(Locale.ROOT, classIndex, path, options);
    }

    /**
     * The index with these keys, in order, declared on the document class as the vocabulary declares a compound index:
     * SDM's {@code @CompoundIndex(def)} (whose keys {@code DefaultIndexOperations} maps like a query's, so Java
     * property paths serve), Morphia's {@code @Indexes(@Index(fields = ...))}, schemaguard's {@code @IndexHint(keys)}.
     *
     * @param keys each key's property path and direction, 1 or -1
     */
    public String compoundIndexOn(List<Map.Entry<String, Integer>> keys) {
        StringBuilder sb = new StringBuilder();
        if (this == SPRING_DATA) {
            sb.append("@CompoundIndex(def = \"{");
            for (int i = 0; i < keys.size(); i++) {
                sb.append(i == 0 ? "" : ", ")
                        .append('\'')
                        .append(keys.get(i).getKey())
                        .append("': ")
                        .append(keys.get(i).getValue());
            }
            return sb.append("}\")").toString();
        }
        if (this == MORPHIA) {
            sb.append("@Indexes(@Index(fields = {");
            for (int i = 0; i < keys.size(); i++) {
                Map.Entry<String, Integer> key = keys.get(i);
                sb.append(i == 0 ? "" : ", ")
                        .append(
                                key.getValue() < 0
                                        ? "@Field(value = \"" + key.getKey() + "\", type = IndexType.DESC)"
                                        : "@Field(\"" + key.getKey() + "\")");
            }
            return sb.append("}))").toString();
        }
        sb.append("@IndexHint(keys = ").append(keys.size() == 1 ? "" : "{");
        for (int i = 0; i < keys.size(); i++) {
            Map.Entry<String, Integer> key = keys.get(i);
            sb.append(i == 0 ? "" : ", ")
                    .append('"')
                    .append(key.getKey())
                    .append(key.getValue() < 0 ? ":-1" : "")
                    .append('"');
        }
        return sb.append(keys.size() == 1 ? "" : "}").append(')').toString();
    }

    /** The index on a hash of the field at {@code path}. */
    public String hashedKeyOf(String path) {
        return String.format(Locale.ROOT, hashedKey, path);
    }

    /** What creates the index on {@code key}, which names no field of the model, as written. */
    public String keyAsWritten(String key) {
        return String.format(Locale.ROOT, keyAsWritten, key);
    }

    /** How index {@code name} of {@code collection} is hidden from the planner before it is dropped. */
    public String hideIndex(String collection, String name) {
        return String.format(Locale.ROOT, hiddenIndex, collection, name);
    }

    /** The option that makes an index partial on {@code filter}, a filter document. */
    public String partialFilterOf(String filter) {
        return String.format(Locale.ROOT, partialFilter, filter);
    }

    /** What stores values of the class {@code type} as something else than its fields. */
    public String conversionOf(String type) {
        return String.format(Locale.ROOT, conversion, type);
    }

    /** The id field a class gets to hold values of {@code type}. */
    public String idFieldOf(String type) {
        return String.format(Locale.ROOT, idField, type);
    }

    /** The document annotation naming collection {@code name}. */
    public String collectionNamed(String name) {
        return String.format(Locale.ROOT, collection, name);
    }
}
