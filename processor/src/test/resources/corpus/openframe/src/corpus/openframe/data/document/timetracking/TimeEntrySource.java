// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/timetracking/TimeEntrySource.java
package corpus.openframe.data.document.timetracking;


public enum TimeEntrySource {
  TIMER, MANUAL;
}
