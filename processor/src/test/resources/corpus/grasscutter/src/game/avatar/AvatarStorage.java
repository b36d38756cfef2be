package corpus.grasscutter.game.avatar;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/game/avatar/AvatarStorage.java (not part of the model: the model names it on a transient field or an unsaved property)
public class AvatarStorage { }
