package corpus.nebula.game.instance;

// Melledy/Nebula: stand-in for src/main/java/emu/nebula/game/instance/InstanceManager.java (the model names it on a transient field or a property it does not store)
public class InstanceManager { }
