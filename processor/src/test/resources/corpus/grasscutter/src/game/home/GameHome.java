package corpus.grasscutter.game.home;

import dev.morphia.annotations.*;
import corpus.grasscutter.Grasscutter;
import corpus.grasscutter.game.player.Player;
import java.util.*;
import java.util.concurrent.ConcurrentHashMap;
import lombok.AccessLevel;
import lombok.Builder;
import lombok.Data;
import lombok.experimental.FieldDefaults;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/home/GameHome.java
@Entity(value = "homes", useDiscriminator = false)
@Data
@FieldDefaults(level = AccessLevel.PRIVATE)
@Builder(builderMethodName = "of")
public class GameHome {
    @Id
    String id;
    @Indexed(options = @IndexOptions(unique = true))
    long ownerUid;
    @Transient
    Player player;
    int level;
    int exp;
    int lastUpdatedTime;
    int nextUpdateTime;
    int storedCoin;
    int storedFetterExp;
    List<FurnitureMakeSlotItem> furnitureMakeSlotItemList;
    ConcurrentHashMap<Integer, HomeSceneItem> sceneMap;
    ConcurrentHashMap<Integer, HomeSceneItem> mainHouseMap;
    Set<Integer> unlockedHomeBgmList;
    int enterHomeOption;
    Map<Integer, Set<Integer>> finishedTalkIdMap;
    Set<Integer> finishedRewardEventIdSet;
}
