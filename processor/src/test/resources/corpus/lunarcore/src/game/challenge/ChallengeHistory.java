package corpus.lunarcore.game.challenge;

import org.bson.types.ObjectId;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.lunarcore.LunarCore;
import lombok.Getter;
import lombok.Setter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/challenge/ChallengeHistory.java
@Getter
@Setter
@Entity(value = "challenge", useDiscriminator = false)
public class ChallengeHistory {
    @Id
    private ObjectId id;
    @Indexed
    private int ownerUid;
    private int challengeId;
    private int groupId;
    private int takenReward;
    private int stars;
    private int score;

    public ChallengeHistory() {
    }
}
