// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/organization/Address.java
package corpus.openframe.data.document.organization;

import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class Address {
  private String street1;
  private String street2;
  private String city;
  private String state;
  private String postalCode;
  private String country;
}
