// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/plan/PlanMongoRepository.java
/*
 * Copyright © 2015 The Gravitee team (http://gravitee.io)
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package corpus.gravitee.management.internal.plan;

import corpus.gravitee.management.internal.model.PlanMongo;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.data.mongodb.repository.Query;
import org.springframework.stereotype.Repository;

/**
 * @author David BRASSELY (david.brassely at graviteesource.com)
 * @author GraviteeSource Team
 */
@Repository
public interface PlanMongoRepository extends MongoRepository<PlanMongo, String>, PlanMongoRepositoryCustom {
    @Query(value = "{ environmentId: ?0 }", fields = "{ _id : 1 }", delete = true)
    List<PlanMongo> deleteByEnvironmentId(String environmentId);

    @Query(value = "{ 'referenceId': ?0, 'referenceType': ?1 }")
    List<PlanMongo> findByReferenceIdAndReferenceType(String referenceId, String referenceType);

    @Query(value = "{ 'id': ?0, 'referenceId': ?1, 'referenceType': ?2 }")
    Optional<PlanMongo> findByIdAndReferenceIdAndReferenceType(String id, String referenceId, String referenceType);

    @Query(value = "{ 'crossId': { $in: ?0 } }")
    List<PlanMongo> findByCrossIdIn(Collection<String> crossIds);
}
