package corpus.grasscutter.game.player;

import dev.morphia.annotations.*;
import corpus.grasscutter.game.avatar.Avatar;
import corpus.grasscutter.game.entity.*;
import corpus.grasscutter.game.props.*;
import corpus.grasscutter.game.world.*;
import corpus.grasscutter.lib.fastutil.*;
import java.util.*;
import lombok.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/player/TeamManager.java
@Entity
public final class TeamManager extends BasePlayerDataManager {
    @Transient
    private List<EntityAvatar> avatars;
    @Transient
    @Getter
    private Set<EntityBaseGadget> gadgets;
    @Transient
    @Getter
    private IntSet teamResonances;
    @Transient
    @Getter
    private IntSet teamResonancesConfig;
    @Transient
    @Getter
    @Setter
    private Set<String> teamAbilityEmbryos;
    @Getter
    private LinkedHashMap<Integer, TeamInfo> teams;
    private int currentTeamIndex;
    @Getter
    @Setter
    private int currentCharacterIndex;
    @Transient
    @Getter
    @Setter
    private TeamInfo mpTeam;
    @Transient
    @Getter
    @Setter
    private EntityTeam entity;
    @Transient
    private int useTemporarilyTeamIndex;
    @Transient
    private List<TeamInfo> temporaryTeam;
    @Transient
    @Getter
    @Setter
    private boolean usingTrialTeam;
    @Transient
    @Getter
    @Setter
    private TeamInfo trialAvatarTeam;
    @Transient
    @Getter
    @Setter
    private Map<Integer, Avatar> trialAvatars;
    @Transient
    @Getter
    @Setter
    private int previousIndex;

    public TeamManager() {
    }
}
