package corpus.grasscutter.game.player;

import dev.morphia.annotations.Entity;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/player/PlayerBirthday.java
@Entity
public class PlayerBirthday {
    private int day;
    private int month;

    public PlayerBirthday() {
    }
}
