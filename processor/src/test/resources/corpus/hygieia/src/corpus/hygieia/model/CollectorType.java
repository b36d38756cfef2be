// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CollectorType.java
package corpus.hygieia.model;


public enum CollectorType {
  SCM, CMDB, Incident, Build, Artifact, Deployment, AgileTool, Feature, TestResult, ScopeOwner, Scope, CodeQuality, Test, StaticSecurityScan, LibraryPolicy, ChatOps, Cloud, Product, AppPerformance, InfraPerformance, Score, TEAM, Audit, Log, AutoDiscover, InfrastructureAsCode, Docker, Api, ApiAudit, Helm, InfrastructureScan;
}
