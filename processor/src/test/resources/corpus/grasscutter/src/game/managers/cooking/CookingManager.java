package corpus.grasscutter.game.managers.cooking;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/game/managers/cooking/CookingManager.java (not part of the model: the model names it on a transient field or an unsaved property)
public class CookingManager { }
