// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/LibraryPolicyThreatDisposition.java
package corpus.hygieia.model;


public enum LibraryPolicyThreatDisposition {
  Open, Closed, FalsePositive, WillNotFix, NotUsed, Challenged, ReviewRequested, Unknown;
}
