package corpus.gatoscode.models;

import org.bson.codecs.pojo.annotations.BsonProperty;

// mondaylunch/gatos-backend: core/src/main/java/club/mondaylunch/gatos/core/models/User.java (stored in "users")
public class User extends BaseModel {
    @BsonProperty("email")
    private String email;
    @BsonProperty("discord_id")
    private String discordId;

    public String getEmail() {
        return this.email;
    }

    public void setEmail(String email) {
        this.email = email;
    }

    public String getDiscordId() {
        return this.discordId;
    }

    public void setDiscordId(String discordId) {
        this.discordId = discordId;
    }
}
