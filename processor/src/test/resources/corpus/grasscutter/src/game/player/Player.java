package corpus.grasscutter.game.player;

import dev.morphia.annotations.*;
import corpus.grasscutter.game.*;
import corpus.grasscutter.game.ability.AbilityManager;
import corpus.grasscutter.game.achievement.Achievements;
import corpus.grasscutter.game.activity.ActivityManager;
import corpus.grasscutter.game.avatar.*;
import corpus.grasscutter.game.battlepass.BattlePassManager;
import corpus.grasscutter.game.city.CityInfoData;
import corpus.grasscutter.game.expedition.ExpeditionInfo;
import corpus.grasscutter.game.friends.*;
import corpus.grasscutter.game.gacha.PlayerGachaInfo;
import corpus.grasscutter.game.home.*;
import corpus.grasscutter.game.inventory.*;
import corpus.grasscutter.game.mail.*;
import corpus.grasscutter.game.managers.*;
import corpus.grasscutter.game.managers.cooking.*;
import corpus.grasscutter.game.managers.deforestation.DeforestationManager;
import corpus.grasscutter.game.managers.energy.EnergyManager;
import corpus.grasscutter.game.managers.forging.*;
import corpus.grasscutter.game.managers.mapmark.*;
import corpus.grasscutter.game.managers.stamina.StaminaManager;
import corpus.grasscutter.game.props.*;
import corpus.grasscutter.game.quest.QuestManager;
import corpus.grasscutter.game.shop.ShopLimit;
import corpus.grasscutter.game.talk.TalkManager;
import corpus.grasscutter.game.tower.*;
import corpus.grasscutter.game.world.*;
import corpus.grasscutter.net.proto.AbilityInvokeEntryOuterClass.AbilityInvokeEntry;
import corpus.grasscutter.net.proto.AttackResultOuterClass.AttackResult;
import corpus.grasscutter.net.proto.CombatInvokeEntryOuterClass.CombatInvokeEntry;
import corpus.grasscutter.net.proto.MpSettingTypeOuterClass.MpSettingType;
import corpus.grasscutter.plugin.api.PlayerHook;
import corpus.grasscutter.server.game.*;
import corpus.grasscutter.utils.objects.FieldFetch;
import corpus.grasscutter.lib.fastutil.*;
import lombok.*;
import java.time.*;
import java.util.*;
import java.util.concurrent.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/player/Player.java
@Entity(value = "players", useDiscriminator = false)
public class Player implements PlayerHook, FieldFetch {
    @Id
    private int id;
    @Indexed(options = @IndexOptions(unique = true))
    @Getter
    private String accountId;
    @Setter
    private transient Account account;
    @Getter
    @Setter
    private transient GameSession session;
    @Transient
    private String sessionKey;
    @Getter
    private String nickname;
    @Getter
    private String signature;
    @Getter
    private int headImage;
    @Getter
    private int nameCardId;
    @Getter
    private Position position;
    @Getter
    @Setter
    private Position prevPos;
    @Getter
    @Setter
    private Position prevPosForHome;
    @Getter
    @Setter
    private int prevScene;
    @Getter
    private Position rotation;
    @Getter
    private PlayerBirthday birthday;
    @Getter
    private PlayerCodex codex;
    @Getter
    @Setter
    private boolean showAvatars;
    @Getter
    @Setter
    private List<Integer> showAvatarList;
    @Getter
    @Setter
    private List<Integer> showNameCardList;
    @Getter
    private Map<Integer, Integer> properties;
    @Getter
    @Setter
    private int currentRealmId;
    @Getter
    @Setter
    private transient boolean isInEditMode;
    @Getter
    @Setter
    private int widgetId;
    @Getter
    @Setter
    private int sceneId;
    @Getter
    @Setter
    private int regionId;
    @Getter
    private int mainCharacterId;
    @Getter
    @Setter
    private boolean inGodMode;
    @Getter
    @Setter
    private boolean unlimitedStamina;
    @Getter
    private Set<Integer> nameCardList;
    @Getter
    private Set<Integer> flyCloakList;
    @Getter
    private Set<Integer> costumeList;
    @Getter
    private Set<Integer> personalLineList;
    @Getter
    @Setter
    private Set<Integer> rewardedLevels;
    @Getter
    @Setter
    private Set<Integer> homeRewardedLevels;
    @Getter
    @Setter
    private Set<Integer> realmList;
    @Getter
    @Setter
    private Set<Integer> seenRealmList;
    @Getter
    private Set<Integer> unlockedForgingBlueprints;
    @Getter
    private Set<Integer> unlockedCombines;
    @Getter
    private Set<Integer> unlockedFurniture;
    @Getter
    private Set<Integer> unlockedFurnitureSuite;
    @Getter
    private Map<Long, ExpeditionInfo> expeditionInfo;
    @Getter
    private Map<Integer, Integer> unlockedRecipies;
    @Getter
    private List<ActiveForgeData> activeForges;
    @Getter
    private Map<Integer, ActiveCookCompoundData> activeCookCompounds;
    @Getter
    private Map<Integer, Integer> questGlobalVariables;
    @Getter
    private Map<Integer, Integer> openStates;
    @Getter
    private Map<Integer, Set<Integer>> sceneTags;
    @Getter
    @Setter
    private Map<Integer, Set<Integer>> unlockedSceneAreas;
    @Getter
    @Setter
    private Map<Integer, Set<Integer>> unlockedScenePoints;
    @Getter
    @Setter
    private List<Integer> chatEmojiIdList;
    @Transient
    private long nextGuid;
    @Transient
    @Getter
    @Setter
    private int peerId;
    @Transient
    private World world;
    @Transient
    @Getter
    @Setter
    private HomeWorld curHomeWorld;
    @Transient
    @Getter
    @Setter
    private boolean hasSentInitPacketInHome;
    @Transient
    private Scene scene;
    @Transient
    @Getter
    private int weatherId;
    @Transient
    @Getter
    private ClimateType climate;
    @Transient
    @Getter
    private int areaId;
    @Transient
    @Getter
    private int areaType;
    @Getter
    private transient AvatarStorage avatars;
    @Getter
    private transient Inventory inventory;
    @Getter
    private transient FriendsList friendsList;
    @Getter
    private transient MailHandler mailHandler;
    @Getter
    private transient AbilityManager abilityManager;
    @Getter
    private transient QuestManager questManager;
    @Getter
    private transient TowerManager towerManager;
    @Getter
    private transient SotSManager sotsManager;
    @Getter
    private transient MapMarksManager mapMarksManager;
    @Getter
    private transient StaminaManager staminaManager;
    @Getter
    private transient EnergyManager energyManager;
    @Getter
    private transient ResinManager resinManager;
    @Getter
    private transient ForgingManager forgingManager;
    @Getter
    private transient DeforestationManager deforestationManager;
    @Getter
    private transient FurnitureManager furnitureManager;
    @Getter
    private transient BattlePassManager battlePassManager;
    @Getter
    private transient CookingManager cookingManager;
    @Getter
    private transient CookingCompoundManager cookingCompoundManager;
    @Getter
    private transient ActivityManager activityManager;
    @Getter
    private transient PlayerBuffManager buffManager;
    @Getter
    private transient PlayerProgressManager progressManager;
    @Getter
    private transient SatiationManager satiationManager;
    @Getter
    private transient TalkManager talkManager;
    @Getter
    @Setter
    private transient Position lastCheckedPosition;
    @Getter
    private transient Achievements achievements;
    private PlayerProfile playerProfile;
    @Getter
    private TeamManager teamManager;
    private TowerData towerData;
    @Getter
    private PlayerGachaInfo gachaInfo;
    private PlayerCollectionRecords collectionRecordStore;
    @Getter
    private ArrayList<ShopLimit> shopLimit;
    @Getter
    private transient GameHome home;
    @Setter
    private boolean moonCard;
    @Getter
    @Setter
    private Date moonCardStartTime;
    @Getter
    @Setter
    private int moonCardDuration;
    @Getter
    @Setter
    private Set<Date> moonCardGetTimes;
    @Transient
    @Getter
    private boolean paused;
    @Transient
    @Getter
    @Setter
    private Future<?> queuedTeleport;
    @Transient
    @Getter
    @Setter
    private int enterSceneToken;
    @Transient
    @Getter
    @Setter
    private SceneLoadState sceneLoadState;
    @Transient
    private boolean hasSentLoginPackets;
    @Transient
    private long nextSendPlayerLocTime;
    @Getter
    private transient Int2ObjectMap<EnterHomeRequest> enterHomeRequests;
    private transient Int2ObjectMap<CoopRequest> coopRequests;
    @Getter
    private transient Queue<AttackResult> attackResults;
    @Getter
    private transient InvokeHandler<CombatInvokeEntry> combatInvokeHandler;
    @Getter
    private transient InvokeHandler<AbilityInvokeEntry> abilityInvokeHandler;
    @Getter
    private transient InvokeHandler<AbilityInvokeEntry> clientAbilityInitFinishHandler;
    @Getter
    @Setter
    private long springLastUsed;
    private HashMap<String, MapMark> mapMarks;
    @Getter
    @Setter
    private int nextResinRefresh;
    @Getter
    @Setter
    private int resinBuyCount;
    @Getter
    @Setter
    private int lastDailyReset;
    @Getter
    private transient MpSettingType mpSetting;
    @Getter
    private long playerGameTime;
    @Getter
    private PlayerProgress playerProgress;
    @Getter
    private Set<Integer> activeQuestTimers;
    @Getter
    @Setter
    private ElementType mainCharacterElement;
    @Getter
    @Setter
    private Map<Integer, CityInfoData> cityInfoData;

    public enum SceneLoadState {
        NONE, LOADING, INIT, LOADED;
    }

    public Player() {
    }
}
