// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/device/filter/DeviceFacetDimension.java
package corpus.openframe.data.document.device.filter;

public enum DeviceFacetDimension {
    STATUS("status"),
    DEVICE_TYPE("type"),
    OS_TYPE("osType"),
    ORGANIZATION_ID("organizationId");

    private final String fieldName;

    DeviceFacetDimension(String fieldName) {
        this.fieldName = fieldName;
    }

    public String fieldName() {
        return fieldName;
    }
}
