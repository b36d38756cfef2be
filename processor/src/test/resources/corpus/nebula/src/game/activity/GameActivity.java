package corpus.nebula.game.activity;

import dev.morphia.annotations.Entity;
import corpus.nebula.Nebula;
import corpus.nebula.data.resources.ActivityDef;
import lombok.Getter;
import lombok.Setter;

// Melledy/Nebula: src/main/java/emu/nebula/game/activity/GameActivity.java
@Getter
@Entity(useDiscriminator = true)
public abstract class GameActivity {
    private int id;
    @Setter
    private transient ActivityManager manager;
    @Setter
    private transient ActivityDef data;

    public GameActivity() {
    }
}
