// YakupBaykara/MongodbApplication: src/main/java/com/yb/mongodb/model/Company.java
package corpus.mongodbapplication.model;

import java.time.LocalDateTime;
import lombok.*;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@ToString
@EqualsAndHashCode
@Document
public class Company {
  @Id
  private String id;
  private String name;
  private String phoneNumber;
  private String email;
  private Boolean isActive = Boolean.TRUE;
  private LocalDateTime createdAt;
}
