package corpus.lunarcore.game.gacha;

import dev.morphia.annotations.Entity;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/gacha/PlayerGachaBannerInfo.java
@Entity(useDiscriminator = false)
public class PlayerGachaBannerInfo {
    private int pity5;
    private int pity4;
    private int failedFeaturedItemPulls;
}
