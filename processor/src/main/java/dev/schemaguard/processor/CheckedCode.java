package dev.schemaguard.processor;

import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.query.planner.PlannedQuery;
import java.util.List;
import javax.lang.model.element.TypeElement;

/** What checking the code of one class gave. */
sealed interface CheckedCode {

    TypeElement element();

    /**
     * Its query calls were read, planned and checked, and the collections it gets for documents; the report holds the
     * findings.
     */
    record Checked(TypeElement element, List<PlannedQuery> planned, ValidationReport report) implements CheckedCode {}

    /**
     * A class without a document annotation that the code stores with the driver's codec, read as a document of each
     * collection the code names for it.
     *
     * @param storedBy    how messages name the first call that gets a collection for it
     * @param collections the collections, in name order
     * @param document    the class read and checked as a document of the first
     */
    record StoredByCodec(TypeElement element, String storedBy, List<String> collections, CheckedDocument document)
            implements CheckedCode {}

    /** Reading or checking it threw: reported as an internal error, the other classes still checked. */
    record Failed(TypeElement element, Throwable failure) implements CheckedCode {}
}
