// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/WhiteSourceComponent.java
package corpus.hygieia.model;


public class WhiteSourceComponent extends CollectorItem {
  public static final String PRODUCT_NAME = "productName";
  public static final String PROJECT_NAME = "projectName";
  public static final String PRODUCT_TOKEN = "productToken";
  public static final String PROJECT_TOKEN = "projectToken";
  public static final String ORG_NAME = "orgName";
  public static final String LOCAL_CONFIG = "localConfig";
}
