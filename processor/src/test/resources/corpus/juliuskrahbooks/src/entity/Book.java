package corpus.juliuskrahbooks.entity;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import java.util.Date;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.bson.types.ObjectId;

// juliuskrah/morphia-example: src/main/java/com/jipasoft/morphia/entity/Book.java
@Data
@Entity("book")
@NoArgsConstructor
public class Book {
    @Id
    private ObjectId id;
    private String title;
    private Date publicationDate;
}
