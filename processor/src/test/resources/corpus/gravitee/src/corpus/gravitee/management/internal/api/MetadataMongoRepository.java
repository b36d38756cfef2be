// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/api/MetadataMongoRepository.java
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
package corpus.gravitee.management.internal.api;

import corpus.gravitee.io.gravitee.repository.management.model.MetadataReferenceType;
import corpus.gravitee.management.internal.model.MetadataMongo;
import corpus.gravitee.management.internal.model.MetadataPkMongo;
import java.util.Collection;
import java.util.List;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.data.mongodb.repository.Query;
import org.springframework.stereotype.Repository;

/**
 * @author Azize ELAMRANI (azize.elamrani at graviteesource.com)
 * @author GraviteeSource Team
 */
@Repository
public interface MetadataMongoRepository extends MongoRepository<MetadataMongo, MetadataPkMongo> {
    List<MetadataMongo> findByIdKeyAndIdReferenceType(String key, MetadataReferenceType referenceType);

    List<MetadataMongo> findByIdReferenceType(MetadataReferenceType referenceType);

    List<MetadataMongo> findByIdReferenceTypeAndIdReferenceId(MetadataReferenceType referenceType, String referenceId);

    List<MetadataMongo> findByIdReferenceTypeAndIdReferenceIdIn(MetadataReferenceType referenceType, Collection<String> referenceIds);

    @Query(value = "{ '_id.referenceId': ?0, '_id.referenceType': ?1 }", fields = "{ _id : 1 }", delete = true)
    List<MetadataMongo> deleteByReferenceIdAndReferenceType(String referenceId, MetadataReferenceType referenceType);
}
