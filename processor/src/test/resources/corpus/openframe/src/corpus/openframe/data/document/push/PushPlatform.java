// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/push/PushPlatform.java
package corpus.openframe.data.document.push;


public enum PushPlatform {
  IOS, ANDROID;
}
