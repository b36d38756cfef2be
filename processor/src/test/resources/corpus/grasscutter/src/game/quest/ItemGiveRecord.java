package corpus.grasscutter.game.quest;

import dev.morphia.annotations.Entity;
import java.util.*;
import lombok.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/quest/ItemGiveRecord.java
@Data
@Entity
@Builder
public final class ItemGiveRecord {
    private int givingId;
    private int configId;
    private int groupId;
    private int lastGroupId;
    private boolean finished;
    private Map<Integer, Integer> givenItems;
}
