// tuan882612/nib_nav_s: src/main/java/api_v1/reactiveuser/Login/Session.java
package corpus.nibnav.reactiveuser.login;

import java.io.Serializable;
import java.util.Date;
import lombok.AllArgsConstructor;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.Field;

@Data
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "sessions")
public class Session implements Serializable {
  @Id
  private String email;
  @Field
  @Indexed(name = "expire_1", expireAfterSeconds = 1800)
  private Date expire;
}
