package corpus.gatos.models;

import corpus.gatos.data.DataBox;
import dev.schemaguard.annotations.Document;
import java.util.UUID;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;

// mondaylunch/gatos-backend: core/src/main/java/club/mondaylunch/gatos/core/models/UserData.java (stored in "user_data");
// its id is a record of the user and a key
@Document(collection = "user_data")
public class UserData {
    @BsonId
    @BsonProperty("_id")
    private Id id;
    private DataBox<?> value;

    public UserData() {
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
