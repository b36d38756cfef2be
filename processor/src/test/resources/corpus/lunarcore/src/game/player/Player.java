package corpus.lunarcore.game.player;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.lunarcore.LunarCore;
import corpus.lunarcore.game.avatar.AvatarStorage;
import corpus.lunarcore.game.battle.Battle;
import corpus.lunarcore.game.challenge.ChallengeInstance;
import corpus.lunarcore.game.challenge.ChallengeManager;
import corpus.lunarcore.game.chat.ChatManager;
import corpus.lunarcore.game.friends.FriendList;
import corpus.lunarcore.game.gacha.PlayerGachaInfo;
import corpus.lunarcore.game.inventory.Inventory;
import corpus.lunarcore.game.mail.Mailbox;
import corpus.lunarcore.game.player.lineup.LineupManager;
import corpus.lunarcore.game.rogue.RogueInstance;
import corpus.lunarcore.game.rogue.RogueManager;
import corpus.lunarcore.game.scene.Scene;
import corpus.lunarcore.game.scene.SceneBuff;
import corpus.lunarcore.server.game.GameSession;
import corpus.lunarcore.server.game.Tickable;
import corpus.lunarcore.util.Position;
import corpus.lunarcore.lib.fastutil.Int2ObjectMap;
import lombok.Getter;
import lombok.Setter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/player/Player.java
@Entity(value = "players", useDiscriminator = false)
@Getter
public class Player implements Tickable {
    @Id
    private int uid;
    @Indexed
    private String accountUid;
    private String name;
    private String signature;
    private int birthday;
    private int curBasicType;
    private int headIcon;
    private int phoneTheme;
    private int chatBubble;
    private int currentBgm;
    @Setter
    private PlayerGender gender;
    private int level;
    private int exp;
    private int worldLevel;
    private int scoin;
    private int hcoin;
    private int mcoin;
    private int talentPoints;
    private int stamina;
    private double staminaReserve;
    private long nextStaminaRecover;
    private transient Battle battle;
    private transient Scene scene;
    private Position pos;
    private Position rot;
    private int planeId;
    private int floorId;
    private int entryId;
    private long lastActiveTime;
    private transient GameSession session;
    private transient AvatarStorage avatars;
    private transient Inventory inventory;
    private transient ChatManager chatManager;
    private transient FriendList friendList;
    private transient Mailbox mailbox;
    private transient ChallengeManager challengeManager;
    private transient RogueManager rogueManager;
    private LineupManager lineupManager;
    private PlayerGachaInfo gachaInfo;
    @Setter
    private ChallengeInstance challengeInstance;
    @Setter
    private transient RogueInstance rogueInstance;
    private transient boolean isNew;
    private transient boolean loggedIn;
    private transient boolean inAnchorRange;
    private transient int nextBattleId;
    private transient PlayerUnlockData unlocks;
    private transient Int2ObjectMap<SceneBuff> foodBuffs;
    @Setter
    private transient boolean paused;

    public Player() {
    }
}
