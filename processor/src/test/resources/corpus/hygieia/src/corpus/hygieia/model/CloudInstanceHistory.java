// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CloudInstanceHistory.java
package corpus.hygieia.model;

import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "cloud_instance_history")
public class CloudInstanceHistory extends BaseModel {
  @Indexed
  private String accountNumber;
  @Indexed
  private long time;
  private int total;
  private int nonTagged;
  private int stopped;
  private int expiredImage;
  private double estimatedCharge;
  private double cpu;
  private double diskRead;
  private double diskWrite;
  private double networkIn;
  private double networkOut;
  private String currency;
}
