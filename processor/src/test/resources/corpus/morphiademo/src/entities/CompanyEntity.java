package corpus.morphiademo.entities;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Indexed;
import dev.morphia.annotations.Reference;
import java.util.ArrayList;
import java.util.List;

// xeraa/morphia-demo: src/main/java/net/xeraa/morphia_demo/entities/CompanyEntity.java (1.x: noClassnameStored = true)
@Entity(value = "company", useDiscriminator = false)
public class CompanyEntity extends BaseEntity {
    @Indexed
    protected String name;
    protected List<String> telephone = new ArrayList<>();
    protected String email;
    protected String web;
    @Reference
    protected List<EmployeeEntity> employees = new ArrayList<>();
    protected BankConnectionEntity bankConnection;
    protected AddressEntity address;

    public CompanyEntity() {
    }
}
