package corpus.nebula.game.account;

import java.util.Set;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.nebula.Nebula;
import corpus.nebula.database.AccountDatabaseOnly;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/account/Account.java
@Getter
@AccountDatabaseOnly
@Entity(value = "accounts", useDiscriminator = false)
public class Account {
    @Id
    private String uid;
    @Indexed
    private String email;
    private String code;
    private String nickname;
    private String picture;
    @Indexed
    private String loginToken;
    @Indexed
    private String gameToken;
    private Set<String> permissions;
    private int reservedPlayerUid;
    private long createdAt;

    public Account() {
    }
}
