package corpus.grasscutter.game.home;

import dev.morphia.annotations.Entity;
import corpus.grasscutter.game.world.Position;
import lombok.AccessLevel;
import lombok.Builder;
import lombok.Data;
import lombok.experimental.FieldDefaults;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/home/HomeNPCItem.java
@Entity
@Data
@FieldDefaults(level = AccessLevel.PRIVATE)
@Builder(builderMethodName = "of")
public class HomeNPCItem implements HomeMarkPointProtoFactory {
    transient int furnitureId;
    int avatarId;
    Position spawnPos;
    Position spawnRot;
    int costumeId;
}
