// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/AutoDiscoveryStatusType.java
package corpus.hygieia.model;


public enum AutoDiscoveryStatusType {
  NEW, AWAITING_USER_RESPONSE, USER_ACCEPTED, USER_REJECTED;
}
