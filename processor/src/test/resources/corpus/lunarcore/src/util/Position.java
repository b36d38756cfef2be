package corpus.lunarcore.util;

import dev.morphia.annotations.Entity;

// Melledy/LunarCore: src/main/java/emu/lunarcore/util/Position.java
@Entity(useDiscriminator = false)
public class Position {
    private int x;
    private int y;
    private int z;

    public Position() {
    }
}
