// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/MaturityModel.java
package corpus.hygieia.model;

import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "maturity_model")
public class MaturityModel {
  @Indexed
  private String profile;
  private String rules;
}
