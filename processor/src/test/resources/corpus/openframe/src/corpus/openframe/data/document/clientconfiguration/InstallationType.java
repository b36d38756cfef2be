// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/clientconfiguration/InstallationType.java
package corpus.openframe.data.document.clientconfiguration;


public enum InstallationType {
  STANDARD, GUI_APP, SERVICE;
}
