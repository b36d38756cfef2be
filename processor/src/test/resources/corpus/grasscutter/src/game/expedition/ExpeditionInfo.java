package corpus.grasscutter.game.expedition;

import dev.morphia.annotations.Entity;
import lombok.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/expedition/ExpeditionInfo.java
@Entity
@Getter
@Setter
public class ExpeditionInfo {
    private int state;
    private int expId;
    private int hourTime;
    private int startTime;
}
