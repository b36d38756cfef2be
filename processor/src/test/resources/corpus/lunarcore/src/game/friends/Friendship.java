package corpus.lunarcore.game.friends;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.lunarcore.LunarCore;
import corpus.lunarcore.game.player.Player;
import corpus.lunarcore.proto.SimpleInfoOuterClass.SimpleInfo;
import lombok.Getter;
import lombok.Setter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/friends/Friendship.java
@Getter
@Entity(value = "friendships", useDiscriminator = false)
public class Friendship {
    @Id
    private long id;
    @Indexed
    private int ownerUid;
    @Indexed
    private int friendUid;
    @Setter
    private boolean isFriend;
    private int askerUid;
    @Setter
    private transient Player owner;
    @Setter
    private transient SimpleInfo simpleInfo;

    public Friendship() {
    }
}
