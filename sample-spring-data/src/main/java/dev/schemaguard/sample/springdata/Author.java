package dev.schemaguard.sample.springdata;

import dev.schemaguard.annotations.CaseInsensitive;
import jakarta.validation.constraints.Size;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

/** An author; their books point here with {@code Book.authorId}. */
@Document("authors")
public class Author {

    @Id
    private String id;

    // readers type "le guin" as often as "Le Guin": the lookups name this index's collation
    // (Collation.of("en") at strength 2 in Library, @Collation on AuthorRepository.findByName) instead of
    // a $regex with option i, which no index serves.
    // @CaseInsensitive is what SDM cannot say: the build fails if this index or its collation goes.
    @CaseInsensitive
    @Indexed(name = "name_ci", collation = "{'locale': 'en', 'strength': 2}")
    @Size(max = 200)
    private String name;

    private Integer born;

    protected Author() {}

    public Author(String name, Integer born) {
        this.name = name;
        this.born = born;
    }

    public String getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public Integer getBorn() {
        return born;
    }
}
