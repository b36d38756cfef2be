// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/AuditType.java
package corpus.hygieia.model;


public enum AuditType {
  ALL, CODE_REVIEW, BUILD_REVIEW, CODE_QUALITY, STATIC_SECURITY_ANALYSIS, LIBRARY_POLICY, TEST_RESULT, FEATURE_TEST, PERF_TEST, ARTIFACT, DEPLOY, AUTO_DISCOVER, INFRASTRUCTURE_SCAN, CONTAINER_SCAN;
}
