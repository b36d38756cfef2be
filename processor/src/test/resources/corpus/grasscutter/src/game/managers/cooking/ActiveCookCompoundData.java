package corpus.grasscutter.game.managers.cooking;

import dev.morphia.annotations.Entity;
import lombok.Getter;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/managers/cooking/ActiveCookCompoundData.java
@Entity
public class ActiveCookCompoundData {
    private int costTime;
    @Getter
    private int compoundId;
    @Getter
    private int totalCount;
    private int startTime;

    protected ActiveCookCompoundData() {
    }
}
