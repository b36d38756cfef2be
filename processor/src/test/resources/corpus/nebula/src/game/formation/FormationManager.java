package corpus.nebula.game.formation;

import corpus.nebula.game.player.PlayerManager;
import java.util.Map;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/formation/FormationManager.java
@Getter
@Entity(value = "formations", useDiscriminator = false)
public class FormationManager extends PlayerManager implements GameDatabaseObject {
    @Id
    private int uid;
    private Map<Integer, Formation> formations;

    public FormationManager() {
    }
}
