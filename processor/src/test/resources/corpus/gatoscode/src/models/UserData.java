package corpus.gatoscode.models;

import corpus.gatoscode.data.DataBox;
import java.util.UUID;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;

// mondaylunch/gatos-backend: core/src/main/java/club/mondaylunch/gatos/core/models/UserData.java (stored in "user_data");
// its id is a record of the user and a key
public class UserData {
    @BsonId
    @BsonProperty("_id")
    private Id id;
    private DataBox<?> value;

    public UserData() {
    }

    public UserData(UUID userId, String key, DataBox<?> value) {
        this.id = new Id(userId, key);
        this.value = value;
    }

    public Id getId() {
        return this.id;
    }

    public void setId(Id id) {
        this.id = id;
    }

    public DataBox<?> getValue() {
        return this.value;
    }

    public void setValue(DataBox<?> value) {
        this.value = value;
    }

    public record Id(@BsonProperty("user_id") UUID userId, String key) {
    }
}
