// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/TestSuiteType.java
package corpus.hygieia.model;


public enum TestSuiteType {
  Unit, Functional, Regression, Performance, Integration, Security, Manual;
}
