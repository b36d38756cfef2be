package corpus.grasscutter.game.player;

import dev.morphia.annotations.Entity;
import java.util.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/player/TeamInfo.java
@Entity
public final class TeamInfo {
    private String name;
    private List<Integer> avatars;

    public TeamInfo() {
    }
}
