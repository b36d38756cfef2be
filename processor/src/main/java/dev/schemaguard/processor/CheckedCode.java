package dev.schemaguard.processor;

import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.query.planner.PlannedQuery;
import java.util.List;
import javax.lang.model.element.TypeElement;

/** What checking the query calls of one class gave. */
sealed interface CheckedCode {

    TypeElement element();

    /** Its query calls were read, planned and checked; the report holds the query rules' findings. */
    record Checked(TypeElement element, List<PlannedQuery> planned, ValidationReport report) implements CheckedCode {}

    /** Reading or checking it threw: reported as an internal error, the other classes still checked. */
    record Failed(TypeElement element, Throwable failure) implements CheckedCode {}
}
