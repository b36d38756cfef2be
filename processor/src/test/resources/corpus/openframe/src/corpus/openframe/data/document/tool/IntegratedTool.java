// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/tool/IntegratedTool.java
package corpus.openframe.data.document.tool;

import corpus.openframe.data.document.TenantScoped;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "integrated_tools")
@CompoundIndex(name = "tenant_key_idx", def = "{'tenantId':1,'key':1}", unique = true, sparse = true)
public class IntegratedTool implements TenantScoped {
  @Id
  private String id;
  private String tenantId;
  private String key;
  private String name;
  private String description;
  private String icon;
  private List<ToolUrl> toolUrls;
  private String type;
  private String toolType;
  private String category;
  private String platformCategory;
  private boolean enabled;
  private ToolCredentials credentials;
  private String layer;
  private Integer layerOrder;
  private String layerColor;
  private String metricsPath;
  private String healthCheckEndpoint;
  private Integer healthCheckInterval;
  private Integer connectionTimeout;
  private Integer readTimeout;
  private String[] allowedEndpoints;
  private Object[] debeziumConnectors;
}
