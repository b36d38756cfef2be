package corpus.gatoscode.graph;

// mondaylunch/gatos-backend: stand-in for core/src/main/java/club/mondaylunch/gatos/core/graph/Graph.java, which the
// application writes with its own GraphCodecProvider
public class Graph {
}
