package corpus.nebula.game.story;

import java.util.Map;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.player.PlayerManager;
import corpus.nebula.lib.fastutil.Int2IntMap;
import corpus.nebula.lib.fastutil.IntSet;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/story/StoryManager.java
@Getter
@Entity(value = "story", useDiscriminator = false)
public class StoryManager extends PlayerManager implements GameDatabaseObject {
    @Id
    private int uid;
    private IntSet completedStories;
    private Int2IntMap completedSets;
    private IntSet evidences;
    private Map<Integer, StoryOptionLog> options;
    private transient int storyId;

    public StoryManager() {
    }
}
