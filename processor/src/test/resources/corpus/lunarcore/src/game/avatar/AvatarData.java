package corpus.lunarcore.game.avatar;

import dev.morphia.annotations.Entity;
import corpus.lunarcore.lib.fastutil.Int2IntMap;
import lombok.Getter;
import lombok.Setter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/avatar/AvatarData.java
@Entity(useDiscriminator = false)
public class AvatarData {
    @Getter
    @Setter
    private int rank;
    @Getter
    private Int2IntMap skills;

    public AvatarData() {
    }
}
