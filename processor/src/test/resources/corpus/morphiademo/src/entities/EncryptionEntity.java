package corpus.morphiademo.entities;

import dev.morphia.annotations.Entity;
import java.io.Serializable;

// xeraa/morphia-demo: src/main/java/net/xeraa/morphia_demo/entities/EncryptionEntity.java (1.x: @Embedded)
@Entity
public class EncryptionEntity implements Serializable {
    protected String salt;
    protected String encryptedAttribute;

    public EncryptionEntity() {
    }
}
