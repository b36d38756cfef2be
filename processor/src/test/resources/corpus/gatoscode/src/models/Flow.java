package corpus.gatoscode.models;

import corpus.gatoscode.graph.Graph;
import java.util.UUID;
import org.bson.codecs.pojo.annotations.BsonProperty;

// mondaylunch/gatos-backend: core/src/main/java/club/mondaylunch/gatos/core/models/Flow.java (stored in "flows")
public class Flow extends BaseModel {
    private String name;
    private String description = "";
    @BsonProperty("author_id")
    private UUID authorId;
    private Graph graph = new Graph();

    public Flow() {
    }

    public String getName() {
        return this.name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getDescription() {
        return this.description;
    }

    public void setDescription(String description) {
        this.description = description;
    }

    public UUID getAuthorId() {
        return this.authorId;
    }

    public void setAuthorId(UUID authorId) {
        this.authorId = authorId;
    }

    public Graph getGraph() {
        return this.graph;
    }

    public void setGraph(Graph graph) {
        this.graph = graph;
    }
}
