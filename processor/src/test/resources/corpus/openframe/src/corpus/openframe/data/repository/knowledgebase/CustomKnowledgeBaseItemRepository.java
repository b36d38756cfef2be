// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/knowledgebase/CustomKnowledgeBaseItemRepository.java
package corpus.openframe.data.repository.knowledgebase;

import corpus.openframe.data.document.knowledgebase.KnowledgeBaseArticleStatus;
import corpus.openframe.data.document.knowledgebase.KnowledgeBaseItem;
import corpus.openframe.data.document.knowledgebase.KnowledgeBaseItemType;

import java.util.List;

public interface CustomKnowledgeBaseItemRepository {

    List<KnowledgeBaseItem> findFoldersForParent(String parentId, String search, List<String> itemIds);

    List<KnowledgeBaseItem> findArticles(String parentId, String search,
                                          KnowledgeBaseItemType type, List<String> itemIds,
                                          List<KnowledgeBaseArticleStatus> statuses,
                                          String cursor, int limit);

    long countArticles(String parentId, String search,
                       KnowledgeBaseItemType type, List<String> itemIds,
                       List<KnowledgeBaseArticleStatus> statuses);

    List<KnowledgeBaseItem> findArchivedArticles(String search, List<String> itemIds,
                                                  String cursor, int limit);

    long countArchivedArticles(String search, List<String> itemIds);

    List<KnowledgeBaseItem> findAllArticles();
}
