package corpus.nebula.game.inventory;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.Nebula;
import corpus.nebula.data.resources.*;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.player.PlayerManager;
import corpus.nebula.util.ints.String2IntMap;
import corpus.nebula.lib.fastutil.IntSet;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/inventory/Inventory.java
@Getter
@Entity(value = "inventory", useDiscriminator = false)
public class Inventory extends PlayerManager implements GameDatabaseObject {
    @Id
    private int uid;
    private ItemParamMap items;
    private ItemParamMap resources;
    private IntSet extraSkins;
    private IntSet headIcons;
    private IntSet titles;
    private IntSet honorList;
    private ItemParamMap shopBuyCount;
    private String2IntMap mallBuyCount;
    private String2IntMap mallPackageBuyCount;
    private String2IntMap gemMaidenClaimed;
    private String2IntMap monthlyCardBuyCount;

    public Inventory() {
    }
}
