package corpus.lunarcore.game.inventory;

import java.util.List;
import org.bson.types.ObjectId;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.lunarcore.LunarCore;
import corpus.lunarcore.data.excel.ItemExcel;
import lombok.Getter;
import lombok.Setter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/inventory/GameItem.java
@Getter
@Entity(value = "items", useDiscriminator = false)
public class GameItem {
    @Id
    private ObjectId id;
    @Indexed
    private int ownerUid;
    private transient int internalUid;
    private transient ItemExcel excel;
    private int itemId;
    private int count;
    @Setter
    private int level;
    @Setter
    private int exp;
    @Setter
    private int totalExp;
    @Setter
    private int promotion;
    @Setter
    private int rank;
    @Setter
    private boolean locked;
    @Setter
    private boolean discarded;
    @Setter
    private int mainAffix;
    private List<GameItemSubAffix> subAffixes;
    private int equipAvatar;

    public GameItem() {
    }
}
