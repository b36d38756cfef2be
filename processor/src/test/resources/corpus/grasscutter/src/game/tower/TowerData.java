package corpus.grasscutter.game.tower;

import dev.morphia.annotations.*;
import java.util.Map;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/tower/TowerData.java
@Entity
public class TowerData {
    int currentFloorId;
    int currentLevel;
    @Transient
    int currentLevelId;
    Map<Integer, TowerLevelRecord> recordMap;
    @Transient
    int entryScene;
}
