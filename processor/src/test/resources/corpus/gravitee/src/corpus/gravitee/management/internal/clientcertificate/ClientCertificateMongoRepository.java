// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/clientcertificate/ClientCertificateMongoRepository.java
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
package corpus.gravitee.management.internal.clientcertificate;

import corpus.gravitee.management.internal.model.ClientCertificateMongo;
import java.util.Collection;
import java.util.List;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.data.mongodb.repository.Query;
import org.springframework.stereotype.Repository;

/**
 * Internal MongoDB repository for ClientCertificate.
 *
 * @author GraviteeSource Team
 */
@Repository
public interface ClientCertificateMongoRepository extends MongoRepository<ClientCertificateMongo, String> {
    @Query("{ applicationId: ?0 }")
    Page<ClientCertificateMongo> findByApplicationId(String applicationId, Pageable pageable);

    @Query("{ applicationId: ?0, status: { $in: ?1 } }")
    List<ClientCertificateMongo> findByApplicationIdAndStatuses(String applicationId, Collection<String> statuses);

    @Query("{ applicationId: { $in: ?0 }, status: { $in: ?1 } }")
    List<ClientCertificateMongo> findByApplicationIdsAndStatuses(Collection<String> applicationIds, Collection<String> statuses);

    @Query("{ status: { $in: ?0 } }")
    List<ClientCertificateMongo> findByStatuses(Collection<String> statuses);

    void deleteByApplicationId(String applicationId);
}
