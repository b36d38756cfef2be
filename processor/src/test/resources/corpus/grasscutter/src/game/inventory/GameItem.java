package corpus.grasscutter.game.inventory;

import dev.morphia.annotations.*;
import corpus.grasscutter.data.excels.ItemData;
import corpus.grasscutter.game.entity.EntityWeapon;
import java.util.*;
import lombok.*;
import org.bson.types.ObjectId;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/inventory/GameItem.java
@Entity(value = "items", useDiscriminator = false)
public class GameItem {
    @Id
    private ObjectId id;
    @Indexed
    private int ownerId;
    @Getter
    @Setter
    private int itemId;
    @Getter
    @Setter
    private int count;
    @Transient
    @Getter
    private long guid;
    @Transient
    @Getter
    @Setter
    private ItemData itemData;
    @Getter
    @Setter
    private int level;
    @Getter
    @Setter
    private int exp;
    @Getter
    @Setter
    private int totalExp;
    @Getter
    @Setter
    private int promoteLevel;
    @Getter
    @Setter
    private boolean locked;
    @Getter
    private List<Integer> affixes;
    @Getter
    @Setter
    private int refinement;
    @Getter
    @Setter
    private int mainPropId;
    @Getter
    private List<Integer> appendPropIdList;
    @Getter
    @Setter
    private int equipCharacter;
    @Transient
    @Getter
    @Setter
    private EntityWeapon weaponEntity;
    @Transient
    @Getter
    private boolean newItem;

    public GameItem() {
    }
}
