// jinyoung7165/2023NewSnack: service/src/main/java/yongyong/graduate/common/annotation/TodayHot.java
package corpus.newsnack.common.annotation;

import java.lang.annotation.*;
import org.springframework.core.annotation.AliasFor;
import org.springframework.data.mongodb.core.mapping.Document;

@Document
@Inherited
@Documented
@Target({ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface TodayHot {
  String collection = "2023-03-23_hot";
  @AliasFor("collection")
  String value() default collection;
  @AliasFor("value")
  String collection() default collection;
}
