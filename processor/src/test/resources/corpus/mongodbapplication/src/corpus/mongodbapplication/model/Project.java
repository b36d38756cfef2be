// YakupBaykara/MongodbApplication: src/main/java/com/yb/mongodb/model/Project.java
package corpus.mongodbapplication.model;

import java.time.LocalDateTime;
import java.util.Set;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.DocumentReference;

@Getter
@Setter
@ToString
@EqualsAndHashCode
@Document
public class Project {
  @Id
  private String id;
  private String name;
  private String description;
  private String ownerId;
  private String imagePath;
  private LocalDateTime createdAt;
  private LocalDateTime lastUpdatedAt;
  private boolean isActive;
  @DocumentReference(lazy = true)
  private Company company;
  @DocumentReference(lazy = true)
  private Set<User> users;
}
