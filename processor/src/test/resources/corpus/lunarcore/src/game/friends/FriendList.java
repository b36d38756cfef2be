package corpus.lunarcore.game.friends;

// Melledy/LunarCore: stand-in for the project's .game.friends.FriendList (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class FriendList { }
