// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Error.java
package corpus.hygieia.model;


public class Error {
  private String message;
  private String type;
}
