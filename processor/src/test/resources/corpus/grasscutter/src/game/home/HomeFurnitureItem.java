package corpus.grasscutter.game.home;

import dev.morphia.annotations.Entity;
import corpus.grasscutter.game.world.Position;
import lombok.*;
import lombok.experimental.FieldDefaults;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/home/HomeFurnitureItem.java
@Entity
@Data
@FieldDefaults(level = AccessLevel.PRIVATE)
@Builder(builderMethodName = "of")
public class HomeFurnitureItem implements HomeMarkPointProtoFactory {
        public static final int PAIMON_FURNITURE_ID = 368134;
        public static final int TELEPORT_FURNITURE_ID = 373501;
    int furnitureId;
    int guid;
    int parentFurnitureIndex;
    Position spawnPos;
    Position spawnRot;
    int version;
}
