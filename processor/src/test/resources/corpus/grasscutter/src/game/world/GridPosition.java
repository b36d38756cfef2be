package corpus.grasscutter.game.world;

import dev.morphia.annotations.Entity;
import java.io.*;
import lombok.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/world/GridPosition.java
@Entity
public final class GridPosition implements Serializable {
        private static final long serialVersionUID = -2001232300615923575L;
    @Getter
    @Setter
    private int x;
    @Getter
    @Setter
    private int z;
    @Getter
    @Setter
    private int width;

    public GridPosition() {
    }
}
