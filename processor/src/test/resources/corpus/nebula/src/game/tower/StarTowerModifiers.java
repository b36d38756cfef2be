package corpus.nebula.game.tower;

// Melledy/Nebula: stand-in for src/main/java/emu/nebula/game/tower/StarTowerModifiers.java (the model names it on a transient field or a property it does not store)
public class StarTowerModifiers { }
