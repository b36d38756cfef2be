package corpus.nebula.game.character;

import java.util.Map;
import dev.morphia.annotations.Entity;
import corpus.nebula.Nebula;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/character/CharacterContact.java
@Getter
@Entity(useDiscriminator = false)
public class CharacterContact {
    private transient GameCharacter character;
    private boolean top;
    private long triggerTime;
    private Map<Integer, CharacterChat> chats;

    public CharacterContact() {
    }
}
