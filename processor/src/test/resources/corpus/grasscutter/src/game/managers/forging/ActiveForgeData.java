package corpus.grasscutter.game.managers.forging;

import dev.morphia.annotations.Entity;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/managers/forging/ActiveForgeData.java
@Entity
public class ActiveForgeData {
    private int forgeId;
    private int avatarId;
    private int count;
    private int startTime;
    private int forgeTime;
    private int lastUnfinishedCount;
    private boolean changed;
}
