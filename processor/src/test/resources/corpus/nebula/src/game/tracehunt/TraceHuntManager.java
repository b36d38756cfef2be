package corpus.nebula.game.tracehunt;

import java.util.List;
import java.util.Map;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.player.PlayerManager;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/tracehunt/TraceHuntManager.java
@Getter
@Entity(value = "trace_hunts", useDiscriminator = false)
public class TraceHuntManager extends PlayerManager implements GameDatabaseObject {
    @Id
    private int uid;
    private int controlId;
    private int level;
    private int exp;
    private int traceRequests;
    private int dailyRequestProgress;
    private int dailyRequests;
    private int huntPermits;
    private int dailyPermitProgress;
    private int dailyPermits;
    private int bossId;
    private long bossCreateTime;
    private int traceProgress;
    private int huntProgress;
    private int huntCount;
    private int assistCount;
    private List<TraceHuntLog> traceLogs;
    private List<TraceHuntLog> huntLogs;
    private transient int huntPlayerUid;
    private transient int huntBossId;
    private long buildId;
    private Map<Integer, TraceHuntBoss> bosses;

    public TraceHuntManager() {
    }
}
