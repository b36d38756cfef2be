package corpus.nebula.game.ban;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.database.GameDatabaseObject;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/ban/BanInfo.java
@Getter
@Entity(value = "bans", useDiscriminator = false)
public class BanInfo implements GameDatabaseObject {
    @Id
    private String id;
    private int playerUid;
    private long startTime;
    private long endTime;
    private String reason;
    private String bannedBy;
    private String ipAddress;

    public BanInfo() {
    }
}
