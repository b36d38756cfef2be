package corpus.grasscutter.game.battlepass;

import dev.morphia.annotations.*;
import corpus.grasscutter.game.inventory.*;
import corpus.grasscutter.game.player.*;
import corpus.grasscutter.game.props.*;
import java.time.*;
import java.util.*;
import lombok.Getter;
import org.bson.types.ObjectId;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/battlepass/BattlePassManager.java
@Entity(value = "battlepass", useDiscriminator = false)
public class BattlePassManager extends BasePlayerDataManager {
    @Id
    @Getter
    private ObjectId id;
    @Indexed
    private int ownerUid;
    @Getter
    private int point;
    @Getter
    private int cyclePoints;
    @Getter
    private int level;
    @Getter
    private boolean viewed;
    private boolean paid;
    private Map<Integer, BattlePassMission> missions;
    private Map<Integer, BattlePassReward> takenRewards;

    public BattlePassManager() {
    }
}
