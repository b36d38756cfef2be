package corpus.lunarcore.game.avatar;

// Melledy/LunarCore: stand-in for the project's .game.avatar.AvatarStorage (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class AvatarStorage { }
