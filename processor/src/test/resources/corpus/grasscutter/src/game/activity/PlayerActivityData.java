package corpus.grasscutter.game.activity;

import dev.morphia.annotations.*;
import corpus.grasscutter.game.player.Player;
import java.util.*;
import lombok.*;
import lombok.experimental.FieldDefaults;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/activity/PlayerActivityData.java
@Entity("activities")
@Data
@FieldDefaults(level = AccessLevel.PRIVATE)
@Builder(builderMethodName = "of")
public class PlayerActivityData {
    @Id
    String id;
    int uid;
    int activityId;
    Map<Integer, WatcherInfo> watcherInfoMap;
    String detail;
    @Transient
    Player player;
    @Transient
    ActivityHandler activityHandler;

    @Entity
    @Data
    @FieldDefaults(level = AccessLevel.PRIVATE)
    @Builder(builderMethodName = "of")
    public static class WatcherInfo {
        int watcherId;
        int totalProgress;
        int curProgress;
        boolean isTakenReward;
    }
}
