package corpus.nebula.game.tower;

// Melledy/Nebula: stand-in for the project's .game.tower.StarTowerManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class StarTowerManager { }
