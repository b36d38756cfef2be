package corpus.grasscutter.game.avatar;

import dev.morphia.annotations.*;
import corpus.grasscutter.data.excels.avatar.*;
import corpus.grasscutter.game.entity.*;
import corpus.grasscutter.game.inventory.*;
import corpus.grasscutter.game.player.Player;
import corpus.grasscutter.game.props.*;
import corpus.grasscutter.lib.fastutil.*;
import java.util.*;
import corpus.grasscutter.lib.jsr305.Nullable;
import lombok.*;
import org.bson.types.ObjectId;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/avatar/Avatar.java
@Entity(value = "avatars", useDiscriminator = false)
public class Avatar {
    @Transient
    @Getter
    private Int2ObjectMap<GameItem> equips;
    @Transient
    @Getter
    private Int2FloatOpenHashMap fightProperties;
    @Transient
    @Getter
    private Int2FloatOpenHashMap fightPropOverrides;
    @Id
    private ObjectId id;
    @Indexed
    @Getter
    private int ownerId;
    @Transient
    private Player owner;
    @Transient
    @Getter
    private AvatarData avatarData;
    @Nullable
    @Transient
    @Getter
    private AvatarSkillDepotData skillDepot;
    @Transient
    @Getter
    private long guid;
    @Getter
    private int avatarId;
    @Getter
    @Setter
    private int level;
    @Getter
    @Setter
    private int exp;
    @Getter
    @Setter
    private int promoteLevel;
    @Getter
    @Setter
    private int satiation;
    @Getter
    @Setter
    private int satiationPenalty;
    @Getter
    @Setter
    private float currentHp;
    private float currentEnergy;
    @Transient
    @Getter
    private Set<String> extraAbilityEmbryos;
    private List<Integer> fetters;
    private Map<Integer, Integer> skillLevelMap;
    @Transient
    @Getter
    private Map<Integer, Integer> skillExtraChargeMap;
    @Transient
    private Map<Integer, Integer> proudSkillBonusMap;
    @Getter
    private int skillDepotId;
    private Set<Integer> talentIdList;
    @Getter
    private Set<Integer> proudSkillList;
    @Getter
    @Setter
    private int flyCloak;
    @Getter
    @Setter
    private int costume;
    @Getter
    private int bornTime;
    @Getter
    @Setter
    private int fetterLevel;
    @Getter
    @Setter
    private int fetterExp;
    @Getter
    @Setter
    private int nameCardRewardId;
    @Getter
    @Setter
    private int nameCardId;
    @Getter
    @Setter
    private int trialAvatarId;
    @Getter
    @Setter
    private int grantReason;
    @Getter
    @Setter
    private int fromParentQuestId;
    @Transient
    @Getter
    @Setter
    private int avatarType;

    @AllArgsConstructor
    @Getter
    enum Type {
        NORMAL, TRIAL;
    }

    public Avatar() {
    }
}
