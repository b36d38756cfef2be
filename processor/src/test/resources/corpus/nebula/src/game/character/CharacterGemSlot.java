package corpus.nebula.game.character;

import java.util.List;
import dev.morphia.annotations.Entity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/character/CharacterGemSlot.java
@Getter
@Entity(useDiscriminator = false)
public class CharacterGemSlot {
    private int id;
    private List<CharacterGem> gems;

    public CharacterGemSlot() {
    }
}
