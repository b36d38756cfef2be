package corpus.grasscutter.game.quest;

import dev.morphia.annotations.*;
import corpus.grasscutter.Grasscutter;
import corpus.grasscutter.game.player.Player;
import java.util.*;
import corpus.grasscutter.data.binout.MainQuestData.TalkData;
import corpus.grasscutter.game.quest.enums.*;
import lombok.*;
import org.bson.types.ObjectId;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/quest/GameMainQuest.java
@Entity(value = "quests", useDiscriminator = false)
public class GameMainQuest {
    @Id
    private ObjectId id;
    @Indexed
    @Getter
    private int ownerUid;
    @Transient
    @Getter
    private Player owner;
    @Transient
    @Getter
    private QuestManager questManager;
    @Getter
    private Map<Integer, GameQuest> childQuests;
    @Getter
    private int parentQuestId;
    @Getter
    private int[] questVars;
    @Getter
    private long[] timeVar;
    @Getter
    private ParentQuestState state;
    @Getter
    private boolean isFinished;
    @Getter
    List<QuestGroupSuite> questGroupSuites;
    @Getter
    int[] suggestTrackMainQuestList;
    @Getter
    private Map<Integer, TalkData> talks;

    public GameMainQuest() {
    }
}
