package corpus.grasscutter.game.achievement;

import dev.morphia.annotations.*;
import corpus.grasscutter.Grasscutter;
import corpus.grasscutter.game.player.Player;
import java.util.*;
import lombok.*;
import org.bson.types.ObjectId;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/achievement/Achievements.java
@Entity("achievements")
@Data
@Builder(builderMethodName = "of")
public class Achievements {
    @Id
    private ObjectId id;
    private int uid;
    @Transient
    private Player player;
    private Map<Integer, Achievement> achievementList;
    @Getter
    private int finishedAchievementNum;
    private List<Integer> takenGoalRewardIdList;
}
