// sqshq/piggymetrics: statistics-service/src/main/java/com/piggymetrics/statistics/domain/timeseries/DataPointId.java
package corpus.piggymetricsstatistics.statistics.domain.timeseries;

import java.io.Serializable;
import java.util.Date;

public class DataPointId implements Serializable {
  private static final long serialVersionUID = 1L;
  private String account;
  private Date date;
}
