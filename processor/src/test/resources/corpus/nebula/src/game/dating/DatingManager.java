package corpus.nebula.game.dating;

// Melledy/Nebula: stand-in for src/main/java/emu/nebula/game/dating/DatingManager.java (the model names it on a transient field or a property it does not store)
public class DatingManager { }
