// protegeproject/webprotege-backend-service: src/main/java/edu/stanford/protege/webprotege/tag/EntityTags.java
package corpus.webprotege.tag;

import corpus.webprotege.external.OWLEntity;
import corpus.webprotege.external.ProjectId;
import java.util.List;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.CompoundIndexes;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "EntityTags")
@CompoundIndexes({@CompoundIndex(useGeneratedName = true, def = "{'tags':1}"), @CompoundIndex(useGeneratedName = true, def = "{'projectId':1, 'entity': 1}", unique = true)})
public class EntityTags {
  public static final String PROJECT_ID = "projectId";
  public static final String ENTITY = "entity";
  public static final String TAGS = "tags";
  private ProjectId projectId;
  private OWLEntity entity;
  private List<TagId> tags;
}
