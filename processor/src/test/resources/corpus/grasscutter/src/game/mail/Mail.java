package corpus.grasscutter.game.mail;

import dev.morphia.annotations.*;
import java.util.*;
import org.bson.types.ObjectId;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/mail/Mail.java
@Entity(value = "mail", useDiscriminator = false)
public final class Mail {
    @Id
    private ObjectId id;
    @Indexed
    private int ownerUid;
    public MailContent mailContent;
    public List<MailItem> itemList;
    public long sendTime;
    public long expireTime;
    public int importance;
    public boolean isRead;
    public boolean isAttachmentGot;
    public int stateValue;
    @Transient
    private boolean shouldDelete;

    @Entity
    public static class MailContent {
        public String title;
        public String content;
        public String sender;

        public MailContent() {
        }
    }

    @Entity
    public static class MailItem {
        public int itemId;
        public int itemCount;
        public int itemLevel;

        public MailItem() {
        }
    }

    public Mail() {
    }
}
