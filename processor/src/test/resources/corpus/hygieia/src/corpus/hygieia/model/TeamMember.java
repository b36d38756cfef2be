// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/TeamMember.java
package corpus.hygieia.model;

import java.util.List;

public class TeamMember {
  private String orgId;
  private String allocation;
  private String teamId;
  private String name;
  private List<TeamLevelDetails> teams;
  private String regOrTemp;
}
