package corpus.nebula.database;

// Melledy/Nebula: stand-in for src/main/java/emu/nebula/database/AccountDatabaseOnly.java (the model names it on a transient field or a property it does not store)
public @interface AccountDatabaseOnly { }
