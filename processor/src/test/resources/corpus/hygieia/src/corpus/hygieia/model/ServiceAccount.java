// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/ServiceAccount.java
package corpus.hygieia.model;

import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "service_accounts")
public class ServiceAccount extends BaseModel {
  private String serviceAccountName;
  private String fileNames;
}
