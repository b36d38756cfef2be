package corpus.grasscutter.game.tower;

import dev.morphia.annotations.Entity;
import java.util.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/tower/TowerLevelRecord.java
@Entity
public class TowerLevelRecord {
    private int floorId;
    private Map<Integer, Integer> passedLevelMap;
    private int floorStarRewardProgress;

    public TowerLevelRecord() {
    }
}
