package corpus.nebula.game.character;

// Melledy/Nebula: stand-in for the project's .game.character.CharacterStorage (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class CharacterStorage { }
