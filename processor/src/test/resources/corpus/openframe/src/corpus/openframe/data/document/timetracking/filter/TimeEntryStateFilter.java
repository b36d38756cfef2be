// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/timetracking/filter/TimeEntryStateFilter.java
package corpus.openframe.data.document.timetracking.filter;

public enum TimeEntryStateFilter {
    ACTIVE,
    COMPLETED
}
