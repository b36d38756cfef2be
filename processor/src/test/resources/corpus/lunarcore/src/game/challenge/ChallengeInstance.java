package corpus.lunarcore.game.challenge;

import dev.morphia.annotations.Entity;
import corpus.lunarcore.data.excel.ChallengeExcel;
import corpus.lunarcore.game.player.Player;
import corpus.lunarcore.util.Position;
import corpus.lunarcore.lib.fastutil.IntList;
import lombok.Getter;
import lombok.Setter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/challenge/ChallengeInstance.java
@Getter
@Entity(useDiscriminator = false)
public class ChallengeInstance {
    private transient Player player;
    private transient ChallengeExcel excel;
    private Position startPos;
    private Position startRot;
    private int challengeId;
    private int currentStage;
    private int currentExtraLineup;
    private int status;
    private boolean hasAvatarDied;
    @Setter
    private int savedMp;
    @Setter
    private int roundsLeft;
    @Setter
    private int stars;
    @Setter
    private int scoreStage1;
    @Setter
    private int scoreStage2;
    private IntList storyBuffs;

    public ChallengeInstance() {
    }
}
