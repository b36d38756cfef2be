package dev.schemaguard.processor.model;

/**
 * How the vocabulary a document is written in spells the fixes that messages suggest (SPEC §6:
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
 */
public record Spelling(String document, String rename, String collection, String bound, String reference,
        String boundAnnotation, String embeddedCopy) {

    /** schemaguard's own annotations, the reference vocabulary. */
    public static final Spelling SCHEMAGUARD = new Spelling("@Document", "@Field", "@Document(collection = \"%s\")",
            "@Bounded(max = ...)", "@Reference", "@Bounded", "@Embedded");

    /**
     * Spring Data MongoDB: {@code @DocumentReference} stores the id (a {@code @DBRef} stores {$ref, $id}
     * and costs a query per value); Bean Validation's {@code @Size} is read as a bound.
     */
    public static final Spelling SPRING_DATA = new Spelling("@Document", "@Field", "@Document(collection = \"%s\")",
            "@Size(max = ...) or schemaguard's @Bounded(max = ...)", "@DocumentReference", "@Size(max) or @Bounded",
            "schemaguard's @Embedded");

    /**
     * Morphia 2.x: {@code @Entity("name")} names the collection, {@code @Property} renames, and
     * {@code @Reference(idOnly = true)} stores the id alone.
     */
    public static final Spelling MORPHIA = new Spelling("@Entity", "@Property", "@Entity(\"%s\")",
            "@Size(max = ...) or schemaguard's @Bounded(max = ...)", "@Reference(idOnly = true)", "@Size(max) or @Bounded",
            "schemaguard's @Embedded");

    /** The annotation giving a field the stored name {@code name}: {@code @Field("name")}. */
    public String renameTo(String name) {
        return rename + "(\"" + name + "\")";
    }

    /** The document annotation naming collection {@code name}. */
    public String collectionNamed(String name) {
        return String.format(java.util.Locale.ROOT, collection, name);
    }
}
