package corpus.grasscutter.game.home;

import dev.morphia.annotations.*;
import lombok.*;
import lombok.experimental.FieldDefaults;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/home/FurnitureMakeSlotItem.java
@Entity
@Data
@FieldDefaults(level = AccessLevel.PRIVATE)
@Builder(builderMethodName = "of")
public class FurnitureMakeSlotItem {
    @Id
    int index;
    int makeId;
    int avatarId;
    int beginTime;
    int durTime;
}
