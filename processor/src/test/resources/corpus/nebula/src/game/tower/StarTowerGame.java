package corpus.nebula.game.tower;

import dev.morphia.annotations.Entity;
import corpus.nebula.data.resources.StarTowerDef;
import corpus.nebula.game.inventory.ItemParamMap;
import corpus.nebula.game.tower.room.StarTowerBaseRoom;
import corpus.nebula.lib.fastutil.IntSet;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/tower/StarTowerGame.java
@Getter
@Entity(useDiscriminator = false)
public class StarTowerGame {
    private transient StarTowerManager manager;
    private transient StarTowerDef data;
    private int id;
    private int floorCount;
    private int stageNum;
    private int stageFloor;
    private StarTowerBaseRoom room;
    private int formationId;
    private int buildId;
    private int teamLevel;
    private int teamExp;
    private int nextLevelExp;
    private int charHp;
    private int battleTime;
    private int[] charIds;
    private int[] discIds;
    private int pendingPotentialCases;
    private int pendingRarePotentialCases;
    private boolean completed;
    private ItemParamMap items;
    private ItemParamMap res;
    private ItemParamMap potentials;
    private IntSet secondarySkills;
    private StarTowerModifiers modifiers;
    private transient StarTowerBuild build;
    private transient ItemParamMap newInfos;
    private transient ItemParamMap rarePotentialCount;

    public StarTowerGame() {
    }
}
