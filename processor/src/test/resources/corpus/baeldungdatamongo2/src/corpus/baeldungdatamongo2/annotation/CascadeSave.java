// eugenp/tutorials: persistence-modules/spring-data-mongodb-2/src/main/java/com/baeldung/annotation/CascadeSave.java
package corpus.baeldungdatamongo2.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface CascadeSave {
}
