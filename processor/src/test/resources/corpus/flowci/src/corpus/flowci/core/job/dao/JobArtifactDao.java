// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/job/dao/JobArtifactDao.java
/*
 * Copyright 2019 flow.ci
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *    http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

package corpus.flowci.core.job.dao;

import corpus.flowci.core.job.domain.JobArtifact;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.List;

@Repository
public interface JobArtifactDao extends MongoRepository<JobArtifact, String> {

    List<JobArtifact> findAllByJobId(String jobId);
}
