// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/rmm/OsType.java
package corpus.openframe.data.document.rmm;


public enum OsType {
  WINDOWS, MAC_OS;
}
