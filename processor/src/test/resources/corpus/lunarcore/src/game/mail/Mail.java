package corpus.lunarcore.game.mail;

import java.util.List;
import org.bson.types.ObjectId;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.lunarcore.LunarCore;
import corpus.lunarcore.game.inventory.GameItem;
import lombok.Getter;
import lombok.Setter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/mail/Mail.java
@Getter
@Entity(value = "mail", useDiscriminator = false)
public class Mail {
    @Id
    private ObjectId id;
    @Indexed
    private int ownerUid;
    @Setter
    private transient int uniqueId;
    private String title;
    private String sender;
    private String content;
    private long time;
    private long expiry;
    private boolean isRead;
    private List<GameItem> attachments;

    public Mail() {
    }
}
