package corpus.lunarcore.game.rogue;

import org.bson.types.ObjectId;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.lunarcore.LunarCore;
import lombok.Getter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/rogue/RogueTalentData.java
@Getter
@Entity(value = "rogueTalents", useDiscriminator = false)
public class RogueTalentData {
    @Id
    private ObjectId id;
    @Indexed
    private int ownerUid;
    private int talentId;

    public RogueTalentData() {
    }
}
