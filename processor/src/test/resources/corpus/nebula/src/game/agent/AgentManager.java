package corpus.nebula.game.agent;

import java.util.Map;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.player.PlayerManager;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/agent/AgentManager.java
@Getter
@Entity(value = "agents", useDiscriminator = false)
public class AgentManager extends PlayerManager implements GameDatabaseObject {
    @Id
    private int uid;
    private Map<Integer, Agent> agents;

    public AgentManager() {
    }
}
