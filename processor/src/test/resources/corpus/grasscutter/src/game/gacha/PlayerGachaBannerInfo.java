package corpus.grasscutter.game.gacha;

import dev.morphia.annotations.Entity;
import lombok.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/gacha/PlayerGachaBannerInfo.java
@Entity
public class PlayerGachaBannerInfo {
    @Getter
    @Setter
    private int totalPulls;
    @Getter
    @Setter
    private int pity5;
    @Getter
    @Setter
    private int pity4;
    private int failedFeaturedItemPulls;
    private int failedFeatured4ItemPulls;
    private int pity5Pool1;
    private int pity5Pool2;
    private int pity4Pool1;
    private int pity4Pool2;
    @Getter
    @Setter
    private int failedChosenItemPulls;
    @Getter
    @Setter
    private int wishItemId;
}
