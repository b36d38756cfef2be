// tuan882612/nib_nav_s: src/main/java/api_v1/reactiveuser/Feedback/Feedback.java
package corpus.nibnav.reactiveuser.feedback;

import java.io.Serializable;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Builder
@AllArgsConstructor
@NoArgsConstructor
@Document(collection = "feedback")
public class Feedback implements Serializable {
  @Id
  private String email;
  private String name;
  private String comment;
}
