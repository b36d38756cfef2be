package corpus.gatoscode.models;

import java.util.UUID;

// mondaylunch/gatos-backend: core/src/main/java/club/mondaylunch/gatos/core/models/BasicFlowInfo.java (@JsonProperty
// dropped); FlowCollection reads it from the flows' Documents, the codec does not store it
public record BasicFlowInfo(
    UUID id,
    String name,
    String description,
    UUID authorId
) {
    public BasicFlowInfo(Flow flow) {
        this(flow.getId(), flow.getName(), flow.getDescription(), flow.getAuthorId());
    }
}
