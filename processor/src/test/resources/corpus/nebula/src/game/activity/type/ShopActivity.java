package corpus.nebula.game.activity.type;

import java.util.Map;
import dev.morphia.annotations.Entity;
import corpus.nebula.game.activity.GameActivity;
import corpus.nebula.game.inventory.ItemParamMap;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/activity/type/ShopActivity.java
@Getter
@Entity
public class ShopActivity extends GameActivity {
    private Map<Integer, ActivityShopInfo> shops;

    @Getter
    @Entity(useDiscriminator = false)
    public static class ActivityShopInfo {
        private ItemParamMap boughtGoods;

        public ActivityShopInfo() {
        }
    }

    public ShopActivity() {
    }
}
