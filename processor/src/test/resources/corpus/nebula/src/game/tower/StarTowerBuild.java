package corpus.nebula.game.tower;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.inventory.ItemParamMap;
import corpus.nebula.lib.fastutil.IntSet;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/tower/StarTowerBuild.java
@Getter
@Entity(value = "builds", useDiscriminator = false)
public class StarTowerBuild implements GameDatabaseObject {
    @Id
    private int uid;
    @Indexed
    private int playerUid;
    private String name;
    private boolean lock;
    private boolean preference;
    private int score;
    private int[] charIds;
    private int[] discIds;
    private ItemParamMap charPots;
    private ItemParamMap potentials;
    private ItemParamMap subNoteSkills;
    private IntSet secondarySkills;

    public StarTowerBuild() {
    }
}
