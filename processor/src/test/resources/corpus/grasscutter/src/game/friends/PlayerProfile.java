package corpus.grasscutter.game.friends;

import dev.morphia.annotations.*;
import corpus.grasscutter.Grasscutter;
import lombok.Getter;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/friends/PlayerProfile.java
@Entity
@Getter
public class PlayerProfile {
    @AlsoLoad("id")
    private int uid;
    private int nameCard;
    private int avatarId;
    private String name;
    private String signature;
    private int playerLevel;
    private int worldLevel;
    private int lastActiveTime;
    private boolean isInDuel;
    private boolean isDuelObservable;
    @Getter
    private int enterHomeOption;

    public PlayerProfile() {
    }
}
