package corpus.nebula.game.activity.type;

import java.util.List;
import dev.morphia.annotations.Entity;
import corpus.nebula.Nebula;
import corpus.nebula.data.resources.JointDrill2LevelDef;
import corpus.nebula.game.activity.GameActivity;
import corpus.nebula.game.jointdrill.JointDrillBuild;
import corpus.nebula.game.jointdrill.JointDrillRankEntry;
import corpus.nebula.game.tower.StarTowerBuild;
import corpus.nebula.lib.fastutil.Int2IntMap;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/activity/type/JointDrillActivity.java
@Getter
@Entity
public class JointDrillActivity extends GameActivity {
    private Int2IntMap passedLevels;
    private transient JointDrill2LevelDef level;
    private transient StarTowerBuild build;
    private transient boolean simulate;
    private transient List<JointDrillBuild> teams;
    private transient boolean checkedDatabase;
    private transient JointDrillRankEntry ranking;

    public JointDrillActivity() {
    }
}
