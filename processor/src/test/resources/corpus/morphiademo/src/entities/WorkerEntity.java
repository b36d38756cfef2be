package corpus.morphiademo.entities;

import java.math.BigDecimal;

// xeraa/morphia-demo: src/main/java/net/xeraa/morphia_demo/entities/WorkerEntity.java (1.x: @Converters(BigDecimalConverter))
public class WorkerEntity extends EmployeeEntity<WorkerEntity> {
    protected Integer yearsExperience;
    protected BigDecimal dailyAllowance;

    public WorkerEntity() {
    }
}
