package corpus.lunarcore.game.inventory;

import dev.morphia.annotations.Entity;
import lombok.Getter;
import lombok.Setter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/inventory/GameItemSubAffix.java
@Getter
@Entity(useDiscriminator = false)
public class GameItemSubAffix implements Comparable<GameItemSubAffix> {
    private int id;
    @Setter
    private int count;
    @Setter
    private int step;

    public GameItemSubAffix() {
    }

    // the order the game sorts affixes in is not part of the model
    @Override
    public int compareTo(GameItemSubAffix other) {
        return 0;
    }
}
