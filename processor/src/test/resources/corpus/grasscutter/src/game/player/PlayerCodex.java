package corpus.grasscutter.game.player;

import dev.morphia.annotations.*;
import corpus.grasscutter.game.entity.*;
import java.util.*;
import lombok.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/player/PlayerCodex.java
@Entity
public class PlayerCodex {
    @Transient
    private Player player;
    @Getter
    private Set<Integer> unlockedWeapon;
    @Getter
    private Map<Integer, Integer> unlockedAnimal;
    @Getter
    private Set<Integer> unlockedMaterial;
    @Getter
    private Set<Integer> unlockedBook;
    @Getter
    private Set<Integer> unlockedTip;
    @Getter
    private Set<Integer> unlockedView;
    @Getter
    private Set<Integer> unlockedReliquary;
    @Getter
    private Set<Integer> unlockedReliquarySuitCodex;

    public PlayerCodex() {
    }
}
