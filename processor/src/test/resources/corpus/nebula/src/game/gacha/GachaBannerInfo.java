package corpus.nebula.game.gacha;

import dev.morphia.annotations.Entity;
import lombok.Getter;
import lombok.Setter;

// Melledy/Nebula: src/main/java/emu/nebula/game/gacha/GachaBannerInfo.java
@Getter
@Setter
@Entity(useDiscriminator = false)
public class GachaBannerInfo {
    private int id;
    private int total;
    private boolean usedFirstTen;
    private boolean usedGuarantee;

    public record GachaBannerDraft(int total, boolean usedFirstTen, boolean usedGuarantee) {
    }

    public GachaBannerInfo() {
    }
}
