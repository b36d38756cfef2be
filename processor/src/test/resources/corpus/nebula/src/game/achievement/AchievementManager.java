package corpus.nebula.game.achievement;

import java.util.Map;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.player.PlayerManager;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/achievement/AchievementManager.java
@Getter
@Entity(value = "achievements", useDiscriminator = false)
public class AchievementManager extends PlayerManager implements GameDatabaseObject {
    @Id
    private int uid;
    private Map<Integer, GameAchievement> achievements;
    private transient boolean queueSave;
    private transient boolean hasCompleted;

    public AchievementManager() {
    }
}
