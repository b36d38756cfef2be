package corpus.nebula.game.character;

import dev.morphia.annotations.Entity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/character/CharacterChat.java
@Getter
@Entity(useDiscriminator = false)
public class CharacterChat {
    private int id;
    private int process;
    private boolean end;
    private int[] options;

    public CharacterChat() {
    }
}
