package corpus.lunarcore.database;

// Melledy/LunarCore: stand-in for the project's .database.AccountDatabaseOnly (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public @interface AccountDatabaseOnly { }
