// tuan882612/nib_nav_s: src/main/java/api_v1/reactiveuser/User/User.java
package corpus.nibnav.reactiveuser.user;

import corpus.nibnav.reactiveuser.user.order.Order;
import java.io.Serializable;
import java.util.List;
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
@Document(collection = "user")
public class User implements Serializable {
  @Id
  private String email;
  private String name;
  private String password;
  private List<Order> order;
}
