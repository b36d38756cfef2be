// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/composite/key/dao/TicketRepository.java
package corpus.baeldungbootmongo2.boot.composite.key.dao;

import org.springframework.data.mongodb.repository.MongoRepository;

import corpus.baeldungbootmongo2.boot.composite.key.data.Ticket;
import corpus.baeldungbootmongo2.boot.composite.key.data.TicketId;

public interface TicketRepository extends MongoRepository<Ticket, TicketId> {

}
