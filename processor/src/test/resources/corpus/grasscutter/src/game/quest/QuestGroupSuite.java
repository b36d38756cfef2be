package corpus.grasscutter.game.quest;

import dev.morphia.annotations.Entity;
import lombok.*;
import lombok.experimental.FieldDefaults;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/quest/QuestGroupSuite.java
@Entity
@Data
@Builder(builderMethodName = "of")
@FieldDefaults(level = AccessLevel.PRIVATE)
public class QuestGroupSuite {
    int scene;
    int group;
    int suite;
}
