package corpus.nebula.game.activity.type;

import dev.morphia.annotations.Entity;
import corpus.nebula.game.activity.GameActivity;
import corpus.nebula.lib.fastutil.IntList;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/activity/type/TrialActivity.java
@Getter
@Entity
public class TrialActivity extends GameActivity {
    private IntList completed;

    public TrialActivity() {
    }
}
