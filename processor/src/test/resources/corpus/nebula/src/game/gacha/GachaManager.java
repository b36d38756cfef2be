package corpus.nebula.game.gacha;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.player.PlayerManager;
import lombok.Getter;
import java.util.Map;
import java.util.Set;

// Melledy/Nebula: src/main/java/emu/nebula/game/gacha/GachaManager.java
@Getter
@Entity(value = "gacha", useDiscriminator = false)
public class GachaManager extends PlayerManager implements GameDatabaseObject {
        private static final String PATH_BANNERS = "banners.";
        private static final String PATH_PITY_STATES = "pityStates.";
        private static final String PATH_NEWBIE_STATES = "newbieStates.";
        private static final int HISTORY_SAVE_RETRIES = 2;
    @Id
    private int uid;
    private Map<Integer, GachaBannerInfo> banners;
    private Map<Integer, GachaPityState> pityStates;
    private Map<Integer, NewbieGachaState> newbieStates;
    private transient Set<Integer> lockedNewbieObtainIds;

    public GachaManager() {
    }
}
