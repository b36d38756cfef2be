package corpus.grasscutter.game.world;

import corpus.grasscutter.lib.gson.SerializedName;
import dev.morphia.annotations.Entity;
import java.io.Serializable;
import lombok.*;
import lombok.experimental.Accessors;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/world/Position.java
@Entity
@Accessors(chain = true)
public class Position implements Serializable {
        private static final long serialVersionUID = -2001232313615923575L;
    @SerializedName(value = "x", alternate = {"_x", "X"})
    @Getter
    @Setter
    private float x;
    @SerializedName(value = "y", alternate = {"_y", "Y"})
    @Getter
    @Setter
    private float y;
    @SerializedName(value = "z", alternate = {"_z", "Z"})
    @Getter
    @Setter
    private float z;

    public Position() {
    }
}
