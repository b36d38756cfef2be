package corpus.gatoscode.models;

import java.util.UUID;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;

// mondaylunch/gatos-backend: core/src/main/java/club/mondaylunch/gatos/core/models/BaseModel.java (@JsonProperty dropped)
public class BaseModel {
    @BsonId
    @BsonProperty("_id")
    private UUID id;

    public BaseModel(UUID id) {
        this.id = id;
    }

    public BaseModel() {
    }

    public UUID getId() {
        return this.id;
    }

    public void setId(UUID uuid) {
        this.id = uuid;
    }
}
