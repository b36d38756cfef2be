// spring-projects/spring-data-examples: mongodb/fragment-spi/sample/src/main/java/com/example/data/mongodb/Movie.java
package corpus.springdataexamples.com.example.data.mongodb;

import org.springframework.data.mongodb.core.mapping.Document;

@Document("movies")
public class Movie {
  private String id;
  private String title;
  private String plot;
}
