package corpus.nebula.game.story;

import java.util.List;
import dev.morphia.annotations.Entity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/story/StoryOptionLog.java
@Getter
@Entity(useDiscriminator = false)
public class StoryOptionLog {
    private List<StoryChoiceInfo> major;
    private List<StoryChoiceInfo> personality;

    public StoryOptionLog() {
    }
}
