// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/device/SecurityState.java
package corpus.openframe.data.document.device;


public enum SecurityState {
  COMPLIANT, NON_COMPLIANT, UNKNOWN;
}
