package corpus.nebula.game.scoreboss;

import java.util.List;
import java.util.Map;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.inventory.ItemParamMap;
import corpus.nebula.lib.fastutil.IntSet;
import lombok.Getter;
import lombok.Setter;

// Melledy/Nebula: src/main/java/emu/nebula/game/scoreboss/ScoreBossRankEntry.java
@Getter
@Entity(value = "score_boss_rank", useDiscriminator = false)
public class ScoreBossRankEntry implements GameDatabaseObject {
    @Id
    private int playerUid;
    private String name;
    private int level;
    private int headIcon;
    private int titlePrefix;
    private int titleSuffix;
    private int[] honor;
    private int[] honorAff;
    private int score;
    @SuppressWarnings("unused")
    private int stars;
    private IntSet claimedRewards;
    private int controlId;
    private Map<Integer, ScoreBossTeamEntry> teams;
    @Setter
    private transient int rank;

    @Getter
    @Entity(useDiscriminator = false)
    public static class ScoreBossTeamEntry {
        private int buildId;
        private int buildScore;
        private int stars;
        private int levelScore;
        private int skillScore;
        private List<ScoreBossCharEntry> characters;
        private int[] discs;
        private ItemParamMap potentials;
        private ItemParamMap notes;
        private int[] secondaryIds;

        public ScoreBossTeamEntry() {
        }
    }

    @Getter
    @Entity(useDiscriminator = false)
    public static class ScoreBossCharEntry {
        private int id;
        private int level;

        public ScoreBossCharEntry() {
        }
    }

    public ScoreBossRankEntry() {
    }
}
