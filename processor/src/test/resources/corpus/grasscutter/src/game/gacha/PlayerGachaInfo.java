package corpus.grasscutter.game.gacha;

import dev.morphia.annotations.Entity;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/gacha/PlayerGachaInfo.java
@Entity
public class PlayerGachaInfo {
    private PlayerGachaBannerInfo standardBanner;
    private PlayerGachaBannerInfo beginnerBanner;
    private PlayerGachaBannerInfo eventCharacterBanner;
    private PlayerGachaBannerInfo eventWeaponBanner;

    public PlayerGachaInfo() {
    }
}
