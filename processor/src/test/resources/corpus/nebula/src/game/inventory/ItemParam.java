package corpus.nebula.game.inventory;

import corpus.nebula.lib.gson.SerializedName;
import dev.morphia.annotations.Entity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/inventory/ItemParam.java
@Getter
@Entity(useDiscriminator = false)
public class ItemParam {
    @SerializedName("Tid")
    public int id;
    @SerializedName("Qty")
    public int count;

    public ItemParam() {
    }
}
