package corpus.nbdtravel.model;

import dev.schemaguard.annotations.Document;
import java.io.Serializable;
import lombok.Getter;
import lombok.Setter;
import org.bson.codecs.pojo.annotations.BsonCreator;
import org.bson.codecs.pojo.annotations.BsonProperty;

// 242370/NBD: src/main/java/org/nbd/model/Client.java (stored by repos/ClientRepo.java in "clients"); the creator names
// the first name "firstName" where the field stores it as "name", as in the original
@Document(collection = "clients")
@Getter
public class Client implements Serializable {
    @BsonProperty("id")
    private final int id;
    @BsonProperty("name")
    private final String firstName;
    @BsonProperty("lastName")
    private final String lastName;
    @BsonProperty("weight")
    private final int weight;
    @BsonProperty("hasPet")
    private boolean hasPet = false;
    @BsonProperty("pet")
    private Pet pet;
    @Setter
    @BsonProperty("trip_id")
    private int trip_id;

    public Client(int id, String firstName, String lastName, int weight) {
        this(id, firstName, lastName, weight, false, null, 0);
    }

    @BsonCreator
    public Client(@BsonProperty("id") int id, @BsonProperty("firstName") String firstName,
            @BsonProperty("lastName") String lastName, @BsonProperty("weight") int weight,
            @BsonProperty("hasPet") boolean hasPet, @BsonProperty("pet") Pet pet, @BsonProperty("trip_id") int trip_id) {
        this.id = id;
        this.firstName = firstName;
        this.lastName = lastName;
        this.weight = weight;
        this.hasPet = hasPet;
        this.pet = pet;
        this.trip_id = trip_id;
    }

    // the original adds the pet's weight when there is a pet
    public int getWeight() {
        return weight;
    }
}
