package corpus.nbdtravel.model;

import dev.schemaguard.annotations.Document;
import lombok.Getter;
import lombok.Setter;
import org.bson.codecs.pojo.annotations.BsonCreator;
import org.bson.codecs.pojo.annotations.BsonProperty;

// 242370/NBD: src/main/java/org/nbd/model/TransportMgd.java (stored by repos/TransportRepo.java in "transportMeans")
@Document(collection = "transportMeans")
@Getter
@Setter
public class TransportMgd {
    @BsonProperty("id")
    private int id;
    @BsonProperty("maxWeight")
    private int maxWeight;
    @BsonProperty("uses")
    private int uses = 0;
    @BsonProperty("type")
    private String type;

    @BsonCreator
    public TransportMgd(@BsonProperty("id") int id, @BsonProperty("maxWeight") int maxWeight) {
        this.id = id;
        this.maxWeight = maxWeight;
    }

    // a property without a field: the original derives it from uses
    public boolean isAvailable() {
        return uses == 0;
    }

    public void setAvailable(boolean available) {
        uses = available ? 0 : uses + 1;
    }

    // a read-only property without a field: the original derives it from type
    public boolean isPetSupportive() {
        return true;
    }
}
