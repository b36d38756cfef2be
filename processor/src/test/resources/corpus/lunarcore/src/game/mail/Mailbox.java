package corpus.lunarcore.game.mail;

// Melledy/LunarCore: stand-in for the project's .game.mail.Mailbox (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class Mailbox { }
