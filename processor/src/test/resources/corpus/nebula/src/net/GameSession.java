package corpus.nebula.net;

// Melledy/Nebula: stand-in for src/main/java/emu/nebula/net/GameSession.java (the model names it on a transient field or a property it does not store)
public class GameSession { }
