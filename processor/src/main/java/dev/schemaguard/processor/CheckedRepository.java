package dev.schemaguard.processor;

import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.query.planner.PlannedQuery;
import dev.schemaguard.processor.reader.springdata.repository.RepositoryQueries;
import java.util.List;
import javax.lang.model.element.TypeElement;

/** What checking one Spring Data repository interface gave. */
sealed interface CheckedRepository {

    TypeElement element();

    /** Its queries were read, planned and checked; the report holds the query rules' findings. */
    record Checked(TypeElement element, RepositoryQueries queries, List<PlannedQuery> planned, ValidationReport report)
            implements CheckedRepository {}

    /** Its domain type is not a document schemaguard reads: a class of another store, or one without annotation. */
    record OfNoDocument(TypeElement element, String domainType) implements CheckedRepository {}

    /** Its domain type cannot be told (a type variable, a raw type). */
    record DomainUnknown(TypeElement element, String reason) implements CheckedRepository {}

    /** Its document could not be read: the document's own diagnostics say why. */
    record DocumentNotRead(TypeElement element) implements CheckedRepository {}

    /** A repository of another store (JPA, …): not a MongoDB checker's business. */
    record OtherStore(TypeElement element) implements CheckedRepository {}

    /** Its document waits for a later round: so does the repository. */
    record Waiting(TypeElement element) implements CheckedRepository {}

    /** Reading or checking it threw: reported as an internal error, the other repositories still checked. */
    record Failed(TypeElement element, Throwable failure) implements CheckedRepository {}
}
