// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/organization/ContactInformation.java
package corpus.openframe.data.document.organization;

import java.util.ArrayList;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class ContactInformation {
  @Builder.Default
  private List<ContactPerson> contacts = new ArrayList<>();
  private Address physicalAddress;
  private Address mailingAddress;
  @Builder.Default
  private Boolean mailingAddressSameAsPhysical = false;
}
