// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/DashboardType.java
package corpus.hygieia.model;


public enum DashboardType {
  Product, Team;
}
