package corpus.nebula.game.player;

import dev.morphia.annotations.AlsoLoad;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.account.Account;
import corpus.nebula.game.achievement.AchievementManager;
import corpus.nebula.game.activity.ActivityManager;
import corpus.nebula.game.agent.AgentManager;
import corpus.nebula.game.battlepass.BattlePassManager;
import corpus.nebula.game.character.CharacterStorage;
import corpus.nebula.game.dating.DatingManager;
import corpus.nebula.game.formation.FormationManager;
import corpus.nebula.game.friends.FriendList;
import corpus.nebula.game.gacha.GachaManager;
import corpus.nebula.game.infinitytower.InfinityTowerManager;
import corpus.nebula.game.instance.InstanceManager;
import corpus.nebula.game.inventory.Inventory;
import corpus.nebula.game.mail.Mailbox;
import corpus.nebula.game.quest.QuestManager;
import corpus.nebula.game.scoreboss.ScoreBossManager;
import corpus.nebula.game.story.StoryManager;
import corpus.nebula.game.tower.StarTowerManager;
import corpus.nebula.game.tracehunt.TraceHuntManager;
import corpus.nebula.game.vampire.VampireSurvivorManager;
import corpus.nebula.net.GameSession;
import corpus.nebula.net.NetMsgPacket;
import corpus.nebula.util.ints.String2IntMap;
import lombok.Getter;
import java.lang.String;
import java.util.Stack;

// Melledy/Nebula: src/main/java/emu/nebula/game/player/Player.java
@Getter
@Entity(value = "players", useDiscriminator = false)
public class Player implements GameDatabaseObject {
    @Id
    private int uid;
    @Indexed
    private String accountUid;
    private transient Account account;
    private transient GameSession session;
    @Indexed
    @AlsoLoad("playerRemoteToken")
    private String remoteToken;
    private String name;
    private String signature;
    private boolean gender;
    private int headIcon;
    private int skinId;
    private int titlePrefix;
    private int titleSuffix;
    private long music;
    private int[] honor;
    private int[] showChars;
    private int[] boards;
    private int level;
    private int exp;
    private int energy;
    private long energyLastUpdate;
    private int signInIndex;
    private long lastEpochDay;
    private long lastLogin;
    private long createTime;
    private String2IntMap monthlyCardExpireDays;
    private String2IntMap monthlyCardLastRewardDays;
    private transient CharacterStorage characters;
    private transient FriendList friendList;
    private transient BattlePassManager battlePassManager;
    private transient DatingManager datingManager;
    private transient StarTowerManager starTowerManager;
    private transient InstanceManager instanceManager;
    private transient InfinityTowerManager infinityTowerManager;
    private transient VampireSurvivorManager vampireSurvivorManager;
    private transient ScoreBossManager scoreBossManager;
    private transient Inventory inventory;
    private transient FormationManager formations;
    private transient Mailbox mailbox;
    private transient GachaManager gachaManager;
    private transient PlayerProgress progress;
    private transient StoryManager storyManager;
    private transient QuestManager questManager;
    private transient AchievementManager achievementManager;
    private transient AgentManager agentManager;
    private transient TraceHuntManager traceHuntManager;
    private transient ActivityManager activityManager;
    private transient Stack<NetMsgPacket> nextPackages;
    private transient boolean loaded;

    public Player() {
    }
}
