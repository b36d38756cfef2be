package corpus.nebula.game.jointdrill;

import java.util.List;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.inventory.ItemParamMap;
import corpus.nebula.lib.fastutil.IntSet;
import lombok.Getter;
import lombok.Setter;

// Melledy/Nebula: src/main/java/emu/nebula/game/jointdrill/JointDrillRankEntry.java
@Getter
@Entity(value = "joint_drill_rank", useDiscriminator = false)
public class JointDrillRankEntry implements GameDatabaseObject {
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
    private IntSet claimedRewards;
    private int activityId;
    private List<JointDrillTeamEntry> teams;
    @Setter
    private transient int rank;

    @Getter
    @Entity(useDiscriminator = false)
    public static class JointDrillTeamEntry {
        private int buildId;
        private int buildScore;
        private int damage;
        private int time;
        private List<JointDrillCharEntry> characters;
        private int[] discs;
        private ItemParamMap potentials;
        private ItemParamMap notes;
        private int[] secondaryIds;

        public JointDrillTeamEntry() {
        }
    }

    @Getter
    @Entity(useDiscriminator = false)
    public static class JointDrillCharEntry {
        private int id;
        private int level;

        public JointDrillCharEntry() {
        }
    }

    public JointDrillRankEntry() {
    }
}
