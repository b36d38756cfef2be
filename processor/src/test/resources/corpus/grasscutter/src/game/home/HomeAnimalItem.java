package corpus.grasscutter.game.home;

import dev.morphia.annotations.Entity;
import corpus.grasscutter.game.world.Position;
import lombok.*;
import lombok.experimental.FieldDefaults;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/home/HomeAnimalItem.java
@Entity
@Data
@FieldDefaults(level = AccessLevel.PRIVATE)
@Builder(builderMethodName = "of")
public class HomeAnimalItem {
    int furnitureId;
    Position spawnPos;
    Position spawnRot;
}
