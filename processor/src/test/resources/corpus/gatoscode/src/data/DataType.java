package corpus.gatoscode.data;

// mondaylunch/gatos-backend: stand-in for core/src/main/java/club/mondaylunch/gatos/core/data/DataType.java, of which
// UserDataCollection uses NUMBER and name() only; the real one registers its types and their conversions
public class DataType<T> {
    public static final DataType<Double> NUMBER = new DataType<>("number");

    private final String name;

    protected DataType(String name) {
        this.name = name;
    }

    public String name() {
        return this.name;
    }
}
