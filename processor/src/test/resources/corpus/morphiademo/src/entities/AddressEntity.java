package corpus.morphiademo.entities;

import corpus.morphiademo.types.AddressType;
import dev.morphia.annotations.Entity;

// xeraa/morphia-demo: src/main/java/net/xeraa/morphia_demo/entities/AddressEntity.java (1.x: @Embedded)
@Entity
public class AddressEntity {
    protected String street;
    protected String zip;
    protected String city;
    protected String country;
    protected AddressType addressType;

    public AddressEntity() {
    }
}
