// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/portalnavigationitem/PortalNavigationItemMongoRepository.java
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
package corpus.gravitee.management.internal.portalnavigationitem;

import corpus.gravitee.io.gravitee.repository.management.model.AutomationTargetReferenceType;
import corpus.gravitee.io.gravitee.repository.management.model.PortalNavigationItem;
import corpus.gravitee.io.gravitee.repository.management.model.PortalNavigationReferenceType;
import corpus.gravitee.management.internal.model.PortalNavigationItemMongo;
import java.util.Collection;
import java.util.Set;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.data.mongodb.repository.Query;
import org.springframework.stereotype.Repository;

@Repository
public interface PortalNavigationItemMongoRepository extends MongoRepository<PortalNavigationItemMongo, String> {
    Set<PortalNavigationItemMongo> findAllByOrganizationIdAndEnvironmentId(String organizationId, String environmentId);

    Set<PortalNavigationItemMongo> findByEnvironmentIdAndAutomationMetadata_ReferenceTypeAndAutomationMetadata_ReferenceId(
        String environmentId,
        AutomationTargetReferenceType referenceType,
        String referenceId
    );

    Set<PortalNavigationItemMongo> findAllByParentIdAndEnvironmentId(String parentId, String environmentId);

    Set<PortalNavigationItemMongo> findAllByAreaAndEnvironmentIdAndParentIdIsNull(PortalNavigationItem.Area area, String environmentId);

    @Query("{ 'area': ?0, 'environmentId': ?1, 'parentId': null, 'referenceType': ?2, 'referenceId': ?3 }")
    Set<PortalNavigationItemMongo> findAllTopLevelByAreaAndEnvironmentAndReference(
        PortalNavigationItem.Area area,
        String environmentId,
        PortalNavigationReferenceType referenceType,
        String referenceId
    );

    Set<PortalNavigationItemMongo> findAllByAreaAndEnvironmentId(PortalNavigationItem.Area area, String environmentId);

    Set<PortalNavigationItemMongo> findAllByRootIdAndEnvironmentId(String rootId, String environmentId);

    @Query(value = "{ '_id' : { $in: ?0 } }", delete = true)
    void deleteByIdIn(Collection<String> ids);

    @Query(value = "{ 'organizationId' : ?0 }", delete = true)
    void deleteByOrganizationId(String organizationId);

    @Query(value = "{ 'environmentId' : ?0 }", delete = true)
    void deleteByEnvironmentId(String environmentId);
}
