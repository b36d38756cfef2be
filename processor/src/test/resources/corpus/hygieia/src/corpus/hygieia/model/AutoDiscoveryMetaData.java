// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/AutoDiscoveryMetaData.java
package corpus.hygieia.model;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

public class AutoDiscoveryMetaData {
  @NotNull
  private String template;
  @NotNull
  private String type;
  @NotNull
  @Size(min = 6, max = 50)
  @Pattern(message = "Special character(s) found", regexp = "^[a-zA-Z0-9 ]*$")
  private String title;
  @NotNull
  private String applicationName;
  @NotNull
  private String componentName;
  private String businessService;
  private String businessApplication;
  private Owner owner;
  private List<Owner> owners;
  private Map<String, String> properties;
}
