// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/organization/Organization.java
package corpus.openframe.data.document.organization;

import corpus.openframe.data.document.TenantScoped;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import lombok.experimental.SuperBuilder;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@SuperBuilder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "organizations")
public class Organization implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  @Indexed
  private String name;
  @NotBlank
  @Indexed(unique = true)
  private String organizationId;
  @NotNull
  @Indexed
  @Builder.Default
  private Boolean isDefault = false;
  private String category;
  private Integer numberOfEmployees;
  private String websiteUrl;
  private String notes;
  private ContactInformation contactInformation;
  private BigDecimal monthlyRevenue;
  private LocalDate contractStartDate;
  private LocalDate contractEndDate;
  @CreatedDate
  private Instant createdAt;
  @LastModifiedDate
  private Instant updatedAt;
  @Indexed
  @Builder.Default
  private OrganizationStatus status = OrganizationStatus.ACTIVE;
  private Instant statusChangedAt;
}
