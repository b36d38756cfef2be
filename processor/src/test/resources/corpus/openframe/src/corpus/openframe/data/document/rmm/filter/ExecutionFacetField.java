// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/rmm/filter/ExecutionFacetField.java
package corpus.openframe.data.document.rmm.filter;

public enum ExecutionFacetField {
    STATUS,
    INITIATOR,
    MACHINE
}
