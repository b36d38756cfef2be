// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/device/ComplianceState.java
package corpus.openframe.data.document.device;


public enum ComplianceState {
  COMPLIANT, NON_COMPLIANT, IN_REMEDIATION, UNKNOWN;
}
