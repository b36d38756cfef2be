package corpus.morphiademo.entities;

import dev.morphia.annotations.Property;
import java.math.BigDecimal;

// xeraa/morphia-demo: src/main/java/net/xeraa/morphia_demo/entities/ManagerEntity.java (1.x: @Serialized on bonus)
public class ManagerEntity extends EmployeeEntity<ManagerEntity> {
    protected Boolean approveFunds;
    @Property("hire")
    protected boolean managerCanApproveHires;
    protected BigDecimal bonus;

    public ManagerEntity() {
    }
}
