package corpus.grasscutter.game.friends;

import dev.morphia.annotations.*;
import corpus.grasscutter.game.player.Player;
import org.bson.types.ObjectId;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/friends/Friendship.java
@Entity(value = "friendships", useDiscriminator = false)
public class Friendship {
    @Id
    private ObjectId id;
    @Transient
    private Player owner;
    @Indexed
    private int ownerId;
    @Indexed
    private int friendId;
    private boolean isFriend;
    private int askerId;
    private PlayerProfile profile;

    public Friendship() {
    }
}
