package corpus.nebula.game.activity;

import java.util.Map;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.activity.type.*;
import corpus.nebula.game.player.PlayerManager;
import lombok.Getter;
import lombok.Setter;

// Melledy/Nebula: src/main/java/emu/nebula/game/activity/ActivityManager.java
@Getter
@Entity(value = "activity", useDiscriminator = false)
public class ActivityManager extends PlayerManager implements GameDatabaseObject {
    @Id
    private int uid;
    private Map<Integer, GameActivity> activities;
    @Setter
    private transient boolean queueSave;

    public ActivityManager() {
    }
}
