// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CollectionError.java
package corpus.hygieia.model;


public class CollectionError {
  private String errorCode;
  private String errorMessage;
  private long timestamp;
  public static final String UNKNOWN_HOST = "Unreachable";
}
