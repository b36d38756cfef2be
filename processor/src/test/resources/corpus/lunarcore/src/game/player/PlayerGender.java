package corpus.lunarcore.game.player;

import dev.morphia.annotations.Entity;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/player/PlayerGender.java
@Entity(useDiscriminator = false)
public enum PlayerGender {
    GENDER_NONE, GENDER_MAN, GENDER_WOMAN;
}
