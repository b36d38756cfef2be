package corpus.grasscutter.game.quest.enums;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/quest/enums/ParentQuestState.java
public enum ParentQuestState {
    PARENT_QUEST_STATE_NONE, PARENT_QUEST_STATE_FINISHED, PARENT_QUEST_STATE_FAILED, PARENT_QUEST_STATE_CANCELED
}
