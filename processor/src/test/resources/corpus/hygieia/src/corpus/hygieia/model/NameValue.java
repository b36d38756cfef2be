// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/NameValue.java
package corpus.hygieia.model;


public class NameValue {
  private String name;
  private String value;
}
