// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/plugin/dao/PluginDao.java
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

package corpus.flowci.core.plugin.dao;

import corpus.flowci.core.plugin.domain.Plugin;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

/**
 * @author yang
 */
@Repository
public interface PluginDao extends MongoRepository<Plugin, String> {

    Optional<Plugin> findByName(String name);

    List<Plugin> findAllByTagsIn(Set<String> tags);
}
