package corpus.nebula.game.player;

// Melledy/Nebula: stand-in for the project's .game.player.PlayerManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class PlayerManager { }
