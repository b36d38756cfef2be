// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/common/domain/GitSource.java
package corpus.flowci.core.common.domain;


public enum GitSource {
  UNKNOWN, GITLAB, GITHUB, GOGS, GITEE, GERRIT;
}
