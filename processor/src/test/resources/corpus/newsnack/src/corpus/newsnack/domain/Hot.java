// jinyoung7165/2023NewSnack: service/src/main/java/yongyong/graduate/domain/Hot.java
package corpus.newsnack.domain;

import corpus.newsnack.common.annotation.TodayHot;
import java.util.List;
import lombok.*;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Field;

@Data
@TodayHot
@AllArgsConstructor
public class Hot {
  @Id
  @Field("_id")
  private ObjectId _id;
  @Field("word")
  private String word;
  @Field("weight")
  private double weight;
  @Field("doc")
  private List<DBRef> doc;
}
