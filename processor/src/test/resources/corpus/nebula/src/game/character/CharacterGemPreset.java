package corpus.nebula.game.character;

import dev.morphia.annotations.Entity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/character/CharacterGemPreset.java
@Getter
@Entity(useDiscriminator = false)
public class CharacterGemPreset {
    private String name;
    private int[] gems;

    public CharacterGemPreset() {
    }
}
