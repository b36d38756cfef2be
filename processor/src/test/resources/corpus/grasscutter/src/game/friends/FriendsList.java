package corpus.grasscutter.game.friends;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/game/friends/FriendsList.java (not part of the model: the model names it on a transient field or an unsaved property)
public class FriendsList { }
