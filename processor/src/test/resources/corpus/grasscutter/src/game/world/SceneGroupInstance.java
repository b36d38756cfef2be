package corpus.grasscutter.game.world;

import dev.morphia.annotations.*;
import corpus.grasscutter.scripts.data.SceneGroup;
import java.util.*;
import lombok.*;
import org.bson.types.ObjectId;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/world/SceneGroupInstance.java
@Entity(value = "group_instances", useDiscriminator = false)
public final class SceneGroupInstance {
    @Id
    private ObjectId id;
    @Indexed
    private int ownerUid;
    @Getter
    private int groupId;
    @Getter
    private transient SceneGroup luaGroup;
    @Getter
    @Setter
    private int targetSuiteId;
    @Getter
    @Setter
    private int activeSuiteId;
    @Getter
    private Set<Integer> deadEntities;
    private boolean isCached;
    @Getter
    private Map<Integer, Integer> cachedGadgetStates;
    @Getter
    private Map<String, Integer> cachedVariables;
    @Getter
    @Setter
    private int lastTimeRefreshed;

    SceneGroupInstance() {
    }
}
