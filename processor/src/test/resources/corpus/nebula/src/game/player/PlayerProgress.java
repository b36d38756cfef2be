package corpus.nebula.game.player;

import java.util.Map;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.tutorial.TutorialLevelLog;
import corpus.nebula.game.vampire.VampireSurvivorLog;
import corpus.nebula.util.Bitset;
import corpus.nebula.lib.fastutil.Int2IntMap;
import corpus.nebula.lib.fastutil.IntSet;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/player/PlayerProgress.java
@Getter
@Entity(value = "progress", useDiscriminator = false)
public class PlayerProgress extends PlayerManager implements GameDatabaseObject {
    @Id
    private int uid;
    private IntSet starTowerLog;
    private int[] starTowerGrowth;
    private int towerTickets;
    private Int2IntMap dailyInstanceLog;
    private Int2IntMap regionBossLog;
    private Int2IntMap skillInstanceLog;
    private Int2IntMap charGemLog;
    private Int2IntMap weekBossLog;
    private Int2IntMap infinityTowerLog;
    @Deprecated
    private Int2IntMap infinityArenaLog;
    private Map<Integer, VampireSurvivorLog> vampireLog;
    private Bitset vampireTalents;
    private IntSet fateCards;
    private Map<Integer, TutorialLevelLog> tutorialLog;

    public PlayerProgress() {
    }
}
