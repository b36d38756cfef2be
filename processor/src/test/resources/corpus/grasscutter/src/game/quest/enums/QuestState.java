package corpus.grasscutter.game.quest.enums;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/quest/enums/QuestState.java
public enum QuestState {
    QUEST_STATE_NONE, QUEST_STATE_UNSTARTED, QUEST_STATE_UNFINISHED, QUEST_STATE_FINISHED, QUEST_STATE_FAILED,
    NONE, UNSTARTED, UNFINISHED, FINISHED, FAILED
}
