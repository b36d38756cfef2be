package corpus.nebula.database;

// Melledy/Nebula: stand-in for the project's .database.GameDatabaseObject (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public interface GameDatabaseObject { }
