package corpus.nebula.game.friends;

// Melledy/Nebula: stand-in for the project's .game.friends.FriendList (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class FriendList { }
