// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/rmm/ScriptScheduleTrigger.java
package corpus.openframe.data.document.rmm;


public enum ScriptScheduleTrigger {
  DATE_TIME, DEVICE_ONLINE;
}
