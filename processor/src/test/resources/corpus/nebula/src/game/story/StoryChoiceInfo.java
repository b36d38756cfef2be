package corpus.nebula.game.story;

import dev.morphia.annotations.Entity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/story/StoryChoiceInfo.java
@Getter
@Entity(useDiscriminator = false)
public class StoryChoiceInfo {
    private int group;
    private int value;

    public StoryChoiceInfo() {
    }
}
