package corpus.nebula.game.friends;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.player.Player;
import lombok.Getter;
import lombok.Setter;

// Melledy/Nebula: src/main/java/emu/nebula/game/friends/Friendship.java
@Getter
@Entity(value = "friendships", useDiscriminator = false)
public class Friendship implements GameDatabaseObject {
    @Id
    private long key;
    @Indexed
    private int playerUid;
    @Indexed
    private int friendUid;
    private int askerUid;
    @Setter
    private boolean isFriend;
    @Setter
    private boolean star;
    private int energy;
    private long lastSend;
    @Setter
    private transient Player player;

    public Friendship() {
    }
}
