// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ClientCertificateMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.Field;

@Setter
@Getter
@ToString
@EqualsAndHashCode(of = {"id"}, callSuper = false)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}client_certificates")
public class ClientCertificateMongo {
  @Id
  private String id;
  private String crossId;
  private String applicationId;
  @Field("name")
  private String name;
  private Date startsAt;
  private Date endsAt;
  private Date createdAt;
  private Date updatedAt;
  private String certificate;
  private Date certificateExpiration;
  private String subject;
  private String issuer;
  private String fingerprint;
  private String environmentId;
  private String status;
}
