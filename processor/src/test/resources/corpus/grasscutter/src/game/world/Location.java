package corpus.grasscutter.game.world;

import dev.morphia.annotations.*;
import lombok.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/world/Location.java
@Entity
public class Location extends Position {
    @Transient
    @Getter
    @Setter
    private Scene scene;

    protected Location() {
    }
}
