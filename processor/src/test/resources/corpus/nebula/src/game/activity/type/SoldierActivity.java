package corpus.nebula.game.activity.type;

import java.util.List;
import java.util.Set;
import dev.morphia.annotations.Entity;
import corpus.nebula.game.activity.GameActivity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/activity/type/SoldierActivity.java
@Getter
@Entity
public class SoldierActivity extends GameActivity {
        private static final int INITIAL_COIN = 5;
        private static final int INITIAL_HP = 80;
        private static final int MAX_HP = 100;
        private static final int COIN_TID = 40;
        private static final int MAX_SKILL_COIN = 300;
        private static final int CASE_SELECT = 1;
        private static final int CASE_FIGHT = 2;
        private static final int CASE_BATTLE = 3;
        private static final int CASE_EVENT = 4;
        private static final int CASE_EVENT_BATTLE = 5;
        private static final int SHOP_CASE_OFFSET = 100000000;
        private static final int DEPLOY_SYNC_CASE_OFFSET = 200000000;
        private static final int SHOP_SIZE = 5;
        private static final int SHOP_REFRESH_COST = 2;
        private static final int SHOP_EXP_COST = 4;
        private static final int INITIAL_SHOP_LEVEL = 3;
        private static final int EFFECT_ADD_RESOURCE = 1;
        private static final int EFFECT_ADD_SAN = 4;
        private static final int EFFECT_LOSE_SAN = 5;
        private static final int EFFECT_SET_SAN = 6;
        private static final int EFFECT_TWO_DICE = 25;
        private static final int EFFECT_SWAP_SAN_COIN = 30;
    private int score;
    private int gradeChallengeId;
    private int curGradeChallengeId;
    private int stage;
    private int nodeIndex;
    private int hp;
    private int coin;
    private int shopLevel;
    private int shopExp;
    private int winningStreak;
    private int losingStreak;
    private int caseId;
    private int caseType;
    private int currentFloorId;
    private int selectedCard;
    private int starterRerolls;
    private int dicePoint;
    private int eventBattleId;
    private boolean shopLocked;
    private int dataVersion;
    private String clientData;
    private Set<Integer> tracePartnerTypes;
    private Set<Integer> completedChallenges;
    private List<Integer> ownedChess;
    private List<Integer> starterChoices;
    private List<Integer> shopGoods;
    private List<Integer> masterDeploy;
    private List<Integer> assistDeploy;
    private List<Integer> waitingDeploy;
    private List<Integer> eventChoices;
    private List<Integer> strategyCards;
    private boolean opportunityTwoDice;

    public SoldierActivity() {
    }
}
