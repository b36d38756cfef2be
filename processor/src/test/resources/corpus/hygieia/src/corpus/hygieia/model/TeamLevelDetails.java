// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/TeamLevelDetails.java
package corpus.hygieia.model;


public class TeamLevelDetails extends CollectorItem {
}
