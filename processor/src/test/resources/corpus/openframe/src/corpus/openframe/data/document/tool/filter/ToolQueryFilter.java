// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/tool/filter/ToolQueryFilter.java
package corpus.openframe.data.document.tool.filter;

import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class ToolQueryFilter {
    private Boolean enabled;
    private String type;
    private String category;
    private String platformCategory;
}