// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/rmm/DeviceOnlineDispatchStatus.java
package corpus.openframe.data.document.rmm;


public enum DeviceOnlineDispatchStatus {
  NEW, DISPATCHED, PROCESSED;
}
