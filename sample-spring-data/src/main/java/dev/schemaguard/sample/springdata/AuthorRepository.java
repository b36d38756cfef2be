package dev.schemaguard.sample.springdata;

import java.util.List;
import org.springframework.data.mongodb.core.annotation.Collation;
import org.springframework.data.mongodb.repository.MongoRepository;

/** The authors' queries. */
public interface AuthorRepository extends MongoRepository<Author, String> {

    /**
     * Readers type "le guin" as often as "Le Guin". Not {@code findByNameIgnoreCase}, a regex with option i that no
     * index bounds: an equality under the collation of index name_ci, which compares case-insensitively, and which
     * the server uses only for a query with the same collation.
     */
    @Collation("{'locale': 'en', 'strength': 2}")
    List<Author> findByName(String name);
}
