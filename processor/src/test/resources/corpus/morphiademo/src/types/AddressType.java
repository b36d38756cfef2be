package corpus.morphiademo.types;

// xeraa/morphia-demo: src/main/java/net/xeraa/morphia_demo/types/AddressType.java
public enum AddressType {
    HOME, WORK, HOMEANDWORK
}
