package corpus.gatoscode.data;

// mondaylunch/gatos-backend: stand-in for core/src/main/java/club/mondaylunch/gatos/core/data/DataBox.java, which the
// application writes with its own DataBoxCodecProvider
public class DataBox<T> {
}
