package corpus.nebula.game.activity.type;

import dev.morphia.annotations.Entity;
import corpus.nebula.game.activity.GameActivity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/activity/type/LoginRewardActivity.java
@Getter
@Entity
public class LoginRewardActivity extends GameActivity {
    private int actual;
    private int receive;
    private boolean complete;
    private long lastEpochDay;

    public LoginRewardActivity() {
    }
}
