package corpus.grasscutter.game.home.suite;

import dev.morphia.annotations.Entity;
import corpus.grasscutter.game.home.HomeMarkPointProtoFactory;
import corpus.grasscutter.game.world.Position;
import java.util.List;
import lombok.AccessLevel;
import lombok.Builder;
import lombok.Getter;
import lombok.experimental.FieldDefaults;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/home/suite/HomeSuiteItem.java
@Entity
@Builder(builderMethodName = "of")
@Getter
@FieldDefaults(level = AccessLevel.PRIVATE)
public class HomeSuiteItem implements HomeMarkPointProtoFactory {
        public static final int SUITE_FURNITURE_ID = 377101;
    int guid;
    int suiteId;
    Position pos;
    List<Integer> includedFurnitureIndexList;
    boolean isAllowSummon;
}
