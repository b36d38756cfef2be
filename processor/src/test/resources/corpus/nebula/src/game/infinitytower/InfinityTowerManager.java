package corpus.nebula.game.infinitytower;

// Melledy/Nebula: stand-in for src/main/java/emu/nebula/game/infinitytower/InfinityTowerManager.java (the model names it on a transient field or a property it does not store)
public class InfinityTowerManager { }
