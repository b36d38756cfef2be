// jinyoung7165/2023NewSnack: service/src/main/java/yongyong/graduate/common/annotation/TodayDoc.java
package corpus.newsnack.common.annotation;

import java.lang.annotation.*;
import org.springframework.core.annotation.AliasFor;
import org.springframework.data.mongodb.core.mapping.Document;

@Document
@Inherited
@Documented
@Target({ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface TodayDoc {
  String collection = "2023-03-23_doc";
  @AliasFor("collection")
  String value() default collection;
  @AliasFor("value")
  String collection() default collection;
}
