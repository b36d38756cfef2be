package corpus.lunarcore.game.chat;

// Melledy/LunarCore: stand-in for the project's .game.chat.ChatManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class ChatManager { }
