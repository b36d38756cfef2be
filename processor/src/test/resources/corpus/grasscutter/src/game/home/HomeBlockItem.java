package corpus.grasscutter.game.home;

import dev.morphia.annotations.*;
import corpus.grasscutter.game.home.suite.HomeSuiteItem;
import java.util.*;
import lombok.*;
import lombok.experimental.FieldDefaults;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/home/HomeBlockItem.java
@Entity
@Data
@Builder(builderMethodName = "of")
@FieldDefaults(level = AccessLevel.PRIVATE)
public class HomeBlockItem {
    @Id
    int blockId;
    boolean unlocked;
    List<HomeFurnitureItem> deployFurnitureList;
    List<HomeFurnitureItem> persistentFurnitureList;
    List<HomeAnimalItem> deployAnimalList;
    List<HomeNPCItem> deployNPCList;
    List<HomeSuiteItem> suiteList;
}
