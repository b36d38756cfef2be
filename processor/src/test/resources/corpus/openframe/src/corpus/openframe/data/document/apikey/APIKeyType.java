// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/apikey/APIKeyType.java
package corpus.openframe.data.document.apikey;


public enum APIKeyType {
  HEADER, BEARER_TOKEN, NONE;
}
