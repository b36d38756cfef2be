package dev.schemaguard.sample.springdata;

import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.repository.support.MongoRepositoryFactory;

/**
 * The sample's Spring Data repositories, created on the template as Spring Boot's repository scanning would create
 * them. schemaguard read every query method of them when the module compiled, planned it against the indexes the
 * documents declare, and lists each with its plan in {@code target/schemaguard/schema.md}.
 */
record LibraryRepositories(
        BookRepository books, AuthorRepository authors, MemberRepository members, LoanRepository loans) {

    static LibraryRepositories on(MongoTemplate mongo) {
        MongoRepositoryFactory factory = new MongoRepositoryFactory(mongo);
        return new LibraryRepositories(
                factory.getRepository(BookRepository.class),
                factory.getRepository(AuthorRepository.class),
                factory.getRepository(MemberRepository.class),
                factory.getRepository(LoanRepository.class));
    }
}
