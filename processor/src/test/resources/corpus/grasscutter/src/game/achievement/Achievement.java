package corpus.grasscutter.game.achievement;

import dev.morphia.annotations.Entity;
import corpus.grasscutter.net.proto.AchievementOuterClass.Achievement.Status;
import lombok.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/achievement/Achievement.java
@Entity
@Getter
public class Achievement {
    @Setter
    private Status status;
    private int id;
    private int totalProgress;
    @Setter
    private int curProgress;
    @Setter
    private int finishTimestampSec;

    protected Achievement() {
    }
}
