package corpus.morphiademo.entities;

import dev.morphia.annotations.AlsoLoad;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Field;
import dev.morphia.annotations.Index;
import dev.morphia.annotations.IndexOptions;
import dev.morphia.annotations.Indexed;
import dev.morphia.annotations.Indexes;
import dev.morphia.annotations.Reference;
import dev.morphia.annotations.Transient;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

// xeraa/morphia-demo: src/main/java/net/xeraa/morphia_demo/entities/EmployeeEntity.java
// (1.x: @Index(name = "name", ...), @Indexed(unique = true, sparse = false), @Embedded on the embedded fields)
@Entity(value = "employee", useDiscriminator = true)
@Indexes(@Index(fields = {@Field("surname"), @Field("firstname")}, options = @IndexOptions(name = "name")))
public abstract class EmployeeEntity<EmployeeType extends EmployeeEntity> extends BaseEntity {
    protected String firstname;
    @AlsoLoad("lastname")
    protected String surname;
    @Indexed(options = @IndexOptions(unique = true))
    protected String email;
    @Transient
    protected String secret;
    protected EncryptionEntity secretEncrypted;
    protected List<String> telephone = new ArrayList<>();
    protected Long employeeNumber;
    @Transient
    protected BigDecimal salary;
    protected String salaryString;
    @Reference
    protected CompanyEntity company;
    protected BankConnectionEntity bankConnection;
    protected AddressEntity address;

    public EmployeeEntity() {
    }
}
