package corpus.grasscutter.game.city;

import dev.morphia.annotations.Entity;
import lombok.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/city/CityInfoData.java
@Entity
public class CityInfoData {
    @Getter
    @Setter
    private int cityId;
    @Getter
    @Setter
    private int level;
    @Getter
    @Setter
    private int numCrystal;

    protected CityInfoData() {
    }
}
