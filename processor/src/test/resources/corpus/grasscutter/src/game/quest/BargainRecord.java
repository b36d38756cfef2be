package corpus.grasscutter.game.quest;

import dev.morphia.annotations.Entity;
import corpus.grasscutter.net.proto.BargainResultTypeOuterClass.BargainResultType;
import lombok.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/quest/BargainRecord.java
@Data
@Entity
@Builder
public final class BargainRecord {
    private int bargainId;
    private int lowestPrice;
    private int expectedPrice;
    private int currentMood;
    private boolean finished;
    private BargainResultType result;
}
