// tuan882612/nib_nav_s: src/main/java/api_v1/reactiveuser/User/Order/Order.java
package corpus.nibnav.reactiveuser.user.order;

import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;

@Data
@Builder
@AllArgsConstructor
@NoArgsConstructor
public class Order {
  private String recipe;
  private String store;
  private String cost;
}
