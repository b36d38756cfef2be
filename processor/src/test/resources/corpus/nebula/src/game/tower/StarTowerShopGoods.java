package corpus.nebula.game.tower;

import dev.morphia.annotations.Entity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/tower/StarTowerShopGoods.java
@Getter
@Entity(useDiscriminator = false)
public class StarTowerShopGoods {
    private int type;
    private int idx;
    private int goodsId;
    private int price;
    private int discount;
    private int charPos;
    private boolean sold;

    protected StarTowerShopGoods() {
    }
}
