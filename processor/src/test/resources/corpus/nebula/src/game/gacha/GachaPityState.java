package corpus.nebula.game.gacha;

import dev.morphia.annotations.Entity;
import lombok.Getter;
import lombok.Setter;

// Melledy/Nebula: src/main/java/emu/nebula/game/gacha/GachaPityState.java
@Getter
@Setter
@Entity(useDiscriminator = false)
public class GachaPityState {
    private int missTimesA;
    private int missTimesUpA;
    private int missTimesB;
    private boolean bGuaranteeDebt;

    public record GachaPityDraft(int missTimesA, int missTimesUpA, int missTimesB, boolean bGuaranteeDebt) {
    }
}
