// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/ServiceStatus.java
package corpus.hygieia.model;


public enum ServiceStatus {
  Ok, Warning, Unauth, Alert;
}
