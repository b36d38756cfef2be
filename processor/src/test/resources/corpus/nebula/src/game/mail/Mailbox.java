package corpus.nebula.game.mail;

import java.util.List;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.player.PlayerManager;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/mail/Mailbox.java
@Getter
@Entity(value = "mailbox", useDiscriminator = false)
public class Mailbox extends PlayerManager implements GameDatabaseObject, Iterable<GameMail> {
    @Id
    private int uid;
    private int lastMailId;
    private List<GameMail> list;
    private transient boolean newState;

    public Mailbox() {
    }

    // the mailbox's iteration is not part of the model
    @Override
    public java.util.Iterator<GameMail> iterator() {
        return java.util.Collections.emptyIterator();
    }
}
