package corpus.grasscutter.game.activity.musicgame;

import dev.morphia.annotations.*;
import java.util.*;
import lombok.*;
import lombok.experimental.FieldDefaults;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/activity/musicgame/MusicGameBeatmap.java
@Entity("music_game_beatmaps")
@Data
@FieldDefaults(level = AccessLevel.PRIVATE)
@Builder(builderMethodName = "of")
public class MusicGameBeatmap {
    @Id
    long musicShareId;
    int authorUid;
    int musicId;
    int musicNoteCount;
    int savePosition;
    int maxScore;
    int createTime;
    List<List<BeatmapNote>> beatmap;

    @Data
    @FieldDefaults(level = AccessLevel.PRIVATE)
    @Builder(builderMethodName = "of")
    @Entity
    public static class BeatmapNote {
        int startTime;
        int endTime;
    }
}
