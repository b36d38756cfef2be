package corpus.grasscutter.game;

import dev.morphia.annotations.*;
import java.util.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/Account.java
@Entity(value = "accounts", useDiscriminator = false)
public class Account {
    @Id
    private String id;
    @Indexed(options = @IndexOptions(unique = true))
    @Collation(locale = "simple", caseLevel = true)
    private String username;
    private String password;
    private int reservedPlayerId;
    private String email;
    private String token;
    private String sessionKey;
    private List<String> permissions;
    private Locale locale;
    private String banReason;
    private int banEndTime;
    private int banStartTime;
    private boolean isBanned;

    public Account() {
    }
}
