package corpus.lunarcore.game.avatar;

import org.bson.types.ObjectId;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.lunarcore.LunarCore;
import corpus.lunarcore.data.excel.AvatarExcel;
import corpus.lunarcore.game.inventory.GameItem;
import corpus.lunarcore.game.player.Player;
import corpus.lunarcore.game.scene.entity.GameEntity;
import corpus.lunarcore.lib.fastutil.*;
import lombok.AccessLevel;
import lombok.Getter;
import lombok.Setter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/avatar/GameAvatar.java
@Getter
@Entity(value = "avatars", useDiscriminator = false)
public class GameAvatar implements GameEntity {
    @Id
    private ObjectId id;
    @Indexed
    @Getter
    private int ownerUid;
    private transient Player owner;
    private transient AvatarExcel excel;
    private int avatarId;
    private AvatarData data;
    @Setter
    private int level;
    @Setter
    private int exp;
    @Setter
    private int promotion;
    private int rewards;
    private long timestamp;
    @Getter(AccessLevel.NONE)
    private int currentHp;
    @Getter(AccessLevel.NONE)
    private int currentSp;
    @Getter(AccessLevel.NONE)
    private int extraLineupHp;
    @Getter(AccessLevel.NONE)
    private int extraLineupSp;
    private transient int entityId;
    private transient Int2ObjectMap<GameItem> equips;
    private transient Int2LongMap buffs;
    private transient AvatarHeroPath heroPath;

    public GameAvatar() {
    }
}
