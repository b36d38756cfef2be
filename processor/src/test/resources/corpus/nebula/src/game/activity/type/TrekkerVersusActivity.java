package corpus.nebula.game.activity.type;

import dev.morphia.annotations.Entity;
import corpus.nebula.game.activity.GameActivity;
import corpus.nebula.game.tower.StarTowerBuild;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/activity/type/TrekkerVersusActivity.java
@Getter
@Entity
public class TrekkerVersusActivity extends GameActivity {
    private int[] charIds;
    private int[] affixIds;
    private int buildScore;
    private int time;
    private transient StarTowerBuild build;
    private transient int[] affixList;

    public TrekkerVersusActivity() {
    }
}
