package corpus.nebula.game.character;

import dev.morphia.annotations.Entity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/character/CharacterGem.java
@Getter
@Entity(useDiscriminator = false)
public class CharacterGem {
    private boolean locked;
    private int[] attributes;
    private int[] overlock;
    private int[] alterAttributes;
    private int[] alterOverlock;

    public CharacterGem() {
    }
}
