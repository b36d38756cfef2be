// jinyoung7165/2023NewSnack: service/src/main/java/yongyong/graduate/domain/DBRef.java
package corpus.newsnack.domain;

import lombok.AllArgsConstructor;
import lombok.Data;
import org.bson.types.ObjectId;

@Data
@AllArgsConstructor
public class DBRef {
  private String ref;
  private ObjectId _id;
}
