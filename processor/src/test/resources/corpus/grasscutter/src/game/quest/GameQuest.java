package corpus.grasscutter.game.quest;

import dev.morphia.annotations.*;
import corpus.grasscutter.game.quest.enums.*;
import corpus.grasscutter.data.excels.TriggerExcelConfigData;
import corpus.grasscutter.data.excels.quest.QuestData;
import java.util.*;
import javax.script.Bindings;
import lombok.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/quest/GameQuest.java
@Entity
public class GameQuest {
    @Transient
    @Getter
    @Setter
    private GameMainQuest mainQuest;
    @Transient
    @Getter
    private QuestData questData;
    @Getter
    private int subQuestId;
    @Getter
    private int mainQuestId;
    @Getter
    @Setter
    public QuestState state;
    @Getter
    @Setter
    private int startTime;
    @Getter
    @Setter
    private int acceptTime;
    @Getter
    @Setter
    private int finishTime;
    @Getter
    @Setter
    private long startGameDay;
    @Getter
    private int[] finishProgressList;
    @Getter
    private int[] failProgressList;
    @Transient
    @Getter
    private Map<String, TriggerExcelConfigData> triggerData;
    @Getter
    private Map<String, Boolean> triggers;
    private transient Bindings bindings;

    public GameQuest() {
    }
}
