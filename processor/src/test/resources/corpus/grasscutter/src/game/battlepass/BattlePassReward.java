package corpus.grasscutter.game.battlepass;

import dev.morphia.annotations.*;
import corpus.grasscutter.data.excels.BattlePassMissionData;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/battlepass/BattlePassReward.java
@Entity
public class BattlePassReward {
    private int level;
    private int rewardId;
    private boolean paid;
    @Transient
    private BattlePassMissionData data;

    public BattlePassReward() {
    }
}
