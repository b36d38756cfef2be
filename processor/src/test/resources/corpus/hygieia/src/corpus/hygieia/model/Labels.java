// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Labels.java
package corpus.hygieia.model;


public class Labels {
  private String labelKey;
  private String labelValue;
}
