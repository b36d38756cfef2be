// spring-projects/spring-data-examples: mongodb/text-search/src/main/java/example/springdata/mongodb/textsearch/BlogPost.java
package corpus.springdataexamples.mongodb.textsearch;

import java.util.List;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.TextIndexed;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.TextScore;

@Document
public record BlogPost(@Id String id, @TextIndexed(weight = 3) String title, @TextIndexed(weight = 2) String content, @TextIndexed List<String> categories, @TextScore Float score) {
}
