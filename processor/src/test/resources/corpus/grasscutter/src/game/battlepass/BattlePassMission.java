package corpus.grasscutter.game.battlepass;

import dev.morphia.annotations.*;
import corpus.grasscutter.data.excels.BattlePassMissionData;
import corpus.grasscutter.game.props.BattlePassMissionStatus;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/battlepass/BattlePassMission.java
@Entity
public class BattlePassMission {
    private int id;
    private int progress;
    private BattlePassMissionStatus status;
    @Transient
    private BattlePassMissionData data;

    public BattlePassMission() {
    }
}
