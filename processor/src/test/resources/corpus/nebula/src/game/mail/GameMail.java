package corpus.nebula.game.mail;

import dev.morphia.annotations.Entity;
import corpus.nebula.Nebula;
import corpus.nebula.game.inventory.ItemParamMap;
import lombok.Getter;
import lombok.Setter;

// Melledy/Nebula: src/main/java/emu/nebula/game/mail/GameMail.java
@Getter
@Entity(useDiscriminator = false)
public class GameMail {
    private int id;
    private String author;
    private String subject;
    private String desc;
    private ItemParamMap attachments;
    @Setter
    private boolean read;
    @Setter
    private boolean recv;
    @Setter
    private boolean pin;
    private long flag;
    private long time;
    private long expiry;

    public GameMail() {
    }
}
