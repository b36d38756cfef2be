// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/tenant/TenantStatus.java
package corpus.openframe.data.document.tenant;


public enum TenantStatus {
  ACTIVE, INACTIVE, DELETED;
}
