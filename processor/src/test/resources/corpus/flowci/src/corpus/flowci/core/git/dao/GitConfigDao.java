// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/git/dao/GitConfigDao.java
package corpus.flowci.core.git.dao;

import corpus.flowci.core.common.domain.GitSource;
import corpus.flowci.core.git.domain.GitConfig;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.Optional;

@Repository
public interface GitConfigDao extends MongoRepository<GitConfig, String> {

    Optional<GitConfig> findBySource(GitSource source);

    void deleteBySource(GitSource source);
}
