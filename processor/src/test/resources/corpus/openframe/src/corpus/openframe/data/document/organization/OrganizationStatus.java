// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/organization/OrganizationStatus.java
package corpus.openframe.data.document.organization;


public enum OrganizationStatus {
  ACTIVE, ARCHIVED, DELETED;
}
