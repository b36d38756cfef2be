// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/device/DeviceStatus.java
package corpus.openframe.data.document.device;


public enum DeviceStatus {
  ACTIVE, PENDING, INACTIVE, MAINTENANCE, DECOMMISSIONED, ONLINE, OFFLINE, PENDING_DELETION, DELETED, ARCHIVED;
}
