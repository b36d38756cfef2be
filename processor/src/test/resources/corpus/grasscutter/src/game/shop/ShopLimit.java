package corpus.grasscutter.game.shop;

import dev.morphia.annotations.Entity;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/shop/ShopLimit.java
@Entity
public class ShopLimit {
    private int shopGoodId;
    private int hasBought;
    private int hasBoughtInPeriod;
    private int nextRefreshTime;
}
