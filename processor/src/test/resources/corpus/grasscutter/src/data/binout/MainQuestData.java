package corpus.grasscutter.data.binout;

import dev.morphia.annotations.Entity;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/data/binout/MainQuestData.java (only its nested TalkData, which a quest stores)
public class MainQuestData {

    @Entity
    public static class TalkData {
        private int id;
        private String heroTalk;

        public TalkData() {
        }
    }
}
