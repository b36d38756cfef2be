package corpus.grasscutter.game.player;

import dev.morphia.annotations.*;
import corpus.grasscutter.Grasscutter;
import corpus.grasscutter.game.quest.*;
import corpus.grasscutter.lib.fastutil.*;
import java.util.Map;
import lombok.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/player/PlayerProgress.java
@Getter
@Entity
public class PlayerProgress {
    @Setter
    @Transient
    private Player player;
    private Map<Integer, ItemEntry> itemHistory;
    private IntArrayList completedDungeons;
    private Map<String, Integer> questProgressCountMap;
    private Map<Integer, ItemGiveRecord> itemGivings;
    private Map<Integer, BargainRecord> bargains;

    @Entity
    @NoArgsConstructor
    public static class ItemEntry {
        @Getter
        private int itemId;
        @Getter
        @Setter
        private int obtainedCount;
    }

    public PlayerProgress() {
    }
}
