package corpus.nebula.game.quest;

import java.util.Map;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.player.PlayerManager;
import corpus.nebula.util.Bitset;
import corpus.nebula.lib.fastutil.IntSet;
import lombok.AccessLevel;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/quest/QuestManager.java
@Getter
@Entity(value = "quests", useDiscriminator = false)
public class QuestManager extends PlayerManager implements GameDatabaseObject {
    @Id
    private int uid;
    private IntSet claimedActiveIds;
    private IntSet claimedWeeklyIds;
    private Map<Long, GameQuest> list;
    private Bitset levelRewards;
    @Getter(AccessLevel.NONE)
    private boolean dailyShopReward;
    @Getter(AccessLevel.NONE)
    private boolean dailyMallReward;

    public QuestManager() {
    }
}
