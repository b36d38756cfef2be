// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/TenantScoped.java
package corpus.openframe.data.document;


public interface TenantScoped {
}
