package corpus.morphiademo.entities;

import dev.morphia.annotations.Entity;

// xeraa/morphia-demo: src/main/java/net/xeraa/morphia_demo/entities/BankConnectionEntity.java (1.x: @Embedded)
@Entity
public class BankConnectionEntity {
    protected String accountNumber;
    protected String bankCode;
    protected String bic;
    protected String iban;
    protected String country;

    public BankConnectionEntity() {
    }
}
