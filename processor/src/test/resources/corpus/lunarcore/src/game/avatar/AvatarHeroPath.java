package corpus.lunarcore.game.avatar;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.lunarcore.LunarCore;
import corpus.lunarcore.data.excel.AvatarExcel;
import lombok.Getter;
import lombok.Setter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/avatar/AvatarHeroPath.java
@Getter
@Entity(value = "heroPaths", useDiscriminator = false)
public class AvatarHeroPath {
    @Id
    private int id;
    @Indexed
    private int ownerUid;
    private AvatarData data;
    @Setter
    private transient GameAvatar avatar;
    private transient AvatarExcel excel;

    public AvatarHeroPath() {
    }
}
