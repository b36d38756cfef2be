// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/device/DeviceType.java
package corpus.openframe.data.document.device;


public enum DeviceType {
  DESKTOP, LAPTOP, SERVER, MOBILE_DEVICE, TABLET, NETWORK_DEVICE, IOT_DEVICE, VIRTUAL_MACHINE, CONTAINER_HOST, OTHER;
}
