package corpus.nebula.game.character;

import java.util.List;
import org.bson.types.ObjectId;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.nebula.Nebula;
import corpus.nebula.data.resources.CharacterDef;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.player.Player;
import corpus.nebula.util.Bitset;
import corpus.nebula.lib.fastutil.IntSet;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/character/GameCharacter.java
@Getter
@Entity(value = "characters", useDiscriminator = false)
public class GameCharacter implements GameDatabaseObject {
    @Id
    private ObjectId uid;
    @Indexed
    private int playerUid;
    private transient CharacterDef data;
    private transient Player player;
    private int charId;
    private int advance;
    private int level;
    private int exp;
    private boolean favorite;
    private int affinityLevel;
    private int affinityExp;
    private int skin;
    private int[] skills;
    private Bitset talents;
    private long createTime;
    private IntSet archives;
    private IntSet plots;
    private int gemPresetIndex;
    private List<CharacterGemPreset> gemPresets;
    private CharacterGemSlot[] gemSlots;
    private CharacterContact contact;

    public GameCharacter() {
    }
}
