package corpus.lunarcore.server.game;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.lunarcore.LunarCore;
import corpus.lunarcore.database.AccountDatabaseOnly;
import lombok.Getter;
import lombok.Setter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/server/game/RegionInfo.java
@Getter
@AccountDatabaseOnly
@Entity(value = "regions", useDiscriminator = false)
public class RegionInfo {
    @Id
    private String id;
    private String name;
    private String desc;
    private String gateAddress;
    @Setter
    private boolean up;

    public RegionInfo() {
    }
}
