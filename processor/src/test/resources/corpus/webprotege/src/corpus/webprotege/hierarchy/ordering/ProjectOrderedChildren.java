// protegeproject/webprotege-backend-service: src/main/java/edu/stanford/protege/webprotege/hierarchy/ordering/ProjectOrderedChildren.java
package corpus.webprotege.hierarchy.ordering;

import corpus.webprotege.external.ProjectId;
import java.util.List;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = ProjectOrderedChildren.ORDERED_CHILDREN_COLLECTION)
@CompoundIndex(name = "unique_parent_entity_project", def = "{'" + ProjectOrderedChildren.ENTITY_URI + "': 1, '" + ProjectOrderedChildren.PROJECT_ID + "': 1}", unique = true)
public record ProjectOrderedChildren(@Indexed(name = ENTITY_URI + "_idx") String entityUri, @Indexed(name = PROJECT_ID + "_idx") ProjectId projectId, List<String> children, String userId) {
  public static final String ORDERED_CHILDREN_COLLECTION = "ProjectOrderedChildren";
  public static final String PROJECT_ID = "projectId";
  public static final String ENTITY_URI = "entityUri";
  public static final String USER_ID = "userId";
  public static final String CHILDREN = "children";
}
