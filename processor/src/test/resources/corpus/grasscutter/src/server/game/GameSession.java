package corpus.grasscutter.server.game;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/server/game/GameSession.java (not part of the model: the model names it on a transient field or an unsaved property)
public class GameSession { }
