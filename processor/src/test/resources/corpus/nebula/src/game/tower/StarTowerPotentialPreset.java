package corpus.nebula.game.tower;

import java.util.HashMap;
import java.util.LinkedHashMap;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/tower/StarTowerPotentialPreset.java
@Getter
@Entity(value = "presets", useDiscriminator = false)
public class StarTowerPotentialPreset implements GameDatabaseObject {
    @Id
    private int uid;
    @Indexed
    private int playerUid;
    private String name;
    private boolean preference;
    private long timestamp;
    private LinkedHashMap<Integer, HashMap<Integer, Integer>> charPotentials;

    public StarTowerPotentialPreset() {
    }
}
