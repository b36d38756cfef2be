package corpus.juliuskrahbooks.entity;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Reference;
import java.util.Set;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.bson.types.ObjectId;

// juliuskrah/morphia-example: src/main/java/com/jipasoft/morphia/entity/Author.java
@Data
@Entity("author")
@NoArgsConstructor
public class Author {
    @Id
    private ObjectId id;
    private String name;
    @Reference
    private Set<Book> books;
}
