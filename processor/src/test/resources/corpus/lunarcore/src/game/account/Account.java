package corpus.lunarcore.game.account;

import java.util.*;
import dev.morphia.annotations.*;
import corpus.lunarcore.LunarCore;
import corpus.lunarcore.database.AccountDatabaseOnly;
import lombok.Getter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/account/Account.java
@Getter
@AccountDatabaseOnly
@Entity(value = "accounts", useDiscriminator = false)
public class Account {
    @Id
    private String uid;
    @Indexed(options = @IndexOptions(unique = true))
    @Collation(locale = "simple", caseLevel = true)
    private String username;
    private String password;
    private int reservedPlayerUid;
    private String comboToken;
    private String dispatchToken;
    private Set<String> permissions;

    public Account() {
    }
}
