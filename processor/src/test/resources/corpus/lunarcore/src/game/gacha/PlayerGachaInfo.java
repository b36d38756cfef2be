package corpus.lunarcore.game.gacha;

import dev.morphia.annotations.Entity;
import lombok.Getter;
import lombok.Setter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/gacha/PlayerGachaInfo.java
@Getter
@Entity(useDiscriminator = false)
public class PlayerGachaInfo {
    private PlayerGachaBannerInfo standardBanner;
    private PlayerGachaBannerInfo eventCharacterBanner;
    private PlayerGachaBannerInfo eventWeaponBanner;
    private int ceilingNum;
    @Setter
    private boolean ceilingClaimed;

    public PlayerGachaInfo() {
    }
}
