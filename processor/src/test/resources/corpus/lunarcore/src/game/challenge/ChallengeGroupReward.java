package corpus.lunarcore.game.challenge;

import org.bson.types.ObjectId;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.lunarcore.LunarCore;
import lombok.Getter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/challenge/ChallengeGroupReward.java
@Getter
@Entity(value = "challengeReward", useDiscriminator = false)
public class ChallengeGroupReward {
    @Id
    private ObjectId id;
    @Indexed
    private int ownerUid;
    private int groupId;
    private long takenStars;

    public ChallengeGroupReward() {
    }
}
