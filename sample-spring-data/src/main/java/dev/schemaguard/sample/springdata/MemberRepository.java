package dev.schemaguard.sample.springdata;

import java.util.Optional;
import org.springframework.data.mongodb.repository.MongoRepository;

/** The members' queries. */
public interface MemberRepository extends MongoRepository<Member, String> {

    /** Sign-in. Index email (unique). */
    Optional<Member> findByEmail(String email);

    /** Registration refuses an address already taken. Index email. */
    boolean existsByEmail(String email);
}
