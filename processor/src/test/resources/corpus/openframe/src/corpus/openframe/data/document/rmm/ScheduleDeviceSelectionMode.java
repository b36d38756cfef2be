// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/rmm/ScheduleDeviceSelectionMode.java
package corpus.openframe.data.document.rmm;


public enum ScheduleDeviceSelectionMode {
  SPECIFIC, CRITERIA;
}
