// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Instance.java
package corpus.hygieia.model;


public class Instance {
  private String disposition;
  private String age;
  private String name;
  private String severity;
  private String status;
  private long updated;
  private String path;
  private String language;
  private String sourceCodeLink;
  private String vulnDescription;
}
