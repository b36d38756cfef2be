// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/job/domain/Executed.java
package corpus.flowci.core.job.domain;


public interface Executed {

  enum Status {
    PENDING, WAITING_AGENT, RUNNING, KILLING, SUCCESS, SKIPPED, EXCEPTION, KILLED, TIMEOUT;
  }
}
