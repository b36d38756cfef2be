package corpus.nebula.game.battlepass;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.quest.GameQuest;
import corpus.nebula.util.Bitset;
import lombok.Getter;
import lombok.Setter;
import java.util.Map;

// Melledy/Nebula: src/main/java/emu/nebula/game/battlepass/BattlePass.java
@Getter
@Setter
@Entity(value = "battlepass", useDiscriminator = false)
public class BattlePass implements GameDatabaseObject {
    @Id
    private int uid;
    private transient BattlePassManager manager;
    private int battlePassId;
    private int mode;
    private int level;
    private int exp;
    private int expWeek;
    private Bitset basicReward;
    private Bitset premiumReward;
    private Map<Integer, GameQuest> quests;

    public BattlePass() {
    }
}
